import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import { FamilyAccess } from './access';

/**
 * Who may see or move a family's money: the checks cards, MobilePay, refills, alerts,
 * spending controls and the onboarding's terms ask before they answer. No routes or jobs.
 */
export const familyModule: ApiModule<{ db: Db }, { family: FamilyAccess }> = {
  name: 'family',
  create: ({ db }) => ({ family: new FamilyAccess(db) }),
};
