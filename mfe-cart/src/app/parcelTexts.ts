import { addTranslations } from '@kk/platform';
import { cartButtonTexts } from '../features/cart/buttonTexts';

/**
 * The parcel, on every page, starts with the floating button's texts only; the cart
 * dialog registers its own when it loads (CartDialog.tsx).
 */
export function registerCartButtonTexts(): void {
  addTranslations('cart', cartButtonTexts);
}
