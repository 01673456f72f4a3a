import { CREDIT_CARD_CHILD_TYPE_ID, TransactionStatusId, type PaymentTransaction } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import { amountsOf, statusOf } from '../../core/payment-presenter';
import type { PaymentView } from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** The spec's transaction for a stored payment, its products and its card child. */
export function presentPayment({ payment, lines, children }: PaymentView): PaymentTransaction {
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

