import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TransactionDetail } from '@kk/contracts';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { canteenSale, declinedOrder, NOAH, SCHOOL, STATUS, TERMINAL } from '../../test-support/fixtures';
import TransactionDialog from './TransactionDialog';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const PARTNER_ROLES = ['PartnerSite', 'CustomerSupport', 'ViewDetailTransactionInfo', 'TransactionRefund'];
const UNIT = {
  ID: TERMINAL, Name: 'Kantineterminal 1', IsDevice: true, IsActive: true, Customer: { ID: SCHOOL, Name: 'Solbakke Skole' }, Canteen: null,
  CreatedDate: '2026-01-01T08:00:00.000Z', LastTransactionDate: '2026-03-10T08:15:00.000Z', SalesToday: 3, SumToday: 96, LatestTransactions: [],
};

async function open(detail: TransactionDetail, options: { application?: 'partner' | 'support'; roles?: string[]; routes?: Record<string, unknown> } = {}) {
  const application = options.application ?? 'partner';
  const base = application === 'support' ? '/api/Transactions/Detail' : '/api/Transaction/Detail';
  fakeApi({ [`GET ${base}`]: detail, ...(options.routes ?? {}) });
  const closed: boolean[] = [];
  const view = await renderInPage(
    <TransactionDialog transactionId={detail.ID} onClose={(changed) => closed.push(changed)} renderTickets={() => <p>sagerne</p>} />,
    { application, roles: options.roles ?? [] },
  );
  const dialog = await screen.findByTestId('transaction-dialog');
  await within(dialog).findByRole('button', { name: /^Kunde/ });
  return { dialog, closed, view };
}

/** A browser focuses a button on the press before its click; the accordion toggles only a focused trigger. */
function press(button: HTMLElement) {
  act(() => button.focus());
  fireEvent.click(button);
}

const sectionButtons = (dialog: HTMLElement) =>
  within(dialog).getAllByRole('button').filter((b) => b.hasAttribute('aria-expanded')).map((b) => b.textContent);

describe('which parts show (spec section 6)', () => {
  it('gives the partner site with every partner role the wallet, custom information and refund, and no stack trace, admin or help desk', async () => {
    const { dialog } = await open(canteenSale(), { roles: PARTNER_ROLES });
    expect(sectionButtons(dialog)).toEqual(['Kunde', 'Terminal', 'Ekstra oplysninger', 'Noter (0)']);
    expect(within(dialog).getByTestId('link-device')).toHaveAttribute('href', `/Units/DeviceInfo?ID=${TERMINAL}`);
    expect(within(dialog).getByTestId('link-device')).toHaveAttribute('target', 'kk-unit');
    expect(within(dialog).getByTestId('link-wallet')).toHaveAttribute('href', `/CustomerSupport/Users?W.ID=${NOAH}`);
    const messages = new URL(within(dialog).getByTestId('link-messages').getAttribute('href')!, 'http://x');
    expect(messages.pathname).toBe('/Messages/All');
    expect(Object.fromEntries(messages.searchParams)).toEqual({ MobileNumber: '4521876510', From: '2026-02-27T10:00:00.000Z', To: '2026-03-19T10:00:00.000Z' });
    expect(screen.getByTestId('action-refund')).toBeInTheDocument();
    expect(screen.queryByTestId('action-Cancel')).toBeNull();
    expect(screen.queryByText('sagerne')).toBeNull();
  });

  it('keeps custom information, the wallet and refund from a partner without those roles', async () => {
    const { dialog } = await open(canteenSale({ MobileNumber: null, WalletCustomer: null }), { roles: ['PartnerSite'] });
    expect(sectionButtons(dialog)).toEqual(['Kunde', 'Terminal', 'Noter (0)']);
    expect(within(dialog).queryByTestId('link-wallet')).toBeNull();
    expect(screen.queryByTestId('action-refund')).toBeNull();
  });

  it('gives the support tool the stack trace, the status change, the admin actions and (with HelpDesk) the tickets', async () => {
    const { dialog } = await open(declinedOrder(), { application: 'support', roles: ['SupportTool', 'HelpDesk'] });
    expect(sectionButtons(dialog)).toEqual(['Kunde', 'Ekstra oplysninger', 'Noter (0)', 'Skift status', 'Stack trace', 'Help-desk-sager']);
    expect(within(dialog).getByTestId('link-wallet')).toHaveAttribute('href', `/Wallet/WalletUserInfo?walletID=${NOAH}`);
    expect(within(dialog).getByTestId('transaction-error')).toHaveTextContent('Denied');
    // A failed order whose model was kept: retry and duplicate; no manual complete, cancel or refund.
    expect(screen.getByTestId('action-Retry')).toBeInTheDocument();
    expect(screen.getByTestId('action-Duplicate')).toBeInTheDocument();
    expect(screen.queryByTestId('action-ManualComplete')).toBeNull();
    expect(screen.queryByTestId('action-Cancel')).toBeNull();
    expect(screen.queryByTestId('action-refund')).toBeNull();
    press(within(dialog).getByRole('button', { name: 'Stack trace' }));
    expect(await within(dialog).findByTestId('stack-trace')).toHaveTextContent('CardDeclined');
    press(within(dialog).getByRole('button', { name: 'Help-desk-sager' }));
    expect(await within(dialog).findByText('sagerne')).toBeInTheDocument();
  });

  it('uses the support tool’s terminal page and its unit call', async () => {
    const { dialog } = await open(canteenSale(), { application: 'support', routes: { 'GET /api/Units/DetailInfo': UNIT } });
    expect(within(dialog).getByTestId('link-device')).toHaveAttribute('href', `/Units/Index?ID=${TERMINAL}`);
    press(within(dialog).getByRole('button', { name: 'Terminal' }));
    expect(await within(dialog).findByTestId('device-info')).toHaveTextContent('Kantineterminal 1');
    expect(requestsTo('GET /api/Units/DetailInfo')[0]!.params).toEqual({ id: TERMINAL });
  });
});

