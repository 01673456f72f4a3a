import { addTranslations } from '@kk/platform';
import { accessTexts } from '../features/access/texts';
import { guideTexts } from '../features/guide/texts';

/** Each feature's texts: one namespace ('onboarding'), so the keys stay what they were. */
export const onboardingTextFiles = {
  guide: guideTexts,
  access: accessTexts,
};

const files = Object.values(onboardingTextFiles);

/** Every text of the onboarding remote, in Danish and English (namespace 'onboarding'). */
export const onboardingTexts = {
  da: Object.assign({}, ...files.map((texts) => texts.da)) as Record<string, unknown>,
  en: Object.assign({}, ...files.map((texts) => texts.en)) as Record<string, unknown>,
};

export function registerOnboardingTexts(): void {
  addTranslations('onboarding', onboardingTexts);
}
