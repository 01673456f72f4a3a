/** The wallet user page's texts (key 'lookup'). */
export const walletInfoTexts = {
  da: {
    lookup: {
      pageTitle: 'Tegnebogens bruger',
      title: 'Find en tegnebog',
      label: 'Tegnebogens ID',
      hint: 'Indsæt tegnebogens ID (et GUID).',
      submit: 'Find',
      invalid: 'Skriv et gyldigt ID.',
      notAllowed: 'Tegnebogen findes ikke, eller du har ikke adgang til den.',
      failed: 'Opslaget mislykkedes. Prøv igen.',
      name: 'Navn',
      customer: 'Kunde',
      balance: 'Saldo',
      blocked: 'Spærret',
      print: 'Udskriv saldo',
      printTitle: 'Saldoudskrift',
    },
  },
  en: {
    lookup: {
      pageTitle: 'The wallet’s user',
      title: 'Find a wallet',
      label: 'Wallet ID',
      hint: 'Paste the wallet ID (a GUID).',
      submit: 'Find',
      invalid: 'Enter a valid ID.',
      notAllowed: 'The wallet does not exist, or you have no access to it.',
      failed: 'The lookup failed. Please try again.',
      name: 'Name',
      customer: 'Customer',
      balance: 'Balance',
      blocked: 'Blocked',
      print: 'Print balance',
      printTitle: 'Balance statement',
    },
  },
};
