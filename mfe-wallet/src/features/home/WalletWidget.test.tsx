import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { translationGaps, bus, mergeTextFiles } from '@kk/platform';
import { dialogTextFiles } from '../../app/dialogTexts';
import { homeTextFiles } from '../../app/texts';
import { fakeApi, requestsTo } from '@kk/platform/test-support';
import { renderInPage } from '../../test-support/render';
import { card, emma, EMMA_ID, PARENT_ROLES, searchAnswer, transaction } from '../../test-support/wallets';
import { WalletWidget } from './WalletWidget';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const vouchers = [
  { ID: '6f1c2a4e-0000-4000-8000-0000000000b1', Kind: 'ticket', Name: 'Skolefest – billet', Description: 'Adgang', CustomerName: 'Solbakke Skole', StartDate: '2026-06-05T16:30:00.000Z', EndDate: '2026-06-05T20:00:00.000Z', DiscountPercent: null, RemainingAmount: null },
  { ID: '6f1c2a4e-0000-4000-8000-0000000000b2', Kind: 'voucher', Name: 'Tilgodebevis', Description: '', CustomerName: 'Solbakke Skole', StartDate: '2026-03-01T00:00:00.000Z', EndDate: '2026-06-01T00:00:00.000Z', DiscountPercent: null, RemainingAmount: 50 },
  { ID: '6f1c2a4e-0000-4000-8000-0000000000b3', Kind: 'discount', Name: 'Frugtrabat', Description: '', CustomerName: 'Solbakke Skole', StartDate: '2026-03-01T00:00:00.000Z', EndDate: '2026-05-01T00:00:00.000Z', DiscountPercent: 10, RemainingAmount: null },
];

const sixRows = Array.from({ length: 6 }, (_, i) =>
  transaction({ ID: `6f1c2a4e-0000-4000-8000-0000000000c${i}`, Description: `Køb ${i + 1}`, Type: i % 2 ? 'Deposit' : 'CanteenPurchase', Amount: i % 2 ? 100 : -35 }),
);

function api(overrides: Record<string, unknown> = {}) {
  fakeApi({
    'GET /api/Overview/GetVoucherDetails': vouchers,
    'GET /api/Foodplanner/V3/GetLatestOrders': [],
    'POST /api/Transaction/SearchV2': searchAnswer(sixRows),
    'GET /api/Wallet/WalletPageSettings': [],
    ...overrides,
  });
}

async function renderWidget(options: { roles?: string[]; pageKey?: string; culture?: 'da' | 'en'; balanceOre?: number; pictureUrl?: string } = {}) {
  const roles = options.roles ?? PARENT_ROLES;
  await renderInPage(<WalletWidget wallet={emma(options.pictureUrl ? { PictureUrl: options.pictureUrl } : {})} balanceOre={options.balanceOre ?? 25_000} roles={roles} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />, {
    roles,
    pageKey: options.pageKey,
    culture: options.culture,
  });
}

beforeEach(() => api());

const MOBILEPAY_REFILL = { Enabled: true, RefillAmount: 200, BelowAmount: 50, PaymentMethod: 'MobilePay' as const };

