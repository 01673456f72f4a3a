import { translationGaps } from '@kk/platform';
import { uiTexts } from '@kk/ui';
import { chromeTexts } from './chrome/chromeTexts';
import { helpTexts } from './help/helpTexts';
import { printTexts } from './print/printTexts';
import { publicTexts } from './public/publicTexts';
import { shellTexts } from './translations';

describe('shell and ui texts', () => {
  it.each([
    ['shell', shellTexts],
    ['ui', uiTexts],
    ['chrome', chromeTexts],
    ['help', helpTexts],
    ['print', printTexts],
    ['public', publicTexts],
  ] as const)('%s exists in Danish and English', (_name, texts) => {
    expect(translationGaps(texts)).toEqual([]);
  });
});
