import { createHash } from 'node:crypto';
import { copenhagenDayBounds } from '@kk/domain';
import { z } from 'zod';
import { providerFeeOre, type SettlementFile, type SettlementLine, type SettlementMethod } from './protocol';
import type { SandboxState } from './state';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A YYYY-MM-DD that is a calendar day; null otherwise. */
export function settlementDate(text: string): string | null {
  if (!DATE.test(text)) return null;
  const [year, month, day] = text.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day ? text : null;
}

/**
 * The day's settlement file of one method, as a real acquirer sends it: each charge and
 * hosted payment booked that Copenhagen day with its fee (the fee schedule of
 * protocol/fees.ts), and each refund and pay-out to a card paid. Built from the provider's own memory, so it says
 * what the provider did, whatever the platform recorded.
 */
export function settlementFile(state: SandboxState, method: SettlementMethod, date: string): SettlementFile {
  const { start, end } = copenhagenDayBounds(date);
  const lines: SettlementLine[] = [];
  for (const booked of state.bookedBetween(start, end)) {
    if ((booked.method ?? 'card') !== method) continue;
    const reference = booked.reference ?? null;
    // A pay-out to a saved card is money back to a card as a refund is, in the file's words.
    if (booked.kind === 'refund' || booked.kind === 'payout') {
      lines.push({ type: 'refund', reference, providerTransactionId: booked.id, amountOre: booked.amountOre, bookedAt: booked.createdAt });
      continue;
    }
    lines.push({ type: 'charge', reference, providerTransactionId: booked.id, amountOre: booked.amountOre, bookedAt: booked.createdAt });
    const fee = providerFeeOre(method, booked.amountOre);
    if (fee > 0) lines.push({ type: 'fee', reference, providerTransactionId: booked.id, amountOre: fee, bookedAt: booked.createdAt });
  }
  const sum = (type: SettlementLine['type']) => lines.filter((line) => line.type === type).reduce((total, line) => total + line.amountOre, 0);
  return { method, date, currency: 'DKK', lines, totals: { chargedOre: sum('charge'), refundedOre: sum('refund'), feesOre: sum('fee') } };
}

/**
 * Charges the provider made before the platform's database was seeded (POST
 * /api/sandbox/seeded-charges, signed; a sandbox-only call, a real provider has none): the
 * demo world's card money is written straight into the ledger, and this is how the sandbox
 * learns that it charged it, so its settlement files list it and the demo world reconciles.
 * Once per reference: a repeated call records nothing twice.
 */
export const SeededChargesRequest = z.object({
  charges: z
    .array(
      z.object({
        reference: z.string().min(1).max(200),
        method: z.enum(['card', 'mobilepay']),
        amountOre: z.number().int().positive(),
        chargedAt: z.string().datetime({ offset: true }),
      }),
    )
    .max(10_000),
});

export function recordSeededCharges(state: SandboxState, body: z.infer<typeof SeededChargesRequest>): { recorded: number } {
  let recorded = 0;
  for (const charge of body.charges) {
    const operation = `seeded:${charge.reference}`;
    if (state.operation(operation) !== null) continue;
    // The same reference always gets the same transaction id, so the files stay stable.
    const id = `txn_seed_${createHash('sha256').update(charge.reference).digest('base64url').slice(0, 24)}`;
    state.putTransaction({ id, kind: 'charge', amountOre: charge.amountOre, refundedOre: 0, reference: charge.reference, method: charge.method, createdAt: new Date(charge.chargedAt).toISOString() });
    state.putOperation({ reference: operation, fingerprint: `${charge.method}:${charge.amountOre}`, outcome: { status: 'approved', providerTransactionId: id } });
    recorded += 1;
  }
  return { recorded };
}
