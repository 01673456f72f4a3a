import { CREDIT_CARD_CHILD_TYPE_ID, TransactionStatusId, type PaymentTransaction } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { Queryable } from '../../db/db';
import type { PaymentDeclined } from './declines';
import * as payments from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

export function statusOf(statusId: number): PaymentTransaction['Status'] {
  return {
    ID: statusId,
    IsFailed: statusId === TransactionStatusId.Failed || statusId === TransactionStatusId.Cancelled || statusId === TransactionStatusId.Expired,
    IsCompleted: statusId === TransactionStatusId.Completed,
    IsPending: statusId === TransactionStatusId.Reserved,
  };
}

function amountsOf(walletOre: number, cardOre: number): PaymentTransaction['Amounts'] {
  return {
    ...(walletOre > 0 || cardOre === 0 ? { '2': oreToKroner(walletOre) } : {}),
    ...(cardOre > 0 ? { '4': oreToKroner(cardOre) } : {}),
  };
}

/** The spec's transaction for a stored payment, its products and its card child. */
export async function presentPayment(q: Queryable, id: string): Promise<PaymentTransaction> {
  const payment = await payments.findPayment(q, id);
  if (!payment) throw new Error(`No payment ${id}`);
  const [lines, children] = await Promise.all([payments.linesOf(q, id), payments.childrenOf(q, id)]);
  const customData = payment.custom_data as { payload?: unknown } | null;
  return {
    ID: payment.id,
    Status: statusOf(payment.status_id),
    ErrorMessage: payment.error_message,
    Description: payment.description,
    Amount: oreToKroner(payment.amount_ore),
    Amounts: amountsOf(payment.wallet_amount_ore, payment.card_amount_ore),
    ChildTransactions: children
      .filter((child) => child.kind === 'card')
      .map((child) => ({
        ID: child.id,
        Type: { ID: CREDIT_CARD_CHILD_TYPE_ID },
        MerchantData: child.merchant_data,
        Status: statusOf(child.status_id),
        Amount: oreToKroner(child.amount_ore),
      })),
    CustomInformations:
      customData?.payload === undefined
        ? []
        : [{ JsonType: 'CreateTransactionModel', JsonData: JSON.stringify(customData.payload), CreatedDate: iso(payment.created_at) }],
    Products: lines.map((line) => ({
      ID: line.product_id,
      ProductID: line.product_id,
      Name: line.name,
      Price: oreToKroner(line.price_ore),
      Quantity: line.quantity,
      RefundedQuantity: line.refunded_quantity,
    })),
    Wallet: { ID: payment.wallet_id },
    Customer: { ID: payment.customer_id },
    DeviceID: payment.terminal_id,
    ParentTransactionID: payment.parent_id,
    CreatedDate: iso(payment.created_at),
    ExpiresDate: payment.status_id === TransactionStatusId.Reserved && payment.expires_at !== null ? iso(payment.expires_at) : null,
  };
}

export interface UnstoredTransaction {
  statusId: number;
  errorMessage: string | null;
  description: string;
  amountOre: number;
  walletOre: number;
  cardOre: number;
  lines: readonly { productId: string; name: string; priceOre: number; quantity: number }[];
  walletId: string | null;
  customerId: string | null;
  deviceId: string | null;
  infos: PaymentTransaction['CustomInformations'];
  at: Date;
}

/** A transaction that was not stored: a prepared one (status 23) or a refused one. */
export function presentUnstored(t: UnstoredTransaction): PaymentTransaction {
  return {
    ID: null,
    Status: statusOf(t.statusId),
    ErrorMessage: t.errorMessage,
    Description: t.description,
    Amount: oreToKroner(t.amountOre),
    Amounts: amountsOf(t.walletOre, t.cardOre),
    ChildTransactions: [],
    CustomInformations: t.infos,
    Products: t.lines.map((line) => ({
      ID: line.productId,
      ProductID: line.productId,
      Name: line.name,
      Price: oreToKroner(line.priceOre),
      Quantity: line.quantity,
      RefundedQuantity: 0,
    })),
    Wallet: t.walletId === null ? null : { ID: t.walletId },
    Customer: t.customerId === null ? null : { ID: t.customerId },
    DeviceID: t.deviceId,
    ParentTransactionID: null,
    CreatedDate: t.at.toISOString(),
    ExpiresDate: null,
  };
}

/** The Info custom information of a refusal: the status code (if any), the message and the failed products. */
export function declineInfo(declined: PaymentDeclined, at: Date): PaymentTransaction['CustomInformations'][number] {
  return {
    JsonType: 'Info',
    JsonData: JSON.stringify({
      ...(declined.statusCode === null ? {} : { StatusCode: declined.statusCode }),
      Message: declined.serverMessage,
      ...(declined.detail.failedProducts ? { FailedProducts: declined.detail.failedProducts } : {}),
      ...(declined.detail.reason ? { Reason: declined.detail.reason } : {}),
    }),
    CreatedDate: at.toISOString(),
  };
}
