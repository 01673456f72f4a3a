import { useState } from 'react';
import type { PayoutStatement, PayoutSummary, ReportCustomer } from '@kk/contracts';
import { copenhagenDate, formatCalendarDate, formatKroner, formatReportPeriod, isPeriod, kronerToOre, monthSoFar, payoutStatementPrintData, reportFileName } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Heading, HStack, Loading, Money, openPrintWindow, Stack, Table, Text, useAsync } from '@kk/ui';
import { reportsApi, type PeriodQuery } from './api';
import { PeriodFields, type Period } from './PeriodFields';
import { ReportActions } from './ReportActions';
import { ReportFailure } from './ReportFailure';
import { useCsvDownload } from './useCsvDownload';

function PayoutRow({ payout }: { payout: PayoutSummary }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  return (
    <Table.Row data-testid="payout-row">
      <Table.ColumnHeader scope="row" fontWeight="normal" whiteSpace="nowrap">{formatCalendarDate(payout.Date, culture)}</Table.ColumnHeader>
      <Table.Cell>{payout.Status === 'paid' ? t('reports.payouts.statusPaid') : t('reports.payouts.statusCarried')}</Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(payout.NetSales)} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(payout.ProviderFees)} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(payout.PlatformFee)} /></Table.Cell>
      <Table.Cell textAlign="end" fontWeight="semibold"><Money ore={kronerToOre(payout.Amount)} /></Table.Cell>
      <Table.Cell textAlign="end"><Money ore={kronerToOre(payout.Carried)} /></Table.Cell>
    </Table.Row>
  );
}

function PayoutTable({ statement }: { statement: PayoutStatement }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const amounts = [t('reports.payouts.netSales'), t('reports.payouts.providerFees'), t('reports.payouts.platformFee'), t('reports.payouts.amount'), t('reports.payouts.carried')];
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md">
      <Table.Root size="sm" data-testid="payouts-table">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">
          {t('reports.payouts.caption', { customer: statement.Customer.Name, period: formatReportPeriod(statement.From, statement.To, culture) })}
        </Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('reports.payouts.date')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('reports.payouts.status')}</Table.ColumnHeader>
            {amounts.map((column) => <Table.ColumnHeader key={column} scope="col" textAlign="end">{column}</Table.ColumnHeader>)}
          </Table.Row>
        </Table.Header>
        <Table.Body>{statement.Payouts.map((payout) => <PayoutRow key={payout.ID} payout={payout} />)}</Table.Body>
        <Table.Footer>
          <Table.Row fontWeight="bold" data-testid="payouts-totals">
            <Table.ColumnHeader scope="row" colSpan={2}>{t('reports.total')}</Table.ColumnHeader>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(statement.NetSales)} /></Table.Cell>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(statement.ProviderFees)} /></Table.Cell>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(statement.PlatformFee)} /></Table.Cell>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(statement.Amount)} /></Table.Cell>
            <Table.Cell />
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Box>
  );
}

function PayoutResult({ customer, query }: { customer: ReportCustomer; query: PeriodQuery }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const statement = useAsync(() => reportsApi.payouts(query), [query]);
  const csv = useCsvDownload();
  const title = t('reports.payouts.printTitle', { customer: customer.Name, period: formatReportPeriod(query.from, query.to, culture) });
  if (statement.status === 'loading') return <Loading />;
  if (statement.status === 'failed') return <ReportFailure error={statement.error} />;
  return (
    <Stack gap="3">
      <HStack justify="space-between" flexWrap="wrap" gap="3">
        <Text role="status" fontWeight="semibold" data-testid="payouts-summary">{t('reports.payouts.summary', { amount: formatKroner(statement.data.Amount, culture) })}</Text>
        <ReportActions
          what={title}
          downloading={csv.downloading}
          onCsv={() => void csv.download(() => reportsApi.payoutsCsv(query), reportFileName(t('reports.payouts.csvFile'), customer.Name, query.from, query.to))}
          onPrint={() => void openPrintWindow(payoutStatementPrintData(statement.data, title))}
          testId="payouts"
        />
      </HStack>
      {statement.data.Payouts.length === 0 ? <Text data-testid="payouts-empty">{t('reports.payouts.empty')}</Text> : <PayoutTable statement={statement.data} />}
    </Stack>
  );
}

/** The payout statement of a period (GET /api/Reports/Payouts): a row per payout, the sums, its CSV and its print. */
export function PayoutStatementSection({ customer }: { customer: ReportCustomer }) {
  const { t } = useTranslation('transactions');
  const [period, setPeriod] = useState<Period>(() => monthSoFar(copenhagenDate(new Date())));
  return (
    <Stack as="section" aria-labelledby="payouts-title" gap="4">
      <Heading as="h2" size="lg" id="payouts-title">{t('reports.payouts.statement')}</Heading>
      <PeriodFields period={period} onChange={setPeriod} testId="payouts" />
      {isPeriod(period.from, period.to) && <PayoutResult customer={customer} query={{ customerID: customer.ID, from: period.from, to: period.to }} />}
    </Stack>
  );
}
