import { translationGaps } from '@kk/platform';
import { walletTextFiles, walletTexts } from './texts';

describe('the wallet texts, file by file', () => {
  it.each(Object.entries(walletTextFiles))('%s exists in Danish and English', (_name, texts) => {
    expect(translationGaps(texts)).toEqual([]);
  });

  it('gives every top-level key to one file only, so merging them loses nothing', () => {
    const keys = Object.values(walletTextFiles).flatMap((texts) => Object.keys(texts.da));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(walletTexts.da)).toHaveLength(keys.length);
  });
});
