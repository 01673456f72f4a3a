import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { translationGaps } from '@kk/platform';
import { onboardingTextFiles, onboardingTexts } from './texts';

describe('the onboarding texts, file by file', () => {
  it.each(Object.entries(onboardingTextFiles))('%s exists in Danish and English', (_name, texts) => {
    expect(translationGaps(texts)).toEqual([]);
  });

  it('gives every top-level key to one file only, so merging them loses nothing', () => {
    const keys = Object.values(onboardingTextFiles).flatMap((texts) => Object.keys(texts.da));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(onboardingTexts.da)).toHaveLength(keys.length);
  });

  it("checks every feature's texts file", () => {
    const features = path.join(__dirname, '../features');
    const withTexts = readdirSync(features).filter((feature) => existsSync(path.join(features, feature, 'texts.ts')));
    expect(withTexts.sort()).toEqual(Object.keys(onboardingTextFiles).sort());
  });
});
