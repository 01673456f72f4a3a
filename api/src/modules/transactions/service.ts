import type { TransactionCancellation, TransactionDetail, TransactionSearchRequest, TransactionSearchResponse, WalletTransaction } from '@kk/contracts';
import { effectiveCount, oreToKroner, TransactionSearchName } from '@kk/domain';
import { badRequest, forbidden } from '../../core/errors';
import { describe, type PlatformTextCulture } from '../../core/platform-texts';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import { statusOf } from '../../core/payment-presenter';
import * as transactions from './repository';
import { readTransactionFilter, walletIdOfSearch } from './search-filter';
import type { StaffTransactionService } from './staff-service';

const WALLET_SEARCH_NAMES: ReadonlySet<string> = new Set(Object.values(TransactionSearchName));

/** The payment handler's reading of a payment for the wallet's cancel button (PaymentService.cancellationOf), handed in. */
export interface CancellationFacts {
  cancellationOf(paymentId: string): Promise<TransactionCancellation | null>;
}

/** Answered for a transaction the caller may not see and for one that does not exist alike. */
const NO_ACCESS_REASON = 'The transaction does not exist or you have no access to it';

const iso = (value: Date | string) => new Date(value).toISOString();

function toWalletTransaction(row: transactions.TransactionRow, culture: PlatformTextCulture): WalletTransaction {
  return {
    ID: row.id,
    Type: row.type as WalletTransaction['Type'],
    Description: describe(row.description, row.description_text, culture),
    Amount: oreToKroner(row.amount_ore),
    BalanceAfter: row.balance_after_ore === null ? null : oreToKroner(row.balance_after_ore),
    Status: statusOf(row.status_id),
    OrderStatus: row.order_status_id === null ? null : statusOf(row.order_status_id),
    CreatedDate: iso(row.created_at),
    Wallet: { ID: row.wallet_id, Name: row.wallet_name },
    Customer: row.customer_id === null ? null : { ID: row.customer_id, Name: row.customer_name ?? '' },
  };
}

/**
 * A wallet's transactions (POST /api/Transaction/SearchV2) and one transaction's details
 * (GET /api/Transaction/Detail), for whoever may see the wallet (core/wallet-access.ts):
 * another family's wallet answers 403 and nothing else.
 */
export class TransactionService {
  constructor(
    private readonly db: Db,
    private readonly wallets: WalletService,
    private readonly staff: StaffTransactionService,
    /** Null where no payment handler is composed: the details then offer no cancel. */
    private readonly cancellations: CancellationFacts | null = null,
  ) {}

  /**
   * On the partner site and in the support tool, a search without ?walletID= that names no
   * wallet, or asks for what only the staff search knows (Text, MobileNumber, ...), is the
   * staff search; everything else, the widget's ?walletID= above all, is the wallet's list.
   */
  async search(auth: AuthContext, walletIdFromQuery: string | undefined, request: TransactionSearchRequest, culture: PlatformTextCulture = 'da'): Promise<TransactionSearchResponse> {
    const fromSearch = walletIdOfSearch(request.Search);
    if (auth.application !== 'wallet' && walletIdFromQuery === undefined) {
      const staffOnly = request.Search.some((parameter) => !WALLET_SEARCH_NAMES.has(parameter.Name));
      if (fromSearch === null || staffOnly) return this.staff.search(auth, request, 'Transactions', culture);
    }
    const walletId = walletIdFromQuery?.toLowerCase() ?? fromSearch;
    if (walletId === null) throw badRequest('Which wallet? Send walletID or the search field FK_WalletID');
    if (fromSearch !== null && fromSearch !== walletId) throw badRequest('walletID and FK_WalletID name different wallets');
    await this.wallets.assertAccess(auth, walletId);
    const read = readTransactionFilter(request.Search);
    if (!read.ok) return { Transactions: [], TotalCount: 0, Sum: 0, StartDate: null, EndDate: null, Error: read.error };

    const { filter } = read;
    const page = await transactions.walletTransactions(this.db, {
      walletId,
      types: filter.types,
      statusIds: filter.statusIds,
      from: filter.from,
      to: filter.to,
      offset: request.StartIndex,
      limit: effectiveCount(request),
    });
    return {
      Transactions: page.rows.map((row) => toWalletTransaction(row, culture)),
      TotalCount: page.totalCount,
      Sum: oreToKroner(page.sumOre),
      StartDate: filter.startDate,
      EndDate: filter.endDate,
    };
  }

  async detail(auth: AuthContext, transactionId: string, culture: PlatformTextCulture = 'da'): Promise<TransactionDetail> {
    if (auth.application !== 'wallet') {
      const staffDetail = await this.staff.detail(auth, transactionId, culture);
      if (staffDetail !== null) return staffDetail;
    }
    const walletIds = await transactions.walletsOfTransaction(this.db, transactionId);
    const walletId = await this.firstAccessible(auth, walletIds);
    if (walletId === null) throw forbidden(NO_ACCESS_REASON);
    const { rows } = await transactions.walletTransactions(this.db, { walletId, transactionId, offset: 0, limit: 1 });
    const row = rows[0];
    if (!row) throw forbidden(NO_ACCESS_REASON);
    const products = row.payment_id === null ? [] : await transactions.productsOfPayment(this.db, row.payment_id);
    return {
      ...toWalletTransaction(row, culture),
      ErrorMessage: row.error_message,
      Products: products.map((p) => ({
        ID: p.product_id,
        Name: p.name,
        Price: oreToKroner(p.price_ore),
        Quantity: p.quantity,
        RefundedQuantity: p.refunded_quantity,
      })),
      DeviceID: row.terminal_id,
      ParentTransactionID: row.parent_id,
      PaymentID: row.payment_id,
      Cancellation: row.payment_id === null || this.cancellations === null ? null : await this.cancellations.cancellationOf(row.payment_id),
    };
  }

  /** A movement between two wallets is visible to whoever may see either; checked in order. */
  private async firstAccessible(auth: AuthContext, walletIds: readonly string[]): Promise<string | null> {
    for (const walletId of walletIds) {
      try {
        await this.wallets.assertAccess(auth, walletId);
        return walletId;
      } catch {
        // Not this one; the caller may see another.
      }
    }
    return null;
  }
}
