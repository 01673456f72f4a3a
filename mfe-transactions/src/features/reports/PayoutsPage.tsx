import { useTranslation } from '@kk/platform';
import { Box } from '@kk/ui';
import { PayoutStatementSection } from './PayoutStatementSection';
import { ReportsFrame } from './ReportsFrame';
import { SettlementSection } from './SettlementSection';

/**
 * /Reports/Payouts (issue 27; partner site with role FinanceReports, support tool): a
 * customer's day of settlement (what the providers collected, the fees, the payout owed
 * and whether it was paid), and the payout statement of a period.
 */
export function PayoutsPage() {
  const { t } = useTranslation('transactions');
  return (
    <ReportsFrame title={t('reports.payouts.title')} intro={t('reports.payouts.intro')}>
      {({ customer }) => (
        <>
          <SettlementSection customer={customer} />
          <Box borderTopWidth="1px" pt="6">
            <PayoutStatementSection customer={customer} />
          </Box>
        </>
      )}
    </ReportsFrame>
  );
}
