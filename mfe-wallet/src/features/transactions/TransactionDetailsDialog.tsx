import { useState } from 'react';
import type { TransactionDetail } from '@kk/contracts';
import { describeServerError, formatDateTime, formatOre, kronerToOre, receiptFromWalletTransaction, receiptPrintData, refundDecision, subjectOfCancellation, transactionReasonText, transactionState, type RefundDecision } from '@kk/domain';
import { ApiError, getAppConfig, refreshWalletBalance, useTranslation } from '@kk/platform';
import { Box, Button, confirmDialog, HStack, Loading, LoadFailed, ModalDialog, Money, notify, Stack, Table, Text, openPrintWindow, useAsync } from '@kk/ui';
import { TableHead } from '@kk/ui/tables';
import { TransactionLine } from './TransactionLine';
import { transactionsApi } from './api';

function Facts({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const rows: [string, string][] = [
    [t('details.type'), t(`ui:transactionTypes.${detail.Type}`)],
    [t('details.date'), formatDateTime(detail.CreatedDate, culture)],
    [t('details.wallet'), detail.Wallet.Name],
  ];
  if (detail.Customer) rows.push([t('details.customer'), detail.Customer.Name]);
  rows.push([t('details.status'), t(`ui:transactionStatus.${transactionState(detail)}`)]);
  const reason = transactionReasonText(detail, culture);
  if (reason !== null) rows.push([t('details.error'), reason]);
  rows.push([t('details.reference'), detail.ID]);
  return (
    <Box as="dl" display="grid" gridTemplateColumns="max-content 1fr" columnGap="4" rowGap="1" fontSize="sm">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" color="fg.muted">{label}</Text>
          <Text as="dd" m="0" wordBreak="break-word">{value}</Text>
        </Box>
      ))}
    </Box>
  );
}

