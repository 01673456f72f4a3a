import { addTranslations } from '@kk/platform';

/** The print window's texts and the receipt template's, Danish and English. */
export const printTexts = {
  da: {
    preparing: 'Forbereder udskrift…',
    preparingHint: 'Vinduet udskriver af sig selv, når det er klar.',
    failedTitle: 'Udskriften kunne ikke forberedes',
    failedBody: 'Luk vinduet, og prøv igen fra siden, du kom fra.',
    unknownTemplate: 'Siden kender ikke skabelonen "{{template}}".',
    printAgain: 'Udskriv',
    receipt: {
      transaction: 'Kvittering',
      balance: 'Saldoudskrift',
      reference: 'Reference',
      date: 'Dato',
      wallet: 'Tegnebog',
      customer: 'Sted',
      description: 'Beskrivelse',
      product: 'Vare',
      quantity: 'Antal',
      unitPrice: 'Stykpris',
      amount: 'Beløb',
      total: 'I alt',
      balanceLabel: 'Saldo',
      blocked: 'Spærret',
      yes: 'Ja',
      no: 'Nej',
      printedBy: 'Udskrevet fra {{brand}}, CVR-nr. {{cvr}}',
    },
  },
  en: {
    preparing: 'Preparing the print…',
    preparingHint: 'The window prints by itself when it is ready.',
    failedTitle: 'The print could not be prepared',
    failedBody: 'Close the window and try again from the page you came from.',
    unknownTemplate: 'The page does not know the template "{{template}}".',
    printAgain: 'Print',
    receipt: {
      transaction: 'Receipt',
      balance: 'Balance statement',
      reference: 'Reference',
      date: 'Date',
      wallet: 'Wallet',
      customer: 'Place',
      description: 'Description',
      product: 'Product',
      quantity: 'Quantity',
      unitPrice: 'Unit price',
      amount: 'Amount',
      total: 'Total',
      balanceLabel: 'Balance',
      blocked: 'Blocked',
      yes: 'Yes',
      no: 'No',
      printedBy: 'Printed from {{brand}}, company reg. no. {{cvr}}',
    },
  },
};

export function registerPrintTexts(): void {
  addTranslations('print', printTexts);
}
