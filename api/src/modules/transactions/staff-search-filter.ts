import {
  defaultSearchWindow,
  kronerToOre,
  readSearchValues,
  StaffSearchName,
  TRANSACTION_STATUS_FILTERS,
  type SearchParameter,
  type StaffApplication,
  type TransactionStatusFilter,
} from '@kk/domain';
import { PLATFORM_TIME_ZONE } from '../../core/copenhagen-day';
import { dayEnd, dayStart } from './search-filter';

/** What a staff search (partner site, support tool) asks for, read from the generic search list. */
export interface StaffSearchFilter {
  startDate: string;
  endDate: string;
  from: Date;
  /** Exclusive. */
  to: Date;
  statusIds: number[] | null;
  kinds: string[] | null;
  walletId: string | null;
  customerId: string | null;
  transactionId: string | null;
  /** School card number, digits only. */
  cardNumber: string | null;
  mobileNumber: string | null;
  amountOre: number | null;
  minAmountOre: number | null;
  maxAmountOre: number | null;
  /** Free text on the description and the product names (2 to 100 characters, a letter or digit among them); how it matches: api/src/core/search-words.ts. */
  text: string | null;
  deviceId: string | null;
}

const STATUS_IDS: Record<TransactionStatusFilter, number[]> = { Completed: [2], Pending: [1], Failed: [3, 4, 5] };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The staff list's types and the payment kinds they are (Deposit: every card top-up, refills too). */
const TYPES: Readonly<Record<string, string>> = { Order: 'order', Purchase: 'order', CanteenPurchase: 'terminal', Refund: 'refund', Deposit: 'deposit' };
/** The widest window one search may cover. */
const MAX_WINDOW_DAYS = 400;
const DAY_MS = 86_400_000;

const todayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PLATFORM_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
/** Today's date (YYYY-MM-DD) in Copenhagen. */
export const platformToday = (now: Date) => todayFormat.format(now);

function kroner(value: string): number | null {
  if (!/^-?\d{1,9}([.,]\d{1,2})?$/.test(value.trim())) return null;
  return Math.abs(kronerToOre(value.trim()));
}

export type StaffFilterResult = { ok: true; filter: StaffSearchFilter } | { ok: false; error: string };

/**
 * Reads a staff search. Without dates the window is spec section 9's default: today on the
 * partner site, one month back in the support tool. An unknown name or an unreadable value
 * is an error the answer reports (spec section 8: the list then shows empty).
 */
export function readStaffFilter(search: readonly SearchParameter[], application: StaffApplication, now: Date): StaffFilterResult {
  const window = defaultSearchWindow(application, platformToday(now));
  const f: Omit<StaffSearchFilter, 'from' | 'to'> = {
    startDate: window.startDate,
    endDate: window.endDate,
    statusIds: null,
    kinds: null,
    walletId: null,
    customerId: null,
    transactionId: null,
    cardNumber: null,
    mobileNumber: null,
    amountOre: null,
    minAmountOre: null,
    maxAmountOre: null,
    text: null,
    deviceId: null,
  };
  for (const parameter of search) {
    const values = readSearchValues(parameter);
    if (values === null || values.length === 0) return { ok: false, error: `${parameter.Name}: the value cannot be read` };
    const value = (values[0] ?? '').trim();
    const id = (): string | null => (UUID.test(value) ? value.toLowerCase() : null);
    switch (parameter.Name) {
      case StaffSearchName.StartDate:
      case StaffSearchName.EndDate:
        if (dayStart(value) === null) return { ok: false, error: `${parameter.Name}: a date YYYY-MM-DD` };
        if (parameter.Name === StaffSearchName.StartDate) f.startDate = value;
        else f.endDate = value;
        break;
      case StaffSearchName.Status: {
        // Type 1 sends one flag; a list (type 5) several. 'IsFailed' and friends are read as their flag.
        const flags = values.map((flag) => flag.replace(/^Is/, ''));
        if (!flags.every((flag) => (TRANSACTION_STATUS_FILTERS as readonly string[]).includes(flag))) {
          return { ok: false, error: `${parameter.Name}: one of ${TRANSACTION_STATUS_FILTERS.join(', ')}` };
        }
        f.statusIds = [...new Set(flags.flatMap((flag) => STATUS_IDS[flag as TransactionStatusFilter]))];
        break;
      }
      case StaffSearchName.StatusID: {
        const ids = values.map(Number);
        if (!ids.every((n) => [1, 2, 3, 4, 5].includes(n))) return { ok: false, error: `${parameter.Name}: status ids 1 to 5` };
        f.statusIds = ids;
        break;
      }
      case StaffSearchName.Type: {
        const kinds = values.map((type) => TYPES[type]);
        if (kinds.some((kind) => kind === undefined)) return { ok: false, error: `${parameter.Name}: one of ${Object.keys(TYPES).join(', ')}` };
        f.kinds = [...new Set(kinds as string[])];
        break;
      }
      case StaffSearchName.Wallet:
      case StaffSearchName.Customer:
      case StaffSearchName.Transaction:
      case StaffSearchName.Device: {
        const read = id();
        if (read === null) return { ok: false, error: `${parameter.Name}: not an id` };
        if (parameter.Name === StaffSearchName.Wallet) f.walletId = read;
        else if (parameter.Name === StaffSearchName.Customer) f.customerId = read;
        else if (parameter.Name === StaffSearchName.Transaction) f.transactionId = read;
        else f.deviceId = read;
        break;
      }
      case StaffSearchName.CardNumber: {
        const digits = value.replace(/\s/g, '');
        if (!/^[0-9]{4,20}$/.test(digits)) return { ok: false, error: `${parameter.Name}: digits only` };
        f.cardNumber = digits;
        break;
      }
      case StaffSearchName.MobileNumber: {
        const digits = value.replace(/[\s+]/g, '');
        if (!/^[0-9]{8,15}$/.test(digits)) return { ok: false, error: `${parameter.Name}: 8 to 15 digits` };
        f.mobileNumber = digits;
        break;
      }
      case StaffSearchName.Amount:
      case StaffSearchName.MinAmount:
      case StaffSearchName.MaxAmount: {
        const ore = kroner(value);
        if (ore === null) return { ok: false, error: `${parameter.Name}: an amount in kroner` };
        if (parameter.Name === StaffSearchName.Amount) f.amountOre = ore;
        else if (parameter.Name === StaffSearchName.MinAmount) f.minAmountOre = ore;
        else f.maxAmountOre = ore;
        break;
      }
      case StaffSearchName.Text: {
        if (value.length < 2 || value.length > 100) return { ok: false, error: `${parameter.Name}: 2 to 100 characters` };
        if (!/[\p{L}\p{N}]/u.test(value)) return { ok: false, error: `${parameter.Name}: words of letters or digits` };
        f.text = value;
        break;
      }
      default:
        return { ok: false, error: `Unknown search field ${parameter.Name}` };
    }
  }
  const from = dayStart(f.startDate);
  const to = dayEnd(f.endDate);
  if (from === null || to === null || to <= from) return { ok: false, error: 'EndDate: before StartDate' };
  if (to.getTime() - from.getTime() > MAX_WINDOW_DAYS * DAY_MS) return { ok: false, error: `StartDate: at most ${MAX_WINDOW_DAYS} days at a time` };
  return { ok: true, filter: { ...f, from, to } };
}
