import { danishText, platformText } from '../../core/platform-texts';
import { randomUUID } from 'node:crypto';
import {
  PaymentErrorMessage,
  TransactionStatusId,
  type PaymentTransaction,
  type TerminalPurchaseRequest,
} from '@kk/contracts';
import { kronerToOre } from '@kk/domain';
import type { Clock } from '../../clock';
import { platformDay } from '../../core/copenhagen-day';
import { Batcher, type BatcherOptions } from '../../core/batcher';
import { AppError, badRequest, unauthorized } from '../../core/errors';
import { idempotencyKeyProblem, keysFreshAfter, requestFingerprint } from '../../core/idempotency';
import { doubleAmountSince, expiredProducts, priceOrder, type PricedLine } from '../../core/order-pricing';
import { normalizeCardNumber } from '../../core/school-card';
import { NO_BYPASS, needsTodaysUsage, terminalSaleDecline } from '../../core/wallet-restrictions';
import type { Db } from '../../db/db';
import type { CatalogueReader } from '../catalogue/reader';
import type { LedgerService } from '../ledger/service';
import type { RestrictionReader } from '../restrictions/reader';
import { KEY_IN_USE_MESSAGE, KEY_REUSED_MESSAGE, type IdempotencyService, type StoredAnswer } from '../idempotency/service';
import { PaymentDeclined, priceManipulated } from '../../core/payment-declines';
import { presentRefusal, presentUnstored } from '../../core/payment-presenter';
import { hashDeviceKey } from './device-key';
import * as terminals from './repository';

/** What a canteen sale is called in the wallet's history, in the reader's language. */
export const TERMINAL_SALE_TEXT = platformText('canteenPurchase');
/** The terminal's own answers say it in Danish, as the device shows it. */
export const TERMINAL_SALE_DESCRIPTION = danishText(TERMINAL_SALE_TEXT);

/** Why a sale without the school card or at a kiosk was refused, beside its server message. */
const SALE_TYPE_REFUSALS: Partial<Record<string, string>> = {
  QuickSaleNotAllowed: "The wallet's guardian has not allowed sales without the school card (quick sale)",
  SelfOrderingNotAllowed: "The wallet's guardian has not allowed self-ordering",
};

export interface TerminalCall {
  deviceKey: string | undefined;
  idempotencyKey: string | undefined;
}

interface Sale {
  terminalId: string;
  customerId: string;
  walletId: string | null;
  amountOre: number;
  lines: PricedLine[];
  at: Date;
}

/** The answer to a sale that went through; the wallet is filled in by the database when the API did not know it yet. */
function completedSale(sale: Sale & { id: string }): PaymentTransaction {
  return {
    ...presentUnstored({
      statusId: TransactionStatusId.Completed,
      errorMessage: null,
      description: TERMINAL_SALE_DESCRIPTION,
      amountOre: sale.amountOre,
      walletOre: sale.amountOre,
      cardOre: 0,
      lines: sale.lines,
      walletId: sale.walletId,
      customerId: sale.customerId,
      deviceId: sale.terminalId,
      infos: [],
      at: sale.at,
    }),
    ID: sale.id,
  };
}

/**
 * The canteen terminal: a school card is swiped and the wallet is charged at once. The
 * common sale (a wallet without restrictions) is one statement, payment_terminal_sale,
 * and sales that arrive while others are running go to the database together in one
 * round trip (payment_terminal_sales). A wallet with restrictions comes back as 'decide':
 * the API applies its rules and charges with payment_terminal_charge. Reserve and
 * complete collapse into that one debit: a hold captured in the same transaction would
 * never be seen by anyone.
 */
