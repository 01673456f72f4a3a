/** Texts several features of the transactions remote show. */
export const commonTexts = {
  da: {
    common: {
      title: 'Transaktioner',
      close: 'Luk',
      yes: 'Ja',
      no: 'Nej',
      loadFailed: 'Indlæsningen mislykkedes. Prøv igen.',
      retry: 'Prøv igen',
      statusNames: { '1': 'Reserveret', '2': 'Gennemført', '3': 'Fejlet', '4': 'Annulleret', '5': 'Udløbet' },
    },
  },
  en: {
    common: {
      title: 'Transactions',
      close: 'Close',
      yes: 'Yes',
      no: 'No',
      loadFailed: 'Loading failed. Please try again.',
      retry: 'Try again',
      statusNames: { '1': 'Reserved', '2': 'Completed', '3': 'Failed', '4': 'Cancelled', '5': 'Expired' },
    },
  },
};
