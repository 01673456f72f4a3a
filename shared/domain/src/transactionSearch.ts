/**
 * The generic search of spec sections 3 and 5 as the wallet's transaction lists use it:
 * a list of { Name, Value, SearchType }; empty or undefined values are skipped; arrays go
 * as JSON text with the brackets stripped and search type 5. The API reads the same
 * parameters back with `readSearchValues`.
 */

export const SearchType = { Equals: 0, Status: 1, Array: 5 } as const;
export type SearchType = (typeof SearchType)[keyof typeof SearchType];

export interface SearchParameter {
  Name: string;
  Value: string;
  SearchType: number;
}

export interface SearchRequest {
  StartIndex: number;
  Count: number;
  Limit?: number;
  Search: SearchParameter[];
}

/** Spec section 9: the widget's panel shows the first 6; the transactions page 10 a page. */
export const TRANSACTIONS_PANEL_COUNT = 6;
export const TRANSACTIONS_PAGE_SIZE = 10;
/** The most rows one search answers, whatever it asks for. */
export const MAX_SEARCH_COUNT = 100;

export type SearchValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/** The search names the wallet's transaction search understands. */
export const TransactionSearchName = {
  Wallet: 'FK_WalletID',
  Type: 'Type',
  Status: 'Status',
  StartDate: 'StartDate',
  EndDate: 'EndDate',
} as const;

export const TRANSACTION_TYPES = ['Deposit', 'AutomaticRefill', 'MonthlyRefill', 'CardPayment', 'Purchase', 'CanteenPurchase', 'Refund', 'Order', 'WalletTransfer', 'CardPayback'] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export const TRANSACTION_STATUS_FILTERS = ['Completed', 'Pending', 'Failed'] as const;
export type TransactionStatusFilter = (typeof TRANSACTION_STATUS_FILTERS)[number];

function isEmpty(value: SearchValue): boolean {
  if (value === null || value === undefined) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * One parameter per non-empty value, in the order given. `types` marks the names that are
 * status flags (type 1); arrays are always type 5, everything else an equals match.
 */
export function searchParameters(values: Readonly<Record<string, SearchValue>>, types: Readonly<Record<string, SearchType>> = {}): SearchParameter[] {
  const parameters: SearchParameter[] = [];
  for (const [name, value] of Object.entries(values)) {
    if (isEmpty(value)) continue;
    if (Array.isArray(value)) {
      parameters.push({ Name: name, Value: JSON.stringify(value).slice(1, -1), SearchType: SearchType.Array });
    } else {
      parameters.push({ Name: name, Value: String(value), SearchType: types[name] ?? SearchType.Equals });
    }
  }
  return parameters;
}

/** The values of one parameter: a type-5 list is read back, anything else is one value. */
export function readSearchValues(parameter: SearchParameter): string[] | null {
  if (parameter.SearchType !== SearchType.Array) return [parameter.Value];
  try {
    const parsed: unknown = JSON.parse(`[${parameter.Value}]`);
    if (!Array.isArray(parsed) || parsed.some((item) => typeof item !== 'string' && typeof item !== 'number')) return null;
    return parsed.map(String);
  } catch {
    return null;
  }
}

/** How many rows a search answers: its Count, capped by its Limit and by the server's maximum. */
export function effectiveCount(request: Pick<SearchRequest, 'Count' | 'Limit'>): number {
  const wanted = Math.min(request.Count, request.Limit ?? request.Count, MAX_SEARCH_COUNT);
  return Math.max(0, Math.floor(wanted));
}

export interface TransactionFilter {
  walletId?: string | null;
  types?: readonly TransactionType[];
  status?: TransactionStatusFilter | null;
  /** Dates as YYYY-MM-DD, both inclusive. */
  startDate?: string | null;
  endDate?: string | null;
}

/** A page of the wallet's transactions: page 0 is the newest. */
export function transactionSearchRequest(filter: TransactionFilter, page: number, pageSize: number, limit?: number): SearchRequest {
  return {
    StartIndex: Math.max(0, page) * pageSize,
    Count: pageSize,
    ...(limit === undefined ? {} : { Limit: limit }),
    Search: searchParameters(
      {
        [TransactionSearchName.Wallet]: filter.walletId,
        [TransactionSearchName.Type]: filter.types,
        [TransactionSearchName.Status]: filter.status,
        [TransactionSearchName.StartDate]: filter.startDate,
        [TransactionSearchName.EndDate]: filter.endDate,
      },
      { [TransactionSearchName.Status]: SearchType.Status },
    ),
  };
}

/** Spec section 9: the widget's panel asks for the first 6 (Count 6, Limit 6, start 0). */
export function panelSearchRequest(): SearchRequest {
  return { StartIndex: 0, Count: TRANSACTIONS_PANEL_COUNT, Limit: TRANSACTIONS_PANEL_COUNT, Search: [] };
}

export function pageCount(totalCount: number, pageSize: number): number {
  return Math.max(1, Math.ceil(totalCount / pageSize));
}
