import { lazy, Suspense, type ReactNode } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { cardReturnPath, walletCardPagePath } from '@kk/domain';
import { fetchChildren, queryValue, useTranslation } from '@kk/platform';
import { Box, LoadFailed, Loading, RouteLink, Stack, Text, useAsync, useLocation, useRoles } from '@kk/ui';
import { AccountInformationPage } from '../features/account/AccountInformationPage';
import { AddCardPage } from '../features/cards/AddCardPage';
import { WalletCardPage } from '../features/cards/WalletCardPage';
import { WalletGroupCardPage } from '../features/cards/WalletGroupCardPage';
import { ChangePicturePage } from '../features/picture/ChangePicturePage';
import { TransactionsPage } from '../features/transactions/TransactionsPage';

/** The school card dialog the account page opens: the nfc feature's, its own chunk. */
const AddNfcCardDialog = lazy(() => import('../features/nfc/AddNfcCardDialog'));

/** The spending insight under the transactions: its own chunk, and the chart library one more, so no other page carries them. */
const SpendingInsight = lazy(() => import('../features/insight/SpendingInsight'));

function SubPage({ children }: { children: ReactNode }) {
  const { t } = useTranslation('wallet');
  return (
    <Stack gap="4">
      <Box><RouteLink href="/">{t('common.backHome')}</RouteLink></Box>
      {children}
    </Stack>
  );
}

/** The pages below home need the user's wallets; the one named by WalletID, where a page is about one. */
function WithWallets({ children }: { children: (wallets: WalletInOnboarding[], reload: () => void) => ReactNode }) {
  const wallets = useAsync(fetchChildren, []);
  if (wallets.status === 'loading') return <Loading />;
  if (wallets.status === 'failed') return <LoadFailed />;
  return <>{children(wallets.data, wallets.reload)}</>;
}

function NotFound() {
  const { t } = useTranslation('wallet');
  return <Text role="alert">{t('notFound')}</Text>;
}

function UnknownWallet() {
  const { t } = useTranslation('wallet');
  return <Text role="alert" data-testid="unknown-wallet">{t('unknownWallet')}</Text>;
}

const byId = (wallets: readonly WalletInOnboarding[], id: string | null) => wallets.find((w) => w.WalletID.toLowerCase() === id?.toLowerCase()) ?? null;

/** A page below home about the user's wallets: the way back, then the page once the wallets are read. */
function WalletsPage({ children }: { children: (wallets: WalletInOnboarding[], reload: () => void) => ReactNode }) {
  return (
    <SubPage>
      <WithWallets>{children}</WithWallets>
    </SubPage>
  );
}

/** A page about one wallet (`walletOf` picks it from the user's wallets), or the unknown-wallet alert. */
function WalletPage({ walletOf, children }: { walletOf: (wallets: WalletInOnboarding[]) => WalletInOnboarding | null; children: (wallet: WalletInOnboarding, reload: () => void) => ReactNode }) {
  return (
    <WalletsPage>{(wallets, reload) => {
      const wallet = walletOf(wallets);
      return wallet ? children(wallet, reload) : <UnknownWallet />;
    }}</WalletsPage>
  );
}

/** Every page of the remote but home: loaded when one is first visited, so home stays small. */
export default function SubPages() {
  const { path, query } = useLocation();
  const roles = useRoles();
  const walletId = queryValue(query, 'WalletID');

  if (path.startsWith('/transactions')) {
    return (
      <WalletsPage>{(wallets) => {
        // The page's wallet: the one named, else the first (as the transactions page chooses).
        const wallet = byId(wallets, walletId) ?? wallets[0] ?? null;
        return (
          <Stack gap="10">
            <TransactionsPage wallets={wallets} walletId={walletId} />
            {wallet && <Suspense fallback={<Loading />}><SpendingInsight key={wallet.WalletID} wallet={wallet} /></Suspense>}
          </Stack>
        );
      }}</WalletsPage>
    );
  }
  if (path.startsWith('/depositwithdraw/walletcreditcard/addcard')) {
    return <WalletPage walletOf={(wallets) => byId(wallets, walletId)}>{(wallet) => <AddCardPage wallet={wallet} backHref={cardReturnPath(query) ?? walletCardPagePath(wallet.WalletID)} />}</WalletPage>;
  }
  if (path.startsWith('/depositwithdraw/walletgroupcreditcard/addcard')) {
    return <SubPage><AddCardPage wallet={null} backHref="/DepositWithdraw/WalletGroupCreditCard" /></SubPage>;
  }
  if (path.startsWith('/depositwithdraw/walletcreditcard')) {
    const walletOf = (wallets: WalletInOnboarding[]) => byId(wallets, walletId) ?? (walletId === null && wallets.length === 1 ? wallets[0]! : null);
    return <WalletPage walletOf={walletOf}>{(wallet) => <WalletCardPage wallet={wallet} query={query} />}</WalletPage>;
  }
  if (path.startsWith('/depositwithdraw')) {
    return (
      <WalletsPage>{(wallets) => {
        const family = wallets.filter((w) => w.WalletGroupID !== null);
        if (family.length > 0) return <WalletGroupCardPage wallets={family} query={query} />;
        return wallets[0] ? <WalletCardPage wallet={wallets[0]} query={query} /> : <UnknownWallet />;
      }}</WalletsPage>
    );
  }
  if (path.startsWith('/picture')) {
    return <WalletPage walletOf={(wallets) => byId(wallets, walletId)}>{(wallet, reload) => <ChangePicturePage wallet={wallet} roles={roles} onChanged={reload} />}</WalletPage>;
  }
  if (path.startsWith('/wallet/changeinformation') || path.startsWith('/account/changeinformation')) {
    return <SubPage><AccountInformationPage focusWalletId={walletId} roles={roles} SchoolCardDialog={AddNfcCardDialog} /></SubPage>;
  }
  return <NotFound />;
}
