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
      status: { completed: 'Gennemført', pending: 'Afventer', failed: 'Ikke gennemført' },
      statusNames: { '1': 'Reserveret', '2': 'Gennemført', '3': 'Fejlet', '4': 'Annulleret', '5': 'Udløbet' },
      types: {
        Deposit: 'Indbetaling',
        AutomaticRefill: 'Automatisk optankning',
        MonthlyRefill: 'Månedlig optankning',
        CardPayment: 'Kortbetaling',
        Purchase: 'Køb',
        CanteenPurchase: 'Kantinekøb',
        Refund: 'Refusion',
        Order: 'Bestilling',
      },
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
      status: { completed: 'Completed', pending: 'Pending', failed: 'Not completed' },
      statusNames: { '1': 'Reserved', '2': 'Completed', '3': 'Failed', '4': 'Cancelled', '5': 'Expired' },
      types: {
        Deposit: 'Deposit',
        AutomaticRefill: 'Automatic refill',
        MonthlyRefill: 'Monthly refill',
        CardPayment: 'Card payment',
        Purchase: 'Purchase',
        CanteenPurchase: 'Canteen purchase',
        Refund: 'Refund',
        Order: 'Order',
      },
    },
  },
};
