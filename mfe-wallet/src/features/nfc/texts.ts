/** The school card dialog. */
export const nfcTexts = {
  da: {
    schoolCard: {
      title: 'Skolekort – {{name}}',
      intro: 'Skriv nummeret på skolekortet, så barnet kan betale med kortet i kantinen.',
      existing: 'Registrerede kort: {{cards}}',
      number: 'Kortnummer',
      required: 'Skriv kortnummeret.',
      format: 'Kortnummeret er 8 til 20 cifre.',
      submit: 'Tilføj skolekort',
      busy: 'Tilføjer …',
      taken: 'Kortet er allerede registreret på en anden tegnebog.',
      failed: 'Skolekortet kunne ikke tilføjes. Prøv igen om lidt.',
    },
  },
  en: {
    schoolCard: {
      title: 'School card – {{name}}',
      intro: 'Enter the number of the school card, so the child can pay with it in the canteen.',
      existing: 'Registered cards: {{cards}}',
      number: 'Card number',
      required: 'Enter the card number.',
      format: 'The card number has 8 to 20 digits.',
      submit: 'Add school card',
      busy: 'Adding …',
      taken: 'The card is already registered to another wallet.',
      failed: 'The school card could not be added. Please try again shortly.',
    },
  },
};
