import { addTranslations } from '@kk/platform';

/** Texts of the shared components, in both languages. */
export const uiTexts = {
  da: {
    /** A transaction's type and status, wherever transactions are listed (the wallet, the partner site, the support tool). */
    transactionTypes: {
      Deposit: 'Indbetaling',
      AutomaticRefill: 'Automatisk optankning',
      MonthlyRefill: 'Månedlig optankning',
      CardPayment: 'Kortbetaling',
      Purchase: 'Køb',
      CanteenPurchase: 'Kantinekøb',
      Refund: 'Refusion',
      Order: 'Bestilling',
      WalletTransfer: 'Overførsel mellem tegnebøger',
      CardPayback: 'Tilbagebetaling til kort',
    },
    transactionStatus: { completed: 'Gennemført', pending: 'Afventer', failed: 'Ikke gennemført', cancelled: 'Annulleret', expired: 'Udløbet' },
    remoteUnavailable: {
      title: 'Denne del af siden kan ikke vises lige nu',
      body: 'Vi kunne ikke hente {{module}}. Resten af siden virker stadig. Prøv igen om lidt.',
      retry: 'Prøv igen',
    },
    modules: {
      mfe_wallet: 'oversigten over tegnebøger',
      mfe_cart: 'webshoppen',
      mfe_meeting: 'mødeforplejningen',
      mfe_foodplan: 'madplanen',
      mfe_transactions: 'transaktionerne',
      mfe_onboarding: 'guiden',
    },
    coming: { badge: 'På vej' },
    loading: 'Indlæser…',
    loadFailed: 'Vi kunne ikke hente dine data. Prøv igen.',
    toast: {
      region: 'Fejlbeskeder',
      noticeRegion: 'Beskeder',
      title: { error: 'Fejl', success: 'Udført', info: 'Besked' },
      showDetails: 'Vis detaljer',
      hideDetails: 'Skjul detaljer',
      serverMessage: 'Besked fra serveren',
      reason: 'Årsag',
      statusCode: 'Statuskode',
      close: 'Luk besked',
    },
    dialog: {
      ok: 'OK',
      confirm: 'Bekræft',
      cancel: 'Annuller',
      working: 'Et øjeblik',
      pleaseWait: 'Vent venligst, mens vi arbejder…',
    },
    form: { required: 'Udfyld feltet.' },
    contextMenu: {
      label: 'Genvejsmenu',
      copy: 'Kopiér',
      copied: 'Kopieret til udklipsholderen.',
      copyFailed: 'Teksten kunne ikke kopieres.',
    },
    print: {
      errorTitle: 'Udskrivning mislykkedes',
      errorBody: 'Vi kunne ikke hente det, der skulle udskrives. Prøv igen.',
    },
  },
  en: {
    transactionTypes: {
      Deposit: 'Deposit',
      AutomaticRefill: 'Automatic refill',
      MonthlyRefill: 'Monthly refill',
      CardPayment: 'Card payment',
      Purchase: 'Purchase',
      CanteenPurchase: 'Canteen purchase',
      Refund: 'Refund',
      Order: 'Order',
      WalletTransfer: 'Transfer between wallets',
      CardPayback: 'Paid back to card',
    },
    transactionStatus: { completed: 'Completed', pending: 'Pending', failed: 'Not completed', cancelled: 'Cancelled', expired: 'Expired' },
    remoteUnavailable: {
      title: 'This part of the page cannot be shown right now',
      body: 'We could not load {{module}}. The rest of the page still works. Please try again shortly.',
      retry: 'Try again',
    },
    modules: {
      mfe_wallet: 'the wallet overview',
      mfe_cart: 'the webshop',
      mfe_meeting: 'meeting catering',
      mfe_foodplan: 'the food plan',
      mfe_transactions: 'the transactions',
      mfe_onboarding: 'the guide',
    },
    coming: { badge: 'Coming' },
    loading: 'Loading…',
    loadFailed: 'We could not load your data. Please try again.',
    toast: {
      region: 'Error messages',
      noticeRegion: 'Messages',
      title: { error: 'Error', success: 'Success', info: 'Message' },
      showDetails: 'Show details',
      hideDetails: 'Hide details',
      serverMessage: 'Message from the server',
      reason: 'Reason',
      statusCode: 'Status code',
      close: 'Close message',
    },
    dialog: {
      ok: 'OK',
      confirm: 'Confirm',
      cancel: 'Cancel',
      working: 'One moment',
      pleaseWait: 'Please wait while we work…',
    },
    form: { required: 'Fill in this field.' },
    contextMenu: {
      label: 'Context menu',
      copy: 'Copy',
      copied: 'Copied to the clipboard.',
      copyFailed: 'The text could not be copied.',
    },
    print: {
      errorTitle: 'Printing failed',
      errorBody: 'We could not fetch what was to be printed. Please try again.',
    },
  },
};

export function registerUiTexts(): void {
  addTranslations('ui', uiTexts);
}
