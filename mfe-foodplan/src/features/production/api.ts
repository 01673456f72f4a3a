import { FOOD_PLAN_PRODUCTION_PATHS, type FoodPlanProduction } from '@kk/contracts';
import { api } from '@kk/platform';

const query = (date: string, foodPlanId: string | null) => ({ date, ...(foodPlanId ? { foodPlanID: foodPlanId } : {}) });

/** The kitchen's production list (partner site, role FoodPlanKitchen). */
export const productionApi = {
  day: (date: string, foodPlanId: string | null) => api.get<FoodPlanProduction>(FOOD_PLAN_PRODUCTION_PATHS.list, query(date, foodPlanId), { silent: true }),
  /** The same day as CSV text (one row per child and dish). */
  csv: (date: string, foodPlanId: string | null) => api.get<string>(FOOD_PLAN_PRODUCTION_PATHS.csv, query(date, foodPlanId)),
};
