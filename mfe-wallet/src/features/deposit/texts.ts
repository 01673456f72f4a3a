/** The add-funds dialog. */
export const depositTexts = {
  da: {
    addFunds: {
      title: 'Indbetal til {{name}}',
      amount: 'Beløb',
      card: 'Betalingskort',
      required: 'Vælg en mulighed.',
      submit: 'Indbetal',
      busy: 'Indbetaler …',
      successTitle: 'Pengene er sat ind',
      successBody: 'Beløbet er sat ind på {{name}}s tegnebog:',
      failedTitle: 'Indbetalingen blev ikke gennemført',
      failedBody: 'Indbetalingen kunne ikke gennemføres. Prøv igen om lidt.',
      tryAgain: 'Prøv igen',
    },
  },
  en: {
    addFunds: {
      title: 'Add funds for {{name}}',
      amount: 'Amount',
      card: 'Payment card',
      required: 'Choose an option.',
      submit: 'Add funds',
      busy: 'Adding funds …',
      successTitle: 'The money has been added',
      successBody: 'This amount has been added to {{name}}’s wallet:',
      failedTitle: 'The deposit did not go through',
      failedBody: 'The deposit could not be made. Please try again shortly.',
      tryAgain: 'Try again',
    },
  },
};
