import path from 'node:path';
import { describeTextFiles } from '@kk/platform/test-support';
import { transactionsTextFiles, transactionsTexts } from './texts';

describeTextFiles('the transactions texts, file by file', {
  files: transactionsTextFiles,
  merged: transactionsTexts,
  features: path.join(__dirname, '../features'),
});
