import { formatCalendarDay, formatOre } from '@kk/domain';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';

/** What is told: an order completed, an order cancelled, a refund, an order changed (the difference charged or given back). */
export type ConfirmationEvent = 'completed' | 'cancelled' | 'refunded' | 'changed';

export interface ConfirmationLine {
  name: string;
  quantity: number;
  /** The line's amount (price × quantity), øre. */
  amountOre: number;
  /** A food-plan dish's serve day, YYYY-MM-DD; null for everything else. */
  serveDate: string | null;
}

/** The facts of one order event, read by the job after the event's transaction committed. */
export interface ConfirmationFacts {
  event: ConfirmationEvent;
  /** The seller (the school) as the family knows it. */
  school: string;
  /** The child (the wallet's name). */
  walletName: string;
  /** The order's reference (the first part of its id, as the transactions list shows it). */
  reference: string;
  /** The order's lines (completed, changed: as it now reads; a reservation cancelled) or the refund's (refunded, a completed order cancelled). */
  lines: readonly ConfirmationLine[];
  /** What the order cost (changed: what it costs now), what was given back, or (a reservation cancelled) what was not charged, øre. */
  totalOre: number;
  /** Whether money came back to the wallet (a refund, a completed order cancelled, a change that made the order cheaper). */
  moneyBack: boolean;
  /** A changed order's difference, charged or given back (moneyBack), øre; 0 for the other events. */
  changeOre?: number;
  /** The wallet's balance just after the event, øre. */
  balanceOre: number;
  /** The wallet site's page of the transaction (the wallet's transactions or food-plan orders); null for none. */
  link: string | null;
}

/** A money amount with ordinary spaces (formatOre's are non-breaking, which GSM texts cannot carry). */
const money = (ore: number, language: ContentLanguage) => formatOre(ore, language).replace(/\s/g, ' ');

/** A sentence's full stop, unless it ends with one already ("18,00 kr."). */
const stop = (sentence: string) => (sentence.endsWith('.') ? sentence : `${sentence}.`);

function lineText(line: ConfirmationLine, language: ContentLanguage): string {
  const day = line.serveDate === null ? '' : language === 'en' ? ` (served ${formatCalendarDay(line.serveDate, 'en')})` : ` (serveres ${formatCalendarDay(line.serveDate, 'da')})`;
  return `${line.quantity} × ${line.name}${day}: ${money(line.amountOre, language)}`;
}

/** The items in a sentence: "Frikadeller" or "Frikadeller, Æble og Mælk" ("2 × Frikadeller" for more than one). */
function itemsInShort(lines: readonly ConfirmationLine[], language: ContentLanguage): string {
  const items = lines.map((line) => (line.quantity === 1 ? line.name : `${line.quantity} × ${line.name}`));
  if (items.length <= 1) return items[0] ?? (language === 'en' ? 'the order' : 'ordren');
  return `${items.slice(0, -1).join(', ')} ${language === 'en' ? 'and' : 'og'} ${items[items.length - 1]}`;
}

const SUBJECTS: Readonly<Record<ContentLanguage, (facts: ConfirmationFacts) => string>> = {
  da: (f) =>
    f.event === 'changed'
      ? `Ordre ${f.reference} til ${f.walletName} er ændret`
      : f.event === 'completed'
      ? `Ordrebekræftelse ${f.reference}: ${f.walletName}`
      : f.event === 'cancelled'
        ? `Ordre ${f.reference} til ${f.walletName} er annulleret`
        : `Refusion på ${money(f.totalOre, 'da')} til ${f.walletName}`,
  en: (f) =>
    f.event === 'changed'
      ? `Order ${f.reference} for ${f.walletName} has been changed`
      : f.event === 'completed'
      ? `Order confirmation ${f.reference}: ${f.walletName}`
      : f.event === 'cancelled'
        ? `Order ${f.reference} for ${f.walletName} is cancelled`
        : `Refund of ${money(f.totalOre, 'en')} to ${f.walletName}`,
};

/**
 * The confirmation e-mail of an order event (issue 26), in Danish or English: the items
 * (name, quantity, amount, a dish's serve day), the total, the child, the order's
 * reference, the wallet's balance after the event and a link to the transaction's page.
 */
