import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import { ChangePicturePage } from './ChangePicturePage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const file = (size: number, type: string) => Object.defineProperty(new File(['x'], 'picture', { type }), 'size', { value: size });

async function renderPage(roles = PARENT_ROLES, culture: 'da' | 'en' = 'da', pictureUrl: string | null = null) {
  const onChanged = jest.fn();
  await renderInPage(<ChangePicturePage wallet={emma({ PictureUrl: pictureUrl })} roles={roles} onChanged={onChanged} />, { roles, culture });
  return { onChanged };
}

describe('the picture page', () => {
  it('lets only the ChangePicture role change a picture', async () => {
    await renderPage(['DepositWithdraw']);
    expect(screen.getByTestId('picture-not-allowed')).toHaveTextContent('Du har ikke adgang til at skifte billede.');
    expect(screen.queryByLabelText('Vælg billede')).not.toBeInTheDocument();
  });

  it('refuses a file over the limit with the file-size-limit text followed by "10 MB."', async () => {
    await renderPage();
    await userEvent.upload(screen.getByLabelText('Vælg billede'), file(10 * 1024 * 1024 + 1, 'image/png'));
    expect(screen.getByTestId('picture-problem')).toHaveTextContent('Filen er for stor. Den må højst fylde 10 MB.');
    expect(screen.queryByTestId('image-editor')).not.toBeInTheDocument();
  });

  it('says the limit in English too, and refuses other kinds of file', async () => {
    await renderPage(PARENT_ROLES, 'en');
    await userEvent.upload(screen.getByLabelText('Choose picture'), file(20 * 1024 * 1024, 'image/png'));
    expect(screen.getByTestId('picture-problem')).toHaveTextContent('The file is too large. It may be at most 10 MB.');
    await userEvent.upload(screen.getByLabelText('Choose picture'), file(1000, 'image/svg+xml'), { applyAccept: false });
    expect(screen.getByTestId('picture-problem')).toHaveTextContent('Choose a picture in JPEG, PNG or WebP format.');
  });

  it('asks before removing the picture', async () => {
    fakeApi({ 'DELETE /api/Picture/RemovePicture': null });
    const { onChanged } = await renderPage(PARENT_ROLES, 'da', '/blob/wallet-pictures/6f1c2a4e-0000-4000-8000-0000000000f1');
    await userEvent.click(screen.getByRole('button', { name: 'Fjern billede' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Fjern billedet?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuller' }));
    expect(requestsTo('DELETE /api/Picture/RemovePicture')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Fjern billede' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Fjern billede' }));
    await screen.findByRole('heading', { name: 'Skift billede – Emma Jensen' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(requestsTo('DELETE /api/Picture/RemovePicture')[0]?.params).toEqual({ walletID: EMMA_ID });
    expect(onChanged).toHaveBeenCalled();
  });
});
