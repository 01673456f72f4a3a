import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import { verifyLedgerOf } from '../../test-support/ledger-verify';
import { fundsOf, newKey, orderPayload, paymentCall } from '../../test-support/payments';

/**
 * PostgreSQL only: the support tool's admin actions sent together over two API instances,
 * with different keys (two people pressing at once): the money moves exactly once.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ secondInstance: true, login: ['parent', 'support'] });

it('completes a pending order manually exactly once when ten calls arrive together', async () => {
  const order = orderPayload(api.world, {
    wallet: api.world.wallets.emma,
    customer: api.world.customers.solbakkeSkole,
    webshop: api.world.moneyCore.salePoints.solbakkeWebshop,
    lines: [{ product: 'bottle', quantity: 1 }],
    restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
  });
  const reserved = await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', order);
  const id = reserved.json<{ ID: string }>().ID;
  const before = await fundsOf(api.db, api.world.wallets.emma);
  const second = (await loginAs(api.second, 'support')).AccessToken;
  const calls = Array.from({ length: 10 }, (_, index) =>
    (index % 2 === 0 ? api.app : api.second).inject({
      method: 'POST',
      url: `/V2/Admin/Payment/ManualCompleteTransaction?id=${id}&fullTransactionInfo=true`,
      headers: { ...bearer(index % 2 === 0 ? api.tokens.support : second), 'idempotency-key': newKey() },
    }),
  );
  const statuses = (await Promise.all(calls)).map((response) => response.statusCode).sort();
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status === 409)).toHaveLength(9);
  expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual({ balanceOre: before.balanceOre - 7_900, heldOre: before.heldOre - 7_900 });
  const { rows } = await api.db.query<{ count: number }>("SELECT count(*)::int AS count FROM transaction_notes WHERE transaction_id = $1 AND action = 'ManualComplete'", [id]);
  expect(rows[0]?.count).toBe(1);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});

it('retries a failed order exactly once when sent together with different keys', async () => {
  const { noah, failedOrder } = api.world.transactionAdmin;
  await api.db.query(
    `SELECT ledger_post(NULL, 'card_deposit', 'Test deposit', now(), ARRAY[w.id, c.id], ARRAY[50000::bigint, -50000::bigint])
       FROM ledger_accounts w, ledger_accounts c WHERE w.wallet_id = $1 AND c.code = 'card-clearing'`,
    [noah],
  );
  const before = await fundsOf(api.db, noah);
  const second = (await loginAs(api.second, 'support')).AccessToken;
  const calls = Array.from({ length: 6 }, (_, index) =>
    (index % 2 === 0 ? api.app : api.second).inject({
      method: 'POST',
      url: `/V3/Admin/Payment/RetryFailedTransaction?transactionID=${failedOrder}`,
      headers: { ...bearer(index % 2 === 0 ? api.tokens.support : second), 'idempotency-key': newKey() },
    }),
  );
  const statuses = (await Promise.all(calls)).map((response) => response.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect((await fundsOf(api.db, noah)).balanceOre).toBe(before.balanceOre - 19_900);
  expect((await verifyLedgerOf(api.db)).status).toBe(0);
});
