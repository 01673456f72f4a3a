import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { mergeTextFiles, translationGaps } from '@kk/platform';
import { dialogTextFiles } from './dialogTexts';
import { homeTextFiles } from './texts';

const walletTextFiles = { ...homeTextFiles, ...dialogTextFiles };

describe('the wallet texts, file by file', () => {
  it.each(Object.entries(walletTextFiles))('%s exists in Danish and English', (_name, texts) => {
    expect(translationGaps(texts)).toEqual([]);
  });

  it('gives every top-level key to one file only, so merging them loses nothing', () => {
    const keys = Object.values(walletTextFiles).flatMap((texts) => Object.keys(texts.da));
    expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
    expect(Object.keys(mergeTextFiles(walletTextFiles).da)).toHaveLength(keys.length);
  });

  it("checks every feature's texts file, each either the home page's or the dialogs'", () => {
    const features = path.join(__dirname, '../features');
    const withTexts = readdirSync(features).filter((feature) => existsSync(path.join(features, feature, 'texts.ts')));
    expect(withTexts.sort()).toEqual(Object.keys(walletTextFiles).filter((name) => name !== 'common').sort());
    expect(Object.keys(homeTextFiles).filter((name) => name in dialogTextFiles)).toEqual([]);
  });
});
