import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { card, emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import AddFundsDialog from './AddFundsDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const primary = card();
const other = card({ UID: '6f1c2a4e-0000-4000-8000-000000000002', Last4: '4242', PrimaryUses: [] });

function api(bill: (request: FakeRequest) => string = () => 'Success', cards = [other, primary], more: Record<string, unknown> = {}) {
  fakeApi({
    ...more,
    'GET /api/DepositWithdraw/GetRefillAmounts': [50, 100, 200],
    'GET /api/DepositWithdraw/CreditCard/GetWalletCards': { CreditCards: cards, PrimaryCard: cards.find((c) => c.PrimaryUses.length > 0) ?? null },
    'POST /api/DepositWithdraw/CreditCard/SubscriptionBill': (request: FakeRequest) => ({ data: bill(request) }),
    'GET /api/Wallet/Detail': { Balance: 450 },
  });
}

async function open(culture: 'da' | 'en' = 'da') {
  const onDone = jest.fn();
  await renderInPage(<AddFundsDialog wallet={emma()} onClose={() => undefined} onDone={onDone} />, { roles: PARENT_ROLES, culture });
  await screen.findByTestId('amount-choices');
  return { onDone };
}

describe('the add-funds dialog', () => {
  it('needs an amount before it sends anything, and chooses the primary card itself', async () => {
    api();
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Indbetal til Emma Jensen' });
    expect(await within(dialog).findByRole('radio', { name: /Visa •••• 1111/, checked: true })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indbetal' }));
    expect(await within(dialog).findByText('Vælg en mulighed.')).toBeInTheDocument();
    expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')).toHaveLength(0);
  });

  it('offers the amounts in the culture’s format', async () => {
    api();
    await open('en');
    expect(screen.getByRole('radio', { name: /^DKK\s200\.00$/ })).toBeInTheDocument();
  });

  it('charges the chosen card with an Idempotency-Key and shows the success dialog', async () => {
    api();
    const { onDone } = await open();
    await userEvent.click(screen.getByRole('radio', { name: /^200,00\skr\.$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    const success = await screen.findByRole('dialog', { name: 'Pengene er sat ind' });
    expect(within(success).getByText(/^200,00\skr\.$/)).toBeInTheDocument();
    const [bill] = requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill');
    expect(bill?.params).toEqual({ uid: primary.UID, merchantNumber: primary.MerchantNumber, merchantName: 'Visa', amount: 200, walletID: EMMA_ID });
    expect(bill?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    await userEvent.click(within(success).getByRole('button', { name: 'OK' }));
    expect(onDone).toHaveBeenCalled();
  });

  it('shows the failed dialog with the catalogue’s text, and tries again with a new key', async () => {
    api(() => 'NoFund');
    await open();
    await userEvent.click(screen.getByRole('radio', { name: /^100,00\skr\.$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    const failed = await screen.findByRole('dialog', { name: 'Indbetalingen blev ikke gennemført' });
    expect(within(failed).getByRole('alert')).toHaveTextContent('Der er ikke penge nok på kortet.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Prøv igen' }));
    await userEvent.click(await screen.findByRole('radio', { name: /^100,00\skr\.$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    await screen.findByRole('dialog', { name: 'Indbetalingen blev ikke gennemført' });
    const keys = requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill').map((r) => r.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('retries a time-out with the same key, so the card cannot be charged twice', async () => {
    let calls = 0;
    api(() => (++calls === 1 ? 'timeout' : 'Success'));
    await open();
    await userEvent.click(screen.getByRole('radio', { name: /^50,00\skr\.$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Indbetalingen blev ikke gennemført' })).getByRole('button', { name: 'Prøv igen' }));
    await userEvent.click(await screen.findByRole('radio', { name: /^50,00\skr\.$/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
    await screen.findByRole('dialog', { name: 'Pengene er sat ind' });
    const keys = requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill').map((r) => r.headers['idempotency-key']);
    expect(keys[0]).toBe(keys[1]);
  });

  it('offers MobilePay without a saved card, and a way to the card page to add one', async () => {
    api(undefined, []);
    const onClose = jest.fn();
    await renderInPage(<AddFundsDialog wallet={emma({ CreditCards: [] })} onClose={onClose} onDone={() => undefined} />, { roles: PARENT_ROLES });
    const dialog = await screen.findByRole('dialog', { name: 'Indbetal til Emma Jensen' });
    const methods = within(dialog).getByTestId('card-choices');
    expect(within(methods).getAllByRole('radio')).toHaveLength(1);
    expect(await within(methods).findByRole('radio', { name: /MobilePay/, checked: true })).toBeInTheDocument();
    expect(within(dialog).getByTestId('no-card-yet')).toHaveTextContent('Der er ikke gemt et betalingskort til Emma Jensen. Betal med MobilePay, eller tilføj et kort.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj et betalingskort' }));
    expect(onClose).toHaveBeenCalled();
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/DepositWithdraw/WalletCreditCard?WalletID=${EMMA_ID}`);
  });

  describe('a free amount ("Andet beløb")', () => {
    it('sends 137,50 typed in Danish as 137.5 kroner (13750 øre) and shows it on success', async () => {
      api();
      await open('da');
      await userEvent.click(screen.getByRole('radio', { name: 'Andet beløb' }));
      const field = screen.getByRole('textbox', { name: 'Andet beløb til Emma Jensen' });
      expect(field).toHaveAccessibleDescription(/^Mindst 10,00\skr\. og højst 99\.550,00\skr\.$/);
      await userEvent.type(field, '137,50');
      await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
      const success = await screen.findByRole('dialog', { name: 'Pengene er sat ind' });
      expect(within(success).getByText(/^137,50\skr\.$/)).toBeInTheDocument();
      const [sent] = requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill');
      expect(sent?.params).toMatchObject({ amount: 137.5, walletID: EMMA_ID });
    });

    it('reads 137.50 typed in English the same way', async () => {
      api();
      await open('en');
      await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Other amount for Emma Jensen' }), '137.50');
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
      await screen.findByRole('dialog', { name: 'The money has been added' });
      expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')[0]?.params).toMatchObject({ amount: 137.5 });
    });

    it('shows an amount below 10 kr as an error of the field and sends nothing', async () => {
      api();
      await open('da');
      await userEvent.click(screen.getByRole('radio', { name: 'Andet beløb' }));
      const field = screen.getByRole('textbox', { name: 'Andet beløb til Emma Jensen' });
      await userEvent.type(field, '9,99');
      await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(/Beløbet skal være mindst 10,00\skr\.$/);
      expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')).toHaveLength(0);
    });

    it('refuses more than the room under the wallet’s maximum, by the field, and sends nothing', async () => {
      api();
      // 450 kr on a wallet whose maximum is 1.000 kr: 550 kr fit.
      await renderInPage(<AddFundsDialog wallet={emma({ TotalMaximumAmount: 1_000 })} onClose={() => undefined} onDone={() => undefined} />, { roles: PARENT_ROLES, culture: 'en' });
      await screen.findByTestId('amount-choices');
      await userEvent.click(screen.getByRole('radio', { name: 'Other amount' }));
      const field = screen.getByRole('textbox', { name: 'Other amount for Emma Jensen' });
      await userEvent.type(field, '550.01');
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
      expect(field).toHaveAccessibleDescription(expect.stringMatching(/At most DKK\s550\.00 can be added to the wallet now/));
      expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')).toHaveLength(0);
      await userEvent.clear(field);
      await userEvent.type(field, 'abc');
      expect(field).toHaveAccessibleDescription(expect.stringContaining('Enter an amount in kroner, e.g. 137.50.'));
      await userEvent.clear(field);
      await userEvent.type(field, '550');
      expect(field).not.toHaveAttribute('aria-invalid');
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }));
      await screen.findByRole('dialog', { name: 'The money has been added' });
      expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')[0]?.params).toMatchObject({ amount: 550 });
    });

    it("also refuses a server's amount that does not fit, by the amounts", async () => {
      api();
      await renderInPage(<AddFundsDialog wallet={emma({ TotalMaximumAmount: 600 })} onClose={() => undefined} onDone={() => undefined} />, { roles: PARENT_ROLES });
      await screen.findByTestId('amount-choices');
      await userEvent.click(screen.getByRole('radio', { name: /^200,00\skr\.$/ }));
      await userEvent.click(screen.getByRole('button', { name: 'Indbetal' }));
      expect(within(screen.getByTestId('amount-choices')).getByRole('alert')).toHaveTextContent('Der kan højst sættes 150,00 kr. ind på tegnebogen nu');
      expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')).toHaveLength(0);
    });
  });
});

jest.mock('@kk/platform', () => ({ ...jest.requireActual<object>('@kk/platform'), leaveForProvider: jest.fn() }));

describe('MobilePay in the add-funds dialog', () => {
  it('is offered beside the saved cards and leads to the approval page, with an Idempotency-Key', async () => {
    const { leaveForProvider } = jest.requireMock<{ leaveForProvider: jest.Mock }>('@kk/platform');
    api(undefined, undefined, {
      'POST /api/DepositWithdraw/MobilePay/Deposit': {
        TransactionID: '7d1c2a4e-0000-4000-8000-000000000099',
        RedirectUrl: 'http://localhost:4100/mobilepay/ses_abc?lang=da',
      },
    });
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Indbetal til Emma Jensen' });
    const methods = within(dialog).getByTestId('card-choices');
    expect(within(dialog).getByText('Betal med')).toBeInTheDocument();
    expect(within(methods).getByRole('radio', { name: /Visa •••• 1111/ })).toBeInTheDocument();
    await userEvent.click(within(methods).getByRole('radio', { name: /MobilePay/ }));
    await userEvent.click(within(dialog).getByRole('radio', { name: /^200,00\skr\.$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Indbetal' }));
    expect(await within(dialog).findByTestId('mobilepay-redirecting')).toHaveTextContent('Du sendes videre til MobilePay');
    const [deposit] = requestsTo('POST /api/DepositWithdraw/MobilePay/Deposit');
    expect(deposit?.params).toMatchObject({ walletID: EMMA_ID, amount: 200 });
    expect(deposit?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(requestsTo('POST /api/DepositWithdraw/CreditCard/SubscriptionBill')).toHaveLength(0);
    expect(leaveForProvider).toHaveBeenCalledWith('http://localhost:4100/mobilepay/ses_abc?lang=da');
  });

  it('adds funds with MobilePay on a wallet without a saved card, in English too', async () => {
    const { leaveForProvider } = jest.requireMock<{ leaveForProvider: jest.Mock }>('@kk/platform');
    leaveForProvider.mockClear();
    api(undefined, [], {
      'POST /api/DepositWithdraw/MobilePay/Deposit': { TransactionID: '7d1c2a4e-0000-4000-8000-000000000098', RedirectUrl: 'http://localhost:4100/mobilepay/ses_def?lang=en' },
    });
    await renderInPage(<AddFundsDialog wallet={emma({ CreditCards: [] })} onClose={() => undefined} onDone={() => undefined} />, { roles: PARENT_ROLES, culture: 'en' });
    const dialog = await screen.findByRole('dialog', { name: 'Add funds for Emma Jensen' });
    expect(within(dialog).getByRole('button', { name: 'Add a payment card' })).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^DKK\s100\.00$/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add funds' }));
    expect(await within(dialog).findByTestId('mobilepay-redirecting')).toHaveTextContent('Taking you to MobilePay');
    expect(requestsTo('POST /api/DepositWithdraw/MobilePay/Deposit')[0]?.params).toMatchObject({ walletID: EMMA_ID, amount: 100 });
    expect(leaveForProvider).toHaveBeenCalledWith('http://localhost:4100/mobilepay/ses_def?lang=en');
  });

  it("does not offer another guardian's card not shared with the user: it is named as theirs, and MobilePay is chosen (issue 23)", async () => {
    const inviters = card({ Brand: 'Dankort', Last4: '0006', SavedBy: 'Mette Jensen', SavedByMe: false, Shared: false, CanUse: false });
    api(undefined, [inviters]);
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Indbetal til Emma Jensen' });
    expect(within(dialog).queryByRole('radio', { name: /Dankort •••• 0006/ })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('cards-not-shared')).toHaveTextContent('Dankort •••• 0006 er gemt af Mette Jensen og ikke delt med dig.');
    expect(within(dialog).getByTestId('no-card-yet')).toHaveTextContent('Du har ikke et betalingskort, du kan bruge til Emma Jensen.');
    expect(await within(dialog).findByRole('radio', { name: /MobilePay/, checked: true })).toBeInTheDocument();
  });

  it('offers the cards shared with the user and their own, and says in English whose the others are', async () => {
    const inviters = card({ Brand: 'Dankort', Last4: '0006', SavedBy: 'Mette Jensen', SavedByMe: false, Shared: false, CanUse: false });
    const shared = card({ UID: '6f1c2a4e-0000-4000-8000-000000000007', Last4: '4242', PrimaryUses: [], SavedBy: 'Mette Jensen', SavedByMe: false, Shared: true, CanUse: true });
    api(undefined, [inviters, shared]);
    await open('en');
    const dialog = screen.getByRole('dialog', { name: 'Add funds for Emma Jensen' });
    // The shared card is the only one the user may pay with: chosen for them.
    expect(await within(dialog).findByRole('radio', { name: /Visa •••• 4242/, checked: true })).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio', { name: /Dankort •••• 0006/ })).not.toBeInTheDocument();
    expect(within(dialog).getByTestId('cards-not-shared')).toHaveTextContent('Dankort •••• 0006 was saved by Mette Jensen and is not shared with you.');
  });
});
