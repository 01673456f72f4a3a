/** Texts more than one feature of the wallet remote shows: buttons, the sub-pages' frame, the missing-card step. */
export const commonTexts = {
  da: {
    common: {
      backHome: '← Tilbage til forsiden',
      cancel: 'Annuller',
      close: 'Luk',
      ok: 'OK',
      next: 'Næste',
      kroner: 'kr.',
    },
    unknownWallet: 'Tegnebogen findes ikke, eller du har ikke adgang til den.',
    notFound: 'Siden findes ikke.',
    /** The canteen's food groups: the spending controls block them, the spending insight sums them. */
    foodGroups: {
      meal: 'Måltider',
      fruit: 'Frugt',
      dairy: 'Mejeriprodukter',
      sweets: 'Slik',
      soda: 'Sodavand',
    },
    empty: 'Der er ingen tegnebøger knyttet til din bruger endnu.',
    pictureOf: 'Billede af {{name}}',
    missingCard: {
      title: 'Der mangler et betalingskort',
      body: '{{name}} har ikke et betalingskort, der kan betale. Tilføj et kort eller vælg et af familiens kort.',
      confirm: 'Gå til betalingskort',
      multiTitle: 'Flere tegnebøger mangler et betalingskort',
      multiBody: 'Vælg et betalingskort for hver af disse tegnebøger:',
      chooseFor: 'Vælg kort til {{name}}',
      cancel: 'Annuller',
    },
  },
  en: {
    common: {
      backHome: '← Back to the front page',
      cancel: 'Cancel',
      close: 'Close',
      ok: 'OK',
      next: 'Next',
      kroner: 'DKK',
    },
    unknownWallet: 'The wallet does not exist, or you have no access to it.',
    notFound: 'The page does not exist.',
    foodGroups: {
      meal: 'Meals',
      fruit: 'Fruit',
      dairy: 'Dairy',
      sweets: 'Sweets',
      soda: 'Soft drinks',
    },
    empty: 'No wallets are linked to your user yet.',
    pictureOf: 'Picture of {{name}}',
    missingCard: {
      title: 'A payment card is missing',
      body: '{{name}} has no payment card that can pay. Add a card or choose one of the family’s cards.',
      confirm: 'Go to payment cards',
      multiTitle: 'Several wallets have no payment card',
      multiBody: 'Choose a payment card for each of these wallets:',
      chooseFor: 'Choose a card for {{name}}',
      cancel: 'Cancel',
    },
  },
};
