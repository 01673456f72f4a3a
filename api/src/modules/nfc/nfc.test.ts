import type { FastifyInstance } from 'fastify';
import type { DemoWorldIds } from '../../seed/seed';
import { bearer, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { terminalPurchase } from '../../test-support/payments';

jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;
let world: DemoWorldIds;

const api = useApiHarness({ login: ['parent', 'kkpayParent', 'support'] });
const tokens = api.tokens;
beforeAll(() => ({ database, app, world } = api));

const addCard = (token: string, walletId: string | null, card: string, via: 'header' | 'query' = 'header') =>
  app.inject({
    method: 'POST',
    url: via === 'query' && walletId !== null ? `/api/NFC/AddCard?walletID=${walletId}` : '/api/NFC/AddCard',
    headers: { ...bearer(token), ...(via === 'header' && walletId !== null ? { walletid: walletId } : {}) },
    payload: { CardDisplayNumber: card },
  });

const removeCard = (token: string, card: string) =>
  app.inject({ method: 'DELETE', url: `/api/NFC/RemoveCard?cardDisplayNumber=${encodeURIComponent(card)}`, headers: bearer(token) });

async function cardCount(card: string): Promise<number> {
  const { rows } = await database.db.query<{ count: number }>('SELECT count(*) AS count FROM school_cards WHERE card_number = $1', [card]);
  return rows[0]?.count ?? 0;
}

describe('POST /api/NFC/AddCard', () => {
  it('registers a card on a wallet the caller may access (walletid header or walletID query)', async () => {
    const added = await addCard(tokens.parent as string, world.wallets.oliver, '2000 0001');
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ CardDisplayNumber: '2000 0001', WalletID: world.wallets.oliver });
    const byQuery = await addCard(tokens.parent as string, world.wallets.emma, '20000002', 'query');
    expect(byQuery.json()).toEqual({ CardDisplayNumber: '2000 0002', WalletID: world.wallets.emma });
    // Registering the same card on the same wallet again is harmless.
    expect((await addCard(tokens.parent as string, world.wallets.oliver, '2000 0001')).statusCode).toBe(200);
  });

  it("refuses another family's wallet with 403 and registers nothing", async () => {
    const response = await addCard(tokens.parent as string, world.wallets.freja, '2000 0003');
    expect(response.statusCode).toBe(403);
    expect(await cardCount('20000003')).toBe(0);
  });

  it('keeps a card number unique on the platform', async () => {
    const taken = await addCard(tokens.kkpayParent as string, world.wallets.freja, '1000 0001');
    expect(taken.statusCode).toBe(409);
    const { rows } = await database.db.query<{ wallet_id: string }>("SELECT wallet_id FROM school_cards WHERE card_number = '10000001'");
    expect(rows).toEqual([{ wallet_id: world.wallets.emma }]);
  });

  it('answers 400 without a wallet or with a malformed number', async () => {
    expect((await addCard(tokens.parent as string, null, '2000 0004')).statusCode).toBe(400);
    expect((await addCard(tokens.parent as string, world.wallets.emma, '12-34')).statusCode).toBe(400);
  });
});

describe('DELETE /api/NFC/RemoveCard', () => {
  it("refuses another family's card with the same 403 as a card that does not exist", async () => {
    const foreign = await removeCard(tokens.kkpayParent as string, '1000 0002');
    const missing = await removeCard(tokens.kkpayParent as string, '5555 5555');
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual(missing.json());
    expect(await cardCount('10000002')).toBe(1);
  });

  it('removes a card of a wallet the caller may access; the terminal no longer finds it', async () => {
    await addCard(tokens.parent as string, world.wallets.emma, '2000 0009');
    expect((await removeCard(tokens.parent as string, '2000 0009')).statusCode).toBe(204);
    expect(await cardCount('20000009')).toBe(0);
    const swipe = await terminalPurchase(app, { CardDisplayNumber: '2000 0009', Amount: 5 });
    expect(swipe.json()).toMatchObject({ ErrorMessage: 'Cant find wallet or card' });
  });

  it('lets the support tool manage any wallet\'s cards', async () => {
    expect((await addCard(tokens.support as string, world.wallets.freja, '3000 0042')).statusCode).toBe(200);
    expect((await removeCard(tokens.support as string, '3000 0042')).statusCode).toBe(204);
  });
});

