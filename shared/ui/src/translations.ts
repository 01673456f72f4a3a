import { addTranslations } from '@kk/platform';

/** Texts of the shared components, in both languages. */
export const uiTexts = {
  da: {
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
  },
  en: {
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
  },
};

export function registerUiTexts(): void {
  addTranslations('ui', uiTexts);
}
