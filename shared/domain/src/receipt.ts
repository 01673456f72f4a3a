import type { WalletDetail } from '@kk/contracts';
import { kronerToOre, type Ore } from './money';
import type { PrintData } from './print';

/** What the receipt template prints. Amounts in øre. */
export interface ReceiptModel {
  kind: 'transaction' | 'balance';
  reference: string;
  createdDate: string;
  description: string;
  walletName: string;
  customerName: string;
  products: { name: string; quantity: number; unitPriceOre: Ore }[];
  totalOre: Ore | null;
  balanceOre: Ore | null;
  blocked: boolean | null;
}

export const RECEIPT_TEMPLATE = 'receipt';

/** A transaction as the spec's transaction entities carry it (section 3), as far as a receipt needs. */
export interface ReceiptTransaction {
  ID: string;
  Description: string;
  CreatedDate: string;
  Wallet: { ID: string; Name: string };
  Customer: { ID: string; Name: string };
  Products: { Name: string; Quantity: number; Price: number }[];
}

/** Sum of price × quantity (spec section 5), in øre so no fraction of an øre appears. */
export function receiptTotal(products: ReceiptModel['products']): Ore {
  return products.reduce((sum, p) => sum + p.unitPriceOre * p.quantity, 0);
}

export function receiptFromTransaction(tx: ReceiptTransaction): ReceiptModel {
  const products = tx.Products.map((p) => ({ name: p.Name, quantity: p.Quantity, unitPriceOre: kronerToOre(p.Price) }));
  return {
    kind: 'transaction',
    reference: tx.ID,
    createdDate: tx.CreatedDate,
    description: tx.Description,
    walletName: tx.Wallet.Name,
    customerName: tx.Customer.Name,
    products,
    totalOre: receiptTotal(products),
    balanceOre: null,
    blocked: null,
  };
}

/** A balance receipt of one wallet, as the partner site and support tool print it. */
export function receiptFromWallet(wallet: WalletDetail, printedAt: Date): ReceiptModel {
  return {
    kind: 'balance',
    reference: wallet.WalletID,
    createdDate: printedAt.toISOString(),
    description: '',
    walletName: wallet.Name,
    customerName: wallet.Customer.Name,
    products: [],
    totalOre: null,
    balanceOre: kronerToOre(wallet.Balance),
    blocked: wallet.IsBlocked,
  };
}

export function receiptPrintData(model: ReceiptModel, title: string): PrintData<ReceiptModel> {
  return { template: RECEIPT_TEMPLATE, title, model };
}
