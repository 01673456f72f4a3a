import { lazy } from 'react';

/**
 * Every dialog is its own chunk, loaded when it first opens, so the home page downloads
 * only what it shows.
 */
export const AddFundsDialog = lazy(() => import('../deposit/AddFundsDialog'));
export const MultiWalletMissingCardDialog = lazy(() => import('../deposit/MultiWalletMissingCardDialog'));
export const SelectRefillDialog = lazy(() => import('../refills/SelectRefillDialog'));
export const AddNfcCardDialog = lazy(() => import('../nfc/AddNfcCardDialog'));
export const TransactionDetailsDialog = lazy(() => import('./TransactionDetailsDialog'));
export const VoucherDetailsDialog = lazy(() => import('./VoucherDetailsDialog'));
