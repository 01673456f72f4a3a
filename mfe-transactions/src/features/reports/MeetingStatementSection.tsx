import { useState } from 'react';
import type { MeetingStatement, MeetingStatementDepartment, ReportCustomer } from '@kk/contracts';
import { copenhagenDate, formatCalendarDate, formatKroner, formatReportMonth, kronerToOre, meetingStatementPrintData, monthOfDate, reportFileName } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Field, Heading, HStack, Input, Loading, Money, openPrintWindow, Stack, Table, Text, useAsync } from '@kk/ui';
import { reportsApi } from './api';
import { ReportActions } from './ReportActions';
import { ReportFailure } from './ReportFailure';
import { useCsvDownload } from './useCsvDownload';

function DepartmentTable({ department }: { department: MeetingStatementDepartment }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const columns = [t('reports.meeting.date'), t('reports.meeting.orderedBy'), t('reports.meeting.location'), t('reports.meeting.description')];
  const amounts = [t('reports.meeting.amount'), t('reports.meeting.refunded'), t('reports.meeting.net')];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="meeting-department">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{department.Name}</Table.Caption>
        <Table.Header>
          <Table.Row>
            {columns.map((column) => <Table.ColumnHeader key={column} scope="col">{column}</Table.ColumnHeader>)}
            {amounts.map((column) => <Table.ColumnHeader key={column} scope="col" textAlign="end">{column}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {department.Orders.map((order) => (
            <Table.Row key={order.TransactionID} data-testid="meeting-order">
              <Table.Cell whiteSpace="nowrap">{formatCalendarDate(order.Date, culture)}</Table.Cell>
              <Table.Cell>{order.OrderedBy}</Table.Cell>
              <Table.Cell>{order.Location ?? '–'}</Table.Cell>
              <Table.Cell>{order.Description}</Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(order.Amount)} /></Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(order.Refunded)} /></Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(order.Net)} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold" data-testid="meeting-department-total">
            <Table.ColumnHeader scope="row" colSpan={6}>
              {t('reports.meeting.departmentTotal', { department: department.Name })} ({t('reports.meeting.vatIncluded', { vat: formatKroner(department.Vat, culture) })})
            </Table.ColumnHeader>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(department.Net)} /></Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}

function Statement({ statement, onCsv, onPrint, downloading }: { statement: MeetingStatement; onCsv: () => void; onPrint: () => void; downloading: boolean }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  if (statement.Departments.length === 0) return <Text role="status" data-testid="meeting-empty">{t('reports.meeting.empty')}</Text>;
  return (
    <Stack gap="4">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text role="status" fontWeight="semibold" data-testid="meeting-summary">
          {t('reports.meeting.monthTotal', { net: formatKroner(statement.Net, culture), vat: formatKroner(statement.Vat, culture) })}
        </Text>
        <ReportActions what={t('reports.meeting.printTitle', { customer: statement.Customer.Name, month: formatReportMonth(statement.Month, culture) })} downloading={downloading} onCsv={onCsv} onPrint={onPrint} testId="meeting" />
      </HStack>
      {statement.Departments.map((department) => <DepartmentTable key={department.DepartmentID ?? ''} department={department} />)}
    </Stack>
  );
}

/** The meeting catering's monthly statement per department (GET /api/Reports/MeetingStatement), its CSV and its print. */
export function MeetingStatementSection({ customer }: { customer: ReportCustomer }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const [month, setMonth] = useState(() => monthOfDate(copenhagenDate(new Date())));
  const statement = useAsync(() => reportsApi.meetingStatement(customer.ID, month), [customer.ID, month]);
  const csv = useCsvDownload();
  const title = t('reports.meeting.printTitle', { customer: customer.Name, month: formatReportMonth(month, culture) });
  return (
    <Stack as="section" aria-labelledby="meeting-title" gap="4">
      <Box>
        <Heading as="h2" size="lg" id="meeting-title">{t('reports.meeting.title')}</Heading>
        <Text color="fg.muted" mt="1">{t('reports.meeting.intro')}</Text>
      </Box>
      <Field.Root maxW="xs">
        <Field.Label>{t('reports.meeting.month')}</Field.Label>
        <Input type="month" value={month} onChange={(event) => /^\d{4}-\d{2}$/.test(event.target.value) && setMonth(event.target.value)} data-testid="meeting-month" />
      </Field.Root>
      {statement.status === 'loading' && <Loading />}
      {statement.status === 'failed' && <ReportFailure error={statement.error} />}
      {statement.status === 'done' && (
        <Statement
          statement={statement.data}
          downloading={csv.downloading}
          onCsv={() => void csv.download(() => reportsApi.meetingStatementCsv(customer.ID, month), reportFileName(t('reports.meeting.csvFile'), customer.Name, month))}
          onPrint={() => void openPrintWindow(meetingStatementPrintData(statement.data, title))}
        />
      )}
    </Stack>
  );
}
