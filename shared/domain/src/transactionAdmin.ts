/**
 * Transactions and admin for the partner site and the support tool (spec sections 3, 4, 5,
 * 6 and 9): the staff search's names and default window, the status rules of the admin
 * actions, and the help-desk tickets' sort order and deadline. Used by the API (which
 * enforces them) and by mfe-transactions (which shows them).
 */
import { searchParameters, SearchType, type SearchParameter, type SearchRequest, type SearchValue } from './transactionSearch';

/** Transaction Status.ID as the payment handler stores it (contracts `TransactionStatusId`). */
export const AdminStatus = { Reserved: 1, Completed: 2, Failed: 3, Cancelled: 4, Expired: 5 } as const;
export type AdminStatusId = (typeof AdminStatus)[keyof typeof AdminStatus];

export const STATUS_NAMES: Readonly<Record<AdminStatusId, string>> = {
  1: 'Reserved',
  2: 'Completed',
  3: 'Failed',
  4: 'Cancelled',
  5: 'Expired',
};

/** Spec section 4: completed, failed, or pending (neither). Cancelled and expired count as failed. */
export type StatusClass = 'completed' | 'failed' | 'pending';
export function statusClass(statusId: number): StatusClass {
  if (statusId === AdminStatus.Completed) return 'completed';
  if (statusId === AdminStatus.Failed || statusId === AdminStatus.Cancelled || statusId === AdminStatus.Expired) return 'failed';
  return 'pending';
}

/** What an admin action needs to know about a transaction. */
export interface AdminTransactionState {
  statusId: number;
  /** order (webshop, food plan, meeting), terminal (canteen), refund, card (a child), deposit (a card top-up). */
  kind: string;
  /** A ledger transaction settled it (money moved). */
  movedMoney: boolean;
  /** It holds money (an open reservation). */
  holdsMoney: boolean;
  /** A card payment on it is still under way. */
  awaitingCard: boolean;
  /** The order as sent is kept (CreateTransactionModel), so it can be paid again. */
  hasOrderModel: boolean;
}

export type AdminAction = 'ManualComplete' | 'Retry' | 'Cancel' | 'Duplicate' | 'ChangeStatus' | 'Refund';

/** Why an action makes no sense in this state, or null when it may go ahead. */
export function adminActionRefusal(action: AdminAction, t: AdminTransactionState): string | null {
  const status = STATUS_NAMES[t.statusId as AdminStatusId] ?? `status ${t.statusId}`;
  switch (action) {
    case 'ManualComplete':
      if (t.kind !== 'order') return 'Only an order can be completed manually';
      if (t.statusId !== AdminStatus.Reserved) return `Only a pending transaction can be completed manually; this one is ${status}`;
      if (t.awaitingCard) return 'The transaction is waiting for its credit card payment; cancel it or wait for the card';
      return null;
    case 'Retry':
      if (t.kind === 'deposit') {
        // A card top-up (a deposit by card, a refill): its card is charged again.
        if (t.statusId === AdminStatus.Completed) return 'The top-up has already succeeded: the money is in the wallet';
        if (t.statusId !== AdminStatus.Failed) return `Only a failed top-up can be retried; this one is ${status}`;
        return null;
      }
      if (t.kind !== 'order') return 'Only an order can be retried';
      if (t.statusId !== AdminStatus.Failed && t.statusId !== AdminStatus.Expired) {
        return `Only a failed or expired transaction can be retried; this one is ${status}`;
      }
      if (t.movedMoney) return 'Money has already moved for this transaction';
      return null;
    case 'Cancel':
      if (t.kind !== 'order' && t.kind !== 'terminal') return 'Only a purchase can be cancelled';
      if (t.statusId !== AdminStatus.Reserved && t.statusId !== AdminStatus.Completed) {
        return `Only a pending or completed transaction can be cancelled; this one is ${status}`;
      }
      return null;
    case 'Duplicate':
      if (t.kind !== 'order' || !t.hasOrderModel) return 'Only an order whose CreateTransactionModel was kept can be duplicated';
      if (t.statusId === AdminStatus.Reserved) return 'A pending transaction cannot be duplicated; complete or cancel it first';
      return null;
    case 'ChangeStatus':
      if (t.movedMoney || t.holdsMoney || statusClass(t.statusId) !== 'failed') {
        return `The status of a ${status} transaction that holds or moved money cannot be changed; use cancel, refund or manual complete`;
      }
      return null;
    case 'Refund':
      if ((t.kind !== 'order' && t.kind !== 'terminal') || t.statusId !== AdminStatus.Completed) return 'Only a completed purchase can be refunded';
      return null;
  }
}

