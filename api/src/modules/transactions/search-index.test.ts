import { randomUUID } from 'node:crypto';
import { TransactionSearchResponse } from '@kk/contracts';
import type { Queryable } from '../../db/db';
import { bearer, TestClock, useApiHarness } from '../../test-support/app';
import { terminalPurchase } from '../../test-support/payments';
import { DEMO_PRODUCTS } from '../../seed/demo-money-core';
import * as payments from '../payment/repository';
import { drainSearchQueue } from './search-drain';

jest.setTimeout(60_000);

// Tuesday 10 March 2026, 12:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-10T11:00:00Z'));
const api = useApiHarness({ clock, login: ['support'] });

/**
 * What the word index must hold, computed from scratch as migration 034's backfill does:
 * every word of every listed payment's description and product names, with the payment's
 * customer, kind, status and amount; and the fragments of every posted word.
 */
async function indexDrift(q: Queryable): Promise<unknown[]> {
  await drainSearchQueue(api.db);
  const expected = `
    SELECT w.word, t.created_at, t.id, t.customer_id, t.kind, t.status_id, t.amount_ore
      FROM payment_transactions t CROSS JOIN LATERAL unnest(transaction_search_words_of(t.description)) AS w (word)
     WHERE t.kind <> 'card'
    UNION
    SELECT w.word, t.created_at, t.id, t.customer_id, t.kind, t.status_id, t.amount_ore
      FROM payment_transaction_lines l JOIN payment_transactions t ON t.id = l.transaction_id
     CROSS JOIN LATERAL unnest(transaction_search_words_of(l.name)) AS w (word)
     WHERE t.kind <> 'card'`;
  const stored = 'SELECT word, created_at, transaction_id, customer_id, kind, status_id, amount_ore FROM transaction_search_words';
  const { rows } = await q.query(
    `(SELECT 'missing' AS drift, e.word, e.id::text FROM ((${expected}) EXCEPT ${stored}) AS e (word, created_at, id, customer_id, kind, status_id, amount_ore))
     UNION ALL
     (SELECT 'stale', s.word, s.id::text FROM (${stored} EXCEPT (${expected})) AS s (word, created_at, id, customer_id, kind, status_id, amount_ore))
     UNION ALL
     (SELECT DISTINCT 'no fragments', s.word, NULL FROM transaction_search_words s
       WHERE (SELECT count(*) FROM transaction_search_fragments f WHERE f.word = s.word) <> length(s.word))`,
  );
  return rows;
}

async function supportFinds(text: string): Promise<{ ids: string[]; total: number }> {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/Transactions/Search',
    headers: bearer(api.tokens.support),
    payload: { StartIndex: 0, Count: 100, Search: [{ Name: 'Text', Value: text, SearchType: 0 }] },
  });
  const result = TransactionSearchResponse.parse(response.json());
  return { ids: (result.Items ?? []).map((t) => t.ID), total: result.TotalCount };
}

