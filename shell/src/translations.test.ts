import { translationGaps } from '@kk/platform';
import { uiTexts } from '@kk/ui';
import { shellTexts } from './translations';

describe('shell and ui texts', () => {
  it('exist in Danish and English', () => {
    expect(translationGaps(shellTexts)).toEqual([]);
    expect(translationGaps(uiTexts)).toEqual([]);
  });
});
