import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { FamilyAccess } from '../family/access';
import { WalletBalanceHub } from './hub';
import { liveRoutes } from './routes';
import { LiveStreams } from './stream';

/** Live balances: one LISTEN per instance, fanned out to the Server-Sent-Events streams it serves. */
export const liveModule: ApiModule<{ db: Db; clock: Clock; family: FamilyAccess }, { hub: WalletBalanceHub; streams: LiveStreams }> = {
  name: 'live',
  create: ({ db, clock, family }) => {
    const hub = new WalletBalanceHub(db);
    return { hub, streams: new LiveStreams(db, clock, hub, family) };
  },
  routes: async (app, { hub, streams }) => {
    await app.register(liveRoutes, { hub, streams });
  },
};
