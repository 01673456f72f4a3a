import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { usePageSettings } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import SelectRefillDialog from './SelectRefillDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

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

  it('become the wallet-missing-card dialog when the wallet has no primary card', async () => {
    await open(emma({ CreditCards: [] }));
    expect(await screen.findByRole('dialog', { name: 'Der mangler et betalingskort' })).toBeInTheDocument();
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
    expect(put?.body).toEqual({ AutomaticRefillEnabled: true, AutomaticRefillAmount: 200, AutomaticRefillBelowAmount: 100.5 });
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
    expect(requestsTo('PUT /api/DepositWithdraw/MonthlyRefill')[0]?.body).toEqual({ Amount: 300, BalanceLimit: null, IsActive: true, HasBalanceLimit: true });
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
