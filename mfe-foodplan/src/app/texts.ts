import { addTranslations } from '@kk/platform';
import { allergiesTexts } from '../features/allergies/texts';
import { menuTexts } from '../features/menu/texts';
import { ordersTexts } from '../features/orders/texts';
import { subscriptionsTexts } from '../features/subscriptions/texts';
import { commonTexts } from './commonTexts';

/** Each feature's texts and the shared ones: one namespace ('foodplan'). */
export const foodPlanTextFiles = {
  common: commonTexts,
  menu: menuTexts,
  subscriptions: subscriptionsTexts,
  orders: ordersTexts,
  allergies: allergiesTexts,
};

const files = Object.values(foodPlanTextFiles);

/** Every text of the food plan remote, in Danish and English (namespace 'foodplan'). */
export const foodPlanTexts = {
  da: Object.assign({}, ...files.map((texts) => texts.da)) as Record<string, unknown>,
  en: Object.assign({}, ...files.map((texts) => texts.en)) as Record<string, unknown>,
};

export function registerFoodPlanTexts(): void {
  addTranslations('foodplan', foodPlanTexts);
}
