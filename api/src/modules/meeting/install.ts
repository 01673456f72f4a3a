import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CatalogueEditing } from '../catalogue/editing';
import type { IdempotencyService } from '../idempotency/service';
import type { OrderKinds } from '../payment/order-kind';
import type { Settlement } from '../payment/settlement';
import { MeetingCatalogueService } from './catalogue-service';
import { meetingCatalogueRoutes } from './catalogue-routes';
import { meetingOrderKind } from './order-kind';
import { meetingRoutes } from './routes';
import { MeetingService } from './service';

interface MeetingNeeds {
  db: Db;
  clock: Clock;
  idempotency: IdempotencyService;
  /** The payment handler's settlement: a changed order's price difference moves the way its other changes do. */
  settlement: Settlement;
  /** Where the meeting order's rules plug into the payment handler. */
  orderKinds: OrderKinds;
  /** The partner site's meeting options: who may edit which customer's, and the history of changes. */
  editing: CatalogueEditing;
}

/** Meeting catering: options (and, on the partner site, their editing), the user's orders and their changes, the kitchen's production list. Orders are placed and cancelled through the payment handler. */
export const meetingModule: ApiModule<MeetingNeeds, { meetings: MeetingService; catalogue: MeetingCatalogueService }> = {
  name: 'meeting',
  create: ({ db, clock, idempotency, settlement, orderKinds, editing }) => {
    orderKinds.register(meetingOrderKind);
    return { meetings: new MeetingService(db, clock, idempotency, settlement), catalogue: new MeetingCatalogueService(db, editing) };
  },
  routes: async (app, { meetings, catalogue }) => {
    await app.register(meetingRoutes, { meetings });
    await app.register(meetingCatalogueRoutes, { catalogue });
  },
};
