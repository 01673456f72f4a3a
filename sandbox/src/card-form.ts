import { cardFitsType, passesLuhn, testCardFor, type TestCard } from './protocol';

export type CardField = 'cardNumber' | 'expiry' | 'cvc';
export type CardFieldError = 'required' | 'invalid_number' | 'not_a_test_card' | 'wrong_card_type' | 'invalid_expiry' | 'expired' | 'invalid_cvc';

export interface EnteredCard {
  testCard: TestCard;
  expiryMonth: number;
  expiryYear: number;
}

export type CardFormResult =
  | { ok: true; card: EnteredCard }
  | { ok: false; errors: Partial<Record<CardField, CardFieldError>>; expiry: string };

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/**
 * Checks what the payer typed on the sandbox page: a card number that passes Luhn and is
 * one of the test cards (of the card type chosen on the platform's page, when saving a
 * card), an expiry MM/YY not in the past, a CVC of 3 or 4 digits. The CVC is checked and
 * then forgotten: nothing keeps it.
 */
export function readCardForm(form: URLSearchParams, now: Date, cardType: string | null = null): CardFormResult {
  const errors: Partial<Record<CardField, CardFieldError>> = {};
  const number = digitsOnly(form.get('cardNumber') ?? '');
  const expiry = (form.get('expiry') ?? '').trim();
  const cvc = (form.get('cvc') ?? '').trim();

  let testCard: TestCard | null = null;
  if (number === '') errors.cardNumber = 'required';
  else if (!passesLuhn(number)) errors.cardNumber = 'invalid_number';
  else if ((testCard = testCardFor(number)) === null) errors.cardNumber = 'not_a_test_card';
  else if (cardType !== null && !cardFitsType(cardType, number)) errors.cardNumber = 'wrong_card_type';

  let expiryMonth = 0;
  let expiryYear = 0;
  const expiryMatch = /^(\d{2})\s*\/\s*(\d{2})$/.exec(expiry);
  if (expiry === '') errors.expiry = 'required';
  else if (!expiryMatch || Number(expiryMatch[1]) < 1 || Number(expiryMatch[1]) > 12) errors.expiry = 'invalid_expiry';
  else {
    expiryMonth = Number(expiryMatch[1]);
    expiryYear = 2000 + Number(expiryMatch[2]);
    // A card is valid to the end of its expiry month.
    const currentMonth = now.getUTCFullYear() * 12 + now.getUTCMonth() + 1;
    if (expiryYear * 12 + expiryMonth < currentMonth) errors.expiry = 'expired';
  }

  if (cvc === '') errors.cvc = 'required';
  else if (!/^\d{3,4}$/.test(cvc)) errors.cvc = 'invalid_cvc';

  if (Object.keys(errors).length > 0 || testCard === null) return { ok: false, errors, expiry };
  return { ok: true, card: { testCard, expiryMonth, expiryYear } };
}
