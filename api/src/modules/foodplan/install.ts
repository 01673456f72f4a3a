import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { CatalogueEditing } from '../catalogue/editing';
import type { FamilyAccess } from '../family/access';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { MailService } from '../mail/service';
import type { OrderKinds } from '../payment/order-kind';
import type { PaymentService } from '../payment/service';
import type { WalletService } from '../wallet/service';
import { absenceRoutes } from './absence-routes';
import { AbsenceService } from './absence-service';
import { foodPlanCatalogueRoutes } from './catalogue-routes';
import { FoodPlanPlanner } from './catalogue-service';
import { DishChanges, type GuardianRecipients } from './dish-change-consequences';
import { foodplanOrderKind } from './order-kind';
import { foodPlanProductionRoutes } from './production-routes';
import { FoodPlanProductionList } from './production-service';
import { registerRenewalJobs } from './renewals';
import { foodplanRoutes } from './routes';
import { FoodplanService } from './service';

interface FoodplanNeeds {
  db: Db;
  clock: Clock;
  wallets: WalletService;
  /** The payment handler: subscription renewals pay through it. */
  payments: PaymentService;
  /** Renewals paid by card charge the wallet's saved card. */
  cardProvider: CardProviderAdapter;
  ledger: LedgerService;
  /** Where the food plan's order rules plug into the payment handler. */
  orderKinds: OrderKinds;
  /** The partner site's menu planner: who may edit which plan's menus, and the history of changes. */
  editing: CatalogueEditing;
  /** A changed dish's e-mail to the guardians who ordered it. */
  mail: MailService;
  /** Who hears of a wallet's orders: its guardians in their languages (the alerts module's WalletAlerts). */
  recipients: GuardianRecipients;
  /** The wallet site's origin: the e-mails link to its orders view. */
  walletSiteOrigin: string;
  /** An absence's credits run once per Idempotency-Key. */
  idempotency: IdempotencyService;
  /** Who is a guardian of a wallet (absence). */
  family: FamilyAccess;
}

/**
 * The food plan: plans, menus, product types, subscriptions and their renewal, orders and
 * allergy profiles. Buying, paying and refunding go through the payment handler, which
 * applies the food plan's rules (order-kind.ts, reservation.ts) under the wallet's lock.
 */
export const foodplanModule: ApiModule<FoodplanNeeds, { foodplans: FoodplanService; planner: FoodPlanPlanner; production: FoodPlanProductionList; absences: AbsenceService }> = {
  name: 'foodplan',
  create: ({ db, clock, wallets, ledger, orderKinds, editing, mail, payments, recipients, walletSiteOrigin, idempotency, family }) => {
    orderKinds.register(foodplanOrderKind);
    // What a planner change means for the orders already placed (e-mails, full-refund rights, flags, refunds), after it commits.
    const consequences = new DishChanges({ db, clock, mail, payments, recipients, editing, walletSiteOrigin });
    return {
      foodplans: new FoodplanService(db, clock, wallets, ledger),
      planner: new FoodPlanPlanner(db, clock, editing, consequences),
      // Absence: the absent days' orders are credited through the payment handler under the wallet's lock.
      absences: new AbsenceService({ db, clock, ledger, payments, idempotency, family }),
      // The kitchen's production list (issue 26), scoped as the planner is.
      production: new FoodPlanProductionList(db, editing),
    };
  },
  routes: async (app, { foodplans, planner, production, absences }) => {
    await app.register(foodplanRoutes, { foodplans });
    await app.register(absenceRoutes, { absences });
    await app.register(foodPlanCatalogueRoutes, { planner });
    await app.register(foodPlanProductionRoutes, { production });
  },
  jobs: (runner, _services, { db, clock, payments, cardProvider, ledger }) => registerRenewalJobs(runner, { db, clock, payments, cardProvider, ledger }),
};