describe('the staff search’s word index (migration 034, repeatable/search.sql)', () => {
  it('holds, once drained, what the seed wrote, exactly as the backfill computes it', async () => {
    expect(await indexDrift(api.db)).toEqual([]);
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_search_words');
    expect(rows[0]?.n).toBeGreaterThan(0);
  });

  it('posts a sale’s words after the sale commits: the sale only queues it, a drain posts it once', async () => {
    await drainSearchQueue(api.db);
    const sale = await terminalPurchase(api.app, { CardDisplayNumber: '1000 0001', Amount: 3 });
    expect(sale.statusCode).toBe(200);
    const id = sale.json<{ ID: string }>().ID;
    const postings = async () =>
      (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_search_words WHERE transaction_id = $1', [id])).rows[0]?.n;
    const queued = async () => (await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_search_queue')).rows[0]?.n;
    expect({ postings: await postings(), queued: await queued() }).toEqual({ postings: 0, queued: 1 });

    expect(await drainSearchQueue(api.db)).toBe(1);
    expect({ postings: await postings(), queued: await queued() }).toEqual({ postings: 1, queued: 0 });
    expect(await drainSearchQueue(api.db)).toBe(0);
    expect(await postings()).toBe(1);
  });

  it('finds a payment in a free-text search as soon as it has committed, drained or not', async () => {
    const sale = await terminalPurchase(api.app, {
      CardDisplayNumber: '1000 0001',
      Amount: 5,
      Products: [{ ID: api.world.moneyCore.products.fruit, Quantity: 1 }],
    });
    expect(sale.statusCode).toBe(200);
    const id = sale.json<{ ID: string }>().ID;
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_search_queue WHERE transaction_id = $1', [id])).rows[0]?.n).toBeGreaterThan(0);
    expect((await supportFinds('frugt')).ids).toContain(id);
    expect((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM transaction_search_queue')).rows[0]?.n).toBe(0);
  });

  it('indexes the canteen’s one-statement sale with its products', async () => {
    const sale = await terminalPurchase(api.app, {
      CardDisplayNumber: '1000 0001',
      Amount: 17,
      Products: [
        { ID: api.world.moneyCore.products.chocolateMilk, Quantity: 1 },
        { ID: api.world.moneyCore.products.fruit, Quantity: 1 },
      ],
    });
    expect(sale.statusCode).toBe(200);
    const id = sale.json<{ ID: string }>().ID;
    expect((await supportFinds('frugt kakaomæl')).ids).toContain(id);
    expect(await indexDrift(api.db)).toEqual([]);
  });

  it('follows an order through a new status, a larger amount, a changed description and replaced products', async () => {
    const id = randomUUID();
    const line = (key: 'bottle' | 'hoodie', lineNo: number) => ({
      lineNo,
      productId: api.world.moneyCore.products[key],
      name: DEMO_PRODUCTS[key].name,
      priceOre: DEMO_PRODUCTS[key].priceOre,
      quantity: 1,
      extra: null,
    });
    await api.db.transaction(async (tx) => {
      await payments.insertPayment(tx, {
        ...payments.PLAIN_PAYMENT,
        id,
        kind: 'order',
        parentId: null,
        statusId: 1,
        walletId: api.world.wallets.emma,
        customerId: api.world.customers.solbakkeSkole,
        userId: null,
        description: 'Mødeforplejning',
        amountOre: 7_900,
        walletAmountOre: 7_900,
        cardAmountOre: 0,
        ledgerTransactionId: null,
        expiresAt: new Date(clock.now().getTime() + 900_000),
        createdAt: clock.now(),
      });
      await payments.insertLines(tx, id, [line('bottle', 1)]);
    });
    expect((await supportFinds('drikkedunk mødeforplejning')).ids).toContain(id);

    await payments.setStatus(api.db, id, { statusId: 3, errorMessage: 'NoFund', at: clock.now() });
    await payments.addToOrderAmount(api.db, id, 1_000, clock.now());
    expect(await indexDrift(api.db)).toEqual([]);

    await api.db.transaction(async (tx) => {
      await payments.setDescription(tx, id, 'Tillæg: bestyrelsesmøde', clock.now());
      await payments.replaceLines(tx, id, [line('hoodie', 1)]);
    });
    expect(await indexDrift(api.db)).toEqual([]);
    expect((await supportFinds('bestyrelse')).ids).toEqual([id]);
    expect((await supportFinds('logo tillæg')).ids).toEqual([id]);
    expect((await supportFinds('drikkedunk mødeforplejning')).ids).not.toContain(id);
    // The failed order's amount counts, the sum only completed ones.
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/Transactions/Search',
      headers: bearer(api.tokens.support),
      payload: { StartIndex: 0, Count: 10, Search: [{ Name: 'Text', Value: 'bestyrelsesmøde', SearchType: 0 }] },
    });
    expect(TransactionSearchResponse.parse(response.json())).toMatchObject({ TotalCount: 1, Sum: 0, Items: [{ ID: id, Amount: -89, Status: { ID: 3 } }] });
  });
});
