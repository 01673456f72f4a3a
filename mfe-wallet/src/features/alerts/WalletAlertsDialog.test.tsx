import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetWalletAlertsBody, WalletAlerts } from '@kk/contracts';
import { renderInPage } from '../../test-support/render';
import { refusedAsInvalid, settingsDialog } from '../../test-support/settingsDialog';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import WalletAlertsDialog from './WalletAlertsDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const DEFAULTS = { LowBalanceEnabled: false, LowBalanceThreshold: null, FailedRefillEnabled: true, CardExpiryEnabled: true };

function answer(overrides: Partial<WalletAlerts> = {}): WalletAlerts {
  return { WalletID: EMMA_ID, ...DEFAULTS, MayChange: true, ...overrides };
}

const { api, open, saves, expectRefusalKeepsTyped } = settingsDialog<WalletAlerts>({
  path: '/api/Alerts/Wallet',
  dialog: () => <WalletAlertsDialog wallet={emma()} onClose={() => undefined} />,
  shownBy: 'alerts-failed-refill',
  saved: (request) => ({ data: answer(request.body as SetWalletAlertsBody) }),
});

describe('the e-mail alerts dialog', () => {
  it('is named with the child, labels every choice and starts from what was saved', async () => {
    api(answer({ LowBalanceEnabled: true, LowBalanceThreshold: 50, CardExpiryEnabled: false }));
    await open();
    const dialog = screen.getByRole('dialog', { name: 'E-mail-advarsler for Emma Jensen' });
    expect(within(dialog).getByRole('checkbox', { name: /Lav saldo/ })).toBeChecked();
    expect(within(dialog).getByRole('textbox', { name: 'Giv besked, når saldoen kommer under' })).toHaveValue('50,00');
    expect(within(dialog).getByRole('checkbox', { name: /En optankning mislykkes/ })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: /udløber snart/ })).not.toBeChecked();
    expect(within(dialog).getByRole('button', { name: 'Gem advarsler for Emma Jensen' })).toBeInTheDocument();
  });

  it('saves a low-balance alert typed in the culture, in kroner, and announces it', async () => {
    api(answer());
    await open('en');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Low balance/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Tell me when the balance falls below' }), '37.50');
    await userEvent.click(screen.getByRole('checkbox', { name: /A refill fails/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save alerts for Emma Jensen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      /The e-mail alerts for Emma Jensen have been saved\. Low balance: below DKK\s37\.50 · Failed refill: off · Card expiry: on/,
    );
    const [sent] = saves();
    expect(sent?.params).toEqual({ walletID: EMMA_ID });
    expect(sent?.body).toEqual({ LowBalanceEnabled: true, LowBalanceThreshold: 37.5, FailedRefillEnabled: false, CardExpiryEnabled: true });
  });

  it('reads a Danish amount with a comma', async () => {
    api(answer());
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: /Lav saldo/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Giv besked, når saldoen kommer under' }), '1250,5');
    await userEvent.click(screen.getByRole('button', { name: 'Gem advarsler for Emma Jensen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/er gemt\. Lav saldo: under 1\.250,50\skr\./);
    expect(saves()[0]?.body).toMatchObject({ LowBalanceThreshold: 1250.5 });
  });

  it('ties the threshold’s error to its field and sends nothing while it is wrong', async () => {
    api(answer());
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: /Lav saldo/ }));
    const threshold = screen.getByRole('textbox', { name: 'Giv besked, når saldoen kommer under' });
    await userEvent.click(screen.getByRole('button', { name: 'Gem advarsler for Emma Jensen' }));
    expect(threshold).toHaveAttribute('aria-invalid', 'true');
    expect(threshold).toHaveAccessibleDescription(/Skriv det beløb, du vil have besked ved\.$/);
    await userEvent.type(threshold, '20000');
    await userEvent.click(screen.getByRole('button', { name: 'Gem advarsler for Emma Jensen' }));
    expect(threshold).toHaveAccessibleDescription(/Højst 10\.000,00\skr\.\.?$/);
    expect(saves()).toHaveLength(0);
  });

  it('toggles with Space and saves with Enter, with native controls in reading order', async () => {
    api(answer());
    await open('en');
    const box = screen.getByRole('checkbox', { name: /Low balance/ });
    act(() => box.focus());
    await userEvent.keyboard(' ');
    expect(box).toBeChecked();
    const field = screen.getByRole('textbox', { name: 'Tell me when the balance falls below' });
    // The threshold follows its switch in the DOM (the Tab order): checkbox, field, the other two, Close, Save.
    const order = [box, field, ...screen.getAllByRole('checkbox').slice(1), ...screen.getAllByRole('button', { name: /Close|Save alerts/ })];
    expect(order.every((element, index) => index === 0 || (order[index - 1] as Node).compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING)).toBe(true);
    act(() => field.focus());
    await userEvent.keyboard('75{Enter}');
    expect(await screen.findByRole('status')).toHaveTextContent(/have been saved/);
    expect(saves()[0]?.body).toMatchObject({ LowBalanceEnabled: true, LowBalanceThreshold: 75 });
  });

  it('shows the server’s refusal and keeps what was typed', async () => {
    api(answer(), refusedAsInvalid('LowBalanceThreshold: above_maximum'));
    await open();
    await userEvent.click(screen.getByRole('checkbox', { name: /Lav saldo/ }));
    await expectRefusalKeepsTyped('Giv besked, når saldoen kommer under', 'Gem advarsler for Emma Jensen');
  });

  it('only shows the settings to someone who may not change them', async () => {
    api(answer({ MayChange: false }));
    await renderInPage(<WalletAlertsDialog wallet={emma()} onClose={() => undefined} />, { roles: PARENT_ROLES });
    expect(await screen.findByText(/Kun en værge med adgang til indbetalinger kan ændre advarslerne\. Lav saldo: fra · Mislykket optankning: til · Kort udløber: til$/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });
});
