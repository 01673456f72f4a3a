import type { TransactionDetail } from '@kk/contracts';
import { receiptFromWalletTransaction } from './walletReceipt';

const base: TransactionDetail = {
  ID: '6f1c2a4e-0000-4000-8000-000000000001',
  Type: 'Deposit',
  Description: 'Indbetaling med betalingskort •••• 1111',
  Amount: 200,
  BalanceAfter: 287.5,
  Status: { ID: 2, IsFailed: false, IsCompleted: true, IsPending: false },
  CreatedDate: '2026-03-10T09:00:00.000Z',
  Wallet: { ID: '6f1c2a4e-0000-4000-8000-000000000002', Name: 'Oliver Jensen' },
  Customer: { ID: '6f1c2a4e-0000-4000-8000-000000000003', Name: 'Solbakke Skole' },
  ErrorMessage: null,
  Products: [],
  DeviceID: null,
  ParentTransactionID: null,
  PaymentID: null,
};

describe('receiptFromWalletTransaction', () => {
  it('prints a movement without products as one line of its amount, with the balance after', () => {
    const receipt = receiptFromWalletTransaction(base);
    expect(receipt.products).toEqual([{ name: base.Description, quantity: 1, unitPriceOre: 20_000 }]);
    expect(receipt.totalOre).toBe(20_000);
    expect(receipt.balanceOre).toBe(28_750);
    expect(receipt.walletName).toBe('Oliver Jensen');
    expect(receipt.customerName).toBe('Solbakke Skole');
  });

  it('prints a purchase with its products and a positive total', () => {
    const receipt = receiptFromWalletTransaction({
      ...base,
      Type: 'CanteenPurchase',
      Amount: -40,
      Products: [
        { ID: base.ID, Name: 'Sandwich', Price: 28, Quantity: 1, RefundedQuantity: 0 },
        { ID: base.ID, Name: 'Kakaomælk', Price: 12, Quantity: 1, RefundedQuantity: 0 },
      ],
    });
    expect(receipt.totalOre).toBe(4_000);
    expect(receipt.products.map((p) => p.name)).toEqual(['Sandwich', 'Kakaomælk']);
  });
});
