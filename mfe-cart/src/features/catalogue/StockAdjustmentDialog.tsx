import { useState } from 'react';
import type { CatalogueWebshopProduct } from '@kk/contracts';
import { stockAdjustmentErrors, stockAdjustmentReasonsFor, stockAfterAdjustment, type StockAdjustmentReason } from '@kk/domain';
import { useTranslation } from '@kk/platform';
import { Button, Field, HStack, Input, ModalDialog, notify, Stack, Text } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { catalogueApi } from './api';

/**
 * "Lagerregulering / Adjust stock": a reason and a quantity, the resulting stock shown
 * before saving (the shared rules), sent once with its own Idempotency-Key (a retry of the
 * same attempt cannot count twice). The server decides it again under the stock's lock.
 * A product of unlimited stock can only be counted (it then keeps a stock); one that keeps
 * a stock can also stop keeping it (unlimited, no quantity).
 */
export function StockAdjustmentDialog({ item, onClose, onSaved }: { item: CatalogueWebshopProduct; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('cart');
  const reasons = stockAdjustmentReasonsFor(item.Stock);
  const [reason, setReason] = useState<StockAdjustmentReason>(reasons[0] ?? 'counted');
  const [quantity, setQuantity] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [key] = useState(catalogueApi.newKey);
  const needsQuantity = reason !== 'unlimited';
  const adjustment = { Reason: reason, Quantity: needsQuantity ? quantity : 0 };
  const errors = stockAdjustmentErrors(adjustment, item.Stock);
  const after = stockAfterAdjustment(adjustment, item.Stock);
  const shownError = submitted || quantity !== '' ? errors.Quantity : undefined;
  const stockText = (stock: number | null) => (stock === null ? t('catalogue.adjust.unlimited') : String(stock));

  const save = async () => {
    setSubmitted(true);
    if (Object.keys(errors).length > 0 || after === null) return;
    setBusy(true);
    try {
      const saved = await catalogueApi.adjustStock(item.ID, { Reason: reason, Quantity: needsQuantity ? Number(quantity) : 0 }, key);
      notify.success(t('catalogue.adjust.saved', { stock: stockText(saved.Stock) }));
      onSaved();
    } catch {
      // The platform's error toast says why; the dialog stays open with what was typed.
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title={t('catalogue.adjust.title', { name: item.Name })}
      onClose={onClose}
      closeLabel={t('catalogue.adjust.cancel')}
      testId="stock-adjust-dialog"
      footer={
        <HStack gap="2">
          <Button variant="outline" onClick={onClose}>{t('catalogue.adjust.cancel')}</Button>
          <Button colorPalette="brand" loading={busy} onClick={() => void save()} data-testid="stock-adjust-save">{t('catalogue.adjust.save')}</Button>
        </HStack>
      }
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void save();
        }}
      >
        <Stack gap="4">
          <Text data-testid="stock-adjust-current">{t('catalogue.adjust.current', { stock: stockText(item.Stock) })}</Text>
          <SelectField label={t('catalogue.adjust.reason')} value={reason} onChange={(value) => setReason(value as StockAdjustmentReason)} testId="stock-adjust-reason">
            {reasons.map((option) => (
              <option key={option} value={option}>{t(`catalogue.adjust.reasons.${option}`)}</option>
            ))}
          </SelectField>
          {needsQuantity && (
            <Field.Root invalid={shownError !== undefined}>
              <Field.Label>{t('catalogue.adjust.quantity')}</Field.Label>
              <Input value={quantity} onChange={(event) => setQuantity(event.target.value)} inputMode="numeric" data-testid="stock-adjust-quantity" />
              {shownError && <Field.ErrorText>{t(shownError)}</Field.ErrorText>}
            </Field.Root>
          )}
          <Text fontWeight="semibold" aria-live="polite" data-testid="stock-adjust-after">
            {after === null ? '' : t('catalogue.adjust.after', { stock: stockText(after.stock) })}
          </Text>
        </Stack>
      </form>
    </ModalDialog>
  );
}