/**
 * The statuses ChangeTransactionStatus may set: among the failed ones only (failed,
 * cancelled, expired), for a transaction that neither holds nor moved money; never the
 * one it has. A status that would move money is reached by the actions that move it.
 */
export function possibleStatusChanges(t: AdminTransactionState): AdminStatusId[] {
  if (adminActionRefusal('ChangeStatus', t) !== null) return [];
  return ([AdminStatus.Failed, AdminStatus.Cancelled, AdminStatus.Expired] as AdminStatusId[]).filter((id) => id !== t.statusId);
}

/** Spec section 4: cancel succeeds when the result is failed; manual complete and retry when it is completed. */
export function adminActionSucceeded(action: 'ManualComplete' | 'Retry' | 'Cancel', status: { IsFailed: boolean; IsCompleted: boolean }): boolean {
  return action === 'Cancel' ? status.IsFailed : status.IsCompleted;
}

// ---------------------------------------------------------------- the staff search

/** The names the staff search (partner site SearchV2, support tool Transactions/Search) understands. */
export const StaffSearchName = {
  StartDate: 'StartDate',
  EndDate: 'EndDate',
  /** Type 1: Completed, Pending or Failed (a list with type 5). */
  Status: 'Status',
  /** Type 5: Status.ID values. */
  StatusID: 'StatusID',
  Wallet: 'FK_WalletID',
  Customer: 'FK_CustomerID',
  Transaction: 'ID',
  CardNumber: 'CardNumber',
  MobileNumber: 'MobileNumber',
  /** Kroner, exact. */
  Amount: 'Amount',
  MinAmount: 'MinAmount',
  MaxAmount: 'MaxAmount',
  /** Free text on the description and the product names. */
  Text: 'Text',
  Device: 'DeviceID',
  /** Type 5: Order, CanteenPurchase, Refund, Deposit (card top-ups: deposits and refills). */
  Type: 'Type',
} as const;

export type StaffApplication = 'partner' | 'support';

const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/**
 * Spec section 9: the search starts at the start of today and ends at the end of today;
 * the support tool starts one month back. `today` is YYYY-MM-DD in the platform's zone.
 */
export function defaultSearchWindow(application: StaffApplication, today: string): { startDate: string; endDate: string } {
  if (application === 'partner') return { startDate: today, endDate: today };
  const [year = 0, month = 1, day = 1] = today.split('-').map(Number);
  const monthBack = new Date(Date.UTC(year, month - 2, 1));
  const lastDay = new Date(Date.UTC(monthBack.getUTCFullYear(), monthBack.getUTCMonth() + 1, 0)).getUTCDate();
  monthBack.setUTCDate(Math.min(day, lastDay));
  return { startDate: isoDay(monthBack), endDate: today };
}

/** The messages page's window: 10 days either side of the transaction's creation (spec sections 2 and 9). */
export const MESSAGE_WINDOW_DAYS = 10;
export function messageWindow(createdDate: string): { from: string; to: string } {
  const at = new Date(createdDate).getTime();
  return { from: new Date(at - MESSAGE_WINDOW_DAYS * DAY_MS).toISOString(), to: new Date(at + MESSAGE_WINDOW_DAYS * DAY_MS).toISOString() };
}

