import { PAYOUTS_REPORT_ROUTE, SALES_REPORT_ROUTE } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { HStack, RouteLink, useLocation } from '@kk/ui';

/** The money-out pages' own menu: the sales report and the payouts, the current one marked (aria-current). */
export function ReportsNav() {
  const { t } = useTranslation('transactions');
  const { path } = useLocation();
  return (
    <HStack as="nav" aria-label={t('reports.nav.label')} gap="2">
      <RouteLink href={SALES_REPORT_ROUTE} current={path === SALES_REPORT_ROUTE.toLowerCase()} testId="reports-nav-sales">{t('reports.nav.sales')}</RouteLink>
      <RouteLink href={PAYOUTS_REPORT_ROUTE} current={path === PAYOUTS_REPORT_ROUTE.toLowerCase()} testId="reports-nav-payouts">{t('reports.nav.payouts')}</RouteLink>
    </HStack>
  );
}
