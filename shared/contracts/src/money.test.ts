import { isWholeOre, KRONER_AMOUNT_MESSAGE, KronerAmount, KronerAmountText } from './money';
import { SubscriptionBillQuery } from './cards';
import { OrderPayload, TerminalPurchaseRequest } from './payment';

describe('kroner amounts a request sends', () => {
  it.each([0, 1, 12.5, 87.05, -3.1, 100_000])('accept %s kr, a whole number of øre', (kroner) => {
    expect(isWholeOre(kroner)).toBe(true);
    expect(KronerAmount.parse(kroner)).toBe(kroner);
  });

  it.each([1.005, 0.1 + 0.2, 1e21, Number.NaN, Number.POSITIVE_INFINITY])('refuse %s with the one text', (kroner) => {
    expect(isWholeOre(kroner)).toBe(false);
    expect(KronerAmount.safeParse(kroner).error?.issues.map((issue) => issue.message)).toContainEqual(
      expect.stringMatching(new RegExp(`${KRONER_AMOUNT_MESSAGE}|expected number`)),
    );
  });

  it('read the same from a query string', () => {
    expect(KronerAmountText.parse('12.50')).toBe(12.5);
    expect(KronerAmountText.safeParse('1.234').error?.issues[0]?.message).toBe(KRONER_AMOUNT_MESSAGE);
  });

  it('are checked in every request that moves money: an order, a canteen sale, a deposit', () => {
    const refused = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
      result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(refused(TerminalPurchaseRequest.safeParse({ Amount: 12.345 }))).toEqual([`Amount: ${KRONER_AMOUNT_MESSAGE}`]);
    expect(refused(SubscriptionBillQuery.safeParse({ amount: '1.001', uid: '00000000-0000-4000-8000-000000000000', walletID: '00000000-0000-4000-8000-000000000001' }))).toEqual([
      `amount: ${KRONER_AMOUNT_MESSAGE}`,
    ]);
    const order = OrderPayload.safeParse({
      Restrictions: { UseRestrictionOverride: false, IgnoreWalletSettings: false, AllowPaymentWindow: false },
      Amounts: { '2': 10.001 },
      CustomerID: '00000000-0000-4000-8000-000000000001',
      WalletID: '00000000-0000-4000-8000-000000000002',
      Products: [{ ID: '00000000-0000-4000-8000-000000000003', Quantity: 1, Price: 0.005 }],
    });
    expect(refused(order)).toEqual(expect.arrayContaining([`Amounts.2: ${KRONER_AMOUNT_MESSAGE}`, `Products.0.Price: ${KRONER_AMOUNT_MESSAGE}`]));
  });
});
