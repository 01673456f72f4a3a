import { addTranslations, mergeTextFiles } from '@kk/platform';
import { absenceTexts } from '../features/absence/texts';
import { allergiesTexts } from '../features/allergies/texts';
import { menuTexts } from '../features/menu/texts';
import { ordersTexts } from '../features/orders/texts';
import { plannerTexts } from '../features/planner/texts';
import { productionTexts } from '../features/production/texts';
import { subscriptionsTexts } from '../features/subscriptions/texts';
import { commonTexts } from './commonTexts';

/** Each feature's texts and the shared ones: one namespace ('foodplan'). */
export const foodPlanTextFiles = {
  common: commonTexts,
  menu: menuTexts,
  subscriptions: subscriptionsTexts,
  orders: ordersTexts,
  allergies: allergiesTexts,
  planner: plannerTexts,
  production: productionTexts,
  absence: absenceTexts,
};

/** Every text of the food plan remote, in Danish and English (namespace 'foodplan'). */
export const foodPlanTexts = mergeTextFiles(foodPlanTextFiles);

export function registerFoodPlanTexts(): void {
  addTranslations('foodplan', foodPlanTexts);
}
