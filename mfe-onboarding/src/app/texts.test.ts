import path from 'node:path';
import { describeTextFiles } from '@kk/platform/test-support';
import { onboardingTextFiles, onboardingTexts } from './texts';

describeTextFiles('the onboarding texts, file by file', {
  files: onboardingTextFiles,
  merged: onboardingTexts,
  features: path.join(__dirname, '../features'),
});
