import { CREDIT_CARD_CHILD_TYPE_ID, type TransactionDetail, type TransactionSearchRequest, type TransactionSearchResponse, type WalletTransaction } from '@kk/contracts';
import { effectiveCount, oreToKroner, walletOfTransaction, type StaffApplication } from '@kk/domain';
import type { Clock } from '../../clock';
import { forbidden } from '../../core/errors';
import { describe, type PlatformTextCulture } from '../../core/platform-texts';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { statusOf } from '../../core/payment-presenter';
import { inScope, notesOf, staffScopeOf, type StaffScope } from '../payment/staff';
import { drainSearchQueue } from './search-drain';
import * as staff from './staff-repository';
import { readStaffFilter } from './staff-search-filter';

const NO_ACCESS_REASON = 'The transaction does not exist or you have no access to it';
const iso = (value: Date | string) => new Date(value).toISOString();

const TYPE_OF_KIND: Readonly<Record<Exclude<staff.StaffRow['kind'], 'deposit'>, WalletTransaction['Type']>> = {
  order: 'Order',
  terminal: 'CanteenPurchase',
  refund: 'Refund',
};

/** A card top-up is listed as the wallet's list names it: a deposit, an automatic or a monthly refill. */
function typeOf(row: Pick<staff.StaffRow, 'kind' | 'top_up'>): WalletTransaction['Type'] {
  if (row.kind !== 'deposit') return TYPE_OF_KIND[row.kind];
  return row.top_up === 'automatic' ? 'AutomaticRefill' : row.top_up === 'monthly' ? 'MonthlyRefill' : 'Deposit';
}

/** What a staff member sees of a transaction (spec section 6). */
interface Visibility {
  /** Support tool: the stack trace and everything else. */
  support: boolean;
  /** Wallet details (mobile number, the wallet's customer): the support tool, or ViewDetailTransactionInfo on the partner site. */
  walletDetails: boolean;
  /** Custom informations and data: the support tool, or CustomerSupport on the partner site. */
  customInformation: boolean;
}

function visibilityOf(auth: AuthContext): Visibility {
  const support = auth.application === 'support';
  return {
    support,
    walletDetails: support || auth.roles.includes('ViewDetailTransactionInfo'),
    customInformation: support || auth.roles.includes('CustomerSupport'),
  };
}

function toStaffTransaction(row: staff.StaffRow, see: Visibility, culture: PlatformTextCulture): WalletTransaction {
  // The wallet's view: money in (a refund, a top-up) positive, purchases negative.
  const sign = row.kind === 'refund' || row.kind === 'deposit' ? 1 : -1;
  return {
    ID: row.id,
    Type: typeOf(row),
    Description: describe(row.description, row.description_text, culture),
    Amount: oreToKroner(sign * row.amount_ore),
    BalanceAfter: null,
    Status: statusOf(row.status_id),
    CreatedDate: iso(row.created_at),
    Wallet: { ID: row.wallet_id, Name: row.wallet_name },
    Customer: { ID: row.customer_id, Name: row.customer_name },
    MobileNumber: see.walletDetails ? row.mobile_number : null,
    DeviceID: row.terminal_id,
    ErrorMessage: row.error_message,
  };
}

/**
 * The partner site's and the support tool's transactions: the staff search (every tenant
 * in the support tool; the staff member's customers on the partner site) and the whole
 * transaction of spec section 3, showing what spec section 6 lets each see.
 */
