import { addTranslations, mergeTextFiles } from '@kk/platform';
import { accessTexts } from '../features/access/texts';
import { guideTexts } from '../features/guide/texts';

/** Each feature's texts: one namespace ('onboarding'), so the keys stay what they were. */
export const onboardingTextFiles = {
  guide: guideTexts,
  access: accessTexts,
};

/** Every text of the onboarding remote, in Danish and English (namespace 'onboarding'). */
export const onboardingTexts = mergeTextFiles(onboardingTextFiles);

export function registerOnboardingTexts(): void {
  addTranslations('onboarding', onboardingTexts);
}
