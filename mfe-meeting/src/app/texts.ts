import { addTranslations, mergeTextFiles } from '@kk/platform';
import { catalogueTexts } from '../features/catalogue/texts';
import { orderingTexts } from '../features/ordering/texts';
import { ordersTexts } from '../features/orders/texts';
import { productionTexts } from '../features/production/texts';
import { commonTexts } from './commonTexts';

/** Each feature's texts and the shared ones: one namespace ('meeting'). */
export const meetingTextFiles = {
  common: commonTexts,
  catalogue: catalogueTexts,
  ordering: orderingTexts,
  orders: ordersTexts,
  production: productionTexts,
};

/** Every text of the meeting remote, in Danish and English (namespace 'meeting'). */
export const meetingTexts = mergeTextFiles(meetingTextFiles);

export function registerMeetingTexts(): void {
  addTranslations('meeting', meetingTexts);
}
