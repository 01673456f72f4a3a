import type { HomeSlots } from '../features/home/slots';
import { TransactionsPanel } from '../features/transactions/TransactionsPanel';
import { lazyWithTexts } from './withDialogTexts';

/**
 * The other features' pieces the home page shows. Every dialog is its own chunk, loaded
 * when it first opens, with the dialogs' texts, so the home page downloads only what it shows.
 */
export const homeSlots: HomeSlots = {
  TransactionsPanel,
  TransactionDetailsDialog: lazyWithTexts(() => import('../features/transactions/TransactionDetailsDialog')),
  AddFundsDialog: lazyWithTexts(() => import('../features/deposit/AddFundsDialog')),
  SelectRefillDialog: lazyWithTexts(() => import('../features/refills/SelectRefillDialog')),
  AddNfcCardDialog: lazyWithTexts(() => import('../features/nfc/AddNfcCardDialog')),
  SpendingControlsDialog: lazyWithTexts(() => import('../features/controls/SpendingControlsDialog')),
  WalletAlertsDialog: lazyWithTexts(() => import('../features/alerts/WalletAlertsDialog')),
  LeaverChoiceDialog: lazyWithTexts(() => import('../features/leaving/LeaverChoiceDialog')),
  MobilePayReturn: lazyWithTexts(() => import('../features/deposit/MobilePayReturn')),
  MobilePayAgreementReturn: lazyWithTexts(() => import('../features/refills/MobilePayAgreementReturn')),
  MultiWalletMissingCardDialog: lazyWithTexts(() => import('../features/cards/MultiWalletMissingCardDialog')),
};
