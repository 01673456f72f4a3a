import { TransactionStatusId, type PaymentTransaction } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { PaymentDeclined } from './payment-declines';

export function statusOf(statusId: number): PaymentTransaction['Status'] {
  return {
    ID: statusId,
    IsFailed: statusId === TransactionStatusId.Failed || statusId === TransactionStatusId.Cancelled || statusId === TransactionStatusId.Expired,
    IsCompleted: statusId === TransactionStatusId.Completed,
    IsPending: statusId === TransactionStatusId.Reserved,
  };
}

export function amountsOf(walletOre: number, cardOre: number): PaymentTransaction['Amounts'] {
  return {
    ...(walletOre > 0 || cardOre === 0 ? { '2': oreToKroner(walletOre) } : {}),
    ...(cardOre > 0 ? { '4': oreToKroner(cardOre) } : {}),
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

export interface Refusal {
  declined: PaymentDeclined;
  description: string;
  walletOre: number;
  cardOre: number;
  lines?: UnstoredTransaction['lines'];
  walletId: string | null;
  customerId: string | null;
  deviceId?: string | null;
  at: Date;
}

/** A refused payment: a failed transaction (status 1) with the refusal's Info, nothing stored. */
export function presentRefusal(r: Refusal): PaymentTransaction {
  return presentUnstored({
    statusId: TransactionStatusId.Failed,
    errorMessage: r.declined.serverMessage,
    description: r.description,
    amountOre: r.walletOre + r.cardOre,
    walletOre: r.walletOre,
    cardOre: r.cardOre,
    lines: r.lines ?? [],
    walletId: r.walletId,
    customerId: r.customerId,
    deviceId: r.deviceId ?? null,
    infos: [declineInfo(r.declined, r.at)],
    at: r.at,
  });
}
