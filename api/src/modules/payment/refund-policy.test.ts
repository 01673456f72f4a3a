import { PaymentTransaction, TransactionDetail, TransactionSearchResponse } from '@kk/contracts';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { deposit, fundsOf, moneyFootprint, orderPayload, paymentCall, terminalPurchase } from '../../test-support/payments';
import { ledgerProblems, otherTenantPartner } from '../../test-support/staff';
import { LedgerService } from '../ledger/service';
import { recordTopUp, type TopUpSource } from './top-ups';

/**
 * Who may take money back (spec section 6, issue 23; @kk/domain refundPolicy.ts) on every
 * path of the payment handler: the family cancels only an online order its own rule still
 * lets go; a canteen sale, a deposit or a refill is given back only by staff with the right
 * role, as a refund the ledger records against the sale.
 */

jest.setTimeout(60_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen: a school day for the canteen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'partner', 'support'] });
const tx = (response: { json(): unknown }) => PaymentTransaction.parse(response.json());
const EMMA_CARD = '1000 0001';

/** Every path a guardian could use to give a payment back, with its body. */
function reversals(paymentId: string, customerId: string, productId: string = api.world.moneyCore.products.fruit) {
  // A refund names products (1 or more); a canteen sale without products is given back whole by a cancel.
  const products = [{ ID: productId, Quantity: 1 }];
  return [
    ['/V1/payment/CancelTransaction', { ID: paymentId, CustomerID: customerId }],
    ['/V1/Webshop/payment/CancelTransaction', { ID: paymentId, CustomerID: customerId }],
    ['/V2/Payment/RefundTransaction', { ID: paymentId, CustomerID: customerId, Products: products }],
    ['/V3/FoodPlannerV3/Payment/RefundTransaction', { TransactionID: paymentId, CustomerID: customerId, Products: products }],
  ] as const;
}

/** A canteen sale of Emma's, found as the reproduction found it: the wallet's list, then the transaction's details. */
async function emmasCanteenSale(amountKroner: number) {
  clock.advanceMinutes(5);
  const sale = await terminalPurchase(api.app, { CardDisplayNumber: EMMA_CARD, Amount: amountKroner });
  expect(sale.statusCode).toBe(200);
  const list = TransactionSearchResponse.parse(
    (
      await api.app.inject({
        method: 'POST',
        url: `/api/Transaction/SearchV2?walletID=${api.world.wallets.emma}`,
        headers: bearer(api.tokens.parent),
        payload: { StartIndex: 0, Count: 10, Search: [] },
      })
    ).json(),
  );
  const listed = list.Transactions.find((transaction) => transaction.Type === 'CanteenPurchase');
  const detail = TransactionDetail.parse(
    (await api.app.inject({ method: 'GET', url: `/api/Transaction/Detail?transactionID=${listed?.ID ?? ''}`, headers: bearer(api.tokens.parent) })).json(),
  );
  expect(detail.PaymentID).not.toBeNull();
  return { paymentId: detail.PaymentID as string, customerId: detail.Customer?.ID as string };
}

/** A card top-up of Emma's as the cards and refills modules record it: the money in through the ledger, and its transaction. */
async function emmasTopUp(source: TopUpSource): Promise<{ paymentId: string; ledgerId: string }> {
  return api.db.transaction(async (q) => {
    const ledgerId = await new LedgerService().depositByCard(q, api.world.wallets.emma, 5_000, clock.now(), 'Indbetaling');
    const paymentId = await recordTopUp(q, {
      source,
      walletId: api.world.wallets.emma,
      userId: api.world.users.parent,
      amountOre: 5_000,
      description: 'Indbetaling',
      card: null,
      outcome: { ok: true, ledgerTransactionId: ledgerId, providerTransactionId: `provider-${source}` },
      at: clock.now(),
    });
    return { paymentId, ledgerId };
  });
}

async function refundsOf(saleId: string) {
  const { rows } = await api.db.query<{ amount_ore: number; ledger_transaction_id: string | null }>(
    "SELECT amount_ore::int AS amount_ore, ledger_transaction_id FROM payment_transactions WHERE parent_id = $1 AND kind = 'refund'",
    [saleId],
  );
  return rows;
}

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 100_000);
});

