import { useState } from 'react';
import type { PaymentTransaction, TransactionDetail } from '@kk/contracts';
import { adminActionRefusal, adminActionSucceeded, AdminStatus, describeServerError, walletOfTransaction, type AdminAction, type AdminTransactionState, type DescribedError } from '@kk/domain';
import { ApiError, useTranslation } from '@kk/platform';
import { confirmDialog, notify } from '@kk/ui';
import { detailsApi } from './api';

/** Spec section 9: child transaction type 4 is the credit card. */
export const CREDIT_CARD_CHILD = 4;

/** The payment kinds the list's types are; a card top-up (deposit, refill) is retried by charging its card again. */
const KIND_OF_TYPE: Readonly<Record<string, string>> = {
  Order: 'order', Purchase: 'order', CanteenPurchase: 'terminal', Refund: 'refund', Deposit: 'deposit', AutomaticRefill: 'deposit', MonthlyRefill: 'deposit',
};

/** What the action rules of @kk/domain need to know, as far as the dialog can tell; the server decides again. */
export function adminStateOf(detail: TransactionDetail): AdminTransactionState {
  const reserved = detail.Status.ID === AdminStatus.Reserved;
  return {
    statusId: detail.Status.ID,
    kind: KIND_OF_TYPE[detail.Type] ?? 'other',
    movedMoney: detail.Status.ID === AdminStatus.Completed,
    holdsMoney: reserved,
    awaitingCard: reserved && (detail.ChildTransactions ?? []).some((child) => child.Type.ID === CREDIT_CARD_CHILD && child.Status.IsPending),
    hasOrderModel: (detail.CustomInformations ?? []).some((info) => info.JsonType === 'CreateTransactionModel'),
  };
}

/** The payment handler's id of the transaction (the staff detail's own id when it is one). */
export const paymentIdOf = (detail: TransactionDetail) => detail.PaymentID ?? detail.ID;

/** Spec section 8: the returned error message, or the response body, of a failed call. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    const { message, reason } = error.serverError();
    if (reason) return reason;
    if (message) return message;
    return typeof error.body === 'string' ? error.body : JSON.stringify(error.body ?? error.message);
  }
  return error instanceof Error ? error.message : String(error);
}

/**
 * A failed result for the error toast: the catalogue's words for the returned message (the
 * message itself under "Vis detaljer"), after `prefix` when one is given; `fallback` when the
 * result carries no message. Never the bare code ("Fejl — NoFund").
 */
export function resultFailure(message: string | null | undefined, fallback: string, prefix?: string): DescribedError | string {
  if (!message) return prefix ? `${prefix} ${fallback}`.trim() : fallback;
  const described = describeServerError({ message });
  if (!prefix) return described;
  return { ...described, text: { da: `${prefix} ${described.text.da}`, en: `${prefix} ${described.text.en}` } };
}

export type PaymentAction = Exclude<AdminAction, 'ChangeStatus' | 'Refund'>;
export const PAYMENT_ACTIONS: readonly PaymentAction[] = ['ManualComplete', 'Retry', 'Cancel', 'Duplicate'];

/** The actions that make sense for the transaction now (the others are not offered). */
export function offeredActions(detail: TransactionDetail): PaymentAction[] {
  const state = adminStateOf(detail);
  return PAYMENT_ACTIONS.filter((action) => adminActionRefusal(action, state) === null);
}

/**
 * Spec sections 4, 5 and 8: manual complete, retry, cancel and duplicate each ask first,
 * then call the payment handler. Cancel succeeds when the result is failed, manual complete
 * and retry when it is completed: the action-completed notice; otherwise an error notice
 * with the returned message. Duplicate has its own texts.
 */
export function useAdminActions(detail: TransactionDetail, onChanged: () => void) {
  const { t } = useTranslation('transactions');
  const [busy, setBusy] = useState<PaymentAction | null>(null);

  const call = (action: PaymentAction): Promise<PaymentTransaction> => {
    const id = paymentIdOf(detail);
    const customer = detail.Customer?.ID ?? null;
    switch (action) {
      case 'ManualComplete':
        return detailsApi.manualComplete(id);
      case 'Retry':
        return detailsApi.retry(id, customer);
      case 'Cancel':
        return detailsApi.cancel(id, customer);
      case 'Duplicate':
        return detailsApi.duplicate(id, customer);
    }
  };

  const run = async (action: PaymentAction) => {
    if (busy !== null) return;
    const confirmed = await confirmDialog({
      title: t(`details.actions.${action}.title`),
      message: t(`details.actions.${action}.confirm`, { description: detail.Description, wallet: walletOfTransaction(detail)?.Name ?? '' }),
      confirmLabel: t(`details.actions.${action}.yes`),
      cancelLabel: t('details.actions.no'),
    });
    if (!confirmed) return;
    setBusy(action);
    try {
      const result = await call(action);
      if (action === 'Duplicate') {
        if (result.Status.IsFailed) notify.error(resultFailure(result.ErrorMessage, '', t('details.actions.duplicateFailed')));
        else notify.success(t('details.actions.duplicated'));
      } else if (adminActionSucceeded(action, result.Status)) {
        notify.success();
      } else {
        notify.error(resultFailure(result.ErrorMessage, t(`common.statusNames.${result.Status.ID}`)));
      }
    } catch (error) {
      notify.error(action === 'Duplicate' ? `${t('details.actions.duplicateFailed')} ${failureText(error)}` : failureText(error));
    } finally {
      setBusy(null);
      onChanged();
    }
  };

  return { run, busy };
}
