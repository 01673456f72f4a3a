import { USER_ALREADY_EXISTS_MESSAGE } from './access';
import type { Culture } from './culture';

/**
 * Spec section 8, "Server messages": every message the API (or the network) can answer
 * with, mapped to the text the user reads in Danish and English, a reason (what kind of
 * failure it is) and, for payment outcomes, the spec's status code. The money core
 * returns exactly these messages inside `{ StatusCode, message, reason }`.
 */
export type ErrorReason =
  | 'connection'
  | 'card'
  | 'balance'
  | 'blocked'
  | 'restriction'
  | 'validation'
  | 'permission'
  | 'payment'
  | 'stock'
  | 'duplicate'
  | 'unknown';

export interface CatalogueEntry {
  key: string;
  /** Server messages this entry answers; compared case-insensitively. */
  messages: readonly string[];
  /** 'exact': the whole message; 'contains': connection texts arrive inside longer ones. */
  match: 'exact' | 'contains';
  reason: ErrorReason;
  /** The spec's status code for this outcome, when it has one. */
  statusCode: number | null;
  text: Readonly<Record<Culture, string>>;
}

const entry = (
  key: string,
  messages: readonly string[],
  reason: ErrorReason,
  statusCode: number | null,
  da: string,
  en: string,
  match: CatalogueEntry['match'] = 'exact',
): CatalogueEntry => ({ key, messages, match, reason, statusCode, text: { da, en } });

/** The message the API uses for a missing permission (api/src/core/errors.ts). */
export const AUTHORIZATION_DENIED_MESSAGE = 'Authorization has been denied for this request.';