describe('a guardian never reverses a sale or a top-up', () => {
  it("refuses a guardian's cancel or refund of a completed canteen sale on every path (403), and nothing moves", async () => {
    const { paymentId, customerId } = await emmasCanteenSale(35);
    const before = { funds: await fundsOf(api.db, api.world.wallets.emma), footprint: await moneyFootprint(api.db) };
    for (const [url, body] of reversals(paymentId, customerId)) {
      const response = await paymentCall(api.app, api.tokens.parent, url, body);
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(before.funds);
    expect(await moneyFootprint(api.db)).toEqual(before.footprint);
    expect(await refundsOf(paymentId)).toEqual([]);
  });

  it.each<[string, TopUpSource]>([
    ['a card deposit', 'card'],
    ['an automatic refill', 'automatic'],
    ['a monthly refill', 'monthly'],
  ])("refuses a guardian's reversal of %s (403) by its transaction and by its ledger id, and nothing moves", async (_, source) => {
    const { paymentId, ledgerId } = await emmasTopUp(source);
    const before = { funds: await fundsOf(api.db, api.world.wallets.emma), footprint: await moneyFootprint(api.db) };
    for (const id of [paymentId, ledgerId]) {
      for (const [url, body] of reversals(id, api.world.customers.solbakkeSkole)) {
        const response = await paymentCall(api.app, api.tokens.parent, url, body);
        expect([url, response.statusCode]).toEqual([url, 403]);
      }
    }
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(before.funds);
    expect(await moneyFootprint(api.db)).toEqual(before.footprint);
  });
});

describe('staff give a canteen sale back only with the right role', () => {
  it('refuses partner staff without TransactionRefund (403) and lets partner staff with it refund, against the sale', async () => {
    const { paymentId, customerId } = await emmasCanteenSale(36);
    const without = await otherTenantPartner(api.app, api.db, api.world.customers.solbakkeSkole, ['PartnerSite', 'Transactions', 'CustomerSupport']);
    const before = { funds: await fundsOf(api.db, api.world.wallets.emma), footprint: await moneyFootprint(api.db) };
    for (const url of ['/V1/payment/CancelTransaction', '/V2/Payment/RefundTransaction']) {
      const response = await paymentCall(api.app, without, url, { ID: paymentId, CustomerID: customerId, Products: [{ ID: api.world.moneyCore.products.fruit, Quantity: 1 }] });
      expect([url, response.statusCode]).toEqual([url, 403]);
    }
    expect(await moneyFootprint(api.db)).toEqual(before.footprint);

    // Staff of another customer are refused even with the role.
    const elsewhere = await otherTenantPartner(api.app, api.db, api.world.customers.kildevangSkole);
    expect((await paymentCall(api.app, elsewhere, '/V1/payment/CancelTransaction', { ID: paymentId, CustomerID: customerId })).statusCode).toBe(403);
    expect(await moneyFootprint(api.db)).toEqual(before.footprint);

    const cancelled = tx(await paymentCall(api.app, api.tokens.partner, '/V1/TransactionRefund/payment/CancelTransaction', { ID: paymentId, CustomerID: customerId }));
    expect(cancelled.Status.ID).toBe(4);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual({ ...before.funds, balanceOre: before.funds.balanceOre + 3_600 });
    const refunds = await refundsOf(paymentId);
    expect(refunds).toEqual([{ amount_ore: 3_600, ledger_transaction_id: expect.any(String) }]);
    expect(await ledgerProblems(api.db)).toEqual([]);
  });

  it('lets the support tool give a canteen sale back on its Admin path', async () => {
    const { paymentId, customerId } = await emmasCanteenSale(37);
    const before = await fundsOf(api.db, api.world.wallets.emma);
    const cancelled = tx(await paymentCall(api.app, api.tokens.support, '/V1/Admin/payment/CancelTransaction', { ID: paymentId, CustomerID: customerId }));
    expect(cancelled.Status.ID).toBe(4);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(before.balanceOre + 3_700);
    expect(await refundsOf(paymentId)).toHaveLength(1);
  });

  it('gives a top-up back to no one through the payment handler: a state refusal for staff, and nothing moves', async () => {
    const { paymentId } = await emmasTopUp('card');
    const before = await moneyFootprint(api.db);
    expect((await paymentCall(api.app, api.tokens.support, '/V1/Admin/payment/CancelTransaction', { ID: paymentId })).statusCode).toBe(409);
    const refund = tx(await paymentCall(api.app, api.tokens.partner, '/V3/TransactionRefund/Payment/RefundTransaction', { ID: paymentId, Products: [{ ID: api.world.moneyCore.products.fruit, Quantity: 1 }] }));
    expect([refund.Status.IsFailed, refund.ErrorMessage]).toEqual([true, 'Request is invalid']);
    expect(await moneyFootprint(api.db)).toEqual(before);
  });
});

describe("a webshop order's cancellation deadline", () => {
  const webshopOrder = () => {
    clock.advanceMinutes(10);
    return orderPayload(api.world, {
      wallet: api.world.wallets.emma,
      customer: api.world.customers.solbakkeSkole,
      webshop: api.world.moneyCore.salePoints.solbakkeWebshop,
      lines: [{ product: 'bottle', quantity: 1 }],
      autoComplete: true,
    });
  };

  it('lets the guardian cancel a completed webshop order before its deadline, stored when it was placed', async () => {
    const placed = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', webshopOrder()));
    expect(placed.Status.ID).toBe(2);
    const { rows } = await api.db.query<{ cancellable_until: Date }>('SELECT cancellable_until FROM payment_transactions WHERE id = $1', [placed.ID]);
    expect(new Date(rows[0]?.cancellable_until ?? 0).getTime() - clock.now().getTime()).toBe(24 * 60 * 60_000);
    const before = await fundsOf(api.db, api.world.wallets.emma);
    const cancelled = tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: placed.ID }));
    expect(cancelled.Status.ID).toBe(4);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(before.balanceOre + 7_900);
  });

  it('refuses the guardian once it is handed out, and after its deadline, with the cancellation policy; staff may still refund it', async () => {
    const handedOut = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', webshopOrder()));
    // The shop ticks it on its hand-out list (issue 26).
    const ticked = await api.app.inject({ method: 'POST', url: `/api/Webshop/HandOut/${handedOut.ID}`, headers: bearer(api.tokens.partner) });
    expect(ticked.statusCode).toBe(200);
    const late = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', { ...webshopOrder(), Description: 'Endnu en' }));
    const before = await moneyFootprint(api.db);
    const refusedHandedOut = tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: handedOut.ID }));
    expect([refusedHandedOut.Status.IsFailed, refusedHandedOut.ErrorMessage]).toEqual([true, 'Cannot refund due to cancellation policy']);

    clock.advanceMinutes(24 * 60 + 1);
    const parent = (await loginAs(api.app, 'parent')).AccessToken;
    for (const [url, body] of reversals(late.ID as string, api.world.customers.solbakkeSkole, api.world.moneyCore.products.bottle)) {
      const refused = tx(await paymentCall(api.app, parent, url, body));
      expect([url, refused.Status.IsFailed, refused.ErrorMessage]).toEqual([url, true, 'Cannot refund due to cancellation policy']);
    }
    expect(await moneyFootprint(api.db)).toEqual(before);

    // The family's deadline is not the staff's: they take the goods back and refund them.
    const partner = (await loginAs(api.app, 'partner')).AccessToken;
    const refunded = tx(await paymentCall(api.app, partner, '/V3/TransactionRefund/Payment/RefundTransaction', { ID: handedOut.ID, Products: [{ ID: api.world.moneyCore.products.bottle, Quantity: 1 }] }));
    expect(refunded.Status.ID).toBe(2);
    expect(await refundsOf(handedOut.ID as string)).toHaveLength(1);
  });
});
