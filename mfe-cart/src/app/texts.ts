import { addTranslations, mergeTextFiles } from '@kk/platform';
import { cartButtonTexts } from '../features/cart/buttonTexts';
import { cartTexts } from '../features/cart/texts';
import { catalogueTexts } from '../features/catalogue/texts';
import { handOutTexts } from '../features/handout/texts';
import { webshopTexts } from '../features/webshop/texts';

/** Each feature's texts and the cart button's: one namespace ('cart'). */
export const cartTextFiles = {
  common: cartButtonTexts,
  cart: cartTexts,
  webshop: webshopTexts,
  catalogue: catalogueTexts,
  handout: handOutTexts,
};

/** The remote's texts in one namespace ('cart'): the webshop page's, the cart dialog's, its button's and the partner site's catalogue page and hand-out list. */
export const texts = mergeTextFiles(cartTextFiles);

export function registerCartTexts(): void {
  addTranslations('cart', texts);
}