describe('the accordion', () => {
  it('says whether a section is open, closes its sibling, and loads a section once, on its first open', async () => {
    const { dialog } = await open(canteenSale(), { roles: PARTNER_ROLES, routes: { 'GET /api/Units/': UNIT } });
    const device = within(dialog).getByRole('button', { name: 'Terminal' });
    const customer = within(dialog).getByRole('button', { name: 'Kunde' });
    expect(device).toHaveAttribute('aria-expanded', 'false');
    expect(requestsTo('GET /api/Units/')).toHaveLength(0);
    press(device);
    await waitFor(() => expect(device).toHaveAttribute('aria-expanded', 'true'));
    expect(await within(dialog).findByTestId('device-info')).toHaveTextContent('3 salg, 96,00 kr.');
    expect(requestsTo('GET /api/Units/')[0]!.params).toEqual({ id: TERMINAL, isDevice: true });
    press(customer);
    await waitFor(() => expect(customer).toHaveAttribute('aria-expanded', 'true'));
    expect(device).toHaveAttribute('aria-expanded', 'false');
    press(device);
    await within(dialog).findByTestId('device-info');
    expect(requestsTo('GET /api/Units/')).toHaveLength(1);
  });
});

describe('custom information and notes', () => {
  it('shows custom information parsed, or raw when it cannot be read', async () => {
    const detail = declinedOrder({ CustomInformations: [
      { JsonType: 'Info', JsonData: '{"StatusCode":20,"Message":"Denied"}', CreatedDate: '2026-03-09T10:00:00.000Z' },
      { JsonType: 'CardHolderModel', JsonData: '{not json', CreatedDate: '2026-03-09T10:00:00.000Z' },
    ] });
    const { dialog } = await open(detail, { roles: PARTNER_ROLES });
    press(within(dialog).getByRole('button', { name: 'Ekstra oplysninger' }));
    const entries = await within(dialog).findAllByTestId('custom-information-entry');
    expect(entries[0]).toHaveTextContent('"StatusCode": 20');
    expect(entries[1]).toHaveTextContent('Kunne ikke læses; vist som rå data.');
    expect(entries[1]).toHaveTextContent('{not json');
  });

  it('lists notes newest first and adds one', async () => {
    const notes = [
      { ID: '00000000-0000-4000-8000-000000000a01', Note: 'Ældst', Action: null, Author: { ID: null, Name: 'Peter Madsen' }, Before: null, After: null, CreatedDate: '2026-03-09T10:00:00.000Z' },
      { ID: '00000000-0000-4000-8000-000000000a02', Note: 'Nyest', Action: 'Retry', Author: { ID: null, Name: 'Sofie Berg' }, Before: null, After: null, CreatedDate: '2026-03-10T10:00:00.000Z' },
    ];
    const { dialog } = await open(declinedOrder({ Notes: notes }), { roles: PARTNER_ROLES, routes: { 'POST /api/Transactions/Note': { Success: true } } });
    press(within(dialog).getByRole('button', { name: 'Noter (2)' }));
    const shown = await within(dialog).findAllByTestId('note');
    expect(shown.map((n) => n.textContent)).toEqual([expect.stringContaining('Nyest'), expect.stringContaining('Ældst')]);
    fireEvent.click(within(dialog).getByTestId('note-add'));
    expect(await within(dialog).findByText('Skriv noten først.')).toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Ny note'), { target: { value: 'Forælder kontaktet' } });
    fireEvent.click(within(dialog).getByTestId('note-add'));
    expect(await screen.findByText('Noten er tilføjet.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Transactions/Note')[0]!.body).toEqual({ TransactionID: declinedOrder().ID, Note: 'Forælder kontaktet' });
    await waitFor(() => expect(requestsTo('GET /api/Transaction/Detail')).toHaveLength(2));
  });
});

