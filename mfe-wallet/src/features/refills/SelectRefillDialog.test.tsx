import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageSettings } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import SelectRefillDialog from './SelectRefillDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());
jest.mock('@kk/platform', () => ({ ...jest.requireActual<object>('@kk/platform'), leaveForProvider: jest.fn() }));

const AGREEMENT_ID = '5a1e7b9c-0000-4000-8000-0000000000ab';
const AGREEMENT_PAGE = 'http://localhost:4100/mobilepay/ses_agr?lang=da';

const saved = { WalletID: EMMA_ID, AutomaticRefill: { Enabled: true, RefillAmount: 200, BelowAmount: 100 }, MonthlyRefill: { Amount: 0, BalanceLimit: 0, IsActive: false, HasBalanceLimit: false } };

beforeEach(() => {
  usePageSettings.getState().setSettings([]);
  fakeApi({
    'GET /api/DepositWithdraw/GetAutomaticRefillAmounts': [100, 200, 300],
    'PUT /api/DepositWithdraw/AutomaticRefill': saved,
    'PUT /api/DepositWithdraw/MonthlyRefill': saved,
    'PUT /api/DepositWithdraw/DisableRefills': [{ ...saved, AutomaticRefill: { ...saved.AutomaticRefill, Enabled: false } }],
  });
});

async function open(wallet = emma(), culture: 'da' | 'en' = 'da') {
  const onSaved = jest.fn();
  await renderInPage(<SelectRefillDialog wallet={wallet} onClose={() => undefined} onSaved={onSaved} />, { roles: PARENT_ROLES, culture });
  return { onSaved };
}

async function choose(kind: RegExp) {
  await userEvent.click(await screen.findByRole('radio', { name: kind }));
  await userEvent.click(screen.getByRole('button', { name: /Næste|Next/ }));
}

