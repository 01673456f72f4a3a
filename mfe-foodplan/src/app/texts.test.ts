import path from 'node:path';
import { describeTextFiles } from '@kk/platform/test-support';
import { foodPlanTextFiles, foodPlanTexts } from './texts';

describeTextFiles('the food plan texts, file by file', {
  files: foodPlanTextFiles,
  merged: foodPlanTexts,
  features: path.join(__dirname, '../features'),
});
