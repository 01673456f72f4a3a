import { addTranslations } from '@kk/platform';

export const walletTexts = {
  da: {
    title: 'Mine tegnebøger',
    intro: 'Her er saldoen på hver tegnebog.',
    balance: 'Saldo',
    balanceOf: 'Saldo for {{name}}',
    empty: 'Der er ingen tegnebøger knyttet til din bruger endnu.',
    blocked: 'Spærret',
    pictureOf: 'Billede af {{name}}',
    deposit: {
      title: 'Indbetaling og betalingskort',
      body: 'Indbetaling, betalingskort og automatisk optankning kommer i næste udgivelse. Indtil da kan du se saldoen her.',
    },
    transactions: {
      title: 'Transaktioner',
      body: 'Oversigten over transaktioner kommer i næste udgivelse.',
    },
    account: {
      title: 'Kontooplysninger',
      body: 'Ændring af kontooplysninger og billede kommer i en senere udgivelse.',
    },
  },
  en: {
    title: 'My wallets',
    intro: 'Here is the balance of each wallet.',
    balance: 'Balance',
    balanceOf: 'Balance of {{name}}',
    empty: 'No wallets are linked to your user yet.',
    blocked: 'Blocked',
    pictureOf: 'Picture of {{name}}',
    deposit: {
      title: 'Deposits and payment cards',
      body: 'Deposits, payment cards and automatic refills arrive in the next release. Until then you can see the balance here.',
    },
    transactions: {
      title: 'Transactions',
      body: 'The transactions overview arrives in the next release.',
    },
    account: {
      title: 'Account information',
      body: 'Changing account information and pictures arrives in a later release.',
    },
  },
};

export function registerWalletTexts(): void {
  addTranslations('wallet', walletTexts);
}