export class StaffTransactionService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async scopeOf(auth: AuthContext): Promise<StaffScope> {
    const scope = await staffScopeOf(this.db, auth);
    if (scope === null) throw forbidden('Transaction search is for the partner site and the support tool');
    return scope;
  }

  async search(auth: AuthContext, request: TransactionSearchRequest, answerAs: 'Transactions' | 'Items', culture: PlatformTextCulture = 'da'): Promise<TransactionSearchResponse> {
    const scope = await this.scopeOf(auth);
    const application: StaffApplication = auth.application === 'support' ? 'support' : 'partner';
    const read = readStaffFilter(request.Search, application, this.clock.now());
    const answer = (rows: WalletTransaction[], rest: Omit<TransactionSearchResponse, 'Transactions' | 'Items'>): TransactionSearchResponse =>
      answerAs === 'Items' ? { Items: rows, Transactions: [], ...rest } : { Transactions: rows, ...rest };
    if (!read.ok) return answer([], { TotalCount: 0, Sum: 0, StartDate: null, EndDate: null, Error: read.error });
    const { filter } = read;
    // Words are posted after their payment commits: a free text first posts what is still queued, so it finds every committed payment.
    if (filter.text !== null) await drainSearchQueue(this.db);
    const page = await staff.staffSearch(this.db, scope, filter, request.StartIndex, effectiveCount(request));
    const see = visibilityOf(auth);
    return answer(
      page.rows.map((row) => toStaffTransaction(row, see, culture)),
      { TotalCount: page.totalCount, Sum: oreToKroner(page.sumOre), StartDate: filter.startDate, EndDate: filter.endDate },
    );
  }

  /** The payment a staff member may see, or null when the id is not a payment (a deposit: the wallet's own detail answers it). */
  async detail(auth: AuthContext, id: string, culture: PlatformTextCulture = 'da'): Promise<TransactionDetail | null> {
    const scope = await this.scopeOf(auth);
    const paymentId = await staff.resolvePaymentId(this.db, id);
    if (paymentId === null) return null;
    const row = await staff.staffDetailRow(this.db, paymentId);
    if (!row || !inScope(scope, row.customer_id)) throw forbidden(NO_ACCESS_REASON);
    const see = visibilityOf(auth);
    const [lines, children, infos, notes] = await Promise.all([
      staff.detailLines(this.db, paymentId),
      staff.cardChildren(this.db, paymentId),
      see.customInformation ? staff.customInformations(this.db, paymentId) : Promise.resolve([]),
      notesOf(this.db, paymentId),
    ]);
    const payload = row.custom_data && 'payload' in row.custom_data ? row.custom_data.payload : undefined;
    const dates = lines
      .map((line) => (typeof line.extra?.Date === 'string' ? line.extra.Date.slice(0, 10) : null))
      .filter((date): date is string => date !== null)
      .sort();
    const infoList = infos.map((info) => ({ JsonType: info.json_type, JsonData: info.json_data, CreatedDate: iso(info.created_at) }));
    const listed = toStaffTransaction(row, see, culture);
    return {
      ...listed,
      // Spec section 3: the CardHolderModel fills the wallet when the transaction has none.
      Wallet: walletOfTransaction({ Wallet: listed.Wallet, CustomInformations: infoList }) ?? listed.Wallet,
      ErrorMessage: row.error_message,
      Products: lines.map((line) => ({
        ID: line.product_id,
        Name: line.name,
        Price: oreToKroner(line.price_ore),
        Quantity: line.quantity,
        RefundedQuantity: line.refunded_quantity,
        Category: line.category_id === null ? null : { ID: line.category_id, Name: line.category_name ?? line.category_id },
        Accessories: accessoriesOf(line.extra),
      })),
      DeviceID: row.terminal_id,
      ParentTransactionID: row.parent_id,
      PaymentID: paymentId,
      Stacktrace: see.support ? row.stacktrace : null,
      ChildTransactions: children.map((child) => ({
        ID: child.id,
        Type: { ID: CREDIT_CARD_CHILD_TYPE_ID },
        MerchantData: child.merchant_data,
        Status: statusOf(child.status_id),
        Amount: oreToKroner(child.amount_ore),
      })),
      CustomInformations: see.customInformation
        ? [
            ...(payload === undefined ? [] : [{ JsonType: 'CreateTransactionModel', JsonData: JSON.stringify(payload), CreatedDate: iso(row.created_at) }]),
            ...infoList,
          ]
        : [],
      CustomData: see.customInformation ? ((payload as { CustomData?: Record<string, unknown> } | undefined)?.CustomData ?? null) : null,
      Notes: notes.map((note) => ({
        ID: note.id,
        Note: note.note,
        Action: note.action,
        Author: { ID: note.user_id, Name: note.author_name },
        Before: note.before_state,
        After: note.after_state,
        CreatedDate: iso(note.created_at),
      })),
      StartDate: row.is_foodplan ? (dates[0] ?? null) : null,
      EndDate: row.is_foodplan ? (dates[dates.length - 1] ?? null) : null,
      WalletCustomer: see.walletDetails ? { ID: row.wallet_customer_id, Name: row.wallet_customer_name } : null,
    };
  }
}

/** Accessories as the order sent them on a product line (extra.Accessories: ID, Name, Category). */
function accessoriesOf(extra: Record<string, unknown> | null): NonNullable<TransactionDetail['Products'][number]['Accessories']> {
  const list = extra?.Accessories;
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { ID, Name, Category } = item as { ID?: unknown; Name?: unknown; Category?: { ID?: unknown; Name?: unknown } };
    if (ID === undefined || typeof Name !== 'string') return [];
    const category = Category && Category.ID !== undefined ? { ID: String(Category.ID), Name: typeof Category.Name === 'string' ? Category.Name : String(Category.ID) } : null;
    return [{ ID: String(ID), Name, Category: category }];
  });
}