export class TerminalService {
  /** Sales arriving while others run share one round trip and one commit (migration 025). */
  private readonly sales: Batcher<terminals.SaleInput, terminals.SaleResult>;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly idempotency: IdempotencyService,
    private readonly ledger: LedgerService,
    /** The products a sale with products names (the catalogue module's). */
    private readonly catalogue: CatalogueReader,
    /** The wallet's restrictions and today's spending, for a sale the database leaves to the API (the restrictions module's). */
    private readonly restrictions: RestrictionReader,
    private readonly retentionMs: number,
    batching: BatcherOptions,
  ) {
    this.sales = new Batcher(
      // In an explicit transaction: PostgreSQL reports an error before it has aborted the
      // transaction and released its locks, so a one-by-one retry sent on another
      // connection could still find a sale's key locked (409). The ROLLBACK that
      // transaction() sends on the same connection returns only once they are released.
      (inputs) => this.db.transaction((tx) => terminals.sellMany(tx, inputs)),
      (input) => terminals.sell(this.db, input),
      batching,
    );
  }

  async purchase(call: TerminalCall, request: TerminalPurchaseRequest): Promise<StoredAnswer> {
    if (call.deviceKey === undefined || call.deviceKey === '') throw unauthorized('The X-Device-Key header is required');
    const keyProblem = idempotencyKeyProblem(call.idempotencyKey);
    if (keyProblem !== null || call.idempotencyKey === undefined) throw badRequest(keyProblem ?? 'The Idempotency-Key header is required');
    const idempotencyKey = call.idempotencyKey;
    const amountOre = kronerToOre(request.Amount);
    const now = this.clock.now();
    const day = platformDay(now);
    const freshAfter = keysFreshAfter(now, this.retentionMs);
    const requestHash = requestFingerprint('terminal-purchase', request);
    const cardNumber = normalizeCardNumber(request.CardDisplayNumber);
    const keyHash = hashDeviceKey(call.deviceKey);
    const doubleSince = request.AllowDoubleAmount === true ? null : doubleAmountSince(now);
    const withProducts = request.Products !== undefined && request.Products.length > 0;
    const saleType = request.SaleType ?? 'SchoolCard';
    const hasCard = request.CardDisplayNumber != null && request.CardDisplayNumber.trim() !== '';
    if (saleType === 'QuickSale' && (request.WalletID === undefined || hasCard)) {
      throw badRequest('A quick sale names the wallet with WalletID, without a school card');
    }
    if (saleType !== 'QuickSale' && request.WalletID !== undefined) throw badRequest('WalletID names the wallet of a quick sale only');

    let context: terminals.TerminalSaleContext;
    if (saleType === 'SchoolCard' && cardNumber !== null && !withProducts) {
      // The common case, one round trip: the database charges a wallet without restrictions at once.
      const transactionId = randomUUID();
      const sold = await this.sales.submit({
        keyHash,
        cardNumber,
        idempotencyKey,
        requestHash,
        keysFreshAfter: freshAfter,
        dayStart: day.start,
        transactionId,
        amountOre,
        description: TERMINAL_SALE_TEXT,
        now,
        doubleAmountSince: doubleSince,
        // Wallet, Customer and DeviceID are filled in by the database, which finds them.
        response: completedSale({ terminalId: '', customerId: '', walletId: null, amountOre, lines: [], at: now, id: transactionId }),
      });
      if (sold.outcome === 'unknown-terminal') throw unauthorized('Unknown or inactive terminal');
      if (sold.outcome !== 'decide') {
        return this.settle(sold, this.refusal({ scope: `device:${sold.context.terminalId}`, key: idempotencyKey, requestHash }, sold.context, amountOre, [], now));
      }
      context = sold.context;
    } else {
      const found = await terminals.terminalSaleContext(this.db, {
        keyHash,
        cardNumber,
        idempotencyKey,
        keysFreshAfter: freshAfter,
        dayStart: day.start,
      });
      if (found === null) throw unauthorized('Unknown or inactive terminal');
      context = found;
      if (saleType === 'QuickSale' && request.WalletID !== undefined && context.known === null) {
        context = { ...context, wallet: await terminals.walletForTerminal(this.db, request.WalletID, context.terminalCustomerId) };
      }
    }

    const scope = `device:${context.terminalId}`;
    if (context.known !== null) {
      if (context.known.requestHash !== requestHash) throw new AppError(422, KEY_REUSED_MESSAGE, 'Use a new Idempotency-Key for a new request');
      return { statusCode: context.known.statusCode, body: context.known.body, replayed: true };
    }
    let lines: PricedLine[] = [];
    const refuse = (declined: PaymentDeclined) => this.refusal({ scope, key: idempotencyKey, requestHash }, context, amountOre, lines, now)(declined);

    if (saleType !== 'QuickSale') {
      if (!hasCard) return refuse(new PaymentDeclined(PaymentErrorMessage.NoSwipe));
      if (cardNumber === null) return refuse(new PaymentDeclined(PaymentErrorMessage.CardNotFound));
    }
    if (context.wallet === null) return refuse(new PaymentDeclined(PaymentErrorMessage.CardNotFound));
    const wallet = context.wallet;

    let foodGroups: string[] = [];
    if (withProducts) {
      const requested = (request.Products ?? []).map((product) => ({ productId: product.ID, quantity: product.Quantity, clientPriceOre: null }));
      const catalogue = await this.catalogue.productsByIds(this.db, requested.map((line) => line.productId));
      const foreign = requested.filter((line) => {
        const product = catalogue.get(line.productId);
        return !product || product.customerId !== context.terminalCustomerId || product.ownerKind !== 'canteen';
      });
      if (foreign.length > 0) throw badRequest(`Products not sold at this canteen: ${foreign.map((line) => line.productId).join(', ')}`);
      const priced = priceOrder(requested, catalogue);
      if (!priced.ok) throw badRequest(`Products not for sale: ${priced.productIds.join(', ')}`);
      if (priced.totalOre !== amountOre) throw priceManipulated(`Amount is ${amountOre} øre; the products cost ${priced.totalOre} øre`);
      lines = priced.lines;
      const expired = expiredProducts(requested, catalogue, now);
      if (expired.length > 0) return refuse(new PaymentDeclined(PaymentErrorMessage.ExpiredProducts, { failedProducts: expired }));
      foodGroups = priced.foodGroups;
    }

    const transactionId = randomUUID();
    const charge: terminals.ChargeInput = {
      scope,
      key: idempotencyKey,
      requestHash,
      keysFreshAfter: freshAfter,
      transactionId,
      terminalId: context.terminalId,
      walletId: wallet.id,
      customerId: context.terminalCustomerId,
      revenueAccountId: context.revenueAccountId,
      amountOre,
      description: TERMINAL_SALE_TEXT,
      now,
      doubleAmountSince: doubleSince,
      lines: lines.map((line, index) => ({
        line_no: index + 1,
        product_id: line.productId,
        name: line.name,
        price_ore: line.priceOre,
        quantity: line.quantity,
      })),
      response: completedSale({
        terminalId: context.terminalId,
        customerId: context.terminalCustomerId,
        walletId: wallet.id,
        amountOre,
        lines,
        at: now,
        id: transactionId,
      }),
    };
    // Under the wallet's row lock, as the balance is decided: two sales at once cannot both
    // pass a purchase count or a daily limit that only one of them fits in, and a sale
    // without the card or at a kiosk sees the options as they are when it is charged.
    const decided = await this.db.transaction(async (tx) => {
      await this.ledger.lockWallet(tx, wallet.id);
      const rules = await this.restrictions.spendingRulesOf(tx, wallet.id);
      const usage = needsTodaysUsage(rules.settings, NO_BYPASS) ? await this.restrictions.todaysUsage(tx, wallet.id, day.start) : { spentOre: 0, purchases: 0 };
      // The wallet's block is read under the lock; a lost card's block came with the card (wallet.blocked).
      const restricted = terminalSaleDecline(rules.blocked || wallet.blocked, rules.settings, rules.options, saleType, usage, {
        amountOre,
        sellerCustomerId: context.terminalCustomerId,
        foodGroups,
        isoWeekday: day.isoWeekday,
      });
      if (restricted !== null) return { restricted, charged: null };
      return { restricted: null, charged: await terminals.charge(tx, charge) };
    });
    if (decided.charged === null) return refuse(new PaymentDeclined(decided.restricted, { reason: SALE_TYPE_REFUSALS[decided.restricted] }));
    return this.settle(decided.charged, refuse);
  }

  /** The answer to the charge's outcome: the sale, the stored answer, or a refusal. */
  private settle(
    result: { outcome: terminals.ChargeOutcome; statusCode: number | null; body: unknown },
    refuse: (declined: PaymentDeclined) => Promise<StoredAnswer>,
  ): Promise<StoredAnswer> | StoredAnswer {
    switch (result.outcome) {
      case 'approved':
        return { statusCode: 200, body: result.body };
      case 'replay':
        return { statusCode: result.statusCode ?? 200, body: result.body, replayed: true };
      case 'mismatch':
        throw new AppError(422, KEY_REUSED_MESSAGE, 'Use a new Idempotency-Key for a new request');
      case 'busy':
        throw new AppError(409, KEY_IN_USE_MESSAGE, 'Retry when the first request has finished');
      default:
        return refuse(new PaymentDeclined(result.outcome));
    }
  }

  /** A refusal: a failed transaction (nothing stored but the answer to the key). */
  private refusal(
    call: { scope: string; key: string; requestHash: string },
    context: terminals.TerminalSaleContext,
    amountOre: number,
    lines: readonly PricedLine[],
    now: Date,
  ): (declined: PaymentDeclined) => Promise<StoredAnswer> {
    return async (declined) => {
      const answer: StoredAnswer = {
        statusCode: 200,
        body: presentRefusal({
          declined,
          description: TERMINAL_SALE_DESCRIPTION,
          walletOre: amountOre,
          cardOre: 0,
          lines,
          walletId: context.wallet?.id ?? null,
          customerId: context.terminalCustomerId,
          deviceId: context.terminalId,
          at: now,
        }),
      };
      await this.idempotency.remember(call, answer);
      return answer;
    };
  }
}
