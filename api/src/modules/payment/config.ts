import { z } from 'zod';
import { DEFAULT_IDEMPOTENCY_RETENTION_MS } from '../../core/idempotency';

export interface PaymentConfig {
  /** How long a reservation holds money before the sweep may release it (HOLD_TTL_MINUTES). */
  holdTtlMs: number;
  /** Extra time after expiry in which a completion still wins over the sweep (HOLD_GRACE_SECONDS). */
  holdGraceMs: number;
  /** How often each instance tries to sweep (HOLD_SWEEP_INTERVAL_SECONDS); one sweeps at a time. */
  holdSweepIntervalMs: number;
  /** How long idempotency keys and their answers are kept (IDEMPOTENCY_RETENTION_HOURS). */
  idempotencyRetentionMs: number;
  /** Where the card provider sends the browser back when the order names no AcceptURL (PAYMENT_RETURN_URL). */
  defaultReturnUrl: string;
  /**
   * Canteen sales batched per instance (api/src/core/batcher.ts): how many batches run at
   * once (TERMINAL_BATCH_CONCURRENCY) and the most sales in one (TERMINAL_BATCH_SIZE).
   */
  terminalBatch: { maxInFlight: number; maxBatch: number };
}

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const nonNegativeInt = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const PaymentEnv = z.object({
  HOLD_TTL_MINUTES: positiveInt(15),
  HOLD_GRACE_SECONDS: nonNegativeInt(60),
  HOLD_SWEEP_INTERVAL_SECONDS: positiveInt(30),
  IDEMPOTENCY_RETENTION_HOURS: positiveInt(DEFAULT_IDEMPOTENCY_RETENTION_MS / 3_600_000),
  PAYMENT_RETURN_URL: z.string().url().default('http://localhost:3000/?checkout=true'),
  TERMINAL_BATCH_CONCURRENCY: positiveInt(2),
  TERMINAL_BATCH_SIZE: positiveInt(25),
});

export function paymentConfigFromEnv(env: NodeJS.ProcessEnv = process.env): PaymentConfig {
  const parsed = PaymentEnv.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
    throw new Error(`Invalid payment configuration: ${problems}`);
  }
  const e = parsed.data;
  return {
    holdTtlMs: e.HOLD_TTL_MINUTES * 60_000,
    holdGraceMs: e.HOLD_GRACE_SECONDS * 1_000,
    holdSweepIntervalMs: e.HOLD_SWEEP_INTERVAL_SECONDS * 1_000,
    idempotencyRetentionMs: e.IDEMPOTENCY_RETENTION_HOURS * 3_600_000,
    defaultReturnUrl: e.PAYMENT_RETURN_URL,
    terminalBatch: { maxInFlight: e.TERMINAL_BATCH_CONCURRENCY, maxBatch: e.TERMINAL_BATCH_SIZE },
  };
}

/** The defaults, independent of the environment the tests happen to run in. */
export const defaultPaymentConfig: PaymentConfig = paymentConfigFromEnv({});
