import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WalletRestrictions } from '@kk/contracts';
import { renderInPage } from '../../test-support/render';
import { refusedAsInvalid, settingsDialog } from '../../test-support/settingsDialog';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import SpendingControlsDialog from './SpendingControlsDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const NONE = { DailyAmount: null, PurchasesPerDay: null, Weekdays: null, BlockedFoodGroups: [] };
const GROUPS = ['dairy', 'fruit', 'meal', 'soda', 'sweets'];

function answer(overrides: Partial<WalletRestrictions> = {}): WalletRestrictions {
  return { WalletID: EMMA_ID, Guardian: NONE, School: NONE, InForce: NONE, FoodGroups: GROUPS, MayChange: true, ...overrides };
}

const { api, open, saves, expectRefusalKeepsTyped } = settingsDialog<WalletRestrictions>({
  path: '/api/Restrictions/Wallet',
  dialog: () => <SpendingControlsDialog wallet={emma()} onClose={() => undefined} />,
  shownBy: 'controls-weekdays',
  saved: (request) => ({ data: answer({ Guardian: request.body as WalletRestrictions['Guardian'], InForce: request.body as WalletRestrictions['Guardian'] }) }),
});

describe('the spending controls dialog', () => {
  it('is named with the child, labels every control and starts from what the guardian saved', async () => {
    api(answer({ Guardian: { DailyAmount: 50, PurchasesPerDay: 2, Weekdays: [1, 2, 3, 4, 5], BlockedFoodGroups: ['sweets'] } }));
    await open();
    const dialog = screen.getByRole('dialog', { name: 'Forbrugsgrænser for Emma Jensen' });
    expect(within(dialog).getByRole('textbox', { name: 'Beløb pr. dag' })).toHaveValue('50,00');
    expect(within(dialog).getByRole('textbox', { name: 'Køb pr. dag' })).toHaveValue('2');
    const days = within(dialog).getByRole('group', { name: 'Dage, hvor kortet virker' });
    expect(within(days).getAllByRole('checkbox').map((box) => (box as HTMLInputElement).checked)).toEqual([true, true, true, true, true, false, false]);
    expect(within(days).getByRole('checkbox', { name: 'lørdag' })).not.toBeChecked();
    const groups = within(dialog).getByRole('group', { name: 'Spær varegrupper' });
    expect(within(groups).getByRole('checkbox', { name: 'Slik' })).toBeChecked();
    expect(within(groups).getByRole('checkbox', { name: 'Sodavand' })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Gem forbrugsgrænser for Emma Jensen' })).toBeInTheDocument();
  });

  it('saves the controls as the API expects (kroner, weekdays 1–7, groups) and announces it', async () => {
    api(answer());
    await open('en');
    await userEvent.type(screen.getByRole('textbox', { name: 'Amount per day' }), '37.50');
    await userEvent.type(screen.getByRole('textbox', { name: 'Purchases per day' }), '3');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sunday' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Sweets' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Soft drinks' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save spending controls for Emma Jensen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/The spending controls for Emma Jensen have been saved\. What applies now: At most DKK\s37\.50 a day · At most 3 purchases a day · The card works Monday–Friday · Blocked: Sweets and Soft drinks/);
    const [sent] = saves();
    expect(sent?.params).toEqual({ walletID: EMMA_ID });
    expect(sent?.body).toEqual({ DailyAmount: 37.5, PurchasesPerDay: 3, Weekdays: [1, 2, 3, 4, 5], BlockedFoodGroups: ['sweets', 'soda'] });
  });

  it('shows the school’s limits read-only; its days and groups cannot be changed, and only its own choices are sent', async () => {
    const school = { DailyAmount: 40, PurchasesPerDay: 3, Weekdays: [1, 2, 3, 4, 5], BlockedFoodGroups: ['soda'] };
    api(answer({ School: school, InForce: school }));
    await open();
    const limits = screen.getByRole('region', { name: 'Skolens egne grænser' });
    expect(within(limits).getAllByRole('listitem').map((item) => item.textContent?.replace(/\s/g, ' '))).toEqual([
      'Højst 40,00 kr. om dagen',
      'Højst 3 køb om dagen',
      'Kortet virker mandag–fredag',
      'Spærret: Sodavand',
    ]);
    expect(screen.getByRole('checkbox', { name: /søndag/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: /Sodavand/ })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: /Sodavand/ })).toBeDisabled();
    await userEvent.click(screen.getByRole('checkbox', { name: 'Frugt' }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem forbrugsgrænser for Emma Jensen' }));
    await screen.findByText(/er gemt/);
    expect(saves()[0]?.body).toEqual({ DailyAmount: null, PurchasesPerDay: null, Weekdays: [1, 2, 3, 4, 5], BlockedFoodGroups: ['fruit'] });
  });

  it('ties each error to its field and sends nothing while the rules refuse', async () => {
    api(answer({ School: { ...NONE, DailyAmount: 40 }, InForce: { ...NONE, DailyAmount: 40 } }));
    await open();
    const amount = screen.getByRole('textbox', { name: 'Beløb pr. dag' });
    const purchases = screen.getByRole('textbox', { name: 'Køb pr. dag' });
    await userEvent.type(amount, '45');
    await userEvent.type(purchases, '1,5');
    for (const day of ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag']) await userEvent.click(screen.getByRole('checkbox', { name: day }));
    await userEvent.click(screen.getByRole('button', { name: 'Gem forbrugsgrænser for Emma Jensen' }));
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/Skolens grænse er 40,00\skr\.; din kan kun være lavere\.$/);
    expect(purchases).toHaveAccessibleDescription(/Skriv et helt tal\.$/);
    expect(screen.getByRole('group', { name: 'Dage, hvor kortet virker' })).toHaveAccessibleDescription('Vælg mindst én dag.');
    expect(saves()).toHaveLength(0);
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    api(answer(), refusedAsInvalid('DailyAmount: above_school_limit'));
    await open();
    await expectRefusalKeepsTyped('Beløb pr. dag', 'Gem forbrugsgrænser for Emma Jensen');
  });

  it('only shows what applies to someone who may not change it', async () => {
    const school = { ...NONE, Weekdays: [1, 2, 4] };
    api(answer({ School: school, InForce: school, MayChange: false }));
    await renderInPage(<SpendingControlsDialog wallet={emma()} onClose={() => undefined} />, { roles: PARENT_ROLES });
    expect(await screen.findByText(/Kun en værge kan ændre forbrugsgrænserne\. Det gælder nu: Kortet virker mandag, tirsdag og torsdag$/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
