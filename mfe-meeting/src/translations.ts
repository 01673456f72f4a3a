import { addTranslations } from '@kk/platform';

export const meetingTexts = {
  da: {
    title: 'Mødeforplejning',
    customers: 'Du bestiller for:',
    paidFrom: 'Betales fra tegnebogen {{name}}, saldo',
    noWallet: 'Du har ingen tegnebog at betale fra endnu.',
    coming: 'Valg af afdeling, lokation, leveringstid og varer kommer i næste udgivelse.',
  },
  en: {
    title: 'Meeting catering',
    customers: 'You order for:',
    paidFrom: 'Paid from the wallet {{name}}, balance',
    noWallet: 'You have no wallet to pay from yet.',
    coming: 'Choosing department, location, delivery time and products arrives in the next release.',
  },
};

export function registerMeetingTexts(): void {
  addTranslations('meeting', meetingTexts);
}
