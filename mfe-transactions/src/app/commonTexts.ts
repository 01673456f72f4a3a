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
      // The words of @kk/ui's TransactionStateBadge (ui:transactionStatus), so a status reads the same everywhere.
      statusNames: { '1': 'Afventer', '2': 'Gennemført', '3': 'Ikke gennemført', '4': 'Annulleret', '5': 'Udløbet' },
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
      statusNames: { '1': 'Pending', '2': 'Completed', '3': 'Not completed', '4': 'Cancelled', '5': 'Expired' },
    },
  },
};
