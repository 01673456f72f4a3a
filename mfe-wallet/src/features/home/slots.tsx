import { createContext, useContext, type ComponentType } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';

/**
 * What the home page shows but other features own: the app layer (src/app) fills these
 * in, so home imports no other feature. The dialogs are lazy components (their own chunks).
 */
export interface HomeSlots {
  /** The wallet's latest transactions; a row opens that transaction's details. */
  TransactionsPanel: ComponentType<{ wallet: WalletInOnboarding; onOpen: (transactionId: string) => void }>;
  TransactionDetailsDialog: ComponentType<{ transactionId: string; onClose: () => void }>;
  AddFundsDialog: ComponentType<{ wallet: WalletInOnboarding; onClose: () => void; onDone: () => void }>;
  SelectRefillDialog: ComponentType<{ wallet: WalletInOnboarding; onClose: () => void; onSaved: () => void }>;
  AddNfcCardDialog: ComponentType<{ wallet: WalletInOnboarding; onClose: () => void; onSaved: () => void }>;
  /** Spending controls per child (issue 16). */
  SpendingControlsDialog: ComponentType<{ wallet: WalletInOnboarding; onClose: () => void }>;
  /** E-mail alerts per child (issue 16). */
  WalletAlertsDialog: ComponentType<{ wallet: WalletInOnboarding; onClose: () => void }>;
  /** Where a leaver's balance goes at the new school year (issue 28). */
  LeaverChoiceDialog: ComponentType<{ wallet: WalletInOnboarding; onClose: () => void }>;
  /** Back from MobilePay's approval page: how the deposit went (issue 16). */
  MobilePayReturn: ComponentType<{ transactionId: string; onSettled: () => void }>;
  /** Back from MobilePay's agreement page: whether the refill's agreement was approved (issue 16). */
  MobilePayAgreementReturn: ComponentType<{ agreementId: string; onSettled: () => void }>;
  MultiWalletMissingCardDialog: ComponentType<{ wallets: readonly Pick<WalletInOnboarding, 'WalletID' | 'Name'>[]; onClose: () => void }>;
}

const HomeSlotsContext = createContext<HomeSlots | null>(null);

export const HomeSlotsProvider = HomeSlotsContext.Provider;

export function useHomeSlots(): HomeSlots {
  const slots = useContext(HomeSlotsContext);
  if (!slots) throw new Error('The home page needs its slots: render it inside the app\'s HomeSlotsProvider.');
  return slots;
}
