import { addTranslations } from '@kk/platform';
import { cartTexts } from '../features/cart/texts';
import { webshopTexts } from '../features/webshop/texts';

/** The remote's texts in one namespace ('cart'): the webshop page's and the cart's. */
export const texts = {
  da: { ...cartTexts.da, ...webshopTexts.da },
  en: { ...cartTexts.en, ...webshopTexts.en },
};

export function registerCartTexts(): void {
  addTranslations('cart', texts);
}
