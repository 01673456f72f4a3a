/** Texts several features of the meeting remote show. */
export const commonTexts = {
  da: {
    common: {
      title: 'Mødeforplejning',
      navLabel: 'Mødeforplejning',
      newOrder: 'Ny bestilling',
      myOrders: 'Mine bestillinger',
      participants_one: '{{count}} deltager',
      participants_other: '{{count}} deltagere',
      pickedUp: 'Hentes af kunden',
      delivered: 'Bringes af køkkenet',
      productionElsewhere: 'Produktionslisten findes på partnersitet.',
    },
  },
  en: {
    common: {
      title: 'Meeting catering',
      navLabel: 'Meeting catering',
      newOrder: 'New order',
      myOrders: 'My orders',
      participants_one: '{{count}} participant',
      participants_other: '{{count}} participants',
      pickedUp: 'Picked up by the customer',
      delivered: 'Brought by the kitchen',
      productionElsewhere: 'The production list is on the partner site.',
    },
  },
};
