import type { ApiModule } from '../../api-module';
import type { WalletAlerts } from '../alerts/wallet-alerts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { CardReads } from '../cards/card-reads';
import type { DepositRoom } from '../cards/deposit-room';
import type { CardService } from '../cards/service';
import type { FamilyAccess } from '../family/access';
import type { FoodPlanReads } from '../foodplan/food-plan-reads';
import type { LedgerService } from '../ledger/service';
import type { AgreementReads } from '../mobilepay/agreement-reads';
import { registerRefillJobs } from './refill-jobs';
import { refillRoutes } from './routes';
import { RefillService } from './service';
import { WalletFundingFacts } from './wallet-funding';

interface RefillNeeds {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  cardProvider: CardProviderAdapter;
  cards: CardService;
  family: FamilyAccess;
  /** The card a refill charges. */
  cardReads: CardReads;
  /** The wallet's ceiling and the money on its way in. */
  room: DepositRoom;
  /** The wallet's MobilePay agreements. */
  agreements: AgreementReads;
  /** A paused refill's alert. */
  alerts: WalletAlerts;
  /** The failed subscription renewals the failed-subscriptions list shows beside the refills. */
  foodPlan: FoodPlanReads;
}

/** Automatic and monthly refills: their settings, and the jobs that charge the saved card. */
export const refillsModule: ApiModule<RefillNeeds, { refills: RefillService; walletFunding: WalletFundingFacts }> = {
  name: 'refills',
  create: ({ db, clock, cards, family, agreements, foodPlan }) => {
    const refills = new RefillService(db, clock, family, agreements, foodPlan);
    return { refills, walletFunding: new WalletFundingFacts(db, cards, refills, agreements) };
  },
  routes: async (app, { refills }) => {
    await app.register(refillRoutes, { refills });
  },
  jobs: (runner, _services, { db, clock, cardProvider, ledger, cardReads, room, agreements, alerts }) =>
    registerRefillJobs(runner, { db, clock, provider: cardProvider, ledger, cards: cardReads, room, agreements, alerts }),
};
