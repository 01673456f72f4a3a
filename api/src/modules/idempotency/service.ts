import type { Clock } from '../../clock';
import { AppError } from '../../core/errors';
import { keysFreshAfter } from '../../core/idempotency';
import type { Db, Queryable } from '../../db/db';
import * as keys from './repository';
import type { StoredAnswer } from './repository';

export type { StoredAnswer } from './repository';

export const KEY_IN_USE_MESSAGE = 'A request with this Idempotency-Key is still being processed';
export const KEY_REUSED_MESSAGE = 'This Idempotency-Key was used for a different request';

export interface IdempotentCall {
  /** Whose keys: `user:<id>` or `device:<id>`. */
  scope: string;
  key: string;
  /** requestFingerprint(operation, body). */
  requestHash: string;
}

/**
 * Runs a money-moving call at most once per key. The key is locked (advisory, so every
 * instance sees it) and the answer is stored in the same database transaction as the
 * money the call moved: a crash before the commit leaves neither, a retry after it gets
 * the stored answer. A second call while the first still runs answers 409; the same key
 * with another request answers 422.
 */
export class IdempotencyService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly retentionMs: number,
  ) {}

  run(
    call: IdempotentCall,
    work: (tx: Queryable) => Promise<StoredAnswer>,
    /** Turns an expected refusal into the answer to store (after its writes are rolled back); null: rethrow. */
    answerFor: (error: unknown) => StoredAnswer | null,
  ): Promise<StoredAnswer> {
    return this.db.transaction(async (tx) => {
      if (!(await keys.tryLockKey(tx, call.scope, call.key))) throw new AppError(409, KEY_IN_USE_MESSAGE, 'Retry when the first request has finished');
      const now = this.clock.now();
      const known = await this.knownAnswer(tx, call, now);
      if (known !== null) return known;
      await tx.query('SAVEPOINT idempotent_work');
      let answer: StoredAnswer;
      try {
        answer = await work(tx);
      } catch (error) {
        const refusal = answerFor(error);
        if (refusal === null) throw error;
        await tx.query('ROLLBACK TO SAVEPOINT idempotent_work');
        answer = refusal;
      }
      await keys.storeAnswer(tx, { ...call, answer, at: now });
      return answer;
    });
  }

  /**
   * The answer stored for the key, replayed, before the call does anything (a call that asks
   * a provider first answers a retry without asking again); null while the key is free. The
   * same key with another request answers 422.
   */
  storedAnswer(call: IdempotentCall): Promise<StoredAnswer | null> {
    return this.knownAnswer(this.db, call, this.clock.now());
  }

  private async knownAnswer(q: Queryable, call: IdempotentCall, now: Date): Promise<StoredAnswer | null> {
    const known = await keys.findFreshKey(q, call.scope, call.key, keysFreshAfter(now, this.retentionMs));
    if (known === null) return null;
    if (known.requestHash !== call.requestHash) throw new AppError(422, KEY_REUSED_MESSAGE, 'Use a new Idempotency-Key for a new request');
    return { statusCode: known.statusCode, body: known.body, replayed: true };
  }

  /** Answers decided without moving money (the terminal's refusals): stored if the key is still free. */
  async remember(call: IdempotentCall, answer: StoredAnswer): Promise<void> {
    await keys.storeAnswerIfAbsent(this.db, { ...call, answer, at: this.clock.now() });
  }

  /** Forgets keys past the retention window; run by the sweep. */
  forgetExpired(now: Date = this.clock.now()): Promise<number> {
    return keys.deleteKeysCreatedBefore(this.db, keysFreshAfter(now, this.retentionMs));
  }
}
