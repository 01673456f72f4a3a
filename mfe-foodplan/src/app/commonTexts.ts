/** Texts the food plan's app layer shows (navigation, the child and plan pickers). */
export const commonTexts = {
  da: {
    common: {
      title: 'Madplan',
      navLabel: 'Madplan',
      nav: { menu: 'Menu', subscriptions: 'Abonnementer', orders: 'Bestillinger', allergies: 'Allergier' },
      childPicker: 'Vælg barn',
      planPicker: 'Vælg madordning',
      none: 'Ingen af dine børn har en madordning.',
      caterer: 'fra {{name}}',
    },
  },
  en: {
    common: {
      title: 'Food plan',
      navLabel: 'Food plan',
      nav: { menu: 'Menu', subscriptions: 'Subscriptions', orders: 'Orders', allergies: 'Allergies' },
      childPicker: 'Choose a child',
      planPicker: 'Choose a food plan',
      none: 'None of your children has a food plan.',
      caterer: 'from {{name}}',
    },
  },
};
