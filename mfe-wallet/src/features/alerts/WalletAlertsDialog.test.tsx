import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SetWalletAlertsBody, WalletAlerts } from '@kk/contracts';
import { renderInPage } from '../../test-support/render';
import { refusedAsInvalid, settingsDialog } from '../../test-support/settingsDialog';
import { emma, EMMA_ID, PARENT_ROLES } from '../../test-support/wallets';
import WalletAlertsDialog from './WalletAlertsDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const DEFAULTS = {
  LowBalanceEnabled: false,
  LowBalanceThreshold: null,
  FailedRefillEnabled: true,
  CardExpiryEnabled: true,
  OrderConfirmationEmail: true,
  OrderConfirmationSms: false,
  SmsAvailable: false,
  MobileNumber: null,
};

function answer(overrides: Partial<WalletAlerts> = {}): WalletAlerts {
  return { WalletID: EMMA_ID, ...DEFAULTS, MayChange: true, ...overrides };
}

const { api, open, saves, expectRefusalKeepsTyped } = settingsDialog<WalletAlerts>({
  path: '/api/Alerts/Wallet',
  dialog: () => <WalletAlertsDialog wallet={emma()} onClose={() => undefined} />,
  shownBy: 'alerts-failed-refill',
  saved: (request) => {
    const body = request.body as SetWalletAlertsBody;
    return { data: answer({ ...body, OrderConfirmationEmail: body.OrderConfirmationEmail ?? true, OrderConfirmationSms: body.OrderConfirmationSms ?? false }) };
  },
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
      /The e-mail alerts for Emma Jensen have been saved\. Low balance: below DKK\s37\.50 · Failed refill: off · Card expiry: on · Order confirmations: e-mail$/,
    );
    const [sent] = saves();
    expect(sent?.params).toEqual({ walletID: EMMA_ID });
    expect(sent?.body).toEqual({
      LowBalanceEnabled: true,
      LowBalanceThreshold: 37.5,
      FailedRefillEnabled: false,
      CardExpiryEnabled: true,
      OrderConfirmationEmail: true,
      OrderConfirmationSms: false,
    });
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
    expect(await screen.findByText(/Kun en værge med adgang til indbetalinger kan ændre advarslerne\. Lav saldo: fra · Mislykket optankning: til · Kort udløber: til · Ordrebekræftelser: e-mail$/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('offers order confirmations by e-mail (on) and, to a wallet with a mobile number, by SMS (off), and saves the choice', async () => {
    api(answer({ SmsAvailable: true, MobileNumber: '4512345678' }));
    await open();
    const group = screen.getByRole('group', { name: 'Ordrebekræftelser' });
    const email = within(group).getByRole('checkbox', { name: /På e-mail/ });
    const sms = within(group).getByRole('checkbox', { name: /På SMS/ });
    expect(email).toBeChecked();
    expect(sms).not.toBeChecked();
    expect(group).toHaveTextContent('Til kontoens mobilnummer 4512345678.');
    await userEvent.click(sms);
    await userEvent.click(email);
    await userEvent.click(screen.getByRole('button', { name: 'Gem advarsler for Emma Jensen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Ordrebekræftelser: SMS$/);
    expect(saves()[0]?.body).toMatchObject({ OrderConfirmationEmail: false, OrderConfirmationSms: true });
  });

  it('offers no SMS to a wallet without a mobile number, and says why', async () => {
    api(answer());
    await open('en');
    const group = screen.getByRole('group', { name: 'Order confirmations' });
    expect(within(group).getByRole('checkbox', { name: /By e-mail/ })).toBeChecked();
    expect(within(group).queryByRole('checkbox', { name: /SMS/ })).not.toBeInTheDocument();
    expect(group).toHaveTextContent("Text messages need a mobile number on Emma Jensen's wallet");
    await userEvent.click(screen.getByRole('button', { name: 'Save alerts for Emma Jensen' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/have been saved/);
    expect(saves()[0]?.body).toMatchObject({ OrderConfirmationEmail: true, OrderConfirmationSms: false });
  });
});
