import {
  formatInputDate, parseDecimalInput, parseInputDate, required, type Culture, type FormRules, type StaffSearchForm, type Validator,
} from '@kk/domain';

/** The search form's fields, as typed. */
export const SEARCH_FIELDS = ['startDate', 'endDate', 'text', 'mobileNumber', 'cardNumber', 'minAmount', 'maxAmount', 'walletId', 'transactionId', 'deviceId'] as const;
export type SearchField = (typeof SEARCH_FIELDS)[number];

export const STATUS_CHOICES = ['Completed', 'Pending', 'Failed'] as const;
export type StatusChoice = (typeof STATUS_CHOICES)[number];
/** Deposit: every card top-up (deposits by card and refills). */
export const TYPE_CHOICES = ['Order', 'CanteenPurchase', 'Refund', 'Deposit'] as const;
export type TypeChoice = (typeof TYPE_CHOICES)[number];

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const optional = (check: (value: string) => boolean): Validator => (value) => value.trim() === '' || check(value.trim());
const isDate = (value: string) => parseInputDate(value) !== null;
const amount = optional((value) => {
  const parsed = parseDecimalInput(value);
  return parsed !== null && parsed >= 0;
});

/**
 * Spec section 5: a search form must be valid before searching. The dates are required and
 * typed in the active culture; everything else may stay empty (and is then not sent).
 */
export const SEARCH_RULES: FormRules = {
  startDate: { validators: { required, date: optional(isDate) } },
  endDate: {
    validators: {
      required,
      date: optional(isDate),
      order: (value, values) => {
        const start = parseInputDate(values.startDate ?? '');
        const end = parseInputDate(value);
        return start === null || end === null || start <= end;
      },
    },
  },
  text: { validators: { length: optional((v) => v.length >= 2 && v.length <= 100) } },
  mobileNumber: { validators: { phone: optional((v) => /^\+?[\d\s]{8,16}$/.test(v)) } },
  cardNumber: { validators: { card: optional((v) => /^[\d\s]{8,40}$/.test(v)) } },
  minAmount: { validators: { amount } },
  maxAmount: {
    validators: {
      amount,
      range: (value, values) => {
        const min = parseDecimalInput(values.minAmount ?? '');
        const max = parseDecimalInput(value);
        return min === null || max === null || min <= max;
      },
    },
  },
  walletId: { validators: { guid: optional((v) => GUID.test(v)) } },
  transactionId: { validators: { guid: optional((v) => GUID.test(v)) } },
  deviceId: { validators: { length: optional((v) => v.length <= 100) } },
};

/** The form's first values: the default window (spec section 9) in the active culture. */
export function initialSearchValues(window: { startDate: string; endDate: string }, culture: Culture): Record<string, string> {
  return { startDate: formatInputDate(window.startDate, culture), endDate: formatInputDate(window.endDate, culture) };
}

const trimmed = (value: string | undefined) => (value ?? '').trim();
const digits = (value: string | undefined) => trimmed(value).replace(/[\s+]/g, '');
const number = (value: string | undefined) => (trimmed(value) === '' ? null : parseDecimalInput(trimmed(value)));

/** What a valid form asks for; empty values stay empty and are skipped by the request builder. */
export function staffFormOf(values: Readonly<Record<string, string>>, status: readonly StatusChoice[], types: readonly TypeChoice[]): StaffSearchForm {
  return {
    startDate: parseInputDate(values.startDate ?? ''),
    endDate: parseInputDate(values.endDate ?? ''),
    status: [...status],
    types: [...types],
    walletId: trimmed(values.walletId),
    transactionId: trimmed(values.transactionId),
    deviceId: trimmed(values.deviceId),
    cardNumber: digits(values.cardNumber),
    mobileNumber: digits(values.mobileNumber),
    minAmount: number(values.minAmount),
    maxAmount: number(values.maxAmount),
    text: trimmed(values.text),
  };
}