export interface StaffSearchForm {
  startDate?: string | null;
  endDate?: string | null;
  status?: readonly ('Completed' | 'Pending' | 'Failed')[] | null;
  walletId?: string | null;
  customerId?: string | null;
  cardNumber?: string | null;
  mobileNumber?: string | null;
  amount?: number | null;
  minAmount?: number | null;
  maxAmount?: number | null;
  text?: string | null;
  transactionId?: string | null;
  deviceId?: string | null;
  /** Order, CanteenPurchase, Refund (a type-5 list). */
  types?: readonly string[] | null;
}

/** The generic search request of a staff search form: empty values skipped, lists as type 5. */
export function staffSearchRequest(form: StaffSearchForm, startIndex: number, count: number): SearchRequest {
  const values: Record<string, SearchValue> = {
    [StaffSearchName.StartDate]: form.startDate,
    [StaffSearchName.EndDate]: form.endDate,
    [StaffSearchName.Status]: form.status,
    [StaffSearchName.Wallet]: form.walletId,
    [StaffSearchName.Customer]: form.customerId,
    [StaffSearchName.CardNumber]: form.cardNumber,
    [StaffSearchName.MobileNumber]: form.mobileNumber,
    [StaffSearchName.Amount]: form.amount,
    [StaffSearchName.MinAmount]: form.minAmount,
    [StaffSearchName.MaxAmount]: form.maxAmount,
    [StaffSearchName.Text]: form.text,
    [StaffSearchName.Transaction]: form.transactionId,
    [StaffSearchName.Device]: form.deviceId,
    [StaffSearchName.Type]: form.types,
  };
  const search: SearchParameter[] = searchParameters(values, { [StaffSearchName.Status]: SearchType.Status });
  return { StartIndex: Math.max(0, startIndex), Count: count, Search: search };
}

// ---------------------------------------------------------------- help-desk tickets

export const TicketStatus = { Closed: 1, Open: 2, Note: 3 } as const;
export const TicketType = { Critical: 1, Serious: 2, Minor: 3, Simple: 4 } as const;
export const TICKET_STATUS_NAMES: Readonly<Record<number, string>> = { 1: 'Closed', 2: 'Open', 3: 'Note' };
export const TICKET_TYPE_NAMES: Readonly<Record<number, string>> = { 1: 'Critical', 2: 'Serious', 3: 'Minor', 4: 'Simple' };

export interface SortableTicket {
  Status: { ID: number };
  LastTicketType: { ID: number };
  Deadline?: string | null;
  CreatedDate: string;
}

/** Spec section 4: critical open 1, serious open 2, minor open 3, simple open 4, note 5, closed 6, other 99. */
export function ticketSortOrder(ticket: Pick<SortableTicket, 'Status' | 'LastTicketType'>): number {
  if (ticket.Status.ID === TicketStatus.Open) {
    const type = ticket.LastTicketType.ID;
    return type >= TicketType.Critical && type <= TicketType.Simple ? type : 99;
  }
  if (ticket.Status.ID === TicketStatus.Note) return 5;
  if (ticket.Status.ID === TicketStatus.Closed) return 6;
  return 99;
}

/** By the spec's order; within one rank the nearest deadline first (none last), then the newest. */
export function sortTickets<T extends SortableTicket>(tickets: readonly T[]): T[] {
  const deadline = (t: T) => (t.Deadline ? new Date(t.Deadline).getTime() : Number.POSITIVE_INFINITY);
  return [...tickets].sort(
    (a, b) =>
      ticketSortOrder(a) - ticketSortOrder(b) ||
      deadline(a) - deadline(b) ||
      new Date(b.CreatedDate).getTime() - new Date(a.CreatedDate).getTime(),
  );
}

export type DeadlineStatus = 'none' | 'met' | 'upcoming' | 'dueSoon' | 'overdue';
/** A deadline within this is due soon. */
export const DEADLINE_SOON_MS = DAY_MS;

