import { addTranslations } from '@kk/platform';

export const foodPlanTexts = {
  da: {
    title: 'Madplan',
    intro: 'Madordninger for dine tegnebøger:',
    forWallet: 'til {{name}}',
    none: 'Ingen af dine tegnebøger har en madordning.',
    coming: 'Menuer, abonnementer og bestillinger for tre uger ad gangen kommer i næste udgivelse.',
  },
  en: {
    title: 'Food plan',
    intro: 'Food plans for your wallets:',
    forWallet: 'for {{name}}',
    none: 'None of your wallets has a food plan.',
    coming: 'Menus, subscriptions and three-week orders arrive in the next release.',
  },
};

export function registerFoodPlanTexts(): void {
  addTranslations('foodplan', foodPlanTexts);
}
