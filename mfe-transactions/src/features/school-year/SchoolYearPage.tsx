import { useState, type ComponentType } from 'react';
import type { ReportCustomer } from '@kk/contracts';
import { hasInstitutionsBelow, reportCustomerChoices } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Heading, Loading, LoadFailed, PageTitle, Stack, Text, useAsync } from '@kk/ui';
import { schoolYearApi } from './api';
import { RolloverList } from './RolloverList';
import { SchoolYearPlanner } from './SchoolYearPlanner';

/** The customer picker the app composes in (the money-out pages' own). */
export interface CustomerPickerProps {
  customers: readonly ReportCustomer[];
  value: string;
  onChange: (id: string) => void;
}

const RULES = ['moves', 'stays', 'leavers', 'balance'] as const;

/**
 * /SchoolYear in the support tool (issue 28): a school's new school year. Pick the school,
 * the last grade and the date, see what would happen (who moves up, who leaves and where
 * each leaver's balance goes), schedule it, and follow the school's school years: cancel
 * the one scheduled, see a run's leavers and their pay-backs. The customers are the ones
 * the money-out pages pick from (GET /api/Reports/Customers) less the municipalities with
 * institutions below them (a school year is a school's); the app passes their picker in.
 */
export function SchoolYearPage({ CustomerPicker }: { CustomerPicker: ComponentType<CustomerPickerProps> }) {
  const { t } = useTranslation('transactions');
  const loaded = useAsync(() => schoolYearApi.customers(), []);
  const [chosen, setChosen] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const all = loaded.status === 'done' ? loaded.data.Customers : [];
  const schools = all.filter((customer) => !hasInstitutionsBelow(all, customer.ID));
  const customer = schools.find((c) => c.ID === chosen) ?? reportCustomerChoices(schools)[0]?.customer ?? null;
  return (
    <Stack gap="6">
      <PageTitle title={t('schoolYear.title')} intro={t('schoolYear.intro')} />
      <Box as="section" aria-labelledby="school-year-rules" maxW="3xl">
        <Heading as="h2" size="md" id="school-year-rules">{t('schoolYear.rulesTitle')}</Heading>
        <Box as="ul" ps="5" mt="2" listStyleType="disc" data-testid="school-year-rules">
          {RULES.map((rule) => <Box as="li" key={rule} mb="1">{t(`schoolYear.rules.${rule}`)}</Box>)}
        </Box>
      </Box>
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'failed' && <LoadFailed />}
      {loaded.status === 'done' && customer === null && <Text data-testid="school-year-no-customers">{t('schoolYear.noCustomers')}</Text>}
      {customer !== null && (
        <>
          <Box maxW="md">
            <CustomerPicker customers={schools} value={customer.ID} onChange={setChosen} />
          </Box>
          <SchoolYearPlanner key={`plan-${customer.ID}`} customer={customer} onScheduled={() => setVersion((n) => n + 1)} />
          <RolloverList key={`list-${customer.ID}`} customer={customer} version={version} />
        </>
      )}
    </Stack>
  );
}
