import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fakeApi, requestsTo, type FakeRequest } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { card, emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import AddFundsDialog from './AddFundsDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const primary = card();
const other = card({ UID: '6f1c2a4e-0000-4000-8000-000000000002', Last4: '4242', PrimaryUses: [] });

function api(bill: (request: FakeRequest) => string = () => 'Success', cards = [other, primary]) {
  fakeApi({
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

  it('becomes the wallet-missing-card dialog without a card, which leads to the card page', async () => {
    api(undefined, []);
    await renderInPage(<AddFundsDialog wallet={emma({ CreditCards: [] })} onClose={() => undefined} onDone={() => undefined} />, { roles: PARENT_ROLES });
    const dialog = await screen.findByRole('dialog', { name: 'Der mangler et betalingskort' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gå til betalingskort' }));
    expect(`${window.location.pathname}${window.location.search}`).toBe(`/DepositWithdraw/WalletCreditCard?WalletID=${EMMA_ID}`);
  });
});
