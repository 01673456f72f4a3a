import { assertBalancedPostings, type PostingDraft } from '../core/ledger';
import {
  availableOre,
  canCover,
  isSweepable,
  planRefund,
  remainingQuantities,
  settleHold,
  type HoldStatus,
  type RefundableLine,
} from '../core/payment-rules';

/**
 * The ledger of one wallet as a pure state machine: the same rules the database code
 * applies (core/payment-rules.ts, core/ledger.ts), without a database, so property tests can drive
 * random sequences of deposits, purchases, holds, completions, cancels, expiries and
 * refunds and check that every invariant holds after each step.
 */
export const WALLET = 'wallet';
export const REVENUE = 'revenue';
export const REFUNDS = 'refunds';
export const CLEARING = 'clearing';

interface ModelHold {
  amountOre: number;
  status: HoldStatus;
  expiresAtMs: number;
  lines: RefundableLine[];
}

interface ModelPurchase {
  lines: RefundableLine[];
}

export type ModelOutcome = { ok: true; id: number } | { ok: false; reason: string };

export class LedgerModel {
  readonly balances = new Map<string, number>([
    [WALLET, 0],
    [REVENUE, 0],
    [REFUNDS, 0],
    [CLEARING, 0],
  ]);
  heldOre = 0;
  readonly holds = new Map<number, ModelHold>();
  readonly purchases = new Map<number, ModelPurchase>();
  /** Every transaction's postings, as posted. */
  readonly journal: PostingDraft[][] = [];
  private nextId = 1;

  constructor(
    private readonly graceMs: number,
    private readonly ttlMs: number,
  ) {}

  private post(postings: PostingDraft[]): void {
    assertBalancedPostings(postings);
    const after = new Map(this.balances);
    for (const posting of postings) after.set(posting.accountId, (after.get(posting.accountId) ?? 0) + posting.amountOre);
    // The database's CHECK: a posting may never leave the wallet below its held money.
    if (!canCover({ balanceOre: after.get(WALLET) ?? 0, heldOre: this.heldOre }, 0)) throw new Error('wallet_available_not_negative');
    for (const [account, balance] of after) this.balances.set(account, balance);
    this.journal.push(postings);
  }

  get funds() {
    return { balanceOre: this.balances.get(WALLET) ?? 0, heldOre: this.heldOre };
  }

  deposit(amountOre: number): ModelOutcome {
    if (amountOre <= 0) return { ok: false, reason: 'nothing to deposit' };
    this.post([
      { accountId: CLEARING, amountOre: -amountOre },
      { accountId: WALLET, amountOre },
    ]);
    return { ok: true, id: this.nextId++ };
  }

  /** A terminal sale: reserve and complete at once. */
  purchase(lines: RefundableLine[]): ModelOutcome {
    const amountOre = lines.reduce((sum, line) => sum + line.priceOre * line.quantity, 0);
    if (amountOre <= 0) return { ok: false, reason: 'nothing to buy' };
    if (!canCover(this.funds, amountOre)) return { ok: false, reason: 'NoFund' };
    this.post([
      { accountId: WALLET, amountOre: -amountOre },
      { accountId: REVENUE, amountOre },
    ]);
    const id = this.nextId++;
    this.purchases.set(id, { lines: lines.map((line) => ({ ...line })) });
    return { ok: true, id };
  }

  reserve(lines: RefundableLine[], nowMs: number): ModelOutcome {
    const amountOre = lines.reduce((sum, line) => sum + line.priceOre * line.quantity, 0);
    if (amountOre <= 0) return { ok: false, reason: 'nothing to hold' };
    if (!canCover(this.funds, amountOre)) return { ok: false, reason: 'NoFund' };
    const id = this.nextId++;
    this.heldOre += amountOre;
    this.holds.set(id, { amountOre, status: 'open', expiresAtMs: nowMs + this.ttlMs, lines: lines.map((line) => ({ ...line })) });
    return { ok: true, id };
  }

  complete(holdId: number, nowMs: number): ModelOutcome {
    const hold = this.holds.get(holdId);
    if (!hold) return { ok: false, reason: 'no such hold' };
    if (isSweepable({ expiresAt: new Date(hold.expiresAtMs), graceMs: this.graceMs }, new Date(nowMs))) {
      return { ok: false, reason: 'expired' };
    }
    const next = settleHold(hold.status, 'complete');
    if (next === null) return { ok: false, reason: `hold is ${hold.status}` };
    // Release first, then spend: the order the database code uses, so the CHECK never trips.
    hold.status = next;
    this.heldOre -= hold.amountOre;
    this.post([
      { accountId: WALLET, amountOre: -hold.amountOre },
      { accountId: REVENUE, amountOre: hold.amountOre },
    ]);
    this.purchases.set(holdId, { lines: hold.lines });
    return { ok: true, id: holdId };
  }