describe('the wallet widget', () => {
  it('shows the initials instead of a picture the browser cannot show', async () => {
    await renderWidget({ pictureUrl: '/blob/wallet-pictures/6f1c2a4e-0000-4000-8000-0000000000f1' });
    const picture = screen.getByRole('img', { name: /Emma Jensen/ });
    expect(screen.queryByTestId('wallet-initials')).not.toBeInTheDocument();
    act(() => void picture.dispatchEvent(new Event('error')));
    expect(screen.queryByTestId('wallet-picture')).not.toBeInTheDocument();
    expect(screen.getByTestId('wallet-initials')).toHaveTextContent('EJ');
  });

  it.each([
    ['da', 'Emma Jensen har ikke et primært betalingskort. Vælg et kort, eller betal med MobilePay, når du sætter penge ind eller tanker op.'],
    ['en', 'Emma Jensen has no primary payment card. Choose a card, or pay with MobilePay when you add funds or set up a refill.'],
  ] as const)('without a primary card says so, and that MobilePay pays without one (%s); dismissed, it stays away', async (culture, body) => {
    const user = userEvent.setup();
    await renderInPage(<WalletWidget wallet={emma({ CreditCards: [] })} balanceOre={25_000} roles={PARENT_ROLES} headingLevel="h2" walletsMissingCard={1} onChanged={() => undefined} />, { roles: PARENT_ROLES, culture });
    api({ 'POST /api/Wallet/WalletPageSetting': {} });
    const notice = await screen.findByTestId('notice-missing-card');
    expect(notice).toHaveTextContent(body);
    await user.click(within(notice).getByRole('button'));
    expect(screen.queryByTestId('notice-missing-card')).not.toBeInTheDocument();
    expect(requestsTo('POST /api/Wallet/WalletPageSetting')[0]?.params).toEqual({ walletID: EMMA_ID, key: 'NotificationMissingCard', value: 'false' });
  });

  it('tells a guardian who may move money that the child leaves school, and opens the choice of where the balance goes', async () => {
    api({ 'GET /api/SchoolYear/LeaverChoice': { WalletID: EMMA_ID, LeavesOn: '2027-08-01', Siblings: [], SiblingWalletID: null, HasPrimaryCard: true } });
    await renderInPage(<WalletWidget wallet={emma({ LeavesOn: '2027-08-01' })} balanceOre={25_000} roles={PARENT_ROLES} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />, { roles: PARENT_ROLES, culture: 'en' });
    const notice = screen.getByTestId('notice-leaving');
    expect(notice).toHaveTextContent('Emma Jensen leaves Solbakke Skole');
    expect(notice).toHaveTextContent('The wallet closes for purchases on Sunday, 1 August 2027.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Choose where the balance goes' }));
    expect(await screen.findByRole('dialog', { name: 'The balance when Emma Jensen leaves school' })).toBeInTheDocument();
    expect(requestsTo('GET /api/SchoolYear/LeaverChoice')[0]?.params).toEqual({ walletID: EMMA_ID });
  });

  it('says nothing of leaving to a guardian without the money role, or for a wallet that does not leave', async () => {
    await renderInPage(<WalletWidget wallet={emma({ LeavesOn: '2027-08-01' })} balanceOre={25_000} roles={['Transactions']} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />, { roles: ['Transactions'] });
    expect(screen.queryByTestId('notice-leaving')).not.toBeInTheDocument();
  });

  it('says a closed wallet is closed and offers no money actions on it', async () => {
    await renderInPage(<WalletWidget wallet={emma({ ClosedOn: '2027-08-01' })} balanceOre={0} roles={PARENT_ROLES} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />, { roles: PARENT_ROLES });
    expect(screen.getByTestId('notice-closed')).toHaveTextContent('Emma Jensen er gået ud af Solbakke Skole, og tegnebogen blev lukket søndag den 1. august 2027.');
    expect(screen.queryByRole('button', { name: 'Indbetal for Emma Jensen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Optankning for Emma Jensen' })).not.toBeInTheDocument();
    // Nothing can be bought for it either: no webshop or food-plan link, the transactions stay.
    const links = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(links.some((href) => href.startsWith('/Webshop') || href.startsWith('/FoodPlanner'))).toBe(false);
    expect(links.some((href) => href.startsWith('/Transactions'))).toBe(true);
  });

  it('shows the name, school and balance in the Danish format', async () => {
    await renderWidget();
    expect(screen.getByRole('heading', { name: 'Emma Jensen' })).toBeInTheDocument();
    expect(screen.getByText('Solbakke Skole')).toBeInTheDocument();
    expect(screen.getByTestId('wallet-balance').textContent?.replace(/\s/g, ' ')).toBe('250,00 kr.');
  });

  it('shows the balance as the English culture formats it', async () => {
    await renderWidget({ culture: 'en', balanceOre: 8_750 });
    expect(screen.getByTestId('wallet-balance').textContent?.replace(/\s/g, ' ')).toBe('DKK 87.50');
    expect(screen.getByText('Balance')).toBeInTheDocument();
  });

  it('gives a guardian with every role every link and the money actions', async () => {
    await renderWidget();
    const links = within(screen.getByRole('navigation', { name: 'Genveje for Emma Jensen' }));
    expect(links.getByRole('link', { name: 'Webshop for Emma Jensen' })).toHaveAttribute('href', `/Webshop/Index?WalletID=${EMMA_ID}`);
    expect(links.getByRole('link', { name: 'Madplan for Emma Jensen' })).toHaveAttribute('href', `/FoodPlanner?WalletID=${EMMA_ID}`);
    expect(links.getByRole('link', { name: 'Transaktioner for Emma Jensen' })).toHaveAttribute('href', `/Transactions?WalletID=${EMMA_ID}`);
    expect(links.getByRole('link', { name: 'Kontooplysninger for Emma Jensen' })).toHaveAttribute('href', `/Wallet/ChangeInformation?WalletID=${EMMA_ID}`);
    expect(links.getByRole('link', { name: 'Skift billede for Emma Jensen' })).toHaveAttribute('href', `/Picture/ChangePicture?WalletID=${EMMA_ID}`);
    expect(screen.getByRole('button', { name: 'Indbetal for Emma Jensen' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Optankning for Emma Jensen' })).toBeInTheDocument();
    // Absence (issue 26): the food plan remote's dialog, opened by its address.
    expect(screen.getByRole('link', { name: 'Meld fravær (Emma Jensen)' })).toHaveAttribute('href', `/FoodPlanner/Orders?WalletID=${EMMA_ID}&absence=1`);
  });

  it('opens the child’s spending controls from a button named with the child', async () => {
    await renderWidget();
    fakeApi({
      'GET /api/Restrictions/Wallet': {
        WalletID: EMMA_ID,
        Guardian: { DailyAmount: null, PurchasesPerDay: null, Weekdays: null, BlockedFoodGroups: [] },
        School: { DailyAmount: null, PurchasesPerDay: null, Weekdays: null, BlockedFoodGroups: [] },
        InForce: { DailyAmount: null, PurchasesPerDay: null, Weekdays: null, BlockedFoodGroups: [] },
        FoodGroups: ['sweets'],
        MayChange: true,
      },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Forbrugsgrænser for Emma Jensen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Forbrugsgrænser for Emma Jensen' });
    expect(await within(dialog).findByRole('checkbox', { name: 'Slik' })).not.toBeChecked();
    expect(requestsTo('GET /api/Restrictions/Wallet')[0]?.params).toEqual({ walletID: EMMA_ID });
  });

  it('opens the child’s e-mail alerts from a button named with the child', async () => {
    await renderWidget({ culture: 'en' });
    fakeApi({ 'GET /api/Alerts/Wallet': { WalletID: EMMA_ID, LowBalanceEnabled: true, LowBalanceThreshold: 50, FailedRefillEnabled: true, CardExpiryEnabled: true, MayChange: true } });
    await userEvent.click(screen.getByRole('button', { name: 'E-mail alerts for Emma Jensen' }));
    const dialog = await screen.findByRole('dialog', { name: 'E-mail alerts for Emma Jensen' });
    expect(await within(dialog).findByRole('textbox', { name: 'Tell me when the balance falls below' })).toHaveValue('50.00');
    expect(requestsTo('GET /api/Alerts/Wallet')[0]?.params).toEqual({ walletID: EMMA_ID });
  });

  it('says by the refill that it is paused when its card has expired', async () => {
    const expired = card({ ExpiryMonth: 1, ExpiryYear: 2020 });
    await renderInPage(
      <WalletWidget wallet={emma({ CreditCards: [expired], AutomaticRefill: { Enabled: true, RefillAmount: 200, BelowAmount: 50 } })} balanceOre={25_000} roles={PARENT_ROLES} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />,
      { roles: PARENT_ROLES },
    );
    expect(screen.getByTestId('refill-paused')).toHaveTextContent('Optankningen af Emma Jensen er sat på pause: betalingskortet er udløbet. Vælg et kort');
  });

  it('says nothing of a pause of a MobilePay refill while its agreement is active, whatever the card', async () => {
    const expired = card({ ExpiryMonth: 1, ExpiryYear: 2020 });
    await renderInPage(
      <WalletWidget wallet={emma({ CreditCards: [expired], AutomaticRefill: MOBILEPAY_REFILL, MobilePayAgreement: 'Active' })} balanceOre={25_000} roles={PARENT_ROLES} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />,
      { roles: PARENT_ROLES },
    );
    expect(screen.queryByTestId('refill-paused')).not.toBeInTheDocument();
  });

  it('says the MobilePay refill is paused once its agreement is stopped', async () => {
    await renderInPage(
      <WalletWidget wallet={emma({ AutomaticRefill: MOBILEPAY_REFILL, MobilePayAgreement: 'Stopped' })} balanceOre={25_000} roles={PARENT_ROLES} headingLevel="h2" walletsMissingCard={0} onChanged={() => undefined} />,
      { roles: PARENT_ROLES, culture: 'en' },
    );
    expect(screen.getByTestId('refill-paused')).toHaveTextContent('The refill of Emma Jensen is paused: there is no MobilePay agreement. Choose MobilePay again under refill to set up a new one.');
  });

  it('says nothing of a pause while the card is valid or no refill is on', async () => {
    await renderWidget();
    expect(screen.queryByTestId('refill-paused')).not.toBeInTheDocument();
  });

  it('leaves out what the roles do not allow', async () => {
    await renderWidget({ roles: ['Webshop'] });
    expect(screen.queryByRole('button', { name: 'Indbetal for Emma Jensen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Transaktioner for Emma Jensen' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Skift billede for Emma Jensen' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('transactions-panel')).not.toBeInTheDocument();
    expect(screen.queryByTestId('food-report-absence')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Webshop for Emma Jensen' })).toBeInTheDocument();
  });

  it('links the account page of the bitten brand to /Account/ChangeInformation', async () => {
    await renderWidget({ pageKey: 'bitten' });
    expect(screen.getByRole('link', { name: 'Kontooplysninger for Emma Jensen' })).toHaveAttribute('href', `/Account/ChangeInformation?WalletID=${EMMA_ID}`);
  });

  it.each([
    ['skolepenge', ['Skolefest – billet']],
    ['mywallet', ['Tilgodebevis', 'Skolefest – billet']],
    ['bitten', ['Frugtrabat', 'Skolefest – billet']],
  ])('on %s shows the tickets, vouchers and discounts of that variant', async (pageKey, names) => {
    await renderWidget({ pageKey });
    const list = await screen.findByRole('region', { name: 'Billetter og klippekort' });
    expect(within(list).getAllByRole('button').map((b) => b.querySelector('p')?.textContent).sort()).toEqual([...names].sort());
  });

  it("opens a ticket's details", async () => {
    await renderWidget();
    await userEvent.click(await screen.findByTestId('voucher-ticket'));
    const dialog = await screen.findByRole('dialog', { name: 'Skolefest – billet' });
    expect(within(dialog).getByTestId('voucher-start')).toHaveTextContent('5. jun 2026 - 18:30');
  });

  it('asks for the first six transactions of the wallet and shows them', async () => {
    await renderWidget();
    expect(await screen.findAllByTestId('transaction-row')).toHaveLength(6);
    const [search] = requestsTo('POST /api/Transaction/SearchV2');
    expect(search?.params).toEqual({ walletID: EMMA_ID });
    expect(search?.body).toEqual({ StartIndex: 0, Count: 6, Limit: 6, Search: [] });
    expect(screen.getAllByTestId('transaction-row')[0]).toHaveTextContent('−35,00 kr.');
    expect(screen.getAllByTestId('transaction-row')[1]).toHaveTextContent('+100,00 kr.');
  });

  it('jumps to the first and last transaction with Home and End', async () => {
    await renderWidget();
    const rows = await screen.findAllByTestId('transaction-row');
    rows[2]!.focus();
    await userEvent.keyboard('{End}');
    expect(rows[5]).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(rows[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(rows[1]).toHaveFocus();
  });

  it('shows an answer with an Error as an empty list', async () => {
    api({ 'POST /api/Transaction/SearchV2': { ...searchAnswer(sixRows), Error: 'Unknown search field' } });
    await renderWidget();
    expect(await screen.findByText('Ingen transaktioner endnu.')).toBeInTheDocument();
  });

  it('fetches the transactions again when the balance changes', async () => {
    await renderWidget();
    await screen.findAllByTestId('transaction-row');
    api({ 'POST /api/Transaction/SearchV2': searchAnswer([transaction({ Description: 'Ny indbetaling', Type: 'Deposit', Amount: 200 })]) });
    act(() => bus.publish('wallet.balance.changed', { walletId: EMMA_ID, balance: 450 }));
    expect(await screen.findByText(/Ny indbetaling/, {}, { timeout: 3000 })).toBeInTheDocument();
  });
});

describe('the wallet texts', () => {
  it('has every text in Danish and English', () => {
    expect(translationGaps(mergeTextFiles({ ...homeTextFiles, ...dialogTextFiles }))).toEqual([]);
  });
});
