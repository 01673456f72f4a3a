import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { TextFile } from '../i18n';
import { translationGaps } from '../translationKeys';

export interface RemoteTextFiles {
  /** The remote's texts by file: a feature's name, or 'common' for the texts its features share. */
  files: Readonly<Record<string, TextFile>>;
  /** What the remote registers: the files merged into one namespace. */
  merged: TextFile;
  /** The remote's `src/features` folder. */
  features: string;
  /** A remote whose texts come in more than one group names its own features test and checks the groups there too. */
  featuresTest?: { title: string; alsoExpect: () => void };
}

/**
 * The checks every remote makes of its texts files: each complete in both languages, no
 * top-level key in two files (merging would lose one), and every feature's texts.ts listed.
 */
export function describeTextFiles(title: string, remote: RemoteTextFiles): void {
  const { files, merged, features, featuresTest } = remote;
  describe(title, () => {
    it.each(Object.entries(files))('%s exists in Danish and English', (_name, texts) => {
      expect(translationGaps(texts)).toEqual([]);
    });

    it('gives every top-level key to one file only, so merging them loses nothing', () => {
      const keys = Object.values(files).flatMap((texts) => Object.keys(texts.da));
      expect(keys.filter((key, index) => keys.indexOf(key) !== index)).toEqual([]);
      expect(Object.keys(merged.da)).toHaveLength(keys.length);
    });

    it(featuresTest?.title ?? "checks every feature's texts file", () => {
      const withTexts = readdirSync(features).filter((feature) => existsSync(path.join(features, feature, 'texts.ts')));
      expect(withTexts.sort()).toEqual(Object.keys(files).filter((name) => name !== 'common').sort());
      featuresTest?.alsoExpect();
    });
  });
}
