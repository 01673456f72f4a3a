import path from 'node:path';
import { mergeTextFiles } from '@kk/platform';
import { describeTextFiles } from '@kk/platform/test-support';
import { dialogTextFiles } from './dialogTexts';
import { homeTextFiles } from './texts';

const walletTextFiles = { ...homeTextFiles, ...dialogTextFiles };

describeTextFiles('the wallet texts, file by file', {
  files: walletTextFiles,
  merged: mergeTextFiles(walletTextFiles),
  features: path.join(__dirname, '../features'),
  featuresTest: {
    title: "checks every feature's texts file, each either the home page's or the dialogs'",
    alsoExpect: () => expect(Object.keys(homeTextFiles).filter((name) => name in dialogTextFiles)).toEqual([]),
  },
});