describe('the refill dialogs', () => {
  it('say how the wallet is refilled now and offer automatic or monthly', async () => {
    await open();
    const dialog = await screen.findByRole('dialog', { name: 'Optankning – Emma Jensen' });
    expect(within(dialog).getByTestId('refill-current')).toHaveTextContent('Der er ingen optankning nu.');
    expect(within(dialog).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['automatic', 'monthly']);
  });

  it('offer MobilePay when the wallet has no primary card, with the way to add a card', async () => {
    await open(emma({ CreditCards: [] }));
    const dialog = await screen.findByRole('dialog', { name: 'Optankning – Emma Jensen' });
    expect(within(dialog).getByTestId('refill-no-primary')).toHaveTextContent('Tegnebogen har intet primært betalingskort: optankningen kan betales med MobilePay.');
    expect(within(dialog).getByRole('link', { name: 'Tilføj et betalingskort' })).toHaveAttribute('href', expect.stringContaining(`WalletID=${EMMA_ID}`));
    await choose(/^Automatisk optankning/);
    const form = await screen.findByRole('dialog', { name: 'Automatisk optankning – Emma Jensen' });
    const payment = within(within(form).getByTestId('refill-payment'));
    expect(payment.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['MobilePay']);
    expect(payment.getByRole('radio', { name: /^MobilePay/ })).toBeChecked();
  });

  it('check the automatic refill by the shared rules and save it for the wallet', async () => {
    const { onSaved } = await open();
    await choose(/^Automatisk optankning/);
    const dialog = await screen.findByRole('dialog', { name: 'Automatisk optankning – Emma Jensen' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Beløbet skal være større end 0.')).toBeInTheDocument();
    expect(requestsTo('PUT /api/DepositWithdraw/AutomaticRefill')).toHaveLength(0);

    await userEvent.click(within(dialog).getByRole('radio', { name: /^200,00\skr\.$/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Når saldoen kommer under' }), 'abc');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByText('Skriv et beløb, for eksempel 150,00.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Når saldoen kommer under' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Når saldoen kommer under' }), '100,5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    // The save is confirmed from the server's answer, with focus on the new step, before the dialog closes.
    const confirmation = await screen.findByRole('dialog', { name: 'Optankning gemt – Emma Jensen' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent('Nu: automatisk optankning med 200,00 kr., når saldoen kommer under 100,00 kr.');
    expect(within(confirmation).getByRole('status').textContent).not.toMatch(/kr\.\.$/);
    expect(within(confirmation).getByRole('heading', { name: 'Optankning gemt – Emma Jensen' })).toHaveFocus();
    expect(onSaved).not.toHaveBeenCalled();
    await userEvent.click(within(confirmation).getByRole('button', { name: 'Luk' }));
    expect(onSaved).toHaveBeenCalled();
    const [put] = requestsTo('PUT /api/DepositWithdraw/AutomaticRefill');
    expect(put?.headers.walletid).toBe(EMMA_ID);
    expect(put?.body).toEqual({ AutomaticRefillEnabled: true, AutomaticRefillAmount: 200, AutomaticRefillBelowAmount: 100.5, PaymentMethod: 'Card' });
  });

  it('hold the monthly amount under the maximum and default the balance limit to the amount', async () => {
    const { onSaved } = await open(emma({ TotalMaximumAmount: 1000 }), 'en');
    await choose(/^Monthly refill/);
    const dialog = await screen.findByRole('dialog', { name: 'Monthly refill – Emma Jensen' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Monthly amount' }), '1500');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The amount may be at most DKK 1,000.00.')).toBeInTheDocument();

    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Monthly amount' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Monthly amount' }), '300');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Only refill up to a balance/ }));
    expect(within(dialog).getByText('Left empty: the same as the monthly amount.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: 'Refill saved – Emma Jensen' })).toBeInTheDocument();
    expect(requestsTo('PUT /api/DepositWithdraw/MonthlyRefill')[0]?.body).toEqual({ Amount: 300, BalanceLimit: null, IsActive: true, HasBalanceLimit: true, PaymentMethod: 'Card' });
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onSaved).toHaveBeenCalled();
  });

  it('offer no balance limit when the page setting NoMonthlySavings is true', async () => {
    usePageSettings.getState().setSettings([{ Key: 'NoMonthlySavings', Value: 'true' }]);
    await open();
    await choose(/^Månedlig optankning/);
    const dialog = await screen.findByRole('dialog', { name: 'Månedlig optankning – Emma Jensen' });
    expect(within(dialog).queryByRole('checkbox', { name: /Tank kun op til en saldo/ })).not.toBeInTheDocument();
  });

  it('save a monthly refill that was turned off as on: choosing it is turning it on', async () => {
    const { onSaved } = await open(emma({ MonthlyRefill: { Amount: 100, BalanceLimit: 100, IsActive: false, HasBalanceLimit: false } }));
    await choose(/^Månedlig optankning/);
    const dialog = await screen.findByRole('dialog', { name: 'Månedlig optankning – Emma Jensen' });
    expect(within(dialog).queryByRole('checkbox', { name: /Tank op hver måned/ })).not.toBeInTheDocument();
    await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Månedligt beløb' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Månedligt beløb' }), '250');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    await screen.findByRole('dialog', { name: 'Optankning gemt – Emma Jensen' });
    expect(requestsTo('PUT /api/DepositWithdraw/MonthlyRefill')[0]?.body).toMatchObject({ Amount: 250, IsActive: true });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('turn refills off without a card', async () => {
    const { onSaved } = await open(emma({ CreditCards: [], AutomaticRefill: { Enabled: true, RefillAmount: 200, BelowAmount: 100 } }));
    await userEvent.click(await screen.findByRole('radio', { name: 'Ingen optankning' }));
    await userEvent.click(screen.getByRole('button', { name: 'Slå optankning fra' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Der er ingen optankning nu.');
    expect(requestsTo('PUT /api/DepositWithdraw/DisableRefills')[0]?.headers.walletid).toBe(EMMA_ID);
    await userEvent.keyboard('{Escape}');
    expect(onSaved).toHaveBeenCalled();
  });
});

describe('the refill dialogs with MobilePay', () => {
  const leaveForProvider = () => jest.requireMock<{ leaveForProvider: jest.Mock }>('@kk/platform').leaveForProvider;
  beforeEach(() => leaveForProvider().mockClear());

  it('offer MobilePay beside the primary card; choosing it without an agreement starts one, saves the refill and goes to the agreement page', async () => {
    fakeApi({
      'GET /api/DepositWithdraw/GetAutomaticRefillAmounts': [100, 200, 300],
      'POST /api/DepositWithdraw/MobilePay/Agreement': { AgreementID: AGREEMENT_ID, RedirectUrl: AGREEMENT_PAGE },
      'PUT /api/DepositWithdraw/AutomaticRefill': { ...saved, AutomaticRefill: { ...saved.AutomaticRefill, PaymentMethod: 'MobilePay' } },
    });
    const { onSaved } = await open();
    await choose(/^Automatisk optankning/);
    const dialog = await screen.findByRole('dialog', { name: 'Automatisk optankning – Emma Jensen' });
    const payment = within(within(dialog).getByTestId('refill-payment'));
    expect(payment.getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['Card', 'MobilePay']);
    expect(payment.getByRole('radio', { name: /^Visa •••• 1111/ })).toBeChecked();
    expect(payment.getByText('Du opretter en aftale i MobilePay-appen, når du gemmer')).toBeInTheDocument();
    await userEvent.click(payment.getByRole('radio', { name: /^MobilePay/ }));
    expect(payment.getByText('Du opretter en aftale i MobilePay-appen, når du gemmer')).toBeInTheDocument();
    expect(within(dialog).getByText('Der trækkes med MobilePay, når saldoen kommer under beløbet herunder.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('radio', { name: /^200,00\skr\.$/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Når saldoen kommer under' }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));

    await waitFor(() => expect(leaveForProvider()).toHaveBeenCalledWith(AGREEMENT_PAGE));
    const [agreement] = requestsTo('POST /api/DepositWithdraw/MobilePay/Agreement');
    expect(agreement?.params).toMatchObject({ walletID: EMMA_ID, returnUrl: 'http://localhost/' });
    expect(agreement?.headers['idempotency-key']).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(requestsTo('PUT /api/DepositWithdraw/AutomaticRefill')[0]?.body).toEqual({ AutomaticRefillEnabled: true, AutomaticRefillAmount: 200, AutomaticRefillBelowAmount: 100, PaymentMethod: 'MobilePay' });
    // On the way to MobilePay: nothing is confirmed here (the home page says how it went on return).
    expect(screen.queryByRole('dialog', { name: 'Optankning gemt – Emma Jensen' })).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('use an active agreement without leaving, and say the refill is paid with MobilePay (English)', async () => {
    fakeApi({
      'PUT /api/DepositWithdraw/MonthlyRefill': { ...saved, AutomaticRefill: { ...saved.AutomaticRefill, Enabled: false }, MonthlyRefill: { Amount: 150, BalanceLimit: 150, IsActive: true, HasBalanceLimit: false, PaymentMethod: 'MobilePay' } },
    });
    await open(emma({ MobilePayAgreement: 'Active', MonthlyRefill: { Amount: 150, BalanceLimit: 150, IsActive: true, HasBalanceLimit: false, PaymentMethod: 'MobilePay' } }), 'en');
    const select = await screen.findByRole('dialog', { name: 'Refill – Emma Jensen' });
    expect(within(select).getByTestId('refill-current')).toHaveTextContent('Now: monthly refill of DKK 150.00. Paid with MobilePay.');
    await choose(/^Monthly refill/);
    const dialog = await screen.findByRole('dialog', { name: 'Monthly refill – Emma Jensen' });
    const payment = within(within(dialog).getByTestId('refill-payment'));
    expect(payment.getByRole('radio', { name: /^MobilePay/ })).toBeChecked();
    expect(payment.getByText('Your MobilePay agreement is used')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const confirmation = await screen.findByRole('dialog', { name: 'Refill saved – Emma Jensen' });
    expect(within(confirmation).getByRole('status')).toHaveTextContent('Now: monthly refill of DKK 150.00. Paid with MobilePay.');
    expect(requestsTo('POST /api/DepositWithdraw/MobilePay/Agreement')).toHaveLength(0);
    expect(requestsTo('PUT /api/DepositWithdraw/MonthlyRefill')[0]?.body).toMatchObject({ PaymentMethod: 'MobilePay' });
    expect(leaveForProvider()).not.toHaveBeenCalled();
  });

  it('show the server message when the agreement cannot be started, and save nothing', async () => {
    fakeApi({
      'GET /api/DepositWithdraw/GetAutomaticRefillAmounts': [100, 200, 300],
      'POST /api/DepositWithdraw/MobilePay/Agreement': () => ({ status: 502, data: { StatusCode: 502, message: 'unable to connect', reason: 'MobilePay could not be reached' } }),
    });
    await open(emma({ CreditCards: [] }));
    await choose(/^Automatisk optankning/);
    const dialog = await screen.findByRole('dialog', { name: 'Automatisk optankning – Emma Jensen' });
    await userEvent.click(within(dialog).getByRole('radio', { name: /^200,00\skr\.$/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Når saldoen kommer under' }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Gem' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    expect(requestsTo('PUT /api/DepositWithdraw/AutomaticRefill')).toHaveLength(0);
    expect(leaveForProvider()).not.toHaveBeenCalled();
  });
});
