import { Suspense } from 'react';
import { matchesRoute, WALLET_SUB_PAGE_ROUTES } from '@kk/domain';
import { useLiveBalances } from '@kk/platform';
import { Loading, useLocation } from '@kk/ui';
import { HomeSlotsProvider } from '../features/home/slots';
import { WalletOverview } from '../features/home/WalletOverview';
import { homeSlots } from './homeSlots';
import { WalletDialogBridge } from './WalletDialogBridge';
import { lazyWithTexts } from './withDialogTexts';

const SubPages = lazyWithTexts(() => import('./SubPages'));

/** The wallet remote's screens by path; the shell mounts it on its routes only. */
export function WalletApp() {
  const { path } = useLocation();
  useLiveBalances();
  return (
    <>
      {/* The school-card and refill dialogs other remotes (the onboarding guide) ask for. */}
      <WalletDialogBridge />
      <Screen path={path} />
    </>
  );
}

function Screen({ path }: { path: string }) {
  if (path === '/' || path === '') {
    return (
      <HomeSlotsProvider value={homeSlots}>
        <WalletOverview />
      </HomeSlotsProvider>
    );
  }
  // Another remote's page renders nothing here, so leaving home for it loads none of the sub-pages.
  if (!matchesRoute(WALLET_SUB_PAGE_ROUTES, path)) return null;
  return (
    <Suspense fallback={<Loading />}>
      <SubPages />
    </Suspense>
  );
}