function Products({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('wallet');
  if (detail.Products.length === 0) return null;
  return (
    <Table.Root size="sm" data-testid="transaction-products">
      <Table.Caption srOnly>{t('details.products')}</Table.Caption>
      <TableHead columns={[t('details.product'), { label: t('details.quantity'), end: true }, { label: t('details.price'), end: true }]} />
      <Table.Body>
        {detail.Products.map((product, index) => (
          <Table.Row key={`${product.ID}-${index}`}>
            <Table.Cell>{product.Name}</Table.Cell>
            <Table.Cell textAlign="end">{product.Quantity}</Table.Cell>
            <Table.Cell textAlign="end"><Money ore={kronerToOre(product.Price)} /></Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

type Cancellable = TransactionDetail & { PaymentID: string; Customer: { ID: string; Name: string } };

/**
 * What the family may do with this transaction, by the same policy the server applies
 * (@kk/domain refundDecision, issue 23): cancel an online order its own rule still lets go,
 * never a canteen sale or a top-up. Null when the details name no payment to decide on.
 */
export function familyCancelDecision(detail: TransactionDetail, now: Date): RefundDecision | null {
  if (detail.PaymentID === null || detail.Customer === null || !detail.Cancellation) return null;
  // The order's own status decides: its purchase movement stays completed after a cancel.
  const orderStatusId = (detail.OrderStatus ?? detail.Status).ID;
  return refundDecision({ application: 'wallet', roles: [], relation: 'family' }, subjectOfCancellation(detail.Cancellation, orderStatusId), now);
}

export function mayCancelOrder(detail: TransactionDetail, now: Date = new Date()): detail is Cancellable {
  return familyCancelDecision(detail, now)?.allowed === true;
}

/** Why there is no cancel button, or until when there is one: the family reads it instead of a button that fails. */
function CancelNote({ detail }: { detail: TransactionDetail }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const decision = familyCancelDecision(detail, new Date());
  const until = detail.Cancellation?.CancellableUntil ?? null;
  let text: string | null = null;
  if (transactionState(detail) === 'cancelled') text = detail.BalanceAfter === null ? t('details.cancelledNothingTaken') : t('details.cancelled', { name: detail.Wallet.Name });
  else if (decision?.allowed) text = until !== null && (detail.OrderStatus ?? detail.Status).IsCompleted ? t('details.cancelUntil', { when: formatDateTime(until, culture) }) : null;
  else if (decision?.refusal === 'cancellationPolicy') {
    text = detail.Cancellation?.HandedOut || until === null ? t('details.cancelHandedOut') : t('details.cancelTooLate', { when: formatDateTime(until, culture) });
  } else if (decision?.refusal === 'forbidden' && detail.Cancellation?.Kind === 'canteen') text = t('details.cancelBySchool');
  return text === null ? null : <Text fontSize="sm" color="fg.muted" data-testid="cancel-note">{text}</Text>;
}

/**
 * Spec section 4, "Cancel order": confirm, then cancel; the success notice, and the order's
 * status and error message as the result has them. Section 8 records that the result check
 * may be inverted as written; here a cancelled order (status failed) is the success.
 */
function useCancelOrder(onCancelled: (detail: TransactionDetail) => void) {
  const { t } = useTranslation('wallet');
  const [busy, setBusy] = useState(false);
  const cancel = async (detail: TransactionDetail) => {
    if (!mayCancelOrder(detail) || busy) return;
    const culture = getAppConfig().culture;
    const confirmed = await confirmDialog({
      title: t('details.cancelConfirmTitle'),
      message: t('details.cancelConfirmBody', { description: detail.Description, amount: formatOre(Math.abs(kronerToOre(detail.Amount)), culture), name: detail.Wallet.Name }),
      confirmLabel: t('details.cancelConfirm'),
      cancelLabel: t('details.keep'),
    });
    if (!confirmed) return;
    setBusy(true);
    try {
      const result = await transactionsApi.cancelOrder(detail.PaymentID, detail.Customer.ID);
      if (result.Status.IsFailed) {
        notify.success();
        // The live stream brings the balance too; asking keeps the page right if the stream is down.
        refreshWalletBalance(detail.Wallet.ID);
      } else {
        notify.error(result.ErrorMessage ? describeServerError({ message: result.ErrorMessage }) : t('details.cancelOrder'));
      }
      // A movement keeps its own (completed) status; the order it paid takes the result's.
      onCancelled({ ...detail, ...(detail.BalanceAfter === null ? { Status: result.Status } : { OrderStatus: result.Status }), ErrorMessage: result.ErrorMessage });
    } catch (error) {
      notify.error(error instanceof ApiError ? error.describe() : String(error));
    } finally {
      setBusy(false);
    }
  };
  return { cancel, busy };
}

/** A transaction's details with its printable receipt (the shell's print window and receipt template). */
export default function TransactionDetailsDialog({ transactionId, onClose }: { transactionId: string; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const loaded = useAsync(() => transactionsApi.transactionDetail(transactionId), [transactionId]);
  const [updated, setUpdated] = useState<TransactionDetail | null>(null);
  const detail = loaded.status === 'done' && updated !== null ? { ...loaded, data: updated } : loaded;
  const { cancel, busy } = useCancelOrder(setUpdated);
  const print = (data: TransactionDetail) => {
    void openPrintWindow(receiptPrintData(receiptFromWalletTransaction(data), t('details.receiptTitle', { name: data.Wallet.Name })));
  };
  return (
    <ModalDialog
      title={t('details.title')}
      onClose={onClose}
      testId="transaction-details"
      footer={(
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>{t('common.close')}</Button>
          {detail.status === 'done' && mayCancelOrder(detail.data) && (
            <Button variant="outline" colorPalette="red" loading={busy} onClick={() => void cancel(detail.data)} data-testid="cancel-order">{t('details.cancelOrder')}</Button>
          )}
          {detail.status === 'done' && <Button onClick={() => print(detail.data)} data-testid="print-receipt">{t('details.print')}</Button>}
        </HStack>
      )}
    >
      {detail.status === 'loading' && <Loading />}
      {detail.status === 'failed' && <LoadFailed />}
      {detail.status === 'done' && (
        <Stack gap="4">
          <TransactionLine transaction={detail.data} />
          {detail.data.BalanceAfter !== null && (
            <Text fontSize="sm">{t('details.balanceAfter')}: <Money ore={kronerToOre(detail.data.BalanceAfter)} /></Text>
          )}
          <Facts detail={detail.data} />
          <Products detail={detail.data} />
          <CancelNote detail={detail.data} />
        </Stack>
      )}
    </ModalDialog>
  );
}
