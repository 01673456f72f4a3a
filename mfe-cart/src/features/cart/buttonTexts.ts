/** The floating cart button's texts: all the cart remote shows on a page without the cart open. */
export const cartButtonTexts = {
  da: {
    cartButton: {
      label: 'Kurv ({{count}}), indkøbskurv med {{count}} varer',
      text: 'Kurv',
      fee: 'Servicegebyr ved kortbetaling: op til {{fee}}',
    },
  },
  en: {
    cartButton: {
      label: 'Cart ({{count}}), shopping cart with {{count}} items',
      text: 'Cart',
      fee: 'Service fee for card payments: up to {{fee}}',
    },
  },
};
