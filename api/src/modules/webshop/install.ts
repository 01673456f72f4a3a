import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { OrderKinds } from '../payment/order-kind';
import type { WalletService } from '../wallet/service';
import { webshopOrderKind } from './order-kind';
import { webshopRoutes } from './routes';
import { WebshopService } from './service';

interface WebshopNeeds {
  db: Db;
  clock: Clock;
  wallets: WalletService;
  /** The webshop order is the payment handler's default kind of order. */
  orderKinds: OrderKinds;
}

/** The webshops a family may shop in and their products; buying goes through the payment handler. */
export const webshopModule: ApiModule<WebshopNeeds, { webshops: WebshopService }> = {
  name: 'webshop',
  create: ({ db, clock, wallets, orderKinds }) => {
    orderKinds.registerDefault(webshopOrderKind);
    return { webshops: new WebshopService(db, clock, wallets) };
  },
  routes: async (app, { webshops }) => {
    await app.register(webshopRoutes, { webshops });
  },
};
