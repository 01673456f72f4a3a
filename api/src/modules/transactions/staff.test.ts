import { TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { walletWithSchoolCard } from '../../test-support/payments';
import { otherTenantPartner } from '../../test-support/staff';

jest.setTimeout(60_000);

// Tuesday 10 March 2026, 12:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-10T11:00:00Z'));
const api = useApiHarness({ clock, login: ['partner', 'support', 'parent'] });

const staffSearch = (token: string, search: object[], url = '/api/Transaction/SearchV2', more: object = {}) =>
  api.app.inject({ method: 'POST', url, headers: bearer(token), payload: { StartIndex: 0, Count: 50, Search: search, ...more } });
const parse = (response: { json(): unknown }) => TransactionSearchResponse.parse(response.json());
const eq = (Name: string, Value: string) => ({ Name, Value, SearchType: 0 });
const WEEK = [eq('StartDate', '2026-03-01'), eq('EndDate', '2026-03-10')];

let kildevangPartner: string;
let kildevangSale: string;

beforeAll(async () => {
  kildevangPartner = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
  // A sale at Kildevang Skole today, which Solbakke's partner must never see.
  await walletWithSchoolCard(api.db, api.world.customers.kildevangSkole, '2000 0777', 10_000);
  const sale = await api.app.inject({
    method: 'POST',
    url: '/api/Terminal/Purchase',
    headers: { 'x-device-key': 'Demo-Terminal-2', 'idempotency-key': 'kildevang-sale-1' },
    payload: { CardDisplayNumber: '2000 0777', Amount: 20 },
  });
  expect(sale.statusCode).toBe(200);
  kildevangSale = sale.json<{ ID: string }>().ID;
});

describe('the partner site’s search (POST /api/Transaction/SearchV2 without a wallet)', () => {
  it('finds today’s transactions of the partner’s customers by default, newest first, with their sum', async () => {
    const result = parse(await staffSearch(api.tokens.partner, []));
    expect(result).toMatchObject({ StartDate: '2026-03-10', EndDate: '2026-03-10' });
    // Noah's, and the webshop orders of the hand-out list's pupils (demo-handout.ts).
    expect(result.Transactions.map((t) => [t.Type, t.Description, t.Amount, t.Wallet.Name])).toEqual([
      ['Order', 'Webshop køb', -20, 'Sofie Dahl'],
      ['Order', 'Webshop køb', -120, 'Viktor Lund'],
      ['Order', 'Webshop køb', -149, 'Alma Berg'],
      ['Order', 'Webshop køb', -79, 'Noah Hansen'],
      ['CanteenPurchase', 'Kantinekøb', -40, 'Noah Hansen'],
    ]);
    expect(result.TotalCount).toBe(5);
    expect(result.Sum).toBe(-408);
    expect(result.Transactions[4]).toMatchObject({ MobileNumber: '4521876510', DeviceID: api.world.moneyCore.terminal, Customer: { Name: 'Solbakke Skole' } });
  });

  it('never shows another municipality’s transactions, and the other partner never sees Solbakke’s', async () => {
    const solbakke = parse(await staffSearch(api.tokens.partner, WEEK));
    expect(solbakke.Transactions.every((t) => t.Customer?.Name === 'Solbakke Skole')).toBe(true);
    expect(solbakke.Transactions.map((t) => t.ID)).not.toContain(kildevangSale);
    const other = parse(await staffSearch(kildevangPartner, WEEK));
    expect(other.Transactions.every((t) => t.Customer?.Name === 'Kildevang Skole')).toBe(true);
    expect(other.Transactions.some((t) => t.Wallet.Name === 'Noah Hansen')).toBe(false);
  });

  it('filters on status, wallet, customer, card number, mobile number, amount, type and free text', async () => {
    const ids = async (search: object[]) => parse(await staffSearch(api.tokens.partner, [...WEEK, ...search])).Transactions.map((t) => t.Description + ' ' + t.Amount);
    // Noah's automatic refill that failed last night (a card top-up, money in) is a failed transaction too.
    expect(await ids([{ Name: 'Status', Value: 'Failed', SearchType: 1 }])).toEqual(['Automatisk optankning, kort •••• 1111 200', 'Webshop køb -199']);
    // Noah's four and the hand-out list's pupils' four webshop orders (demo-handout.ts).
    expect(await ids([{ Name: 'Status', Value: '"Failed","Completed"', SearchType: 5 }])).toHaveLength(8);
    // A wallet with nothing only the staff search knows is the wallet's own list (its deposit too).
    expect(await ids([eq('FK_WalletID', api.world.transactionAdmin.noah)])).toHaveLength(4);
    expect(await ids([eq('FK_WalletID', api.world.transactionAdmin.noah), eq('MinAmount', '1')])).toHaveLength(4);
    expect(await ids([eq('FK_CustomerID', api.world.customers.solbakkeSkole)])).toHaveLength(8);
    expect(await ids([eq('CardNumber', '1000 0042')])).toHaveLength(4);
    expect(await ids([eq('MobileNumber', '+45 21 87 65 10')])).toHaveLength(4);
    expect(await ids([eq('MobileNumber', '4520123401')])).toEqual([]);
    expect(await ids([eq('Amount', '79')])).toEqual(['Webshop køb -79', 'Webshop køb -79']);
    expect(await ids([eq('MinAmount', '50'), eq('MaxAmount', '100')])).toEqual(['Webshop køb -79', 'Webshop køb -79']);
    expect(await ids([{ Name: 'Type', Value: '"CanteenPurchase"', SearchType: 5 }])).toEqual(['Kantinekøb -40']);
    expect(await ids([{ Name: 'Type', Value: '"Deposit"', SearchType: 5 }])).toEqual(['Automatisk optankning, kort •••• 1111 200']);
    expect(await ids([eq('Text', 'kakaomæ')])).toEqual(['Kantinekøb -40']);
    expect(await ids([eq('Text', 'skoletrøje')])).toEqual(['Webshop køb -199']);
    expect(await ids([eq('Text', '100%')])).toEqual([]);
  });

  it('finds free text in the description and the product names: whole or part of a word, any case, Danish letters, every word in any order', async () => {
    const found = async (text: string, more: object[] = []) => {
      const result = parse(await staffSearch(api.tokens.partner, [...WEEK, ...more, eq('Text', text)]));
      return { rows: result.Transactions.map((t) => t.Description + ' ' + t.Amount), total: result.TotalCount, sum: result.Sum };
    };
    const rows = async (text: string, more: object[] = []) => (await found(text, more)).rows;
    // Part of a word: its start, its middle, its end.
    expect(await rows('kakao')).toEqual(['Kantinekøb -40']);
    expect(await rows('aomæ')).toEqual(['Kantinekøb -40']);
    expect(await rows('mælk')).toEqual(['Kantinekøb -40']);
    expect(await rows('trøje')).toEqual(['Webshop køb -199']);
    // Any case, Danish letters upper case too.
    expect(await rows('KAKAOMÆLK')).toEqual(['Kantinekøb -40']);
    expect(await rows('SkoleTRØJE')).toEqual(['Webshop køb -199']);
    // Product names only the lines carry, and the description.
    expect(await rows('drikkedunk')).toEqual(['Webshop køb -149', 'Webshop køb -79', 'Webshop køb -79']);
    expect(await rows('sandwich')).toEqual(['Kantinekøb -40']);
    expect(await rows('webshop')).toEqual(['Webshop køb -20', 'Webshop køb -120', 'Webshop køb -149', 'Webshop køb -79', 'Webshop køb -199', 'Webshop køb -79']);
    // Every word of the text, in any order, punctuation only separating words.
    expect(await rows('logo skoletrøje')).toEqual(['Webshop køb -199']);
    expect(await rows('Kantinekøb: sandwich, kakaomælk!')).toEqual(['Kantinekøb -40']);
    expect(await rows('logo drikkedunk')).toEqual([]);
    expect(await rows('zebra')).toEqual([]);
    // One-character words count only alone: 'i' narrows nothing beside 'logo'.
    expect(await rows('logo i')).toEqual(['Webshop køb -199']);
    // The count and the sum are those of every match; the other filters apply too.
    expect(await found('køb')).toEqual({
      rows: ['Webshop køb -20', 'Webshop køb -120', 'Webshop køb -149', 'Webshop køb -79', 'Kantinekøb -40', 'Webshop køb -199', 'Webshop køb -79'],
      total: 7,
      sum: -487,
    });
    expect(await rows('køb', [{ Name: 'Status', Value: 'Failed', SearchType: 1 }])).toEqual(['Webshop køb -199']);
    expect(await rows('køb', [{ Name: 'Type', Value: '"CanteenPurchase"', SearchType: 5 }])).toEqual(['Kantinekøb -40']);
    expect(await rows('køb', [eq('MinAmount', '50'), eq('MaxAmount', '100')])).toEqual(['Webshop køb -79', 'Webshop køb -79']);
    expect(await rows('køb', [eq('FK_CustomerID', api.world.customers.kildevangSkole)])).toEqual([]);
    // With a wallet, a card, a device or an id the transactions are read first, the text checked on them.
    expect(await rows('kakao', [eq('FK_WalletID', api.world.transactionAdmin.noah)])).toEqual(['Kantinekøb -40']);
    expect(await rows('logo trøje', [eq('CardNumber', '1000 0042')])).toEqual(['Webshop køb -199']);
    expect(await rows('webshop', [eq('DeviceID', api.world.moneyCore.terminal)])).toEqual([]);
    expect(await rows('kantine', [eq('DeviceID', api.world.moneyCore.terminal)])).toEqual(['Kantinekøb -40']);
    expect(await rows('drikke', [eq('ID', api.world.transactionAdmin.failedOrder)])).toEqual([]);
  });

  it('finds free text only in the partner’s own customers’ transactions', async () => {
    const ids = async (token: string, url = '/api/Transaction/SearchV2') => {
      const result = parse(await staffSearch(token, [...WEEK, eq('Text', 'kantinekøb')], url));
      return (result.Items ?? result.Transactions).map((t) => [t.ID, t.Customer?.Name]);
    };
    const solbakke = await ids(api.tokens.partner);
    expect(solbakke.length).toBeGreaterThan(0);
    expect(solbakke.every(([, customer]) => customer === 'Solbakke Skole')).toBe(true);
    expect(solbakke.map(([id]) => id)).not.toContain(kildevangSale);
    const kildevang = await ids(kildevangPartner);
    expect(kildevang).toContainEqual([kildevangSale, 'Kildevang Skole']);
    expect(kildevang.every(([, customer]) => customer === 'Kildevang Skole')).toBe(true);
    const support = await ids(api.tokens.support, '/api/Transactions/Search');
    expect(support.map(([id]) => id)).toEqual(expect.arrayContaining([kildevangSale, ...solbakke.map(([id]) => id)]));
  });

  it('answers a search it cannot read with an Error and an empty list', async () => {
    expect(parse(await staffSearch(api.tokens.partner, [eq('Colour', 'red')]))).toMatchObject({ Transactions: [], Error: 'Unknown search field Colour' });
    expect(parse(await staffSearch(api.tokens.partner, [eq('StartDate', '2026-03-11'), eq('EndDate', '2026-03-01')])).Error).toMatch(/EndDate/);
    expect(parse(await staffSearch(api.tokens.partner, [eq('Amount', '1.234')])).Error).toMatch(/Amount/);
    expect(parse(await staffSearch(api.tokens.partner, [eq('Text', '%%')])).Error).toMatch(/Text/);
    expect(parse(await staffSearch(api.tokens.partner, [eq('Text', 'k')])).Error).toMatch(/Text/);
  });

  it('keeps the widget’s ?walletID= search unchanged', async () => {
    const widget = parse(
      await api.app.inject({ method: 'POST', url: `/api/Transaction/SearchV2?walletID=${api.world.wallets.emma}`, headers: bearer(api.tokens.parent), payload: { StartIndex: 0, Count: 6, Limit: 6, Search: [] } }),
    );
    expect(widget.Transactions.map((t) => t.Type)).toEqual(['Purchase', 'Deposit', 'Purchase', 'Deposit']);
    expect(widget.Transactions[0]?.BalanceAfter).toBe(250);
    // The wallet site has no staff search.
    expect((await staffSearch(api.tokens.parent, [])).statusCode).toBe(400);
  });
});

describe('the support tool’s search (POST /api/Transactions/Search)', () => {
  it('sees every tenant, one month back by default, in Items', async () => {
    const result = parse(await staffSearch(api.tokens.support, [], '/api/Transactions/Search'));
    expect(result).toMatchObject({ StartDate: '2026-02-10', EndDate: '2026-03-10' });
    const customers = new Set(result.Items?.map((t) => t.Customer?.Name));
    expect(customers).toContain('Solbakke Skole');
    expect(result.Items?.map((t) => t.ID)).toContain(kildevangSale);
    expect(result.TotalCount).toBe(result.Items?.length);
  });

  it('pages with StartIndex and Count', async () => {
    const all = parse(await staffSearch(api.tokens.support, [], '/api/Transactions/Search'));
    const second = parse(await staffSearch(api.tokens.support, [], '/api/Transactions/Search', { StartIndex: 1, Count: 1 }));
    expect(second.Items?.map((t) => t.ID)).toEqual([all.Items?.[1]?.ID]);
    expect(second.TotalCount).toBe(all.TotalCount);
  });

  it('is the support tool’s alone', async () => {
    expect((await staffSearch(api.tokens.partner, [], '/api/Transactions/Search')).statusCode).toBe(403);
    const supportOnWallet = (await loginAs(api.app, 'support', 'wallet')).AccessToken;
    expect((await staffSearch(supportOnWallet, [], '/api/Transactions/Search')).statusCode).toBe(403);
  });
});

describe('the whole transaction (GET /api/Transaction/Detail, /api/Transactions/Detail)', () => {
  const detail = (token: string, id: string, base = 'Transaction') => api.app.inject({ method: 'GET', url: `/api/${base}/Detail?transactionID=${id}`, headers: bearer(token) });

  it('gives the support tool everything: status, error, stack trace, card child, custom informations, notes, products by category', async () => {
    const response = await detail(api.tokens.support, api.world.transactionAdmin.failedOrder, 'Transactions');
    expect(response.statusCode).toBe(200);
    const d = TransactionDetail.parse(response.json());
    expect(d).toMatchObject({ Status: { ID: 3, IsFailed: true }, ErrorMessage: 'Denied', MobileNumber: '4521876510', WalletCustomer: { Name: 'Solbakke Skole' } });
    expect(d.Stacktrace).toMatch(/declined the hosted payment/);
    expect(d.ChildTransactions).toEqual([expect.objectContaining({ Type: { ID: 4 }, MerchantData: 'http://localhost:4100/pay/declined-demo', Status: expect.objectContaining({ IsFailed: true }) })]);
    expect(d.CustomInformations?.map((i) => i.JsonType)).toEqual(['CreateTransactionModel', 'Info']);
    expect(JSON.parse(d.CustomInformations?.[1]?.JsonData ?? '{}')).toEqual({ StatusCode: 20, Message: 'Denied', FailedProducts: ['Skoletrøje med logo'] });
    expect(d.Products).toEqual([expect.objectContaining({ Name: 'Skoletrøje med logo', Price: 199, Quantity: 1, Accessories: [] })]);
  });

  it('shows the partner notes newest first, wallet details with ViewDetailTransactionInfo and custom information with CustomerSupport, never the stack trace', async () => {
    const { rows } = await api.db.query<{ id: string }>("SELECT id FROM payment_transactions WHERE wallet_id = $1 AND kind = 'order' AND status_id = 2", [api.world.transactionAdmin.noah]);
    const bottle = rows[0]?.id as string;
    const d = TransactionDetail.parse((await detail(api.tokens.partner, api.world.transactionAdmin.failedOrder)).json());
    expect(d.Stacktrace).toBeNull();
    expect(d.CustomInformations).toHaveLength(2);
    expect(d.MobileNumber).toBe('4521876510');
    const withNote = TransactionDetail.parse((await detail(api.tokens.partner, bottle)).json());
    expect(withNote.Notes?.map((n) => [n.Note, n.Author.Name])).toEqual([['Forældre ringede: drikkedunken hentes på kontoret fredag.', 'Peter Madsen']]);

    const plain = await otherTenantPartner(api.app, api.db, api.world.customers.solbakkeKommune, ['PartnerSite']);
    const limited = TransactionDetail.parse((await detail(plain, api.world.transactionAdmin.failedOrder)).json());
    expect(limited.CustomInformations).toEqual([]);
    expect(limited.MobileNumber).toBeNull();
    expect(limited.WalletCustomer).toBeNull();
  });

  it('refuses another tenant’s transaction and an unknown one alike', async () => {
    const foreign = await detail(kildevangPartner, api.world.transactionAdmin.failedOrder);
    const unknown = await detail(kildevangPartner, '00000000-0000-4000-8000-000000000000');
    expect(foreign.statusCode).toBe(403);
    expect(unknown.statusCode).toBe(403);
    expect(foreign.json()).toEqual(unknown.json());
    expect(foreign.body).not.toMatch(/Noah|Skoletrøje/);
    expect((await detail(api.tokens.partner, api.world.transactionAdmin.failedOrder, 'Transactions')).statusCode).toBe(403);
  });
});
