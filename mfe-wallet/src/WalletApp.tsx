import { lazy, Suspense } from 'react';
import { Loading } from '@kk/ui';
import { WalletOverview } from './home/WalletOverview';
import { useLiveBalances } from './live/useLiveBalances';
import { useLocation } from './routing/useLocation';

const SubPages = lazy(() => import('./routing/SubPages'));

/** The wallet remote's screens by path; the shell mounts it on its routes only. */
export function WalletApp() {
  const { path } = useLocation();
  useLiveBalances();
  if (path === '/' || path === '') return <WalletOverview />;
  return (
    <Suspense fallback={<Loading />}>
      <SubPages />
    </Suspense>
  );
}
