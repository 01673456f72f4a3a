import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { card, emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import { CARD_POLL_INTERVAL_MS, withoutReturnParameters } from './useCardReturn';
import { WalletCardPage } from './WalletCardPage';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const family = card({ PrimaryUses: [] });
const own = card({ UID: '6f1c2a4e-0000-4000-8000-000000000003', WalletID: EMMA_ID, WalletGroupID: null, WalletName: 'Emma Jensen', Last4: '4444', PrimaryUses: [] });

async function renderPage(query = '') {
  await renderInPage(<WalletCardPage wallet={emma()} query={new URLSearchParams(query)} />, { roles: PARENT_ROLES });
}

describe('the card page of one wallet', () => {
  it("says 'no available cards' when only the family has cards and none is primary", async () => {
    fakeApi({ 'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [family], PrimaryCard: null } });
    await renderPage();
    expect(await screen.findByTestId('no-available-cards')).toHaveTextContent('Der er ikke valgt et kort til Emma Jensen.');
    expect(screen.getByTestId('credit-card')).toHaveTextContent('Familiekort');
  });

  it('does not say it when the wallet has a card of its own', async () => {
    fakeApi({ 'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [family, own], PrimaryCard: null } });
    await renderPage();
    expect(await screen.findAllByTestId('credit-card')).toHaveLength(2);
    expect(screen.queryByTestId('no-available-cards')).not.toBeInTheDocument();
    expect(screen.getAllByTestId('credit-card')[1]).toHaveTextContent('Kun Emma Jensen');
  });

  it('makes a card primary for this wallet at once, and for all wallets only after a confirmation', async () => {
    fakeApi({
      'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [family], PrimaryCard: null },
      'POST /api/DepositWithdraw/CreditCard/SetAsPrimary': { CreditCards: [family], PrimaryCard: family },
      'POST /api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets': { CreditCards: [family], PrimaryCard: family },
    });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Gør primært for Emma Jensen' }));
    expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SetAsPrimary')[0]?.params).toEqual({ uid: family.UID, merchantNumber: '41000102', merchantName: 'Visa', walletID: EMMA_ID });

    await userEvent.click(await screen.findByRole('button', { name: 'Gør primært for alle børn' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Primært kort for alle børn?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Annuller' }));
    expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets')).toHaveLength(0);

    await userEvent.click(await screen.findByRole('button', { name: 'Gør primært for alle børn' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Ja, for alle' }));
    await screen.findByTestId('credit-card');
    expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SetAsPrimaryAllWallets')).toHaveLength(1);
  });

  it('asks before deleting a card', async () => {
    fakeApi({ 'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [own], PrimaryCard: null }, 'DELETE /api/DepositWithdraw/CreditCard/DeleteCreditCard': null });
    await renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Slet kort' }));
    await userEvent.click(within(await screen.findByRole('alertdialog', { name: 'Slet betalingskort?' })).getByRole('button', { name: 'Slet kort' }));
    await screen.findByTestId('credit-card');
    expect(requestsTo('DELETE /api/DepositWithdraw/CreditCard/DeleteCreditCard')[0]?.params).toEqual({ uid: own.UID, merchant: 'Visa' });
  });

  it('back from the provider, polls every 2 s until the card is confirmed', async () => {
    let polls = 0;
    fakeApi({
      'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [family], PrimaryCard: null },
      'GET /api/DepositWithdraw/PollMerchantSubscription': () => ({ data: { Success: ++polls >= 2, Status: polls >= 2 ? 'completed' : 'pending', Message: null } }),
    });
    await renderPage('merchant=Visa&vivawallettransactionid=txn_1&epaysubscriptionid=6f1c2a4e-0000-4000-8000-0000000000e1');
    expect(await screen.findByTestId('card-return-waiting')).toHaveTextContent('Vi venter på bekræftelse');
    expect(await screen.findByText('Betalingskortet er tilføjet.', {}, { timeout: CARD_POLL_INTERVAL_MS + 2_000 })).toBeInTheDocument();
    const asked = requestsTo('GET /api/DepositWithdraw/PollMerchantSubscription');
    expect(asked).toHaveLength(2);
    expect(asked[0]?.params).toEqual({ merchant: 'Visa', vivawalletTransactionID: 'txn_1', epaySubscriptionID: '6f1c2a4e-0000-4000-8000-0000000000e1' });
  });

  it('shows the add-credit-card-failed dialog when the provider refused the card', async () => {
    fakeApi({
      'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [], PrimaryCard: null },
      'GET /api/DepositWithdraw/PollMerchantSubscription': { Success: false, Status: 'failed', Message: 'NoFund' },
    });
    await renderPage('epaysubscriptionid=6f1c2a4e-0000-4000-8000-0000000000e2');
    const dialog = await screen.findByRole('dialog', { name: 'Kortet blev ikke tilføjet' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Der er ikke penge nok på kortet.');
  });

  it("takes the provider's parameters off the address", () => {
    expect(withoutReturnParameters('http://x/DepositWithdraw/WalletCreditCard?WalletID=1&merchant=Visa&vivawallettransactionid=t&epaysubscriptionid=e')).toBe('/DepositWithdraw/WalletCreditCard?WalletID=1');
  });

  describe('whose card it is (issue 23)', () => {
    const mine = card({ PrimaryUses: [], SavedBy: 'Mette Jensen', SavedByMe: true, Shared: false, CanUse: true });
    const inviters = card({ UID: '6f1c2a4e-0000-4000-8000-000000000006', Brand: 'Dankort', Last4: '0006', PrimaryUses: [], SavedBy: 'Mette Jensen', SavedByMe: false, Shared: false, CanUse: false });

    it("shows another guardian's card not shared with the user as saved by them, with nothing to pay or choose with it", async () => {
      fakeApi({ 'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [inviters], PrimaryCard: null } });
      await renderPage();
      const item = await screen.findByTestId('credit-card');
      expect(within(item).getByTestId('card-saved-by')).toHaveTextContent('Gemt af Mette Jensen · Ikke delt med dig: kun Mette Jensen kan betale med kortet.');
      expect(within(item).queryByRole('button', { name: /Gør primært/ })).not.toBeInTheDocument();
      expect(within(item).queryByRole('switch')).not.toBeInTheDocument();
    });

    it('gives the holder the sharing switch, off by default, turned on and off from the keyboard', async () => {
      let shared = false;
      fakeApi({
        'GET /api/DepositWithdraw/CreditCard/GetWalletCards': () => ({ data: { CreditCards: [{ ...mine, Shared: shared }], PrimaryCard: null } }),
        'PUT /api/DepositWithdraw/CreditCard/Sharing': (request: FakeRequest) => {
          shared = (request.body as { Shared: boolean }).Shared;
          return { data: { ...mine, Shared: shared } };
        },
      });
      await renderPage();
      const toggle = await screen.findByRole('switch', { name: 'Del med familiens andre værger' });
      expect(toggle).not.toBeChecked();
      expect(toggle).toHaveAccessibleDescription(/Du kan slå det fra igen/);
      toggle.focus();
      await userEvent.keyboard(' ');
      expect(await screen.findByRole('switch', { name: 'Del med familiens andre værger', checked: true })).toBeInTheDocument();
      expect(requestsTo('PUT /api/DepositWithdraw/CreditCard/Sharing')[0]?.body).toEqual({ uid: mine.UID, Shared: true });
      await userEvent.keyboard(' ');
      expect(await screen.findByRole('switch', { name: 'Del med familiens andre værger', checked: false })).toBeInTheDocument();
      expect(requestsTo('PUT /api/DepositWithdraw/CreditCard/Sharing')[1]?.body).toEqual({ uid: mine.UID, Shared: false });
      expect(screen.queryByTestId('card-saved-by')).not.toBeInTheDocument();
    });

    it('says it in English too', async () => {
      fakeApi({ 'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: [mine, inviters], PrimaryCard: null } });
      await renderInPage(<WalletCardPage wallet={emma()} query={new URLSearchParams()} />, { roles: PARENT_ROLES, culture: 'en' });
      expect(await screen.findByRole('switch', { name: 'Share with the family’s other guardians' })).not.toBeChecked();
      expect(screen.getByTestId('card-saved-by')).toHaveTextContent('Saved by Mette Jensen · Not shared with you: only Mette Jensen can pay with this card.');
    });
  });
});
