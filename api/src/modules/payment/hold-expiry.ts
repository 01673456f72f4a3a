import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import { defaultPaymentConfig } from './config';
import * as payments from './repository';
import type { Settlement } from './settlement';

export interface ExpireHoldsOptions {
  /** Time after expiry in which a completion still wins (HOLD_GRACE_SECONDS). */
  graceMs: number;
  /** Most reservations released per call. */
  batchSize?: number;
}

/**
 * Releases reservations nobody completed or cancelled: past their expiry plus the grace,
 * each in a transaction of its own, the hold released, the stock returned and the
 * transaction marked expired (status 5). A reservation another instance is working on
 * right now is skipped (SKIP LOCKED) and looked at on the next run. Returns how many
 * were released.
 */
export async function expireHolds(
  { db, clock, settlement }: { db: Db; clock: Clock; settlement: Settlement },
  options: ExpireHoldsOptions = { graceMs: defaultPaymentConfig.holdGraceMs },
): Promise<number> {
  const cutoff = new Date(clock.now().getTime() - options.graceMs);
  const candidates = await payments.reservedExpiredBefore(db, cutoff, options.batchSize ?? 500);
  let released = 0;
  for (const id of candidates) {
    const didRelease = await db.transaction(async (tx) => {
      const payment = await payments.lockReservedUnlessBusy(tx, id);
      if (payment === null || payment.expires_at === null || new Date(payment.expires_at) >= cutoff) return false;
      await settlement.release(tx, payment, 'expire', clock.now());
      return true;
    });
    if (didRelease) released += 1;
  }
  return released;
}
