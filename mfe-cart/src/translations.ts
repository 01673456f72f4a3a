import { addTranslations } from '@kk/platform';

export const cartTexts = {
  da: {
    webshop: {
      title: 'Webshop',
      intro: 'Webshops, du kan handle i for dine tegnebøger:',
      forWallet: 'til {{name}}',
      none: 'Ingen af dine tegnebøger har en webshop.',
      coming: 'Varer, kurv og betaling kommer i næste udgivelse.',
    },
    cartButton: {
      label: 'Indkøbskurv med {{count}} varer',
      text: 'Kurv',
    },
  },
  en: {
    webshop: {
      title: 'Webshop',
      intro: 'Webshops you can shop in for your wallets:',
      forWallet: 'for {{name}}',
      none: 'None of your wallets has a webshop.',
      coming: 'Products, basket and payment arrive in the next release.',
    },
    cartButton: {
      label: 'Shopping cart with {{count}} items',
      text: 'Cart',
    },
  },
};

export function registerCartTexts(): void {
  addTranslations('cart', cartTexts);
}
