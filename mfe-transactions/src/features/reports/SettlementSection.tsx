import { useState } from 'react';
import type { DaySettlement, ReportCustomer } from '@kk/contracts';
import { copenhagenDate, formatKroner, formatRateBp, kronerToOre, previousDay } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Heading, Loading, Money, Stack, Table, Text, useAsync } from '@kk/ui';
import { DateField } from '@kk/ui/forms';
import { reportsApi } from './api';
import { ReportFailure } from './ReportFailure';

/** The day's payout in words (never colour alone): paid with its amount, carried to the next day, or not run yet. */
export function PayoutStatus({ settlement }: { settlement: DaySettlement }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const payout = settlement.Payout;
  const [text, palette] =
    payout === null
      ? [t('reports.settlement.notRun'), 'gray']
      : payout.Status === 'paid'
        ? [t('reports.settlement.paid', { amount: formatKroner(payout.Amount, culture) }), 'green']
        : [t('reports.settlement.carried'), 'yellow'];
  return <Badge colorPalette={palette} fontSize="sm" data-testid="settlement-status">{text}</Badge>;
}

function Collected({ settlement }: { settlement: DaySettlement }) {
  const { t } = useTranslation('transactions');
  if (settlement.Collected.length === 0) return <Text data-testid="settlement-no-collected">{t('reports.settlement.noCollected')}</Text>;
  return (
    <Box overflowX="auto" borderWidth="1px" borderRadius="md" maxW="2xl">
      <Table.Root size="sm" data-testid="settlement-collected">
        <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" p="2">{t('reports.settlement.collected')}</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('reports.settlement.method')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('reports.settlement.count')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('reports.settlement.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('reports.settlement.fees')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {settlement.Collected.map((row) => (
            <Table.Row key={row.Method}>
              <Table.ColumnHeader scope="row" fontWeight="normal">{t(`reports.methods.${row.Method}`)}</Table.ColumnHeader>
              <Table.Cell textAlign="end">{row.Count}</Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(row.Amount)} /></Table.Cell>
              <Table.Cell textAlign="end"><Money ore={kronerToOre(row.Fees)} /></Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}

function SettlementFacts({ settlement }: { settlement: DaySettlement }) {
  const { t } = useTranslation('transactions');
  const culture = getAppConfig().culture;
  const facts: [string, number][] = [
    [t('reports.settlement.sales'), settlement.Sales],
    [t('reports.settlement.refunds'), settlement.Refunds],
    [t('reports.settlement.netSales'), settlement.NetSales],
    [t('reports.settlement.providerFees'), settlement.ProviderFees],
    [t('reports.settlement.platformFee', { rate: formatRateBp(settlement.PlatformFeeRateBp, culture) }), settlement.PlatformFee],
    [t('reports.settlement.carriedIn'), settlement.CarriedIn],
    [t('reports.settlement.payoutOwed'), settlement.PayoutOwed],
  ];
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content max-content" columnGap="6" rowGap="1" data-testid="settlement-facts">
      {facts.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">{label}</Text>
          <Text as="dd" m="0" textAlign="end" fontWeight="semibold"><Money ore={kronerToOre(value)} /></Text>
        </Box>
      ))}
      <Text as="dt" color="fg.muted">{t('reports.settlement.status')}</Text>
      <Text as="dd" m="0" textAlign="end"><PayoutStatus settlement={settlement} /></Text>
    </Box>
  );
}

/** One customer's day (GET /api/Reports/Settlement): collected per method with fees, the sales, the fees, the payout owed and its status. */
export function SettlementSection({ customer }: { customer: ReportCustomer }) {
  const { t } = useTranslation('transactions');
  const [date, setDate] = useState(() => previousDay(copenhagenDate(new Date())));
  const settlement = useAsync(() => reportsApi.settlement(customer.ID, date), [customer.ID, date]);
  return (
    <Stack as="section" aria-labelledby="settlement-title" gap="4">
      <Box>
        <Heading as="h2" size="lg" id="settlement-title">{t('reports.settlement.title')}</Heading>
        <Text color="fg.muted" mt="1">{t('reports.settlement.intro')}</Text>
      </Box>
      <Box maxW="xs">
        <DateField label={t('reports.settlement.date')} value={date} onChange={(value) => value && setDate(value)} testId="settlement-date" />
      </Box>
      <Box aria-live="polite" aria-busy={settlement.status === 'loading'}>
        {settlement.status === 'loading' && <Loading />}
        {settlement.status === 'failed' && <ReportFailure error={settlement.error} />}
        {settlement.status === 'done' && (
          <Stack gap="4">
            <Collected settlement={settlement.data} />
            <SettlementFacts settlement={settlement.data} />
          </Stack>
        )}
      </Box>
    </Stack>
  );
}