describe('POST /api/NFC/BlockCard and /api/NFC/UnblockCard', () => {
  const setBlocked = (token: string, card: string, blocked: boolean) =>
    app.inject({ method: 'POST', url: `/api/NFC/${blocked ? 'BlockCard' : 'UnblockCard'}`, headers: bearer(token), payload: { CardDisplayNumber: card } });
  const cardsOf = async (token: string, walletId: string) =>
    (await app.inject({ method: 'GET', url: '/api/Onboarding/GetChildren', headers: bearer(token) })).json<{ WalletID: string; WalletCards: unknown[] }[]>().find((w) => w.WalletID === walletId)?.WalletCards;

  it('blocks a lost card at once: the terminal refuses it until it is unblocked', async () => {
    await addCard(tokens.parent as string, world.wallets.emma, '4000 0017');
    const blocked = await setBlocked(tokens.parent as string, '4000 0017', true);
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json()).toEqual({ CardDisplayNumber: '40000017', WalletID: world.wallets.emma, IsBlocked: true });
    expect(await cardsOf(tokens.parent as string, world.wallets.emma)).toContainEqual({ CardDisplayNumber: '40000017', IsBlocked: true });
    const refused = await terminalPurchase(app, { CardDisplayNumber: '4000 0017', Amount: 5 });
    expect(refused.json()).toMatchObject({ ErrorMessage: 'WalletBlocked' });
    // The wallet's other card still works: only the lost card is blocked.
    expect((await terminalPurchase(app, { CardDisplayNumber: '1000 0001', Amount: 5 })).json()).toMatchObject({ Status: { ID: 2 } });

    expect((await setBlocked(tokens.parent as string, '4000 0017', false)).json()).toMatchObject({ IsBlocked: false });
    // Another amount: the same amount again at once would be refused as a double purchase.
    expect((await terminalPurchase(app, { CardDisplayNumber: '4000 0017', Amount: 6 })).json()).toMatchObject({ Status: { ID: 2 } });
    expect((await removeCard(tokens.parent as string, '4000 0017')).statusCode).toBe(204);
  });

  it('keeps the first block and its author when blocked twice', async () => {
    await addCard(tokens.parent as string, world.wallets.emma, '4000 0025');
    await setBlocked(tokens.parent as string, '4000 0025', true);
    const first = await database.db.query<{ blocked_at: Date }>('SELECT blocked_at FROM school_cards WHERE card_number = $1', ['40000025']);
    await setBlocked(tokens.support as string, '4000 0025', true);
    const again = await database.db.query<{ blocked_at: Date; blocked_by_user_id: string }>('SELECT blocked_at, blocked_by_user_id FROM school_cards WHERE card_number = $1', ['40000025']);
    expect(again.rows[0]?.blocked_at).toEqual(first.rows[0]?.blocked_at);
    expect(again.rows[0]?.blocked_by_user_id).toBe(world.users.parent);
  });

  it("refuses another family's card like a card that does not exist, and blocks nothing", async () => {
    const foreign = await setBlocked(tokens.kkpayParent as string, '1000 0002', true);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json()).toEqual((await setBlocked(tokens.kkpayParent as string, '5555 5555', true)).json());
    const { rows } = await database.db.query<{ blocked_at: Date | null }>('SELECT blocked_at FROM school_cards WHERE card_number = $1', ['10000002']);
    expect(rows[0]?.blocked_at).toBeNull();
  });
});
