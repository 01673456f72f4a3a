import type { MenuResponse } from '@kk/contracts';
import { api } from '@kk/platform';

/** The menu of one plan for one child (the child's facts: purchases, allergy blocks). */
export const menuApi = {
  menu: (foodPlanID: string, walletID: string, from: string, to: string) =>
    api.get<MenuResponse>('/api/FoodPlanner/V3/Menu', { foodPlanID, walletID, from, to }, { silent: true }),
};
