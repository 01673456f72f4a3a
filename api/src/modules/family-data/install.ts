import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { FamilyAccess } from '../family/access';
import { registerMessageRetention } from './retention-job';
import { familyDataRoutes } from './routes';
import { FamilyData } from './service';

/** A family's data (issue 28): the guardian's data export, the support tool's erasure of a closed family, the message log's retention. */
export const familyDataModule: ApiModule<{ db: Db; clock: Clock; family: FamilyAccess }, { familyData: FamilyData }> = {
  name: 'family-data',
  create: ({ db, clock, family }) => ({ familyData: new FamilyData(db, clock, family) }),
  routes: async (app, { familyData }) => {
    await app.register(familyDataRoutes, { familyData });
  },
  jobs: (runner, { familyData }) => {
    registerMessageRetention(runner, familyData);
  },
};
