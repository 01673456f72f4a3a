import type { ReactNode } from 'react';
import type { ReportCustomer } from '@kk/contracts';
import { reportCustomerChoices } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Box, Loading, LoadFailed, PageTitle, Stack, Text, useAsync } from '@kk/ui';
import { reportsApi } from './api';
import { useChosenReportCustomer } from './chosenCustomer';
import { CustomerPicker } from './CustomerPicker';
import { ReportsNav } from './ReportsNav';

/** What a report page shows for the customer picked: the customer and the whole list (to tell a municipality). */
export interface PickedCustomer {
  customer: ReportCustomer;
  customers: readonly ReportCustomer[];
}

/**
 * A money-out page's frame: its title, the pages' own menu, and the customer picker over
 * the customers the caller may read (GET /api/Reports/Customers), starting on the first
 * and keeping the one picked from page to page.
 */
export function ReportsFrame({ title, intro, children }: { title: string; intro: string; children: (picked: PickedCustomer) => ReactNode }) {
  const { t } = useTranslation('transactions');
  const loaded = useAsync(() => reportsApi.customers(), []);
  const { customerId: chosen, choose: setChosen } = useChosenReportCustomer();
  const customers = loaded.status === 'done' ? loaded.data.Customers : [];
  const first = reportCustomerChoices(customers)[0]?.customer ?? null;
  const customer = customers.find((c) => c.ID === chosen) ?? first;
  return (
    <Stack gap="6">
      <PageTitle title={title} intro={intro} />
      <ReportsNav />
      {loaded.status === 'loading' && <Loading />}
      {loaded.status === 'failed' && <LoadFailed />}
      {loaded.status === 'done' && customer === null && <Text data-testid="reports-no-customers">{t('reports.noCustomers')}</Text>}
      {customer !== null && (
        <>
          <Box maxW="md">
            <CustomerPicker customers={customers} value={customer.ID} onChange={setChosen} />
          </Box>
          {children({ customer, customers })}
        </>
      )}
    </Stack>
  );
}
