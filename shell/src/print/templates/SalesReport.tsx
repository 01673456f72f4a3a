import type { SalesReport as Report, SalesRow } from '@kk/contracts';
import { formatReportPeriod, kronerToOre, netAtVatRate, salesRowLabel } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Money, Table, Text } from '@kk/ui';
import type { PrintTemplateProps } from './templateTypes';

const AMOUNTS = ['sales', 'refunds', 'net', 'vat25', 'exempt', 'vat'] as const;

function amountsOf(row: SalesRow): Record<(typeof AMOUNTS)[number], number> {
  return { sales: row.Sales, refunds: row.Refunds, net: row.Net, vat25: netAtVatRate(row, 2500), exempt: netAtVatRate(row, 0), vat: row.Vat };
}

function Cells({ row }: { row: SalesRow }) {
  const amounts = amountsOf(row);
  return (
    <>
      <Table.Cell textAlign="end">{row.SaleCount}</Table.Cell>
      {AMOUNTS.map((key) => <Table.Cell key={key} textAlign="end" whiteSpace="nowrap"><Money ore={kronerToOre(amounts[key])} /></Table.Cell>)}
    </>
  );
}

/**
 * A customer's sales of a period (template 'sales-report', issue 27, landscape): a row per
 * group, the VAT split, and the totals; what the browser's "Save as PDF" keeps.
 */
export function SalesReport({ data }: PrintTemplateProps<Report>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const report = data.model;
  const grouping = t(`reports.groupings.${report.GroupBy}`);
  return (
    <Box data-testid="sales-report-print">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="1">{report.Customer.Name} · {formatReportPeriod(report.From, report.To, culture)}</Text>
      {report.Customers.length > 1 && <Text mb="4" fontSize="sm">{t('reports.customers', { customers: report.Customers.map((customer) => customer.Name).join(', ') })}</Text>}
      {report.Rows.length === 0 ? (
        <Text>{t('reports.noSales')}</Text>
      ) : (
        <Table.Root size="sm" variant="line">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col">{grouping}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">{t('reports.saleCount')}</Table.ColumnHeader>
              {AMOUNTS.map((key) => <Table.ColumnHeader key={key} scope="col" textAlign="end">{t(`reports.${key}`)}</Table.ColumnHeader>)}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {report.Rows.map((row) => (
              <Table.Row key={row.Key ?? ''} data-testid="sales-print-row">
                <Table.Cell>{salesRowLabel(row, report.GroupBy, culture)}</Table.Cell>
                <Cells row={row} />
              </Table.Row>
            ))}
          </Table.Body>
          <Table.Footer>
            <Table.Row fontWeight="bold" data-testid="sales-print-totals">
              <Table.Cell>{t('reports.total')}</Table.Cell>
              <Cells row={report.Totals} />
            </Table.Row>
          </Table.Footer>
        </Table.Root>
      )}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
