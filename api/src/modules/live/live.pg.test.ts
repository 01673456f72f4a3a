import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/db';
import type { DemoWorldIds } from '../../seed/seed';
import { LedgerService } from '../ledger/service';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import type { TestDatabase } from '../../test-support/db';
import { terminalPurchase } from '../../test-support/payments';
import { balanceOf, openSse, type SseConnection } from '../../test-support/sse-client';

/**
 * Two API instances on one PostgreSQL database, each with its own connections, as when
 * several processes serve the site: money moved through one reaches the browsers that
 * stream from the other, through the database's LISTEN/NOTIFY.
 */
jest.setTimeout(30_000);

let database: TestDatabase;
let secondDb: Db;
let first: FastifyInstance;
let second: FastifyInstance;
let world: DemoWorldIds;
const open: SseConnection[] = [];

async function stream(baseUrl: string, token: string): Promise<SseConnection> {
  const connection = await openSse(`${baseUrl}/api/live/wallets`, bearer(token));
  open.push(connection);
  return connection;
}

let firstUrl: string;
let secondUrl: string;

const api = useApiHarness({
  secondInstance: true,
  listen: true,
  beforeClose: () => {
    for (const connection of open) connection.close();
  },
});
beforeAll(() => ({ database, world, secondDb, app: first, second, baseUrl: firstUrl, secondBaseUrl: secondUrl } = api));

it('runs on separate connections', () => {
  expect(database.engine).toBe('postgres');
  expect(secondDb).not.toBe(database.db);
});

it('pushes a canteen purchase made through one instance to streams on both', async () => {
  const { AccessToken } = await loginAs(first, 'parent');
  const onSecond = await stream(secondUrl, AccessToken);
  const onFirst = await stream(firstUrl, AccessToken);
  await onSecond.waitFor(balanceOf(world.wallets.emma, 250));
  await onFirst.waitFor(balanceOf(world.wallets.emma, 250));

  const sale = await terminalPurchase(first, { CardDisplayNumber: '1000 0001', Amount: 35 });
  expect(sale.statusCode).toBe(200);
  await onSecond.waitFor(balanceOf(world.wallets.emma, 215));
  await onFirst.waitFor(balanceOf(world.wallets.emma, 215));
});

it("keeps each family's balances to itself across instances", async () => {
  const { AccessToken } = await loginAs(second, 'kkpayParent');
  const connection = await stream(secondUrl, AccessToken);
  await connection.waitFor(balanceOf(world.wallets.freja, 150));
  expect((await terminalPurchase(first, { CardDisplayNumber: '1000 0002', Amount: 5 })).statusCode).toBe(200);
  await database.db.transaction((tx) => new LedgerService().depositByCard(tx, world.wallets.freja, 100, new Date(), 'Indbetaling'));
  await connection.waitFor(balanceOf(world.wallets.freja, 151));
  expect(connection.events.every((event) => event.data.includes(world.wallets.freja))).toBe(true);
});

it('resends the balances after its listening connection was cut, then goes on pushing', async () => {
  const { AccessToken } = await loginAs(second, 'parent');
  const connection = await stream(secondUrl, AccessToken);
  await connection.waitFor(balanceOf(world.wallets.emma, 215));
  const before = connection.events.length;

  const { rows } = await database.db.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query LIKE 'LISTEN %' AND pid <> pg_backend_pid()",
  );
  expect(rows.length).toBeGreaterThanOrEqual(2);
  await database.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [rows.map((row) => row.pid)]);

  // The resent snapshot after the reconnect.
  await connection.waitFor((event) => connection.events.indexOf(event) >= before && balanceOf(world.wallets.emma, 215)(event));
  expect((await terminalPurchase(first, { CardDisplayNumber: '1000 0001', Amount: 15 })).statusCode).toBe(200);
  await connection.waitFor(balanceOf(world.wallets.emma, 200));
});

it("tells the kitchen's production list to refetch after its listening connection was cut", async () => {
  const { AccessToken } = await loginAs(second, 'cook');
  const connection = await openSse(`${secondUrl}/api/live/production`, bearer(AccessToken));
  open.push(connection);
  expect(connection.status).toBe(200);
  const { rows } = await database.db.query<{ pid: number }>(
    "SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = 'LISTEN \"foodplan_orders\"' AND pid <> pg_backend_pid()",
  );
  expect(rows.length).toBeGreaterThanOrEqual(1);
  await database.db.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [rows.map((row) => row.pid)]);
  await connection.waitFor((event) => event.event === 'resync');
});