/** The deadline's status: none set, met (the ticket is closed or a note), upcoming, due within a day, or overdue. */
export function deadlineStatus(ticket: { Status: { ID: number }; Deadline?: string | null }, now: Date): DeadlineStatus {
  if (!ticket.Deadline) return 'none';
  if (ticket.Status.ID !== TicketStatus.Open) return 'met';
  const left = new Date(ticket.Deadline).getTime() - now.getTime();
  if (left < 0) return 'overdue';
  return left <= DEADLINE_SOON_MS ? 'dueSoon' : 'upcoming';
}

// ---------------------------------------------------------------- what staff see (spec section 6)

/** The parts of the transaction dialog a staff member gets. */
export interface StaffDetailParts {
  /** Where and why it failed: the support tool only. */
  stackTrace: boolean;
  /** CardHolderModel, CreateTransactionModel, Info: the support tool, or CustomerSupport on the partner site. */
  customInformation: boolean;
  /** The wallet's details (mobile number, its customer, the link to its user): the support tool, or ViewDetailTransactionInfo. */
  walletDetails: boolean;
  /** Refund: the support tool, or TransactionRefund on the partner site. */
  refund: boolean;
  /** Manual complete, retry, cancel, duplicate and change status: the support tool. */
  admin: boolean;
  /** Help-desk tickets: the HelpDesk role. */
  helpDesk: boolean;
}

export function staffDetailParts(application: StaffApplication, roles: readonly string[]): StaffDetailParts {
  const support = application === 'support';
  return {
    stackTrace: support,
    customInformation: support || roles.includes('CustomerSupport'),
    walletDetails: support || roles.includes('ViewDetailTransactionInfo'),
    refund: support || roles.includes('TransactionRefund'),
    admin: support,
    helpDesk: roles.includes('HelpDesk'),
  };
}

// ---------------------------------------------------------------- the wallet of a transaction (spec section 3)

export interface NamedWallet {
  ID: string;
  Name: string;
}

interface WithWallet {
  Wallet?: { ID?: string | null; Name?: string | null } | null;
  CustomInformations?: readonly { JsonType: string; JsonData: string }[] | null;
}

/** The wallet a CardHolderModel names (WalletID and WalletName, or a Wallet object), or null when it cannot be read. */
export function cardHolderWallet(jsonData: string): { ID: string; Name: string | null } | null {
  let data: unknown;
  try {
    data = JSON.parse(jsonData);
  } catch {
    return null;
  }
  if (typeof data !== 'object' || data === null) return null;
  const model = data as { WalletID?: unknown; WalletName?: unknown; Name?: unknown; Wallet?: { ID?: unknown; Name?: unknown } | null };
  const id = model.WalletID ?? model.Wallet?.ID;
  if (typeof id !== 'string' || id === '') return null;
  const name = model.WalletName ?? model.Wallet?.Name ?? model.Name;
  return { ID: id, Name: typeof name === 'string' && name !== '' ? name : null };
}

/**
 * Spec section 3: the CardHolderModel fills the wallet when the transaction has none. The
 * transaction's own wallet when it has one (its name from the CardHolderModel if it lacks
 * one), else the newest CardHolderModel's; null when neither names a wallet.
 */
export function walletOfTransaction(transaction: WithWallet): NamedWallet | null {
  const holders = (transaction.CustomInformations ?? [])
    .filter((info) => info.JsonType === 'CardHolderModel')
    .map((info) => cardHolderWallet(info.JsonData))
    .filter((wallet): wallet is { ID: string; Name: string | null } => wallet !== null)
    .reverse();
  const own = transaction.Wallet;
  if (own?.ID) {
    const name = own.Name || holders.find((holder) => holder.ID === own.ID)?.Name || '';
    return { ID: own.ID, Name: name };
  }
  const holder = holders[0];
  return holder ? { ID: holder.ID, Name: holder.Name ?? '' } : null;
}
