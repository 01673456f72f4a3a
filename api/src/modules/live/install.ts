import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { FamilyAccess } from '../family/access';
import { FoodPlanOrdersHub, WalletBalanceHub } from './hub';
import { ProductionStreams, type KitchenPlans } from './production-stream';
import { liveRoutes } from './routes';
import { LiveStreams } from './stream';

interface LiveNeeds {
  db: Db;
  clock: Clock;
  family: FamilyAccess;
  /** Which food plans a kitchen's production list may watch (the food-plan module's production list). */
  kitchen: KitchenPlans;
}

/**
 * Live balances and the kitchen's live production list: one LISTEN per instance and
 * channel, fanned out to the Server-Sent-Events streams it serves.
 */
export const liveModule: ApiModule<LiveNeeds, { hub: WalletBalanceHub; streams: LiveStreams; ordersHub: FoodPlanOrdersHub; production: ProductionStreams }> = {
  name: 'live',
  create: ({ db, clock, family, kitchen }) => {
    const hub = new WalletBalanceHub(db);
    const ordersHub = new FoodPlanOrdersHub(db);
    return { hub, streams: new LiveStreams(db, clock, hub, family), ordersHub, production: new ProductionStreams(db, clock, ordersHub, kitchen) };
  },
  routes: async (app, services) => {
    await app.register(liveRoutes, services);
  },
};