export const ERROR_CATALOGUE: readonly CatalogueEntry[] = [
  // 'network error' and 'econnrefused' are what browsers and axios say for the same failure.
  entry('noConnection', ['connect fail', 'timeout', 'unable to connect', 'name not resolved', 'connection closed', 'network error', 'econnrefused'], 'connection', null,
    'Der er ingen forbindelse til serveren. Tjek din internetforbindelse, og prøv igen.',
    'There is no connection to the server. Check your internet connection and try again.', 'contains'),
  entry('noSwipe', ['No swipe'], 'card', null,
    'Der blev ikke swipet noget kort. Prøv igen.',
    'No card was swiped. Please try again.'),
  entry('noFund', ['NoFund'], 'balance', 5,
    'Der er ikke penge nok på kortet.',
    'There is not enough money on the card.'),
  entry('dailyBalance', ['DailyBalance'], 'balance', 6,
    'Det disponible beløb er for lavt til dette køb.',
    'The available amount is too low for this purchase.'),
  entry('walletBlocked', ['WalletBlocked', 'Blocked'], 'blocked', 12,
    'Tegnebogen er spærret.',
    'The wallet is blocked.'),
  entry('purchaseLimitReached', ['PurchaseLimitReached'], 'blocked', 13,
    'Kortet er spærret, fordi købsgrænsen er nået.',
    'The card is blocked because the purchase limit has been reached.'),
  entry('dayRestriction', ['DayRestriction'], 'restriction', 14,
    'Køb er ikke tilladt i dag.',
    'Purchases are not allowed today.'),
  entry('noCreditCard', ['NoCreditCard'], 'card', 4,
    'Der er ikke tilknyttet et betalingskort til tegnebogen.',
    'There is no payment card on the wallet.'),
  entry('noMobilePayAgreement', ['NoMobilePayAgreement'], 'card', null,
    'Tegnebogen har ingen aftale med MobilePay. Opret en aftale først.',
    'The wallet has no MobilePay agreement. Set one up first.'),
  entry('mobilePayAgreementLimit', ['MobilePayAgreementLimit'], 'card', null,
    'Beløbet er højere, end aftalen med MobilePay tillader pr. optankning.',
    'The amount is more than the MobilePay agreement allows per refill.'),
  entry('foodGroupRestriction', ['FoodGroupRestriction'], 'restriction', null,
    'Varegruppen må ikke købes med denne tegnebog.',
    'This product group may not be bought with this wallet.'),
  entry('customerRestriction', ['CustomerRestriction'], 'restriction', null,
    'Køb er ikke tilladt hos dette sted.',
    'Purchases are not allowed at this place.'),
  entry('customerTypeRestriction', ['CustomerTypeRestriction'], 'restriction', null,
    'Køb er ikke tilladt for denne type kunde.',
    'Purchases are not allowed for this type of customer.'),
  entry('priceManipulated', ['Price has been manipulated'], 'validation', null,
    'Prisen er blevet ændret. Opdater siden, og prøv igen.',
    'The price has been changed. Refresh the page and try again.'),
  entry('creditCardError', ['credit card error'], 'card', null,
    'Betalingskortet blev afvist. Prøv igen, eller brug et andet kort.',
    'The payment card was declined. Try again or use another card.', 'contains'),
  entry('cardExpired', ['CardExpired'], 'card', null,
    'Optankningen er sat på pause, fordi betalingskortet er udløbet. Vælg et andet kort.',
    'The refill is paused because the payment card has expired. Choose another card.'),
  entry('terminalTimedOut', ['terminal timed out'], 'card', null,
    'Terminalen svarede ikke i tide. Prøv igen.',
    'The terminal did not answer in time. Please try again.', 'contains'),
  entry('wrongCard', ['Cant find wallet or card'], 'card', null,
    'Forkert kort: tegnebogen eller kortet blev ikke fundet.',
    'Wrong card: the wallet or card could not be found.'),
  entry('requestInvalid', ['Request is invalid'], 'validation', null,
    'Forespørgslen er ugyldig. Tjek dine oplysninger, og prøv igen.',
    'The request is invalid. Check your details and try again.'),
  entry('missingPermission', [AUTHORIZATION_DENIED_MESSAGE], 'permission', null,
    'Du har ikke tilladelse til at gøre dette.',
    'You do not have permission to do this.'),
  entry('customerDenied', ['CustomerDenied'], 'payment', 10,
    'Betalingen blev afvist af kunden. Kunden har fået besked.',
    'The payment was declined by the customer. The customer has been notified.'),
  entry('denied', ['Denied'], 'payment', 20,
    'Betalingen blev afvist. Kunden har fået besked.',
    'The payment was declined. The customer has been notified.'),
  entry('cancelled', ['Cancelled'], 'payment', 30,
    'Betalingen blev annulleret. Kunden har fået besked.',
    'The payment was cancelled. The customer has been notified.'),
  entry('expired', ['Expired'], 'payment', null,
    'Reservationen udløb, før den blev gennemført. Der er ikke trukket penge.',
    'The reservation expired before it was completed. No money was taken.'),
  entry('expiredProducts', ['ExpiredProductsInBasket'], 'restriction', 11,
    'Nogle varer kan ikke længere bestilles, fordi fristen er overskredet.',
    'Some products can no longer be ordered because their deadline has passed.'),
  entry('cancellationPolicy', ['Cannot refund due to cancellation policy'], 'restriction', null,
    'Fristen for at annullere er overskredet.',
    'The deadline for cancelling has passed.'),
  entry('quickSaleNotAllowed', ['QuickSaleNotAllowed'], 'restriction', null,
    'Køb uden skolekort er ikke tilladt for denne tegnebog.',
    'Purchases without a school card are not allowed for this wallet.'),
  entry('selfOrderingNotAllowed', ['SelfOrderingNotAllowed'], 'restriction', null,
    'Selvbetjening er ikke tilladt for denne tegnebog.',
    'Self-ordering is not allowed for this wallet.'),
  entry('paymentExceeded', ['payment exceeded'], 'payment', null,
    'Betalingen overstiger det beløb, der må betales.',
    'The payment exceeds the amount that may be paid.'),
  entry('ineligibleProducts', ['ineligible products'], 'restriction', null,
    'Kurven indeholder varer, som ikke må købes.',
    'The basket holds products that may not be bought.'),
  entry('productOutOfStock', ['product out of stock'], 'stock', null,
    'Varen er udsolgt.',
    'The product is out of stock.'),
  entry('doubleAmountTransaction', ['DoubleAmountTransaction'], 'duplicate', null,
    'Der er allerede betalt det samme beløb inden for de sidste 5 minutter.',
    'An identical amount was paid within the last 5 minutes.'),
  // Section 8, handling: a duplicate invitation shows an alert that the user already exists.
  entry('userAlreadyExists', [USER_ALREADY_EXISTS_MESSAGE], 'duplicate', null,
    'Brugeren findes allerede.',
    'The user already exists.'),
];

