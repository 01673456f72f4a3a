import {
  SpendingQuery,
  SpendingSummary,
  TransactionDetail,
  TransactionDetailQuery,
  TransactionSearchQuery,
  TransactionSearchRequest,
  TransactionSearchResponse,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { forbidden } from '../../core/errors';
import { authOf, type AuthContext } from '../../http/auth-context';
import { readerCulture } from '../../http/culture-header';
import { documented } from '../../http/documented';
import type { TransactionService } from './service';
import type { SpendingService } from './spending-service';
import type { StaffTransactionService } from './staff-service';

const TAGS = ['Transactions'];

/** The support tool's own routes (base /api/Transactions) answer only there. */
function supportOnly(auth: AuthContext): AuthContext {
  if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('This is the support tool’s call');
  return auth;
}

export const transactionRoutes: FastifyPluginAsyncZod<{ transactions: TransactionService; staffTransactions: StaffTransactionService; spending: SpendingService }> = async (
  app,
  { transactions, staffTransactions, spending },
) => {
  app.post(
    '/api/Transaction/SearchV2',
    documented({
      tags: TAGS,
      summary:
        "A wallet's transactions, newest first (generic search: FK_WalletID, Type (type 5 list), Status (type 1: Completed, Pending, Failed), StartDate, EndDate as YYYY-MM-DD); the wallet by walletID or FK_WalletID. " +
        'On the partner site without a wallet (or with a staff-only name): the staff search of the customers the staff member belongs to (see POST /api/Transactions/Search for the names; default window today)',
      querystring: TransactionSearchQuery, body: TransactionSearchRequest, response: { 200: TransactionSearchResponse }, errors: [400, 401, 403],
    }),
    (request) => transactions.search(authOf(request), request.query.walletID, request.body, readerCulture(request.headers.language)),
  );

  app.get(
    '/api/Transaction/Detail',
    documented({
      tags: TAGS,
      summary: 'One transaction with its products, for whoever may see its wallet; on the partner site the whole transaction (notes, children, custom informations with CustomerSupport, wallet details with ViewDetailTransactionInfo)',
      querystring: TransactionDetailQuery, response: { 200: TransactionDetail }, errors: [400, 401, 403],
    }),
    (request) => transactions.detail(authOf(request), request.query.transactionID, readerCulture(request.headers.language)),
  );

  app.get(
    '/api/Transaction/Spending',
    documented({
      tags: TAGS,
      summary:
        "A wallet's spending per ISO week (Copenhagen) and per category, for whoever may see the wallet: purchases less refunds, split over the products (webshop product group, else food group) " +
        'and, for money without products, the kind (CanteenPurchase, Webshop, FoodPlan, Meeting, Purchase, Refund). from and to are Copenhagen days, both included (default: the 52 weeks up to today; at most 10 years)',
      querystring: SpendingQuery, response: { 200: SpendingSummary }, errors: [400, 401, 403],
    }),
    (request) => spending.summary(authOf(request), request.query),
  );

  app.post(
    '/api/Transactions/Search',
    documented({
      tags: TAGS,
      summary:
        'Support tool: every tenant’s transactions newest first, in Items. Names: StartDate, EndDate (YYYY-MM-DD; default one month back to today), Status (type 1 or 5: Completed, Pending, Failed), StatusID (type 5), Type (type 5: Order, CanteenPurchase, Refund), ' +
        'FK_WalletID, FK_CustomerID, ID, DeviceID, CardNumber, MobileNumber, Amount, MinAmount, MaxAmount (kroner), Text (description and product names). An unreadable search answers an empty list with Error',
      body: TransactionSearchRequest, response: { 200: TransactionSearchResponse }, errors: [400, 401, 403],
    }),
    (request) => staffTransactions.search(supportOnly(authOf(request)), request.body, 'Items', readerCulture(request.headers.language)),
  );

  app.get(
    '/api/Transactions/Detail',
    documented({ tags: TAGS, summary: 'Support tool: the whole transaction (spec section 3), by its id or the id of the ledger transaction that settled it', querystring: TransactionDetailQuery, response: { 200: TransactionDetail }, errors: [400, 401, 403] }),
    (request) => transactions.detail(supportOnly(authOf(request)), request.query.transactionID, readerCulture(request.headers.language)),
  );
};
