import { lazy } from 'react';
import type { HomeSlots } from '../features/home/slots';
import { TransactionsPanel } from '../features/transactions/TransactionsPanel';

/**
 * The other features' pieces the home page shows. Every dialog is its own chunk, loaded
 * when it first opens, so the home page downloads only what it shows.
 */
export const homeSlots: HomeSlots = {
  TransactionsPanel,
  TransactionDetailsDialog: lazy(() => import('../features/transactions/TransactionDetailsDialog')),
  AddFundsDialog: lazy(() => import('../features/deposit/AddFundsDialog')),
  SelectRefillDialog: lazy(() => import('../features/refills/SelectRefillDialog')),
  AddNfcCardDialog: lazy(() => import('../features/nfc/AddNfcCardDialog')),
  SpendingControlsDialog: lazy(() => import('../features/controls/SpendingControlsDialog')),
  WalletAlertsDialog: lazy(() => import('../features/alerts/WalletAlertsDialog')),
  MobilePayReturn: lazy(() => import('../features/deposit/MobilePayReturn')),
  MobilePayAgreementReturn: lazy(() => import('../features/refills/MobilePayAgreementReturn')),
  MultiWalletMissingCardDialog: lazy(() => import('../features/cards/MultiWalletMissingCardDialog')),
};
