import { useState } from 'react';
import { SALES_GROUPINGS, type SalesGrouping } from '@kk/contracts';
import { copenhagenDate, hasInstitutionsBelow, isPeriod, monthSoFar } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Heading, SimpleGrid, Stack } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { MeetingStatementSection } from './MeetingStatementSection';
import { PeriodFields, type Period } from './PeriodFields';
import { ReportsFrame, type PickedCustomer } from './ReportsFrame';
import { SalesResult } from './SalesResult';

function SalesSection({ customer, customers }: PickedCustomer) {
  const { t } = useTranslation('transactions');
  const [period, setPeriod] = useState<Period>(() => monthSoFar(copenhagenDate(new Date())));
  const [chosenGrouping, setGrouping] = useState<SalesGrouping>('day');
  // Grouping by institution is for a customer with institutions below it (a municipality).
  const groupings = SALES_GROUPINGS.filter((grouping) => grouping !== 'customer' || hasInstitutionsBelow(customers, customer.ID));
  const groupBy = groupings.includes(chosenGrouping) ? chosenGrouping : 'day';
  return (
    <Stack as="section" aria-labelledby="sales-title" gap="4">
      <Heading as="h2" size="lg" id="sales-title">{t('reports.sales.sectionTitle')}</Heading>
      <PeriodFields period={period} onChange={setPeriod} testId="sales" />
      <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4" maxW="xl">
        <SelectField label={t('reports.sales.groupBy')} value={groupBy} onChange={(value) => setGrouping(value as SalesGrouping)} testId="sales-group-by">
          {groupings.map((grouping) => <option key={grouping} value={grouping}>{t(`reports.sales.groupings.${grouping}`)}</option>)}
        </SelectField>
      </SimpleGrid>
      {isPeriod(period.from, period.to) && <SalesResult customer={customer} query={{ customerID: customer.ID, from: period.from, to: period.to, groupBy }} />}
    </Stack>
  );
}

/**
 * /Reports/Sales (issue 27; partner site with role FinanceReports, support tool): what a
 * customer sold (a municipality over all its institutions), refunds netted and split by
 * VAT, grouped as chosen; as CSV and in print. Below, the meeting catering's month per department.
 */
export function SalesPage() {
  const { t } = useTranslation('transactions');
  return (
    <ReportsFrame title={t('reports.sales.title')} intro={t('reports.sales.intro')}>
      {(picked) => (
        <>
          <SalesSection {...picked} />
          <Box borderTopWidth="1px" pt="6">
            <MeetingStatementSection customer={picked.customer} />
          </Box>
        </>
      )}
    </ReportsFrame>
  );
}
