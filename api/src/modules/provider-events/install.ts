import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { ProviderEventDispatcher } from './dispatcher';
import { cardProviderRoutes } from './routes';

/**
 * The card provider's signed notifications (POST /api/CardProvider/Notification): checked,
 * recorded once and handed to the module that owns each kind (cards: saved cards;
 * MobilePay: agreements and deposits; payment: hosted card payments), as the composition
 * root registers them.
 */
export const providerEventsModule: ApiModule<{ db: Db; clock: Clock; cardProvider: CardProviderAdapter }, { dispatcher: ProviderEventDispatcher }> = {
  name: 'provider-events',
  create: ({ db, clock, cardProvider }) => ({ dispatcher: new ProviderEventDispatcher(db, clock, cardProvider) }),
  routes: async (app, { dispatcher }) => {
    await app.register(cardProviderRoutes, { notifications: dispatcher });
  },
};
