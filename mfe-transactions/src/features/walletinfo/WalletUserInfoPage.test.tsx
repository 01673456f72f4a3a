import { screen } from '@testing-library/react';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { NOAH, SCHOOL } from '../../test-support/fixtures';
import { WalletUserInfoPage } from './WalletUserInfoPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const wallet = { ID: NOAH, Name: 'Noah Hansen', Balance: 109, IsBlocked: false, Customer: { ID: SCHOOL, Name: 'Solbakke Skole' } };

describe('the wallet user page', () => {
  it('looks the wallet of /CustomerSupport/Users?W.ID= up at once on the partner site', async () => {
    window.history.pushState(null, '', `/CustomerSupport/Users?W.ID=${NOAH}`);
    fakeApi({ 'GET /api/Wallet/Detail': wallet });
    await renderInPage(<WalletUserInfoPage />);
    expect(await screen.findByTestId('wallet-lookup-result')).toHaveTextContent('Noah Hansen');
    expect(requestsTo('GET /api/Wallet/Detail')[0]!.params).toEqual({ walletID: NOAH });
  });

  it('reads walletID in the support tool', async () => {
    window.history.pushState(null, '', `/Wallet/WalletUserInfo?walletID=${NOAH}`);
    fakeApi({ 'GET /api/Wallet/Detail': wallet });
    await renderInPage(<WalletUserInfoPage />, { application: 'support', culture: 'en' });
    expect(await screen.findByTestId('wallet-lookup-result')).toHaveTextContent('109.00');
  });
});
