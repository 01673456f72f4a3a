import { safeRedirectPath } from './returnAddresses.cjs';
import type { CreditCard, CreditCardList } from '@kk/contracts';
import { mayPayWith } from './cardConsent';

/**
 * The card pages' rules (spec section 4, "Cards"): a card belongs to a wallet group (every
 * wallet of the family may use it) or to one wallet; a wallet's primary card is the one
 * its refills are charged to.
 */
export interface SortedCards {
  groupCards: CreditCard[];
  walletCards: CreditCard[];
  primaryCard: CreditCard | null;
}

export function sortCards(list: CreditCardList): SortedCards {
  return {
    groupCards: list.CreditCards.filter((card) => card.WalletID === null),
    walletCards: list.CreditCards.filter((card) => card.WalletID !== null),
    primaryCard: list.PrimaryCard,
  };
}

/** 'No available cards': group cards exist, but the wallet has no card of its own and no primary card. */
export function noAvailableCards(cards: SortedCards): boolean {
  return cards.groupCards.length > 0 && cards.walletCards.length === 0 && cards.primaryCard === null;
}

/** Whether a card is the primary card of a wallet. */
export function isPrimaryFor(card: CreditCard, walletId: string): boolean {
  return card.PrimaryUses.some((use) => use.WalletGuidID === walletId);
}

/** What says how a wallet's refills are paid: its cards, and its MobilePay agreement (issue 16). */
export interface RefillPaymentFacts {
  WalletID: string;
  CreditCards: readonly unknown[];
  MobilePayAgreement?: string | undefined;
}

/** Whether a refill can be charged for the wallet: a card is primary for it, or it has an active MobilePay agreement. */
export function refillCanBePaid(wallet: RefillPaymentFacts): boolean {
  return wallet.MobilePayAgreement === 'Active' || (wallet.CreditCards as CreditCard[]).some((card) => isPrimaryFor(card, wallet.WalletID));
}

/** The wallets (of those given) whose refills cannot be charged: no card is primary for them, and no MobilePay agreement is active. */
export function walletsWithoutPrimaryCard<W extends RefillPaymentFacts>(wallets: readonly W[]): W[] {
  return wallets.filter((wallet) => !refillCanBePaid(wallet));
}

/**
 * The card a payment for the wallet uses unless the user picks another: of the cards the
 * user may pay with (issue 23, mayPayWith), its primary card, else its only card.
 */
export function defaultCardFor(walletId: string, cards: readonly CreditCard[]): CreditCard | null {
  const usable = cards.filter(mayPayWith);
  return usable.find((card) => isPrimaryFor(card, walletId)) ?? (usable.length === 1 ? usable[0]! : null);
}

/** A card as people recognise it: 'Visa •••• 1111'. */
export function cardLabel(card: Pick<CreditCard, 'Brand' | 'Last4'>): string {
  return `${card.Brand} •••• ${card.Last4}`;
}

/** Expiry as printed on the card: 08/29. */
export function cardExpiry(card: Pick<CreditCard, 'ExpiryMonth' | 'ExpiryYear'>): string {
  return `${String(card.ExpiryMonth).padStart(2, '0')}/${String(card.ExpiryYear % 100).padStart(2, '0')}`;
}

/** When a card was saved, as the reader writes a date (Copenhagen): '25. nov. 2026', '25 Nov 2026'. */
export function cardAddedDate(card: Pick<CreditCard, 'CreatedDate'>, culture: 'da' | 'en'): string {
  return new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Europe/Copenhagen' }).format(new Date(card.CreatedDate));
}

/** A card as the card calls take it (uid, merchant number and name). */
export type CardModel = {
  uid: string;
  merchantNumber: string;
  merchantName: string;
};

/** A card's model as the card calls take it. */
export const cardModel = (card: { UID: string; MerchantNumber: string; MerchantName: string }): CardModel => ({
  uid: card.UID,
  merchantNumber: card.MerchantNumber,
  merchantName: card.MerchantName,
});

/** The card page of one wallet. */
/** Spec section 2: a card added from the cart returns to this address (the cart's, with checkout=true). */
export const RETURN_URL_PARAMETER = 'ReturnUrl';

const withReturn = (path: string, returnPath?: string | null) => (returnPath ? `${path}&${RETURN_URL_PARAMETER}=${encodeURIComponent(returnPath)}` : path);

export const walletCardPagePath = (walletId: string, returnPath?: string | null): string =>
  withReturn(`/DepositWithdraw/WalletCreditCard?WalletID=${encodeURIComponent(walletId)}`, returnPath);

export const addWalletCardPath = (walletId: string, returnPath?: string | null): string =>
  withReturn(`/DepositWithdraw/WalletCreditCard/AddCard?WalletID=${encodeURIComponent(walletId)}`, returnPath);

/** Where adding a card should send the browser back: a path on this site, or null (then the card page). */
export function cardReturnPath(query: URLSearchParams): string | null {
  const value = query.get(RETURN_URL_PARAMETER);
  return value && safeRedirectPath(value) === value && value !== '/' ? value : null;
}