  private release(holdId: number, event: 'cancel' | 'expire'): ModelOutcome {
    const hold = this.holds.get(holdId);
    if (!hold) return { ok: false, reason: 'no such hold' };
    const next = settleHold(hold.status, event);
    if (next === null) return { ok: false, reason: `hold is ${hold.status}` };
    hold.status = next;
    this.heldOre -= hold.amountOre;
    return { ok: true, id: holdId };
  }

  cancel(holdId: number): ModelOutcome {
    return this.release(holdId, 'cancel');
  }

  /** The sweep: every open hold past expiry plus grace is released. */
  expire(nowMs: number): number {
    let released = 0;
    for (const [id, hold] of this.holds) {
      if (hold.status === 'open' && isSweepable({ expiresAt: new Date(hold.expiresAtMs), graceMs: this.graceMs }, new Date(nowMs))) {
        this.release(id, 'expire');
        released += 1;
      }
    }
    return released;
  }

  refund(purchaseId: number, requested: { productId: string; quantity: number }[]): ModelOutcome {
    const purchase = this.purchases.get(purchaseId);
    if (!purchase) return { ok: false, reason: 'no such purchase' };
    const plan = planRefund(purchase.lines, requested);
    if (!plan.ok) return { ok: false, reason: plan.reason };
    if (plan.amountOre === 0) return { ok: false, reason: 'nothing to refund' };
    this.post([
      { accountId: REFUNDS, amountOre: -plan.amountOre },
      { accountId: WALLET, amountOre: plan.amountOre },
    ]);
    for (const line of plan.lines) {
      const bought = purchase.lines.find((candidate) => candidate.lineNo === line.lineNo);
      if (bought) bought.refundedQuantity += line.quantity;
    }
    return { ok: true, id: this.nextId++ };
  }

  /** Cancelling a completed purchase refunds whatever was not refunded yet. */
  cancelPurchase(purchaseId: number): ModelOutcome {
    const purchase = this.purchases.get(purchaseId);
    if (!purchase) return { ok: false, reason: 'no such purchase' };
    return this.refund(purchaseId, remainingQuantities(purchase.lines));
  }
}

/** Every broken invariant of the model; empty when the ledger is sound. */
export function ledgerModelProblems(model: LedgerModel, nowMs: number, graceMs: number): string[] {
  const problems: string[] = [];
  for (const [index, postings] of model.journal.entries()) {
    const sum = postings.reduce((total, posting) => total + posting.amountOre, 0);
    if (sum !== 0) problems.push(`transaction ${index} sums to ${sum}`);
  }
  for (const [account, balance] of model.balances) {
    const posted = model.journal.flat().filter((p) => p.accountId === account).reduce((total, p) => total + p.amountOre, 0);
    if (posted !== balance) problems.push(`${account} balance ${balance} differs from its postings ${posted}`);
  }
  const total = [...model.balances.values()].reduce((sum, balance) => sum + balance, 0);
  if (total !== 0) problems.push(`money was invented or lost: accounts sum to ${total}`);
  const openHeld = [...model.holds.values()].filter((hold) => hold.status === 'open').reduce((sum, hold) => sum + hold.amountOre, 0);
  if (openHeld !== model.heldOre) problems.push(`held ${model.heldOre} differs from open holds ${openHeld}`);
  if (availableOre(model.funds) < 0) problems.push(`available is negative: ${availableOre(model.funds)}`);
  if (model.funds.balanceOre < 0) problems.push(`balance is negative: ${model.funds.balanceOre}`);
  for (const [id, hold] of model.holds) {
    if (hold.status === 'open' && hold.expiresAtMs + graceMs < nowMs) problems.push(`hold ${id} is open past its expiry and grace`);
  }
  for (const [id, purchase] of model.purchases) {
    for (const line of purchase.lines) {
      if (line.refundedQuantity > line.quantity || line.refundedQuantity < 0) problems.push(`purchase ${id} line ${line.lineNo} refunded ${line.refundedQuantity} of ${line.quantity}`);
    }
  }
  return problems;
}
