import { lazy, Suspense } from 'react';
import { CUSTOMERS_ROUTE, PAYOUTS_REPORT_ROUTE, PUPIL_IMPORT_ROUTE, RECONCILIATION_ROUTE, SALES_REPORT_ROUTE, SCHOOL_YEAR_ROUTE, STAFF_ROUTE } from '@kk/domain';
import { getAppConfig } from '@kk/platform';
import { Loading, useLocation } from '@kk/ui';
import { TicketsSection } from '../features/helpdesk/TicketsSection';
import { SearchPage } from '../features/search/SearchPage';

// The dialog and the pages it links to are chunks of their own: the search page loads first.
const TransactionDialog = lazy(() => import('../features/details/TransactionDialog'));
const UnitPage = lazy(() => import('../features/units/UnitPage').then((module) => ({ default: module.UnitPage })));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage').then((module) => ({ default: module.MessagesPage })));
const SalesPage = lazy(() => import('../features/reports/SalesPage').then((module) => ({ default: module.SalesPage })));
const PayoutsPage = lazy(() => import('../features/reports/PayoutsPage').then((module) => ({ default: module.PayoutsPage })));
const ReconciliationPage = lazy(() => import('../features/reconciliation/ReconciliationPage').then((module) => ({ default: module.ReconciliationPage })));
const CustomersPage = lazy(() => import('../features/customers/CustomersPage').then((module) => ({ default: module.CustomersPage })));
const PupilImportPage = lazy(() => import('../features/pupil-import/PupilImportPage').then((module) => ({ default: module.PupilImportPage })));
const StaffPage = lazy(() => import('../features/staff/StaffPage').then((module) => ({ default: module.StaffPage })));
// The new school year picks its school with the money-out pages' customer picker: the app composes the two features.
const SchoolYearPage = lazy(async () => {
  const [{ SchoolYearPage: Page }, { CustomerPicker }] = await Promise.all([import('../features/school-year/SchoolYearPage'), import('../features/reports/CustomerPicker')]);
  return { default: () => <Page CustomerPicker={CustomerPicker} /> };
});
const WalletUserInfoPage = lazy(() => import('../features/walletinfo/WalletUserInfoPage').then((module) => ({ default: module.WalletUserInfoPage })));

/** Which screen a path shows, per application (the shell mounts the remote on these routes only). */
export type Screen = 'search' | 'unit' | 'messages' | 'wallet' | 'sales' | 'payouts' | 'reconciliation' | 'customers' | 'staff' | 'pupilImport' | 'schoolYear' | 'none';

export function screenFor(path: string, application: 'partner' | 'support'): Screen {
  const p = path.toLowerCase();
  if (p === '/' || p === '' || p === '/transactions' || p.startsWith('/transactions/')) return 'search';
  if (p === (application === 'support' ? '/units/index' : '/units/deviceinfo')) return 'unit';
  if (p === '/messages/all') return 'messages';
  if (p === (application === 'support' ? '/wallet/walletuserinfo' : '/customersupport/users')) return 'wallet';
  // The money-out pages (issue 27); the shell mounts /Reports only for the role FinanceReports on the partner site.
  if (p === SALES_REPORT_ROUTE.toLowerCase()) return 'sales';
  if (p === PAYOUTS_REPORT_ROUTE.toLowerCase()) return 'payouts';
  if (p === RECONCILIATION_ROUTE.toLowerCase() && application === 'support') return 'reconciliation';
  // The support tool's customers and their settings (issue 28).
  if (p === CUSTOMERS_ROUTE.toLowerCase() && application === 'support') return 'customers';
  // Staff and their roles (issue 28): the shell mounts /Staff on the partner site only for the role StaffAdministration.
  if (p === STAFF_ROUTE.toLowerCase()) return 'staff';
  // The support tool's new school year per customer (issue 28).
  if (p === SCHOOL_YEAR_ROUTE.toLowerCase() && application === 'support') return 'schoolYear';
  // A school's administrator loads pupils from a class list (issue 28); the shell mounts it for the role PupilImport on the partner site.
  if (p === PUPIL_IMPORT_ROUTE.toLowerCase() && application === 'partner') return 'pupilImport';
  return 'none';
}

/**
 * The partner site's and the support tool's transactions: the search, and the pages the
 * transaction dialog links to (spec section 2), and the money-out pages (issue 27: sales,
 * payouts, the support tool's reconciliation), and the support tool's new school year. The
 * app composes the features: the search and the reconciliation open the transaction dialog,
 * the dialog shows the help desk's tickets, and the new school year picks its school with
 * the money-out pages' customer picker.
 */
export function TransactionsApp() {
  const { path } = useLocation();
  const application = getAppConfig().application === 'support' ? 'support' : 'partner';
  const screen = screenFor(path, application);
  if (screen === 'search') {
    return (
      <SearchPage
        renderDetails={(id, onClose) => (
          <Suspense fallback={null}>
            <TransactionDialog transactionId={id} onClose={onClose} renderTickets={(detail) => <TicketsSection transactionId={detail.ID} />} />
          </Suspense>
        )}
      />
    );
  }
  if (screen === 'none') return null;
  return (
    <Suspense fallback={<Loading />}>
      {screen === 'unit' && <UnitPage />}
      {screen === 'messages' && <MessagesPage />}
      {screen === 'wallet' && <WalletUserInfoPage />}
      {screen === 'sales' && <SalesPage />}
      {screen === 'payouts' && <PayoutsPage />}
      {screen === 'customers' && <CustomersPage />}
      {screen === 'staff' && <StaffPage />}
      {screen === 'pupilImport' && <PupilImportPage />}
      {screen === 'schoolYear' && <SchoolYearPage />}
      {screen === 'reconciliation' && (
        <ReconciliationPage
          renderDetails={(id, onClose) => (
            <Suspense fallback={null}>
              <TransactionDialog transactionId={id} onClose={() => onClose()} renderTickets={(detail) => <TicketsSection transactionId={detail.ID} />} />
            </Suspense>
          )}
        />
      )}
    </Suspense>
  );
}
