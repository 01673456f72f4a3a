/**
 * Texts the platform writes itself into transactions (a canteen purchase, a card deposit,
 * a refill, a refund of something): stored as a key with parameters beside the Danish
 * text, and shown in the reader's language. A parameter may itself be a platform text
 * (a refund of a canteen purchase) or a text someone else wrote (a webshop's product
 * name), which is shown as written.
 */
export type PlatformTextCulture = 'da' | 'en';

const TEXTS = {
  canteenPurchase: { da: 'Kantinekøb', en: 'Canteen purchase' },
  cardDeposit: { da: 'Indbetaling med betalingskort', en: 'Deposit by payment card' },
  mobilePayDeposit: { da: 'Indbetaling med MobilePay', en: 'Deposit with MobilePay' },
  cardDepositWithCard: { da: 'Indbetaling med betalingskort •••• {{last4}}', en: 'Deposit by payment card •••• {{last4}}' },
  automaticRefill: { da: 'Automatisk optankning', en: 'Automatic refill' },
  automaticRefillWithCard: { da: 'Automatisk optankning, kort •••• {{last4}}', en: 'Automatic refill, card •••• {{last4}}' },
  monthlyRefill: { da: 'Månedlig optankning {{period}}', en: 'Monthly refill {{period}}' },
  automaticRefillWithMobilePay: { da: 'Automatisk optankning med MobilePay', en: 'Automatic refill with MobilePay' },
  monthlyRefillWithMobilePay: { da: 'Månedlig optankning {{period}} med MobilePay', en: 'Monthly refill {{period}} with MobilePay' },
  monthlyRefillWithCard: { da: 'Månedlig optankning {{period}}, kort •••• {{last4}}', en: 'Monthly refill {{period}}, card •••• {{last4}}' },
  cardPayment: { da: 'Betaling med betalingskort: {{text}}', en: 'Card payment: {{text}}' },
  refund: { da: 'Refusion: {{text}}', en: 'Refund: {{text}}' },
  surcharge: { da: 'Tillæg: {{text}}', en: 'Surcharge: {{text}}' },
  webshopOrder: { da: 'Webshop køb', en: 'Webshop purchase' },
  foodPlanOrder: { da: 'Madplan', en: 'Food plan' },
  foodPlanRenewalWithCard: { da: 'Madplan, kort •••• {{last4}}', en: 'Food plan, card •••• {{last4}}' },
  meetingOrder: { da: 'Mødeforplejning', en: 'Meeting catering' },
  payout: { da: 'Udbetaling {{day}}', en: 'Payout {{day}}' },
  schoolYearToSibling: { da: 'Nyt skoleår: saldo overført fra {{name}}', en: 'New school year: balance moved from {{name}}' },
  schoolYearToCard: { da: 'Nyt skoleår: saldo betalt tilbage til kort', en: 'New school year: balance paid back to card' },
} as const satisfies Record<string, Record<PlatformTextCulture, string>>;

export type PlatformTextKey = keyof typeof TEXTS;

export interface PlatformText {
  key: PlatformTextKey;
  params?: Record<string, string | number | PlatformText>;
}

/** What a transaction's description is made of: a platform text, or a text someone wrote. */
export type Description = string | PlatformText;

export const platformText = (key: PlatformTextKey, params?: PlatformText['params']): PlatformText =>
  params === undefined ? { key } : { key, params };

export function isPlatformText(value: unknown): value is PlatformText {
  if (typeof value !== 'object' || value === null) return false;
  const key = (value as { key?: unknown }).key;
  return typeof key === 'string' && Object.hasOwn(TEXTS, key);
}

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** A month parameter ('2026-11') as the reader says it: 'november 2026', 'November 2026'. */
function paramText(name: string, value: string | number | PlatformText, culture: PlatformTextCulture): string {
  if (isPlatformText(value)) return renderPlatformText(value, culture);
  const text = String(value);
  const month = name === 'period' ? MONTH.exec(text) : null;
  if (month === null) return text;
  const date = new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1));
  return new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
}

export function renderPlatformText(text: PlatformText, culture: PlatformTextCulture): string {
  const template: string = TEXTS[text.key][culture];
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
    const value = text.params?.[name];
    return value === undefined ? whole : paramText(name, value, culture);
  });
}

/** The Danish text stored beside the key: what search indexes, and what a reader without a language sees. */
export const danishText = (description: Description): string => renderDescription(description, 'da');

/** The stored key and parameters, or null for a text someone wrote. */
export const storedText = (description: Description): PlatformText | null => (typeof description === 'string' ? null : description);

/**
 * A stored description in the reader's language: the platform text when there is one (and
 * it is one this version knows), otherwise the stored text as written.
 */
export function describe(stored: string, text: unknown, culture: PlatformTextCulture): string {
  return isPlatformText(text) ? renderPlatformText(text, culture) : stored;
}

/** The stored key and parameters as a query parameter for a jsonb column (null for a written text). */
export const descriptionTextJson = (description: Description): string | null => {
  const text = storedText(description);
  return text === null ? null : JSON.stringify(text);
};

/** A stored row's description as it was made: its platform text, or the text as written. */
export const storedDescription = (row: { description: string; description_text?: unknown }): Description =>
  isPlatformText(row.description_text) ? row.description_text : row.description;

const ORDER_TEXTS: readonly PlatformTextKey[] = ['webshopOrder', 'foodPlanOrder', 'meetingOrder'];

/**
 * An order's description as sent: the platform's own remotes send the Danish name of the
 * order's kind ('Webshop køb', 'Madplan'), which is kept as that platform text; anything
 * else is a text someone wrote.
 */
export function orderDescription(sent: string): Description {
  const key = ORDER_TEXTS.find((candidate) => TEXTS[candidate].da === sent);
  return key === undefined ? sent : platformText(key);
}

/** A description being made, in the reader's language. */
export const renderDescription = (description: Description, culture: PlatformTextCulture): string =>
  typeof description === 'string' ? description : renderPlatformText(description, culture);
