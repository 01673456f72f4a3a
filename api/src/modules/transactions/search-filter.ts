import {
  readSearchValues,
  TRANSACTION_STATUS_FILTERS,
  TRANSACTION_TYPES,
  TransactionSearchName,
  type SearchParameter,
  type TransactionStatusFilter,
  type TransactionType,
} from '@kk/domain';
import { platformDay } from '../../core/copenhagen-day';

/** What a wallet transaction search asks for, read from the generic search list. */
export interface TransactionSearchFilter {
  walletId: string | null;
  types: TransactionType[] | null;
  statusIds: number[] | null;
  /** YYYY-MM-DD as sent, for the answer. */
  startDate: string | null;
  endDate: string | null;
  from: Date | null;
  to: Date | null;
}

const STATUS_IDS: Record<TransactionStatusFilter, number[]> = { Completed: [2], Pending: [1], Failed: [3, 4, 5] };
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY_MS = 86_400_000;

/** The Copenhagen day a YYYY-MM-DD date names starts at this instant. */
export function dayStart(date: string): Date | null {
  if (!DATE.test(date)) return null;
  const noon = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== date) return null;
  return platformDay(noon).start;
}

/** The end (exclusive) of the Copenhagen day a YYYY-MM-DD date names: the start of the next. */
export function dayEnd(date: string): Date | null {
  if (dayStart(date) === null) return null;
  return dayStart(new Date(new Date(`${date}T12:00:00Z`).getTime() + DAY_MS).toISOString().slice(0, 10));
}

/** The wallet a search names (FK_WalletID), read on its own: the answer to a bad search still needs the access check. */
export function walletIdOfSearch(search: readonly SearchParameter[]): string | null {
  const parameter = search.find((p) => p.Name === TransactionSearchName.Wallet);
  const value = parameter ? readSearchValues(parameter)?.[0] : undefined;
  return value !== undefined && UUID.test(value) ? value.toLowerCase() : null;
}

export type FilterResult = { ok: true; filter: TransactionSearchFilter } | { ok: false; error: string };

/**
 * Reads the search list; an unknown name or an unreadable value is an error the answer
 * reports (spec section 8: a search answered with an Error shows an empty list).
 */
export function readTransactionFilter(search: readonly SearchParameter[]): FilterResult {
  const filter: TransactionSearchFilter = { walletId: null, types: null, statusIds: null, startDate: null, endDate: null, from: null, to: null };
  for (const parameter of search) {
    const values = readSearchValues(parameter);
    if (values === null || values.length === 0) return { ok: false, error: `${parameter.Name}: the value cannot be read` };
    const [value = ''] = values;
    switch (parameter.Name) {
      case TransactionSearchName.Wallet:
        if (!UUID.test(value)) return { ok: false, error: `${parameter.Name}: not a wallet id` };
        filter.walletId = value.toLowerCase();
        break;
      case TransactionSearchName.Type: {
        const unknown = values.filter((type) => !(TRANSACTION_TYPES as readonly string[]).includes(type));
        if (unknown.length > 0) return { ok: false, error: `${parameter.Name}: unknown ${unknown.join(', ')}` };
        filter.types = values as TransactionType[];
        break;
      }
      case TransactionSearchName.Status: {
        if (!values.every((status) => (TRANSACTION_STATUS_FILTERS as readonly string[]).includes(status))) {
          return { ok: false, error: `${parameter.Name}: one of ${TRANSACTION_STATUS_FILTERS.join(', ')}` };
        }
        filter.statusIds = values.flatMap((status) => STATUS_IDS[status as TransactionStatusFilter]);
        break;
      }
      case TransactionSearchName.StartDate: {
        const start = dayStart(value);
        if (start === null) return { ok: false, error: `${parameter.Name}: a date YYYY-MM-DD` };
        filter.startDate = value;
        filter.from = start;
        break;
      }
      case TransactionSearchName.EndDate: {
        const start = dayStart(value);
        if (start === null) return { ok: false, error: `${parameter.Name}: a date YYYY-MM-DD` };
        filter.endDate = value;
        // The end date is included: up to the start of the next Copenhagen day.
        filter.to = dayEnd(value);
        break;
      }
      default:
        return { ok: false, error: `Unknown search field ${parameter.Name}` };
    }
  }
  return { ok: true, filter };
}
