import type { AllergiesResponse } from '@kk/contracts';
import { api } from '@kk/platform';

const PATH = '/api/FoodPlanner/V3/Allergies';

/** A child's allergy profile (GET and PUT Allergies). */
export const allergiesApi = {
  profile: (walletID: string) => api.get<AllergiesResponse>(PATH, { walletID }, { silent: true }),
  save: (walletID: string, allergenIds: readonly number[]) =>
    api.put<AllergiesResponse>(`${PATH}?walletID=${encodeURIComponent(walletID)}`, { AllergenIDs: allergenIds }, { silent: true }),
};
