import type { TFunction } from 'i18next';
import type { CreditCard, WalletInOnboarding } from '@kk/contracts';
import { cardLabel, formatOre, isPrimaryFor, kronerToOre, type Culture } from '@kk/domain';

/** The wallet's school cards as printed, or null without any. */
export function schoolCardsOf(wallet: WalletInOnboarding): string | null {
  return wallet.WalletCards.length > 0 ? wallet.WalletCards.map((card) => card.CardDisplayNumber).join(', ') : null;
}

/** The payment cards the wallet may use, its primary card marked, or null without any. */
export function paymentCardsOf(wallet: WalletInOnboarding, t: TFunction): string | null {
  const cards = wallet.CreditCards as CreditCard[];
  if (cards.length === 0) return null;
  return cards.map((card) => (isPrimaryFor(card, wallet.WalletID) ? t('guide.card.primary', { card: cardLabel(card) }) : cardLabel(card))).join(', ');
}

/** How the wallet is refilled now, in words. */
export function refillOf(wallet: WalletInOnboarding, t: TFunction, culture: Culture): string {
  const kr = (kroner: number) => formatOre(kronerToOre(kroner), culture);
  if (wallet.AutomaticRefill.Enabled) return t('guide.refill.automatic', { amount: kr(wallet.AutomaticRefill.RefillAmount), below: kr(wallet.AutomaticRefill.BelowAmount) });
  if (wallet.MonthlyRefill.IsActive) return t('guide.refill.monthly', { amount: kr(wallet.MonthlyRefill.Amount) });
  return t('guide.refill.none');
}
