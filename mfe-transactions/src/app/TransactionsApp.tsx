import { lazy, Suspense } from 'react';
import { getAppConfig } from '@kk/platform';
import { Loading, useLocation } from '@kk/ui';
import { TicketsSection } from '../features/helpdesk/TicketsSection';
import { SearchPage } from '../features/search/SearchPage';

// The dialog and the pages it links to are chunks of their own: the search page loads first.
const TransactionDialog = lazy(() => import('../features/details/TransactionDialog'));
const UnitPage = lazy(() => import('../features/units/UnitPage').then((module) => ({ default: module.UnitPage })));
const MessagesPage = lazy(() => import('../features/messages/MessagesPage').then((module) => ({ default: module.MessagesPage })));
const WalletUserInfoPage = lazy(() => import('../features/walletinfo/WalletUserInfoPage').then((module) => ({ default: module.WalletUserInfoPage })));

/** Which screen a path shows, per application (the shell mounts the remote on these routes only). */
export function screenFor(path: string, application: 'partner' | 'support'): 'search' | 'unit' | 'messages' | 'wallet' | 'none' {
  const p = path.toLowerCase();
  if (p === '/' || p === '' || p === '/transactions' || p.startsWith('/transactions/')) return 'search';
  if (p === (application === 'support' ? '/units/index' : '/units/deviceinfo')) return 'unit';
  if (p === '/messages/all') return 'messages';
  if (p === (application === 'support' ? '/wallet/walletuserinfo' : '/customersupport/users')) return 'wallet';
  return 'none';
}

/**
 * The partner site's and the support tool's transactions: the search, and the pages the
 * transaction dialog links to (spec section 2). The app composes the features: the search
 * opens the transaction dialog, and the dialog shows the help desk's tickets.
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
    </Suspense>
  );
}