describe('the admin actions (support tool)', () => {
  const payment = (status: (typeof STATUS)[keyof typeof STATUS], ErrorMessage: string | null = null) => ({ ID: declinedOrder().ID, Status: status, ErrorMessage });

  async function confirmAction(action: string) {
    fireEvent.click(screen.getByTestId(`action-${action}`));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByTestId('dialog-confirm'));
  }

  it('retries after the confirmation, with an Idempotency-Key, and shows the action completed', async () => {
    const { closed, dialog } = await open(declinedOrder(), { application: 'support', routes: { 'POST /V3/Admin/Payment/RetryFailedTransaction': payment(STATUS.completed) } });
    fireEvent.click(screen.getByTestId('action-Retry'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('»Webshop køb« betales igen, hele beløbet fra Noah Hansens tegnebog.');
    fireEvent.click(within(confirm).getByTestId('dialog-confirm'));
    expect(await screen.findByText('Handlingen er gennemført.')).toBeInTheDocument();
    const [call] = requestsTo('POST /V3/Admin/Payment/RetryFailedTransaction');
    expect(call!.params).toEqual({ transactionID: declinedOrder().ID, customerID: SCHOOL });
    expect(call!.body).toBeUndefined();
    expect(call!.headers['idempotency-key']).toBeTruthy();
    await waitFor(() => expect(requestsTo('GET /api/Transactions/Detail')).toHaveLength(2));
    press(within(dialog).getByRole('button', { name: 'Luk' }));
    expect(closed).toEqual([true]);
  });

  it('shows a retry that is still failed as an error with the returned message', async () => {
    await open(declinedOrder(), { application: 'support', routes: { 'POST /V3/Admin/Payment/RetryFailedTransaction': payment(STATUS.failed, 'NoFund') } });
    await confirmAction('Retry');
    // In words (issue 31), with the server's own message kept under the toast's details.
    expect(await screen.findByText('Der er ikke penge nok på kortet.')).toBeInTheDocument();
    expect(screen.getByText('Fejl')).toBeInTheDocument();
    expect(screen.queryByText('NoFund')).toBeNull();
    expect(screen.queryByText('Handlingen er gennemført.')).toBeNull();
  });

  it('completes a pending order manually, and cancels a completed one (success is a failed status)', async () => {
    const pending = declinedOrder({ Status: STATUS.reserved, ErrorMessage: null, ChildTransactions: [] });
    const { view } = await open(pending, { application: 'support', routes: { 'POST /V2/Admin/Payment/ManualCompleteTransaction': payment(STATUS.completed) } });
    expect(screen.queryByTestId('action-Retry')).toBeNull();
    await confirmAction('ManualComplete');
    expect(await screen.findByText('Handlingen er gennemført.')).toBeInTheDocument();
    const [call] = requestsTo('POST /V2/Admin/Payment/ManualCompleteTransaction');
    expect(call!.params).toEqual({ id: pending.ID, fullTransactionInfo: true });
    expect(call!.headers['idempotency-key']).toBeTruthy();
    view.unmount();

    await open(canteenSale(), { application: 'support', routes: { 'POST /V1/Admin/payment/CancelTransaction': payment(STATUS.cancelled, 'Cancelled') } });
    await confirmAction('Cancel');
    expect(await screen.findByText('Handlingen er gennemført.')).toBeInTheDocument();
    expect(requestsTo('POST /V1/Admin/payment/CancelTransaction')[0]!.body).toEqual({ ID: canteenSale().ID, CustomerID: SCHOOL });
  });

  it('shows the reason of a refused action (409)', async () => {
    await open(canteenSale(), {
      application: 'support',
      routes: { 'POST /V1/Admin/payment/CancelTransaction': () => ({ status: 409, data: { StatusCode: 409, message: 'Conflict', reason: 'Only a pending or completed transaction can be cancelled; this one is Cancelled' } }) },
    });
    await confirmAction('Cancel');
    expect(await screen.findByText('Only a pending or completed transaction can be cancelled; this one is Cancelled')).toBeInTheDocument();
  });

  it('duplicates with the spec’s texts, and sends nothing when the user says no', async () => {
    const { view } = await open(declinedOrder(), { application: 'support', routes: { 'POST /V2/Admin/Payment/DuplicateTransaction': payment(STATUS.completed) } });
    fireEvent.click(screen.getByTestId('action-Duplicate'));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Nej, fortryd' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(requestsTo('POST /V2/Admin/Payment/DuplicateTransaction')).toHaveLength(0);
    await confirmAction('Duplicate');
    expect(await screen.findByText('Transaktionen er duplikeret!')).toBeInTheDocument();
    expect(requestsTo('POST /V2/Admin/Payment/DuplicateTransaction')[0]!.body).toEqual({ ID: declinedOrder().ID, CustomerID: SCHOOL });
    view.unmount();

    await open(declinedOrder(), { application: 'support', routes: { 'POST /V2/Admin/Payment/DuplicateTransaction': payment(STATUS.failed, 'NoFund') } });
    await confirmAction('Duplicate');
    expect(await screen.findByText('Duplikering af transaktionen mislykkedes! Der er ikke penge nok på kortet.')).toBeInTheDocument();
  });

  it('changes the status to one the server lists, after the confirmation', async () => {
    const { dialog } = await open(declinedOrder(), {
      application: 'support',
      routes: {
        'GET /api/Transactions/GetPossibleStatusTypes': [{ ID: 4, Name: 'Cancelled', IsFailed: true, IsCompleted: false, IsPending: false }, { ID: 5, Name: 'Expired', IsFailed: true, IsCompleted: false, IsPending: false }],
        'POST /api/Transactions/ChangeTransactionStatus': { Status: STATUS.cancelled, ErrorMessage: 'Cancelled' },
      },
    });
    press(within(dialog).getByRole('button', { name: 'Skift status' }));
    const select = await within(dialog).findByLabelText('Ny status');
    expect(requestsTo('GET /api/Transactions/GetPossibleStatusTypes')[0]!.params).toEqual({ transactionID: declinedOrder().ID });
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Vælg status', 'Annulleret', 'Udløbet']);
    fireEvent.change(select, { target: { value: '4' } });
    fireEvent.click(within(dialog).getByTestId('status-change'));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Status skiftes fra Ikke gennemført til Annulleret.');
    fireEvent.click(within(confirm).getByTestId('dialog-confirm'));
    expect(await screen.findByText('Handlingen er gennemført.')).toBeInTheDocument();
    expect(requestsTo('POST /api/Transactions/ChangeTransactionStatus')[0]!.body).toEqual({ TransactionID: declinedOrder().ID, StatusID: 4 });
  });
});

describe('the refund', () => {
  it('refunds 1 up to what was bought of each chosen product through the partner site’s payment path', async () => {
    const { dialog } = await open(canteenSale(), {
      roles: PARTNER_ROLES,
      routes: { 'POST /V2/Payment/RefundTransaction': { ID: '00000000-0000-4000-8000-000000000r01'.replace('r', '0'), Status: STATUS.completed, ErrorMessage: null } },
    });
    fireEvent.click(screen.getByTestId('action-refund'));
    const lines = await within(dialog).findAllByTestId('refund-line');
    expect(lines).toHaveLength(1); // the cocoa is refunded already
    expect(lines[0]).toHaveTextContent('Der kan refunderes op til 2 stk.');
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await within(dialog).findByText('Vælg mindst én vare.')).toBeInTheDocument();
    fireEvent.click(within(lines[0]!).getByRole('checkbox'));
    fireEvent.change(within(lines[0]!).getByTestId('refund-quantity'), { target: { value: '3' } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await within(dialog).findByText('Skriv et helt tal fra 1 til 2.')).toBeInTheDocument();
    expect(requestsTo('POST /V2/Payment/RefundTransaction')).toHaveLength(0);
    fireEvent.change(within(lines[0]!).getByTestId('refund-quantity'), { target: { value: '2' } });
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText('Refunderingen er gennemført.')).toBeInTheDocument();
    const [call] = requestsTo('POST /V2/Payment/RefundTransaction');
    expect(call!.body).toEqual({ ID: canteenSale().ID, CustomerID: SCHOOL, Products: [{ ID: canteenSale().Products[0]!.ID, Quantity: 2 }] });
    expect(call!.headers['idempotency-key']).toBeTruthy();
  });

  it('shows the cancellation policy in its own words, in the support tool on the Admin path', async () => {
    await open(canteenSale(), {
      application: 'support',
      routes: { 'POST /V3/Admin/Payment/RefundTransaction': { ID: null, Status: STATUS.failed, ErrorMessage: 'Cannot refund due to cancellation policy' } },
    });
    fireEvent.click(screen.getByTestId('action-refund'));
    const line = (await screen.findAllByTestId('refund-line'))[0]!;
    fireEvent.click(within(line).getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('refund-submit'));
    expect(await screen.findByText('Der kan ikke refunderes, fordi fristen for afbestilling er overskredet.')).toBeInTheDocument();
  });
});

