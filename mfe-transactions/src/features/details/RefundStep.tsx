import { useState, type FormEvent } from 'react';
import { useTranslation } from '@kk/platform';
import type { TransactionDetail } from '@kk/contracts';
import { kronerToOre, walletOfTransaction, type StaffApplication } from '@kk/domain';
import { Box, Field, HStack, Input, Money, notify, Stack, Text } from '@kk/ui';
import { CheckboxField } from '@kk/ui/forms';
import { failureText, paymentIdOf, resultFailure } from './adminActions';
import { detailsApi } from './api';

/** Spec section 8: the cancellation policy's refusal has its own text. */
export const CANCELLATION_POLICY = 'Cannot refund due to cancellation policy';

/** What is left to refund of each product line. */
export function refundable(detail: TransactionDetail) {
  return detail.Products.map((product) => ({ product, left: Math.max(0, product.Quantity - product.RefundedQuantity) })).filter((line) => line.left > 0);
}

/** Spec section 5: a quantity is a whole number from 1 to what was bought (less what was refunded). */
export function quantityValid(text: string, left: number): boolean {
  if (!/^\d+$/.test(text.trim())) return false;
  const quantity = Number(text.trim());
  return quantity >= 1 && quantity <= left;
}

export const REFUND_FORM_ID = 'transaction-refund-form';

/**
 * The refund step of the transaction dialog: the products to refund with a quantity each;
 * the money goes back to the wallet as a new transaction. A failed refund shows the
 * server's message (the cancellation policy with its own text), success the completed notice.
 */
export function RefundStep({ detail, application, onBusy, onDone }: {
  detail: TransactionDetail;
  application: StaffApplication;
  onBusy: (busy: boolean) => void;
  onDone: (refunded: boolean) => void;
}) {
  const { t } = useTranslation('transactions');
  const lines = refundable(detail);
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const [quantities, setQuantities] = useState<Record<string, string>>(() => Object.fromEntries(lines.map((line, index) => [String(index), '1'])));
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const picked = lines.map((line, index) => ({ ...line, key: String(index) })).filter((line) => chosen[line.key]);
  const noneChosen = picked.length === 0;
  const invalid = picked.some((line) => !quantityValid(quantities[line.key] ?? '', line.left));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (noneChosen || invalid || busy) return;
    setBusy(true);
    onBusy(true);
    try {
      const products = picked.map((line) => ({ ID: line.product.ID, Quantity: Number(quantities[line.key]) }));
      const result = await detailsApi.refund(application, paymentIdOf(detail), detail.Customer?.ID ?? null, products);
      if (result.Status.IsFailed) {
        notify.error(result.ErrorMessage === CANCELLATION_POLICY ? t('details.refund.policy') : resultFailure(result.ErrorMessage, '', t('details.refund.failed')));
        onDone(false);
      } else {
        notify.success(t('details.refund.done'));
        onDone(true);
      }
    } catch (error) {
      const text = failureText(error);
      notify.error(text === CANCELLATION_POLICY ? t('details.refund.policy') : `${t('details.refund.failed')} ${text}`);
      onDone(false);
    } finally {
      setBusy(false);
      onBusy(false);
    }
  };

  return (
    <form id={REFUND_FORM_ID} onSubmit={(event) => void submit(event)} noValidate data-testid="refund-form">
      <Stack gap="4">
        <Text>{t('details.refund.intro', { wallet: walletOfTransaction(detail)?.Name ?? '' })}</Text>
        {lines.map((line, index) => {
          const key = String(index);
          const bad = tried && Boolean(chosen[key]) && !quantityValid(quantities[key] ?? '', line.left);
          return (
            <Box key={key} borderWidth="1px" borderRadius="md" p="3" data-testid="refund-line">
              <HStack justify="space-between" align="start" gap="4" wrap="wrap">
                <CheckboxField checked={Boolean(chosen[key])} onChange={(on) => setChosen((c) => ({ ...c, [key]: on }))} hint={t('details.refund.left', { count: line.left })}>
                  {line.product.Name} · <Money ore={kronerToOre(line.product.Price)} />
                </CheckboxField>
                <Field.Root invalid={bad} maxW="9rem" disabled={!chosen[key]}>
                  <Field.Label>{t('details.refund.quantity')}</Field.Label>
                  <Input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={line.left}
                    value={quantities[key] ?? ''}
                    onChange={(e) => setQuantities((q) => ({ ...q, [key]: e.target.value }))}
                    data-testid="refund-quantity"
                  />
                  {bad && <Field.ErrorText>{t('details.refund.quantityRange', { max: line.left })}</Field.ErrorText>}
                </Field.Root>
              </HStack>
            </Box>
          );
        })}
        {tried && noneChosen && <Text role="alert" color="red.700" fontSize="sm">{t('details.refund.choose')}</Text>}
      </Stack>
    </form>
  );
}
