import { addTranslations } from '@kk/platform';

export const transactionsTexts = {
  da: {
    title: 'Transaktioner',
    customers: 'Dine kunder',
    allCustomers: 'Du har adgang til alle kunder.',
    lookup: {
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
      yes: 'Ja',
      no: 'Nej',
      print: 'Udskriv saldo',
      printTitle: 'Saldoudskrift',
    },
    coming: 'Søgning i transaktioner, detaljer og administrative handlinger kommer i en senere udgivelse.',
  },
  en: {
    title: 'Transactions',
    customers: 'Your customers',
    allCustomers: 'You have access to every customer.',
    lookup: {
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
      yes: 'Yes',
      no: 'No',
      print: 'Print balance',
      printTitle: 'Balance statement',
    },
    coming: 'Transaction search, details and admin actions arrive in a later release.',
  },
};

export function registerTransactionsTexts(): void {
  addTranslations('transactions', transactionsTexts);
}
