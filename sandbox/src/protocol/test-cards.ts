import { createHash } from 'node:crypto';

/** What the sandbox provider does with a card. */
export type TestCardOutcome = 'approved' | 'declined' | 'insufficient_funds' | 'timeout';

export interface TestCard {
  number: string;
  outcome: TestCardOutcome;
}

/**
 * The sandbox's test cards (shown on its pages). Any other number is refused by the
 * page: this provider never handles a real card.
 */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4111111111111111', outcome: 'approved' },
  { number: '5555555555554444', outcome: 'approved' },
  { number: '5019100000000006', outcome: 'approved' },
  { number: '4000000000000002', outcome: 'declined' },
  { number: '4000000000009995', outcome: 'insufficient_funds' },
  { number: '4000000000000119', outcome: 'timeout' },
];

export function testCardFor(cardNumber: string): TestCard | null {
  return TEST_CARDS.find((card) => card.number === cardNumber) ?? null;
}

/** Dankort from 5019, Visa from 4, Mastercard from 51–55 and 2221–2720, as card networks assign them. */
export function brandOf(cardNumber: string): string {
  if (/^5019/.test(cardNumber)) return 'Dankort';
  if (/^4/.test(cardNumber)) return 'Visa';
  const two = Number(cardNumber.slice(0, 2));
  const four = Number(cardNumber.slice(0, 4));
  if ((two >= 51 && two <= 55) || (four >= 2221 && four <= 2720)) return 'Mastercard';
  return 'Other';
}

/**
 * Whether a card may be saved under the card type the payer chose on the platform's page
 * (a merchant agreement per type): a Dankort agreement takes Dankort, Visa takes Visa,
 * Mastercard takes Mastercard; a type the provider does not know (the test-only one) takes any.
 */
export function cardFitsType(cardType: string, cardNumber: string): boolean {
  const wanted = cardType.trim().toLowerCase();
  if (!['dankort', 'visa', 'mastercard'].includes(wanted)) return true;
  return brandOf(cardNumber).toLowerCase() === wanted;
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(cardNumber: string): boolean {
  if (!/^\d{12,19}$/.test(cardNumber)) return false;
  let sum = 0;
  for (let i = 0; i < cardNumber.length; i += 1) {
    let digit = Number(cardNumber[cardNumber.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** The expiry of the demo cards the sandbox knows from its first start. */
export const DEMO_CARD_EXPIRY = { month: 12, year: 2030 } as const;

/**
 * A saved-card token the sandbox knows from its first start, derived from the test card
 * and a label: the platform's demo seed stores such a token for a guardian, and the
 * sandbox recognises it even on a fresh start with no saved state. Holds no card digits
 * beyond what anyone can compute from a public test number.
 */
export function demoCardToken(testCardNumber: string, label: string): string {
  const digest = createHash('sha256').update(`kk-sandbox-demo:${testCardNumber}:${label}`).digest('base64url');
  return `sbx_demo_${digest.slice(0, 24)}`;
}

/** The label of the demo seed's card (parent@demo.dk's group card, primary for Emma). */
export const DEMO_SEED_LABEL = 'seed';
