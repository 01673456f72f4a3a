import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { DepositRoom } from '../cards/deposit-room';
import type { FamilyAccess } from '../family/access';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { PaymentNoticeOwner, RecordedNoticeOwner } from '../provider-events/dispatcher';
import { AgreementReads } from './agreement-reads';
import { MobilePayAgreementService } from './agreements';
import { MobilePayDepositService } from './deposits';
import { registerMobilePayReconciliation } from './jobs';
import { agreementNotices, depositNotices } from './notices';
import { mobilePayRoutes } from './routes';

interface MobilePayNeeds {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  idempotency: IdempotencyService;
  cardProvider: CardProviderAdapter;
  /** Origins the provider's approval pages may send the browser back to. */
  corsOrigins: readonly (string | RegExp)[];
  family: FamilyAccess;
  /** The wallet's ceiling, counted as the cards module counts it. */
  room: DepositRoom;
}

interface MobilePayServices {
  deposits: MobilePayDepositService;
  agreements: MobilePayAgreementService;
  /** What refills read of a wallet's agreements. */
  agreementReads: AgreementReads;
  /** Registered with the provider's events by the composition root. */
  agreementNotices: RecordedNoticeOwner<'agreement_approved' | 'agreement_failed'>;
  depositNotices: PaymentNoticeOwner;
}

/** MobilePay: deposits with the payer's approval in the app, the agreements refills charge, and the job that asks the provider about either when its notice never came. */
export const mobilePayModule: ApiModule<MobilePayNeeds, MobilePayServices> = {
  name: 'mobilepay',
  create: (n) => {
    const moneyIn = { db: n.db, clock: n.clock, provider: n.cardProvider, ledger: n.ledger, idempotency: n.idempotency };
    const deposits = new MobilePayDepositService(moneyIn, n.corsOrigins, n.family, n.room);
    const agreements = new MobilePayAgreementService(moneyIn, n.corsOrigins, n.family, n.room);
    return { deposits, agreements, agreementReads: new AgreementReads(), agreementNotices: agreementNotices(agreements), depositNotices: depositNotices(deposits) };
  },
  routes: async (app, { deposits, agreements }) => {
    await app.register(mobilePayRoutes, { deposits, agreements });
  },
  jobs: (runner, { deposits, agreements }) => registerMobilePayReconciliation(runner, deposits, agreements),
};
