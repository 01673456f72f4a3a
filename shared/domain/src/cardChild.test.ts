import { cardChildLink } from './cardChild';

const child = (type: number, merchantData: string | null) => ({ Type: { ID: type }, MerchantData: merchantData });

describe("an order's credit-card child", () => {
  it("gives the provider's page of the type 4 child", () => {
    expect(cardChildLink({ ChildTransactions: [child(2, null), child(4, 'http://localhost:4100/session/abc')] })).toBe('http://localhost:4100/session/abc');
  });

  it('gives nothing without a card child or without a page address', () => {
    expect(cardChildLink({ ChildTransactions: [child(2, null)] })).toBeNull();
    expect(cardChildLink({ ChildTransactions: [child(4, null)] })).toBeNull();
    expect(cardChildLink({ ChildTransactions: [child(4, 'vivawallet:123')] })).toBeNull();
  });
});