/** An empty message means the answer never arrived whole (spec: 'connection error'). */
export const CONNECTION_ERROR: CatalogueEntry = entry('connectionError', [''], 'connection', null,
  'Der opstod en forbindelsesfejl. Prøv igen.',
  'A connection error occurred. Please try again.');

const UNKNOWN_TEXT = {
  da: 'Der opstod en uventet fejl. Prøv igen.',
  en: 'An unexpected error occurred. Please try again.',
};

/** The error object of spec section 3, as far as it arrived. */
export interface ServerError {
  StatusCode?: number | null;
  message?: string | null;
  reason?: string | null;
}

export interface DescribedError {
  key: string;
  text: Record<Culture, string>;
  reason: ErrorReason;
  /** The catalogue's status code, else the one the server sent, else null. */
  statusCode: number | null;
  /** What the server said, for the 'Show details' part of the toast and dialog. */
  serverMessage: string;
  serverReason: string;
}

export interface ErrorContext {
  /** NoFund carries status 5 only when the payment has no credit-card child transaction. */
  hasCreditCardChild?: boolean;
}

const normalise = (text: string) => text.trim().toLowerCase().replace(/[_-]+/g, ' ');

function findEntry(message: string): CatalogueEntry | null {
  if (message.trim() === '') return CONNECTION_ERROR;
  const wanted = normalise(message);
  return (
    ERROR_CATALOGUE.find((e) => e.match === 'exact' && e.messages.some((m) => normalise(m) === wanted)) ??
    ERROR_CATALOGUE.find((e) => e.match === 'contains' && e.messages.some((m) => wanted.includes(normalise(m)))) ??
    null
  );
}

/**
 * The user's text for a server error. An unknown message is shown as the server wrote
 * it (both languages), so a new server text is never swallowed; no message at all is
 * the connection error.
 */
export function describeServerError(error: ServerError, context: ErrorContext = {}): DescribedError {
  const serverMessage = error.message ?? '';
  const serverReason = error.reason ?? '';
  const found = findEntry(serverMessage);
  if (!found) {
    const shown = serverMessage.trim() === '' ? UNKNOWN_TEXT : { da: serverMessage, en: serverMessage };
    return { key: 'unknown', text: shown, reason: 'unknown', statusCode: error.StatusCode ?? null, serverMessage, serverReason };
  }
  let statusCode = found.statusCode ?? error.StatusCode ?? null;
  if (found.key === 'noFund' && context.hasCreditCardChild) statusCode = error.StatusCode ?? null;
  return { key: found.key, text: { ...found.text }, reason: found.reason, statusCode, serverMessage, serverReason };
}

/** Spec section 8: status -1 is not reported. */
export const UNREPORTED_STATUS = -1;

export type ErrorPresentation = 'none' | 'dialog' | 'notice';

/**
 * How a failed call is shown (spec section 8, handling): silent calls and status -1 not
 * at all; 401/302 end the session instead; otherwise the error dialog when an
 * institution number is set (or in test), else a notice (the error toast).
 */
export function errorPresentation(input: {
  silent: boolean;
  statusCode: number | null | undefined;
  httpStatus: number | undefined;
  institutionNumber?: string | null;
  testMode?: boolean;
}): ErrorPresentation {
  if (input.silent) return 'none';
  if (input.statusCode === UNREPORTED_STATUS) return 'none';
  if (input.httpStatus === 401 || input.httpStatus === 302) return 'none';
  return input.institutionNumber || input.testMode ? 'dialog' : 'notice';
}
