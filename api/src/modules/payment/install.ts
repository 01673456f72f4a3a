import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { CatalogueReader, CatalogueStock } from '../catalogue/reader';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { RestrictionReader } from '../restrictions/reader';
import type { WalletService } from '../wallet/service';
import { PaymentAdminService } from './admin';
import { paymentAdminRoutes } from './admin-routes';
import { registerHoldSweep } from './hold-sweep';
import type { PaymentConfig } from './config';
import type { FailedTopUpRetry } from './top-ups';
import { paymentRoutes } from './routes';
import { PaymentService } from './service';
import type { OrderKinds } from './order-kind';
import type { Settlement } from './settlement';

interface PaymentNeeds {
  db: Db;
  clock: Clock;
  config: PaymentConfig;
  ledger: LedgerService;
  idempotency: IdempotencyService;
  /** How payments move money and holds; made by the composition root and shared with the meeting module and the card notifications. */
  settlement: Settlement;
  /** The kinds of order the handler takes; each kind's module registers it (composition.ts). */
  orderKinds: OrderKinds;
  /** The products an order names and the wallet's purchases of them (the catalogue module's). */
  catalogue: CatalogueReader;
  /** The stock a reservation takes (the catalogue module's; shared with the settlement). */
  stock: CatalogueStock;
  /** The wallet's restrictions and today's spending (the restrictions module's). */
  restrictions: RestrictionReader;
  wallets: WalletService;
  /** The card provider for credit-card child transactions; without one, card payments answer NoCreditCard. */
  cardProvider: CardProviderAdapter | null;
  /** The platform's own front-end origins (return addresses are checked against them). */
  ownOrigins: readonly (string | RegExp)[];
  /** The cards module's retry of a failed card top-up (the support tool's RetryFailedTransaction on a deposit). */
  topUps?: FailedTopUpRetry | null;
}

/** The payment handler: prepare, reserve, complete, cancel and refund; the support tool's admin actions; expired holds are swept. */
export const paymentModule: ApiModule<PaymentNeeds, { payments: PaymentService; admin: PaymentAdminService }> = {
  name: 'payment',
  create: (n) => {
    const sources = { catalogue: n.catalogue, stock: n.stock, restrictions: n.restrictions };
    const payments = new PaymentService(n.db, n.clock, n.config, n.wallets, n.idempotency, n.ledger, n.settlement, n.orderKinds, sources, n.cardProvider, n.ownOrigins);
    return { payments, admin: new PaymentAdminService(n.db, n.clock, n.idempotency, n.settlement, payments, n.topUps ?? null) };
  },
  routes: async (app, { payments, admin }) => {
    await app.register(paymentRoutes, { payments });
    await app.register(paymentAdminRoutes, { admin });
  },
  jobs: (runner, _services, { db, clock, config, settlement, idempotency }) => registerHoldSweep(runner, { db, clock, config, settlement, idempotency }),
};
