import { lazy, Suspense, useState } from 'react';
import type { VoucherDetail, WalletInOnboarding } from '@kk/contracts';
import { mayManageMoney, walletLinks } from '@kk/domain';
import { getAppConfig } from '@kk/platform';
import { Card, Separator } from '@kk/ui';
import { FoodPanel } from './FoodPanel';
import { useHomeSlots } from './slots';
import { Vouchers } from './Vouchers';
import { WalletActions } from './WalletActions';
import { WalletHeader } from './WalletHeader';
import { ClosedNotice, LeavingNotice, RefillPausedNotice, WalletNotices } from './WalletNotices';

const VoucherDetailsDialog = lazy(() => import('./VoucherDetailsDialog'));

export type WalletDialog =
  | { kind: 'addFunds' }
  | { kind: 'refill' }
  | { kind: 'schoolCard' }
  | { kind: 'controls' }
  | { kind: 'alerts' }
  | { kind: 'leaverChoice' }
  | { kind: 'transaction'; transactionId: string }
  | { kind: 'voucher'; voucher: VoucherDetail };

/**
 * One wallet on the home page: who, the balance, what the roles allow (links and money
 * actions), tickets and vouchers, food orders and the latest transactions. Dialogs load
 * on first open.
 */
export function WalletWidget({ wallet, balanceOre, roles, headingLevel, walletsMissingCard, onChanged }: {
  wallet: WalletInOnboarding;
  balanceOre: number;
  /** How many of the family's wallets have no primary card. */
  walletsMissingCard: number;
  roles: readonly string[];
  headingLevel: 'h2' | 'h3';
  onChanged: () => void;
}) {
  const { pageKey } = getAppConfig();
  const { TransactionsPanel, TransactionDetailsDialog, AddFundsDialog, SelectRefillDialog, AddNfcCardDialog, SpendingControlsDialog, WalletAlertsDialog, LeaverChoiceDialog } = useHomeSlots();
  const [dialog, setDialog] = useState<WalletDialog | null>(null);
  const customer = wallet.Customers[0];
  const links = walletLinks({
    roles,
    pageKey,
    walletId: wallet.WalletID,
    customerHasWebshop: customer?.Webshop ?? false,
    customerHasFoodPlan: customer?.FoodPlan ?? false,
    closed: wallet.ClosedOn !== undefined,
  });
  // A wallet closed at a new school year takes no money (the API refuses it too).
  const money = mayManageMoney(roles) && wallet.ClosedOn === undefined;
  const close = () => setDialog(null);
  const closeAndRefresh = () => {
    setDialog(null);
    onChanged();
  };

  return (
    <Card.Root data-testid="wallet-card" data-wallet-id={wallet.WalletID} h="full">
      <Card.Body gap="4">
        <WalletHeader wallet={wallet} balanceOre={balanceOre} headingLevel={headingLevel} />
        <ClosedNotice wallet={wallet} />
        <WalletNotices wallet={wallet} mayManageMoney={money} walletsMissingCard={walletsMissingCard} />
        <RefillPausedNotice wallet={wallet} mayManageMoney={money} />
        <LeavingNotice wallet={wallet} mayManageMoney={money} onChoose={() => setDialog({ kind: 'leaverChoice' })} />
        <WalletActions wallet={wallet} links={links} mayManageMoney={money} onOpen={setDialog} />
        <Vouchers wallet={wallet} pageKey={pageKey} onOpen={(voucher) => setDialog({ kind: 'voucher', voucher })} />
        {customer?.FoodPlan && <FoodPanel wallet={wallet} mayReportAbsence={money && links.some((link) => link.kind === 'foodPlan')} />}
        {roles.includes('Transactions') && (
          <>
            <Separator />
            <TransactionsPanel wallet={wallet} onOpen={(transactionId) => setDialog({ kind: 'transaction', transactionId })} />
          </>
        )}
      </Card.Body>
      <Suspense fallback={null}>
        {dialog?.kind === 'addFunds' && <AddFundsDialog wallet={wallet} onClose={close} onDone={closeAndRefresh} />}
        {dialog?.kind === 'refill' && <SelectRefillDialog wallet={wallet} onClose={close} onSaved={closeAndRefresh} />}
        {dialog?.kind === 'schoolCard' && <AddNfcCardDialog wallet={wallet} onClose={close} onSaved={closeAndRefresh} />}
        {dialog?.kind === 'controls' && <SpendingControlsDialog wallet={wallet} onClose={close} />}
        {dialog?.kind === 'alerts' && <WalletAlertsDialog wallet={wallet} onClose={close} />}
        {dialog?.kind === 'leaverChoice' && <LeaverChoiceDialog wallet={wallet} onClose={close} />}
        {dialog?.kind === 'transaction' && <TransactionDetailsDialog transactionId={dialog.transactionId} onClose={close} />}
        {dialog?.kind === 'voucher' && <VoucherDetailsDialog voucher={dialog.voucher} onClose={close} />}
      </Suspense>
    </Card.Root>
  );
}
