import type { TransactionDetail } from '@kk/contracts';
import { kronerToOre } from './money';
import { receiptFromTransaction, type ReceiptModel } from './receipt';

/**
 * The printable receipt of one of a wallet's transactions. A purchase lists its products;
 * a movement without products (a deposit, a refill, a canteen sale by amount) prints as
 * one line of its own amount, so the total is always what moved.
 */
export function receiptFromWalletTransaction(detail: TransactionDetail): ReceiptModel {
  const products =
    detail.Products.length > 0
      ? detail.Products.map((p) => ({ Name: p.Name, Quantity: p.Quantity, Price: p.Price }))
      : [{ Name: detail.Description, Quantity: 1, Price: Math.abs(detail.Amount) }];
  const receipt = receiptFromTransaction({
    ID: detail.ID,
    Description: detail.Description,
    CreatedDate: detail.CreatedDate,
    Wallet: detail.Wallet,
    Customer: detail.Customer ?? { ID: detail.Wallet.ID, Name: '' },
    Products: products,
  });
  return { ...receipt, balanceOre: detail.BalanceAfter === null ? null : kronerToOre(detail.BalanceAfter) };
}
