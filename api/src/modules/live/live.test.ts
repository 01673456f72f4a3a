import type { FastifyInstance } from 'fastify';
import { LedgerService } from '../ledger/service';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { terminalPurchase } from '../../test-support/payments';
import type { DemoWorldIds } from '../../seed/seed';
import { WalletBalanceHub } from './hub';
import { balanceOf, openSse, type SseConnection } from '../../test-support/sse-client';
import { FamilyAccess } from '../family/access';
import { LiveStreams } from './stream';

jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;
let world: DemoWorldIds;
let base: string;
const ledger = new LedgerService();
const open: SseConnection[] = [];

const api = useApiHarness({ listen: true });
beforeAll(() => ({ database, app, world, baseUrl: base } = api));

afterEach(() => {
  for (const connection of open.splice(0)) connection.close();
});

async function stream(token: string | null): Promise<SseConnection> {
  const connection = await openSse(`${base}/api/live/wallets`, token === null ? {} : bearer(token));
  open.push(connection);
  return connection;
}

describe('GET /api/live/wallets', () => {
  it("opens with the balances of the user's wallets and pushes each change when it commits", async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    const connection = await stream(AccessToken);
    expect(connection.status).toBe(200);
    await connection.waitFor(balanceOf(world.wallets.emma, 250));
    await connection.waitFor(balanceOf(world.wallets.oliver, 87.5));

    await database.db.transaction((tx) => ledger.depositByCard(tx, world.wallets.oliver, 20_000, new Date(), 'Indbetaling'));
    await connection.waitFor(balanceOf(world.wallets.oliver, 287.5));
    const sale = await terminalPurchase(app, { CardDisplayNumber: '1000 0001', Amount: 35 });
    expect(sale.statusCode).toBe(200);
    await connection.waitFor(balanceOf(world.wallets.emma, 215));
  });

  it('pushes nothing of a rolled-back movement', async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    const connection = await stream(AccessToken);
    await connection.waitFor(balanceOf(world.wallets.oliver, 287.5));
    await expect(
      database.db.transaction(async (tx) => {
        await ledger.depositByCard(tx, world.wallets.oliver, 1_000, new Date(), 'Fortrudt');
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    await database.db.transaction((tx) => ledger.depositByCard(tx, world.wallets.oliver, 50, new Date(), 'Indbetaling'));
    await connection.waitFor(balanceOf(world.wallets.oliver, 288));
    expect(connection.events.some(balanceOf(world.wallets.oliver, 297.5))).toBe(false);
  });

  it("never sends one family another family's balances", async () => {
    const { AccessToken } = await loginAs(app, 'kkpayParent');
    const connection = await stream(AccessToken);
    await connection.waitFor(balanceOf(world.wallets.freja, 150));
    await database.db.transaction((tx) => ledger.depositByCard(tx, world.wallets.emma, 100, new Date(), 'Indbetaling'));
    await database.db.transaction((tx) => ledger.depositByCard(tx, world.wallets.freja, 100, new Date(), 'Indbetaling'));
    await connection.waitFor(balanceOf(world.wallets.freja, 151));
    const wallets = new Set(connection.events.map((event) => (JSON.parse(event.data) as { WalletID: string }).WalletID));
    expect([...wallets]).toEqual([world.wallets.freja]);
  });

  it('refuses a request without a session', async () => {
    const connection = await stream(null);
    expect(connection.status).toBe(401);
    await connection.ended;
  });
});

describe('the stream of a session that ends', () => {
  it('says session-ended and closes once the user signs out', async () => {
    const hub = new WalletBalanceHub(database.db);
    const streams = new LiveStreams(database.db, { now: () => new Date() }, hub, new FamilyAccess(database.db), { heartbeatMs: 50 });
    const login = await loginAs(app, 'parent');
    const me = await app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(login.AccessToken) });
    const { rows } = await database.db.query<{ id: string }>('SELECT id FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [me.json<{ ID: string }>().ID]);
    const auth = { sessionId: rows[0]!.id, userId: me.json<{ ID: string }>().ID, name: '', email: '', roles: [], application: 'wallet' as const, expiresAt: new Date() };
    const sse = await streams.openFor(auth);
    let text = '';
    sse.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    const ended = new Promise((done) => sse.on('end', done));
    await app.inject({ method: 'POST', url: '/api/Account/Logout', headers: bearer(login.AccessToken) });
    await ended;
    expect(text).toContain('event: balance');
    expect(text).toContain('event: session-ended');
    expect(hub.subscriberCount()).toBe(0);
    await hub.close();
  });
});
