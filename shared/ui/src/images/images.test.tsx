import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { translationGaps } from '@kk/platform';
import { renderInPage, settled } from '../test-support';
import { ImageEditor, imageTexts } from './index';

afterEach(settled);

describe('@kk/ui/images', () => {
  it('has every text of the image editor in Danish and English', () => {
    expect(translationGaps(imageTexts)).toEqual([]);
  });

  it('loads the editor on first use and says so when the picture cannot be read', async () => {
    const original = window.Image;
    // jsdom does not decode images: this one fails as an unreadable file would.
    class Unreadable {
      onload: (() => void) | null = null;
      onerror: ((error: unknown) => void) | null = null;
      set src(_value: string) {
        setTimeout(() => this.onerror?.(new Error('unreadable')), 0);
      }
    }
    window.Image = Unreadable as unknown as typeof Image;
    try {
      await renderInPage(
        <Suspense fallback={<p>loading</p>}>
          <ImageEditor src="blob:picture" busy={false} onSave={() => undefined} onCancel={() => undefined} />
        </Suspense>,
        () => undefined,
        { culture: 'en' },
      );
      expect(await screen.findByRole('alert')).toHaveTextContent('The picture cannot be read. Choose another picture.');
    } finally {
      window.Image = original;
    }
  });
});
