import type { MeetingStatement as Statement } from '@kk/contracts';
import { formatCalendarDate, formatReportMonth, kronerToOre } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Money, Table, Text } from '@kk/ui';
import type { PrintTemplateProps } from './templateTypes';

/**
 * A meeting caterer's month per department (template 'meeting-statement', issue 27): each
 * department's orders and net, the cost centre billed internally, and the month's total.
 */
export function MeetingStatement({ data }: PrintTemplateProps<Statement>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const statement = data.model;
  const money = (kroner: number) => <Money ore={kronerToOre(kroner)} />;
  return (
    <Box data-testid="meeting-statement-print">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="5">{statement.Customer.Name} · {formatReportMonth(statement.Month, culture)}</Text>
      {statement.Departments.length === 0 && <Text>{t('reports.noMeetingOrders')}</Text>}
      {statement.Departments.map((department) => (
        <Box as="section" key={department.DepartmentID ?? ''} mb="6" css={{ breakInside: 'avoid' }}>
          <Heading as="h2" size="md" mb="1">{department.Name}</Heading>
          <Table.Root size="sm" variant="line" aria-label={department.Name}>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('reports.date')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('reports.orderedBy')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('reports.description')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">{t('reports.amount')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">{t('reports.refunds')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">{t('reports.net')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {department.Orders.map((order) => (
                <Table.Row key={order.TransactionID}>
                  <Table.Cell whiteSpace="nowrap">{formatCalendarDate(order.Date, culture)}</Table.Cell>
                  <Table.Cell>{order.OrderedBy}</Table.Cell>
                  <Table.Cell>{order.Description}{order.Location ? ` (${order.Location})` : ''}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(order.Amount)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(order.Refunded)}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">{money(order.Net)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
            <Table.Footer>
              <Table.Row fontWeight="bold" data-testid="meeting-print-department-total">
                <Table.Cell colSpan={5}>{t('reports.departmentTotal', { department: department.Name })}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">{money(department.Net)}</Table.Cell>
              </Table.Row>
            </Table.Footer>
          </Table.Root>
        </Box>
      ))}
      {statement.Departments.length > 0 && (
        <Text fontWeight="bold" data-testid="meeting-print-total">
          {t('reports.monthTotal')}: {money(statement.Net)} ({t('reports.vatIncluded')} {money(statement.Vat)})
        </Text>
      )}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
