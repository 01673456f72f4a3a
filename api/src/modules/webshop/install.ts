import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CatalogueEditing } from '../catalogue/editing';
import type { CatalogueReader, CatalogueStock } from '../catalogue/reader';
import type { FoodPlanReads } from '../foodplan/food-plan-reads';
import type { IdempotencyService } from '../idempotency/service';
import type { OrderKinds } from '../payment/order-kind';
import type { Settlement } from '../payment/settlement';
import type { WalletService } from '../wallet/service';
import { webshopCatalogueRoutes } from './catalogue-routes';
import { WebshopCatalogueService } from './catalogue-service';
import { webshopHandOutRoutes } from './handout-routes';
import { WebshopHandOutService } from './handout-service';
import { webshopOrderKind } from './order-kind';
import { webshopRoutes } from './routes';
import { WebshopService } from './service';

interface WebshopNeeds {
  db: Db;
  clock: Clock;
  wallets: WalletService;
  /** The webshop order is the payment handler's default kind of order. */
  orderKinds: OrderKinds;
  /** How many of each product a wallet has bought, for the purchase limit (the catalogue module's). */
  catalogue: CatalogueReader;
  /** The child's allergy profile, which products and orders are checked against (the foodplan module's). */
  foodPlan: FoodPlanReads;
  /** The partner site's catalogue editing: who may edit which customer's webshop, and the history of changes. */
  editing: CatalogueEditing;
  /** Stock adjustments by hand, under the lock the reservations take stock under. */
  stock: CatalogueStock;
  /** A stock adjustment runs once per Idempotency-Key. */
  idempotency: IdempotencyService;
  /** The hand-out list's tick changes a webshop order only through the payment handler's Settlement, under the payment's lock. */
  settlement: Settlement;
}

/** The webshops a family may shop in and their products (buying goes through the payment handler); the partner site edits the products and hands the orders out. */
export const webshopModule: ApiModule<WebshopNeeds, { webshops: WebshopService; webshopCatalogue: WebshopCatalogueService; webshopHandOut: WebshopHandOutService }> = {
  name: 'webshop',
  create: ({ db, clock, wallets, orderKinds, catalogue, foodPlan, editing, stock, idempotency, settlement }) => {
    orderKinds.registerDefault(webshopOrderKind(foodPlan));
    return {
      webshops: new WebshopService(db, clock, wallets, catalogue, foodPlan),
      webshopCatalogue: new WebshopCatalogueService(db, clock, editing, stock, idempotency),
      webshopHandOut: new WebshopHandOutService(db, clock, editing, settlement),
    };
  },
  routes: async (app, { webshops, webshopCatalogue, webshopHandOut }) => {
    await app.register(webshopRoutes, { webshops });
    await app.register(webshopCatalogueRoutes, { catalogue: webshopCatalogue });
    await app.register(webshopHandOutRoutes, { handOut: webshopHandOut });
  },
};
