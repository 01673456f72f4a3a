import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventMap } from '@kk/contracts';
import { bus } from '@kk/platform';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { WalletOverview } from '../features/home/WalletOverview';
import { renderInPage } from '../test-support/render';
import { emma, EMMA_ID, PARENT_ROLES, searchAnswer } from '../test-support/wallets';
import { WalletDialogBridge } from './WalletDialogBridge';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

// The dialogs are lazy chunks: the first to open is compiled and loaded then.
const LAZY = { timeout: 10_000 };
const OTHER_ID = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0aff';

function api(overrides: Record<string, unknown> = {}) {
  fakeApi({
    'GET /api/Onboarding/GetChildren': [emma()],
    'GET /api/Overview/GetVoucherDetails': [],
    'GET /api/Foodplanner/V3/GetLatestOrders': [],
    'POST /api/Transaction/SearchV2': searchAnswer([]),
    'GET /api/Wallet/WalletPageSettings': [],
    ...overrides,
  });
}

function closedEvents() {
  const heard: EventMap['wallet.dialog.closed'][] = [];
  const stop = bus.subscribe('wallet.dialog.closed', (payload) => heard.push(payload));
  return { heard, stop };
}

const ask = (dialog: 'nfc' | 'refill', walletId = EMMA_ID) => act(() => bus.publish('wallet.dialog.open', { dialog, walletId }));

describe("the bridge to the wallet remote's dialogs", () => {
  it('opens the school-card dialog for the wallet asked for, and answers not saved when it is cancelled', async () => {
    api();
    const closed = closedEvents();
    await renderInPage(<WalletDialogBridge />, { roles: PARENT_ROLES });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    ask('nfc');
    const dialog = await screen.findByRole('dialog', { name: 'Skolekort – Emma Jensen' }, LAZY);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Annuller' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(closed.heard).toEqual([{ dialog: 'nfc', walletId: EMMA_ID, saved: false }]);
    closed.stop();
  });

  it('answers saved when the school card is added, and the home page reads its wallets again', async () => {
    api({ 'POST /api/NFC/AddCard': { CardDisplayNumber: '2000 0001', WalletID: EMMA_ID } });
    const closed = closedEvents();
    await renderInPage(<><WalletOverview /><WalletDialogBridge /></>, { roles: PARENT_ROLES });
    await screen.findByTestId('wallet-card');
    const loads = requestsTo('GET /api/Onboarding/GetChildren').length;
    ask('nfc');
    const dialog = await screen.findByRole('dialog', { name: 'Skolekort – Emma Jensen' }, LAZY);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Kortnummer/ }), '2000 0001');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort' }));
    await waitFor(() => expect(closed.heard).toEqual([{ dialog: 'nfc', walletId: EMMA_ID, saved: true }]));
    expect(requestsTo('POST /api/NFC/AddCard')[0]).toMatchObject({ params: { walletID: EMMA_ID }, body: { CardDisplayNumber: '2000 0001' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The bridge's own read of the wallet, then the home page's reload.
    await waitFor(() => expect(requestsTo('GET /api/Onboarding/GetChildren')).toHaveLength(loads + 2));
    closed.stop();
  });

  it('opens the refill dialog, and answers saved when the refill is changed', async () => {
    const monthly = emma({ MonthlyRefill: { Amount: 300, BalanceLimit: 300, IsActive: true, HasBalanceLimit: false } });
    api({ 'GET /api/Onboarding/GetChildren': [monthly], 'PUT /api/DepositWithdraw/DisableRefills': [] });
    const closed = closedEvents();
    await renderInPage(<WalletDialogBridge />, { roles: PARENT_ROLES });
    ask('refill');
    const dialog = await screen.findByRole('dialog', { name: 'Optankning – Emma Jensen' }, LAZY);
    await userEvent.click(within(dialog).getByRole('radio', { name: /Ingen optankning/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Slå optankning fra' }));
    // The dialog says what was saved, then closes.
    const saved = await screen.findByRole('dialog', { name: 'Optankning gemt – Emma Jensen' });
    await userEvent.click(within(saved).getByRole('button', { name: 'Luk' }));
    await waitFor(() => expect(closed.heard).toEqual([{ dialog: 'refill', walletId: EMMA_ID, saved: true }]));
    expect(requestsTo('PUT /api/DepositWithdraw/DisableRefills')[0]?.headers.walletid).toBe(EMMA_ID);
    closed.stop();
  });

  it('answers at once, not saved, for a wallet the user does not have', async () => {
    api();
    const closed = closedEvents();
    await renderInPage(<WalletDialogBridge />, { roles: PARENT_ROLES });
    ask('refill', OTHER_ID);
    await waitFor(() => expect(closed.heard).toEqual([{ dialog: 'refill', walletId: OTHER_ID, saved: false }]));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    closed.stop();
  });

  it('answers not saved when the page goes while a dialog is open', async () => {
    api();
    const closed = closedEvents();
    const { unmount } = await renderInPage(<WalletDialogBridge />, { roles: PARENT_ROLES });
    ask('nfc');
    await screen.findByRole('dialog', { name: 'Skolekort – Emma Jensen' }, LAZY);
    unmount();
    expect(closed.heard).toEqual([{ dialog: 'nfc', walletId: EMMA_ID, saved: false }]);
    expect(bus.listenerCount('wallet.dialog.open')).toBe(0);
    closed.stop();
  });
});
