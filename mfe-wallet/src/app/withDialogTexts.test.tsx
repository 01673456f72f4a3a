import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import { i18n, useTranslation } from '@kk/platform';
import { renderInPage } from '@kk/ui/test-support';
import { registerHomeTexts } from './texts';
import { lazyWithTexts } from './withDialogTexts';

function RefillSaveButton() {
  const { t } = useTranslation('wallet');
  return <button type="button">{t('refill.save')}</button>;
}

describe('a dialog loaded with its texts', () => {
  it('the home page starts without the dialogs’ texts, and the dialog renders with them', async () => {
    await renderInPage(<p>home</p>, registerHomeTexts);
    expect(i18n.exists('wallet:refill.save')).toBe(false);
    expect(i18n.exists('wallet:title')).toBe(true);

    const Dialog = lazyWithTexts(() => Promise.resolve({ default: RefillSaveButton }));
    await renderInPage(
      <Suspense fallback={<p>loading</p>}>
        <Dialog />
      </Suspense>,
      registerHomeTexts,
    );
    expect(await screen.findByRole('button', { name: 'Gem' })).toBeInTheDocument();
  });

  it('shows the texts in English too', async () => {
    const Dialog = lazyWithTexts(() => Promise.resolve({ default: RefillSaveButton }));
    await renderInPage(
      <Suspense fallback={<p>loading</p>}>
        <Dialog />
      </Suspense>,
      registerHomeTexts,
      { culture: 'en' },
    );
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
