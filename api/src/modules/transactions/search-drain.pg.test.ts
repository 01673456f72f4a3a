import type { Db, Queryable } from '../../db/db';
import { useApiHarness } from '../../test-support/app';
import { terminalPurchase } from '../../test-support/payments';
import * as payments from '../payment/repository';
import { drainSearchQueue } from './search-drain';

/**
 * PostgreSQL only: the drain of the staff search's word queue (migration 053) racing the
 * writes it must not lose, over two connections. A status change that commits while a
 * drain is posting the same payment ends in the postings either way round.
 */
jest.setTimeout(60_000);

const api = useApiHarness({ secondInstance: true });
let other: Db;
beforeAll(() => {
  other = api.secondDb;
});

/** A transaction on `db` held open until `release` resolves, with what ran inside it. */
function heldTransaction(db: Db, work: (tx: Queryable) => Promise<void>): { started: Promise<void>; release: () => void; done: Promise<void> } {
  let release = () => undefined as void;
  let started = () => undefined as void;
  const startedPromise = new Promise<void>((resolve) => (started = resolve));
  const released = new Promise<void>((resolve) => (release = resolve));
  const done = db.transaction(async (tx) => {
    await work(tx);
    started();
    await released;
  });
  return { started: startedPromise, release, done };
}

async function sale(amount: number): Promise<string> {
  const response = await terminalPurchase(api.app, { CardDisplayNumber: '1000 0001', Amount: amount });
  expect(response.statusCode).toBe(200);
  return response.json<{ ID: string }>().ID;
}

async function postedStatuses(id: string): Promise<number[]> {
  const { rows } = await api.db.query<{ status_id: number }>('SELECT DISTINCT status_id FROM transaction_search_words WHERE transaction_id = $1', [id]);
  return rows.map((row) => row.status_id);
}

const CANCELLED = { statusId: 4, errorMessage: 'Cancelled' };

describe('the search words drain against concurrent writes', () => {
  it('a status change made while a drain posts the payment waits for it, then updates the postings', async () => {
    await drainSearchQueue(api.db);
    const id = await sale(4.1);
    const drain = heldTransaction(api.db, async (tx) => {
      await tx.query('SELECT transaction_search_drain(100)');
    });
    await drain.started;
    let changed = false;
    const change = payments.setStatus(other, id, { ...CANCELLED, at: new Date() }).then(() => (changed = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(changed).toBe(false);
    drain.release();
    await drain.done;
    await change;
    expect(await postedStatuses(id)).toEqual([4]);
  });

  it('a drain that starts while a status change is uncommitted waits for it and posts the new status', async () => {
    await drainSearchQueue(api.db);
    const id = await sale(4.2);
    // The payment is drained once, so the change below updates postings under its lock.
    await drainSearchQueue(api.db);
    const again = await sale(4.3);
    const change = heldTransaction(other, async (tx) => {
      await payments.setStatus(tx, id, { ...CANCELLED, at: new Date() });
      await payments.setStatus(tx, again, { ...CANCELLED, at: new Date() });
    });
    await change.started;
    let drained = false;
    const drain = drainSearchQueue(api.db).then(() => (drained = true));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(drained).toBe(false);
    change.release();
    await change.done;
    await drain;
    expect({ first: await postedStatuses(id), second: await postedStatuses(again) }).toEqual({ first: [4], second: [4] });
  });

  it('a sale that commits during a drain stays queued for the next one', async () => {
    await drainSearchQueue(api.db);
    const drain = heldTransaction(api.db, async (tx) => {
      await tx.query('SELECT transaction_search_drain(100)');
    });
    await drain.started;
    const id = await sale(4.4);
    drain.release();
    await drain.done;
    expect(await postedStatuses(id)).toEqual([]);
    expect(await drainSearchQueue(api.db)).toBe(1);
    expect(await postedStatuses(id)).toEqual([2]);
  });
});
