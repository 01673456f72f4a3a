import { addTranslations } from '@kk/platform';

export const onboardingTexts = {
  da: {
    open: 'Kom godt i gang',
    close: 'Luk guiden',
    title: 'Kom godt i gang',
    wallets: 'Guiden hjælper dig med at sætte {{count}} tegnebøger op.',
    wallets_one: 'Guiden hjælper dig med at sætte 1 tegnebog op.',
    coming: 'Den fulde guide i syv trin kommer i næste udgivelse:',
    steps: {
      welcome: 'Velkommen',
      nfc: 'Tilføj skolekort',
      card: 'Tilføj betalingskort',
      refill: 'Opsæt optankning',
      options: 'Valgmuligheder',
      access: 'Giv adgang til andre',
      finish: 'Overblik og afslut',
    },
  },
  en: {
    open: 'Getting started',
    close: 'Close the guide',
    title: 'Getting started',
    wallets: 'The guide helps you set up {{count}} wallets.',
    wallets_one: 'The guide helps you set up 1 wallet.',
    coming: 'The full seven-step guide arrives in the next release:',
    steps: {
      welcome: 'Welcome',
      nfc: 'Add school card',
      card: 'Add payment card',
      refill: 'Set up refill',
      options: 'Options',
      access: 'Give others access',
      finish: 'Overview and finish',
    },
  },
};

export function registerOnboardingTexts(): void {
  addTranslations('onboarding', onboardingTexts);
}
