import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';

/**
 * What every service that takes money in through the card provider works with (a deposit by
 * card or with MobilePay, a MobilePay agreement, the retry of a failed top-up): one of each,
 * from the composition root.
 */
export interface MoneyIn {
  db: Db;
  clock: Clock;
  provider: CardProviderAdapter;
  ledger: LedgerService;
  idempotency: IdempotencyService;
}
