import fc from 'fast-check';
import { LedgerModel, ledgerModelProblems, REFUNDS, REVENUE, WALLET } from '../test-support/ledger-model';
import type { RefundableLine } from './payment-rules';

const GRACE_MS = 60_000;
const TTL_MS = 15 * 60_000;
const PRODUCTS = ['apple', 'milk', 'sandwich'] as const;

const lineArb = fc.record({
  productId: fc.constantFrom(...PRODUCTS),
  priceOre: fc.integer({ min: 0, max: 5_000 }),
  quantity: fc.integer({ min: 1, max: 4 }),
});
const linesArb = fc.array(lineArb, { minLength: 1, maxLength: 3 }).map((lines): RefundableLine[] =>
  lines.map((line, index) => ({ ...line, lineNo: index + 1, refundedQuantity: 0 })),
);

type Step =
  | { op: 'deposit'; amountOre: number }
  | { op: 'purchase'; lines: RefundableLine[] }
  | { op: 'reserve'; lines: RefundableLine[] }
  | { op: 'complete'; pick: number }
  | { op: 'cancel'; pick: number }
  | { op: 'advance'; minutes: number }
  | { op: 'refund'; pick: number; productId: string; quantity: number }
  | { op: 'cancelPurchase'; pick: number };

const stepArb: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), amountOre: fc.integer({ min: 1, max: 20_000 }) }),
  fc.record({ op: fc.constant('purchase' as const), lines: linesArb }),
  fc.record({ op: fc.constant('reserve' as const), lines: linesArb }),
  fc.record({ op: fc.constant('complete' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('cancel' as const), pick: fc.nat() }),
  fc.record({ op: fc.constant('advance' as const), minutes: fc.integer({ min: 0, max: 30 }) }),
  fc.record({
    op: fc.constant('refund' as const),
    pick: fc.nat(),
    productId: fc.constantFrom(...PRODUCTS),
    quantity: fc.integer({ min: 1, max: 6 }),
  }),
  fc.record({ op: fc.constant('cancelPurchase' as const), pick: fc.nat() }),
);

function pickFrom<T>(keys: readonly T[], pick: number): T | undefined {
  return keys.length === 0 ? undefined : keys[pick % keys.length];
}

function run(steps: readonly Step[]): { model: LedgerModel; nowMs: number } {
  const model = new LedgerModel(GRACE_MS, TTL_MS);
  let nowMs = Date.UTC(2026, 0, 5, 9);
  for (const step of steps) {
    switch (step.op) {
      case 'deposit':
        model.deposit(step.amountOre);
        break;
      case 'purchase':
        model.purchase(step.lines);
        break;
      case 'reserve':
        model.reserve(step.lines, nowMs);
        break;
      case 'complete': {
        const id = pickFrom([...model.holds.keys()], step.pick);
        if (id !== undefined) model.complete(id, nowMs);
        break;
      }
      case 'cancel': {
        const id = pickFrom([...model.holds.keys()], step.pick);
        if (id !== undefined) model.cancel(id);
        break;
      }
      case 'advance':
        nowMs += step.minutes * 60_000;
        // The sweep runs as time passes, as the job does.
        model.expire(nowMs);
        break;
      case 'refund': {
        const id = pickFrom([...model.purchases.keys()], step.pick);
        if (id !== undefined) model.refund(id, [{ productId: step.productId, quantity: step.quantity }]);
        break;
      }
      case 'cancelPurchase': {
        const id = pickFrom([...model.purchases.keys()], step.pick);
        if (id !== undefined) model.cancelPurchase(id);
        break;
      }
    }
    const problems = ledgerModelProblems(model, nowMs, GRACE_MS);
    if (problems.length > 0) throw new Error(`after ${JSON.stringify(step)}: ${problems.join('; ')}`);
  }
  return { model, nowMs };
}

describe('the ledger state machine (property-based)', () => {
  it('keeps every invariant through random sequences of operations', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        run(steps);
      }),
      { numRuns: 400 },
    );
  });

  it('never lets the wallet spend more than was deposited and refunded', () => {
    fc.assert(
      fc.property(fc.array(stepArb, { maxLength: 60 }), (steps) => {
        const { model } = run(steps);
        const deposited = steps.filter((s): s is Extract<Step, { op: 'deposit' }> => s.op === 'deposit').reduce((sum, s) => sum + s.amountOre, 0);
        const spent = model.balances.get(REVENUE) ?? 0;
        const refunded = -(model.balances.get(REFUNDS) ?? 0);
        expect(model.balances.get(WALLET)).toBe(deposited - spent + refunded);
        expect(refunded).toBeLessThanOrEqual(spent);
      }),
      { numRuns: 300 },
    );
  });

  it('never refunds more of a product than was bought', () => {
    fc.assert(
      fc.property(linesArb, fc.array(fc.record({ productId: fc.constantFrom(...PRODUCTS), quantity: fc.integer({ min: 1, max: 5 }) })), (lines, refunds) => {
        const model = new LedgerModel(GRACE_MS, TTL_MS);
        model.deposit(1_000_000);
        const bought = model.purchase(lines);
        if (!bought.ok) return;
        for (const refund of refunds) model.refund(bought.id, [refund]);
        for (const line of model.purchases.get(bought.id)?.lines ?? []) expect(line.refundedQuantity).toBeLessThanOrEqual(line.quantity);
        expect(ledgerModelProblems(model, 0, GRACE_MS)).toEqual([]);
      }),
    );
  });

  it('releases an abandoned hold only after expiry plus grace', () => {
    const model = new LedgerModel(GRACE_MS, TTL_MS);
    model.deposit(1_000);
    const hold = model.reserve([{ lineNo: 1, productId: 'apple', priceOre: 600, quantity: 1, refundedQuantity: 0 }], 0);
    expect(hold.ok).toBe(true);
    expect(model.reserve([{ lineNo: 1, productId: 'milk', priceOre: 600, quantity: 1, refundedQuantity: 0 }], 0)).toEqual({ ok: false, reason: 'NoFund' });
    expect(model.expire(TTL_MS + GRACE_MS)).toBe(0);
    expect(model.expire(TTL_MS + GRACE_MS + 1)).toBe(1);
    expect(model.funds).toEqual({ balanceOre: 1_000, heldOre: 0 });
    if (hold.ok) expect(model.complete(hold.id, TTL_MS + GRACE_MS + 1)).toEqual({ ok: false, reason: 'expired' });
  });
});
