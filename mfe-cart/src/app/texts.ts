import { addTranslations } from '@kk/platform';
import { cartButtonTexts } from '../features/cart/buttonTexts';
import { cartTexts } from '../features/cart/texts';
import { webshopTexts } from '../features/webshop/texts';

/** The remote's texts in one namespace ('cart'): the webshop page's, the cart dialog's and its button's. */
export const texts = {
  da: { ...cartButtonTexts.da, ...cartTexts.da, ...webshopTexts.da },
  en: { ...cartButtonTexts.en, ...cartTexts.en, ...webshopTexts.en },
};

export function registerCartTexts(): void {
  addTranslations('cart', texts);
}
