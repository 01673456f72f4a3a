import path from 'node:path';
import { describeTextFiles } from '@kk/platform/test-support';
import { cartTextFiles, texts } from './texts';

describeTextFiles('the cart texts, file by file', {
  files: cartTextFiles,
  merged: texts,
  features: path.join(__dirname, '../features'),
});