describe('the wallet of a transaction (spec section 3)', () => {
  const holder = (data: object) => ({ JsonType: 'CardHolderModel', JsonData: JSON.stringify(data), CreatedDate: '2026-03-09T10:00:00.000Z' });

  it('fills the wallet from the CardHolderModel when the transaction has none: facts, customer part and the wallet link', async () => {
    const detail = declinedOrder({
      Type: 'AutomaticRefill',
      Description: 'Automatisk optankning',
      Wallet: null as unknown as TransactionDetail['Wallet'],
      CustomInformations: [holder({ WalletID: NOAH, WalletName: 'Noah fra kortet', Last4: '1111' })],
    });
    const { dialog } = await open(detail, { application: 'support' });
    expect(within(dialog).getByTestId('transaction-facts')).toHaveTextContent('Noah fra kortet');
    expect(within(dialog).getByTestId('link-wallet')).toHaveAttribute('href', `/Wallet/WalletUserInfo?walletID=${NOAH}`);
    press(within(dialog).getByRole('button', { name: /^Kunde/ }));
    const customer = await within(dialog).findByTestId('customer-info');
    expect(customer).toHaveTextContent('Noah fra kortet');
    expect(customer).toHaveTextContent(NOAH);
  });

  it('keeps the transaction’s own wallet when it has one', async () => {
    const detail = declinedOrder({ CustomInformations: [holder({ WalletID: '00000000-0000-4000-8000-0000000000ff', WalletName: 'En anden' })] });
    const { dialog } = await open(detail, { application: 'support' });
    expect(within(dialog).getByTestId('transaction-facts')).toHaveTextContent('Noah Hansen');
    expect(within(dialog).getByTestId('transaction-facts')).not.toHaveTextContent('En anden');
  });

  it('offers the retry of a failed card top-up in the support tool', async () => {
    const detail = declinedOrder({ Type: 'AutomaticRefill', Description: 'Automatisk optankning', ErrorMessage: 'NoFund', CustomInformations: [] });
    const { dialog } = await open(detail, { application: 'support' });
    expect(within(dialog).getByTestId('action-Retry')).toBeInTheDocument();
    expect(within(dialog).queryByTestId('action-Duplicate')).toBeNull();
    expect(within(dialog).queryByTestId('action-Cancel')).toBeNull();
  });
});
