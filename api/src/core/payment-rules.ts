/**
 * The money rules of a payment, shared by the API's database code and the pure ledger
 * model that the property tests drive. A wallet never spends more than it has available:
 * its balance minus the money held for reservations not yet completed.
 */
export interface WalletFunds {
  balanceOre: number;
  heldOre: number;
}

export function availableOre(funds: WalletFunds): number {
  return funds.balanceOre - funds.heldOre;
}

export function canCover(funds: WalletFunds, amountOre: number): boolean {
  return amountOre >= 0 && availableOre(funds) >= amountOre;
}

export interface FundingRequest {
  totalOre: number;
  /** Amounts["2"], the part the client asks the wallet to pay. */
  walletOre: number;
  /** Amounts["4"], the part the client asks a card to pay. */
  cardOre: number;
  availableOre: number;
  /** A card may pay: the order asked for one, or the wallet has a saved card. */
  cardMayPay: boolean;
  /** A card provider is configured to take a hosted payment. */
  cardProviderAvailable: boolean;
}

export type FundingPlan =
  | { ok: true; walletOre: number; cardOre: number }
  | { ok: false; decline: 'NoFund' | 'NoCreditCard' | 'PriceManipulated' };

/**
 * Who pays what. The amounts must add up to the recomputed total. When the wallet cannot
 * cover its part and a card may pay, the card pays the whole order (the spec's "balance
 * too low, buy with credit card?"); the wallet is not touched until the card has paid.
 */
export function planFunding(request: FundingRequest): FundingPlan {
  if (request.walletOre < 0 || request.cardOre < 0 || request.walletOre + request.cardOre !== request.totalOre) {
    return { ok: false, decline: 'PriceManipulated' };
  }
  if (request.walletOre <= request.availableOre) {
    if (request.cardOre === 0) return { ok: true, walletOre: request.walletOre, cardOre: 0 };
    if (!request.cardProviderAvailable) return { ok: false, decline: 'NoCreditCard' };
    return { ok: true, walletOre: request.walletOre, cardOre: request.cardOre };
  }
  if (!request.cardMayPay && request.cardOre === 0) return { ok: false, decline: 'NoFund' };
  if (!request.cardProviderAvailable) return { ok: false, decline: 'NoCreditCard' };
  return { ok: true, walletOre: 0, cardOre: request.totalOre };
}

export type HoldStatus = 'open' | 'captured' | 'released' | 'expired';
export type HoldEvent = 'complete' | 'cancel' | 'expire';

const HOLD_OUTCOME: Readonly<Record<HoldEvent, HoldStatus>> = { complete: 'captured', cancel: 'released', expire: 'expired' };

/** A hold is settled once: open -> captured | released | expired. Null: not allowed. */
export function settleHold(status: HoldStatus, event: HoldEvent): HoldStatus | null {
  return status === 'open' ? HOLD_OUTCOME[event] : null;
}

export interface HoldTiming {
  expiresAt: Date;
  graceMs: number;
}

/** A reservation may still be completed until its expiry plus the grace. */
export function mayStillComplete(timing: HoldTiming, now: Date): boolean {
  return now.getTime() <= timing.expiresAt.getTime() + timing.graceMs;
}

/** The sweep releases a hold only after expiry plus grace, so a completion in flight wins. */
export function isSweepable(timing: HoldTiming, now: Date): boolean {
  return !mayStillComplete(timing, now);
}

export function holdExpiry(now: Date, ttlMs: number): Date {
  return new Date(now.getTime() + ttlMs);
}

export interface RefundableLine {
  lineNo: number;
  productId: string;
  priceOre: number;
  quantity: number;
  refundedQuantity: number;
}

export interface RefundLine {
  lineNo: number;
  productId: string;
  quantity: number;
  amountOre: number;
}

export type RefundPlan = { ok: true; lines: RefundLine[]; amountOre: number } | { ok: false; reason: string };

/**
 * A partial refund by product quantity, never more than was bought minus what was
 * refunded before. A product on several lines is refunded from the first lines first.
 */
export function planRefund(bought: readonly RefundableLine[], requested: readonly { productId: string; quantity: number }[]): RefundPlan {
  const wanted = new Map<string, number>();
  for (const request of requested) {
    if (!Number.isSafeInteger(request.quantity) || request.quantity < 1) return { ok: false, reason: 'Quantities must be whole numbers of 1 or more' };
    wanted.set(request.productId, (wanted.get(request.productId) ?? 0) + request.quantity);
  }
  const lines: RefundLine[] = [];
  for (const [productId, quantity] of wanted) {
    let left = quantity;
    for (const line of bought.filter((candidate) => candidate.productId === productId)) {
      const take = Math.min(left, line.quantity - line.refundedQuantity);
      if (take > 0) {
        lines.push({ lineNo: line.lineNo, productId, quantity: take, amountOre: take * line.priceOre });
        left -= take;
      }
    }
    if (left > 0) return { ok: false, reason: `Product ${productId}: ${quantity} asked, only ${quantity - left} can be refunded` };
  }
  return { ok: true, lines, amountOre: lines.reduce((sum, line) => sum + line.amountOre, 0) };
}

/** Everything not refunded yet: what cancelling a completed purchase gives back. */
export function remainingQuantities(bought: readonly RefundableLine[]): { productId: string; quantity: number }[] {
  return bought
    .filter((line) => line.quantity > line.refundedQuantity)
    .map((line) => ({ productId: line.productId, quantity: line.quantity - line.refundedQuantity }));
}