export function confirmationMail(facts: ConfirmationFacts, language: ContentLanguage): ComposedMail & { subject: string } {
  const total = money(facts.totalOre, language);
  const balance = money(facts.balanceOre, language);
  const items = facts.lines.map((line) => lineText(line, language));
  if (language === 'en') {
    const change = money(facts.changeOre ?? 0, 'en');
    const opening =
      facts.event === 'changed'
        ? `The order ${facts.reference} for ${facts.walletName} at ${facts.school} has been changed. It now reads:`
        : facts.event === 'completed'
        ? `Thank you for the order for ${facts.walletName} at ${facts.school}. Order ${facts.reference}:`
        : facts.event === 'cancelled'
          ? `The order ${facts.reference} for ${facts.walletName} at ${facts.school} is cancelled:`
          : `Money from the order ${facts.reference} for ${facts.walletName} at ${facts.school} is refunded:`;
    const sum =
      facts.event === 'changed'
        ? `${stop(`Total now: ${total}`)} ${facts.moneyBack ? `${change} is back on ${facts.walletName}'s wallet.` : `${change} more was charged.`}`
        : facts.event === 'completed'
        ? `Total: ${total}`
        : facts.moneyBack
          ? `${total} is back on ${facts.walletName}'s wallet.`
          : `Nothing was charged (${total}).`;
    return {
      subject: SUBJECTS.en(facts),
      ...composeMail({
        paragraphs: ['Hello,', opening, ...items, sum, stop(`${facts.walletName}'s balance is now ${balance}`)],
        ...(facts.link === null ? {} : { action: { label: `See ${facts.walletName}'s transactions`, url: facts.link } }),
        footer: ["Keep this e-mail as your receipt. You can choose how order confirmations reach you under the wallet's e-mail alerts."],
      }),
    };
  }
  const change = money(facts.changeOre ?? 0, 'da');
  const opening =
    facts.event === 'changed'
      ? `Ordren ${facts.reference} til ${facts.walletName} hos ${facts.school} er ændret. Den ser nu sådan ud:`
      : facts.event === 'completed'
      ? `Tak for bestillingen til ${facts.walletName} hos ${facts.school}. Ordre ${facts.reference}:`
      : facts.event === 'cancelled'
        ? `Ordren ${facts.reference} til ${facts.walletName} hos ${facts.school} er annulleret:`
        : `Der er refunderet fra ordren ${facts.reference} til ${facts.walletName} hos ${facts.school}:`;
  const sum =
    facts.event === 'changed'
      ? `${stop(`I alt nu: ${total}`)} ${facts.moneyBack ? `${change} er sat tilbage på ${facts.walletName}s konto.` : `${change} er trukket ekstra.`}`
      : facts.event === 'completed'
      ? `I alt: ${total}`
      : facts.moneyBack
        ? `${total} er sat tilbage på ${facts.walletName}s konto.`
        : `Der blev ikke trukket penge (${total}).`;
  return {
    subject: SUBJECTS.da(facts),
    ...composeMail({
      paragraphs: ['Hej,', opening, ...items, sum, stop(`Saldoen på ${facts.walletName} er nu ${balance}`)],
      ...(facts.link === null ? {} : { action: { label: `Se ${facts.walletName}s transaktioner`, url: facts.link } }),
      footer: ['Gem denne e-mail som din kvittering. Du kan vælge, hvordan du får ordrebekræftelser, under e-mail-advarslerne for kontoen.'],
    }),
  };
}

/** A GSM text fits one SMS in this many characters. */
export const SMS_LENGTH = 160;

/**
 * The short text of an order event, e.g. "Solbakke Skole: Bestilling af Frikadeller til
 * Emma 18,00 kr. Saldo 232,00 kr.": within 160 characters where the items allow (longer
 * item lists are shortened to the number of items).
 */
export function confirmationSms(facts: ConfirmationFacts, language: ContentLanguage): string {
  const write = (items: string) => {
    const total = money(facts.totalOre, language);
    const balance = money(facts.balanceOre, language);
    if (language === 'en') {
      const change = money(facts.changeOre ?? 0, language);
      const what =
        facts.event === 'changed' ? `Order for ${facts.walletName} changed, ${change} ${facts.moneyBack ? 'back' : 'charged'}` : facts.event === 'completed' ? `Order of ${items} for ${facts.walletName} ${total}` : facts.event === 'cancelled' ? `Order of ${items} for ${facts.walletName} cancelled, ${facts.moneyBack ? `${total} back` : 'nothing charged'}` : `Refund of ${items} for ${facts.walletName} ${total}`;
      return `${facts.school}: ${stop(what)} Balance ${balance}`;
    }
    const change = money(facts.changeOre ?? 0, language);
    const what =
      facts.event === 'changed' ? `Bestilling til ${facts.walletName} ændret, ${change} ${facts.moneyBack ? 'retur' : 'trukket'}` : facts.event === 'completed' ? `Bestilling af ${items} til ${facts.walletName} ${total}` : facts.event === 'cancelled' ? `Bestilling af ${items} til ${facts.walletName} annulleret, ${facts.moneyBack ? `${total} retur` : 'intet trukket'}` : `Refusion af ${items} til ${facts.walletName} ${total}`;
    return `${facts.school}: ${stop(what)} Saldo ${balance}`;
  };
  const full = write(itemsInShort(facts.lines, language));
  if (full.length <= SMS_LENGTH) return full;
  const count = facts.lines.reduce((sum, line) => sum + line.quantity, 0);
  return write(language === 'en' ? `${count} item${count === 1 ? '' : 's'}` : `${count} vare${count === 1 ? '' : 'r'}`);
}
