import { Suspense } from 'react';
import { screen } from '@testing-library/react';
import type { Culture } from '@kk/domain';
import { i18n, useTranslation } from '@kk/platform';
import { renderInPage } from '@kk/ui/test-support';
import { registerHomeTexts } from './texts';
import { lazyWithTexts } from './withDialogTexts';

function RefillSaveButton() {
  const { t } = useTranslation('wallet');
  return <button type="button">{t('refill.save')}</button>;
}

/** A dialog loaded the way the home page loads its dialogs, on a page with the home page's texts only. */
function renderLazyDialog(culture: Culture) {
  const Dialog = lazyWithTexts(() => Promise.resolve({ default: RefillSaveButton }));
  return renderInPage(
    <Suspense fallback={<p>loading</p>}>
      <Dialog />
    </Suspense>,
    registerHomeTexts,
    { culture },
  );
}

describe('a dialog loaded with its texts', () => {
  it('the home page starts without the dialogs’ texts, and the dialog renders with them', async () => {
    await renderInPage(<p>home</p>, registerHomeTexts);
    expect(i18n.exists('wallet:refill.save')).toBe(false);
    expect(i18n.exists('wallet:title')).toBe(true);

    await renderLazyDialog('da');
    expect(await screen.findByRole('button', { name: 'Gem' })).toBeInTheDocument();
  });

  it('shows the texts in English too', async () => {
    await renderLazyDialog('en');
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
  });
});
