import { useState, type FormEvent } from 'react';
import type { FoodOrder } from '@kk/contracts';
import { cancelQuantityProblem, formatCalendarDay } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, Field, HStack, ModalDialog, Stack, Text } from '@kk/ui';
import { CountInput } from '@kk/ui/forms';

/** The cancel-order dialog: a quantity from 1 to what was bought (spec section 5). */
export function CancelOrderDialog({ order, onCancel, onClose }: { order: FoodOrder; onCancel: (quantity: number) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const max = order.CurrentQuantity;
  const [value, setValue] = useState('1');
  const [touched, setTouched] = useState(false);
  const [sending, setSending] = useState(false);
  const problem = cancelQuantityProblem(value, max);
  const formId = `cancel-order-${order.Purchased.TransactionID}-${order.ProductID}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (problem !== null) return;
    setSending(true);
    try {
      await onCancel(Number(value));
    } finally {
      setSending(false);
    }
  };

  return (
    <ModalDialog
      title={t('orders.dialog.title')}
      onClose={onClose}
      testId="cancel-order-dialog"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>{t('orders.dialog.back')}</Button>
          <Button type="submit" form={formId} colorPalette="red" loading={sending} data-testid="cancel-order-confirm">{t('orders.dialog.confirm')}</Button>
        </HStack>
      }
    >
      <Stack as="form" id={formId} gap="4" onSubmit={(event: FormEvent) => void submit(event)}>
        <Text>{t('orders.dialog.body', { name: order.Name, day: formatCalendarDay(order.DeliveryDate, culture), count: max })}</Text>
        <Field.Root invalid={touched && problem !== null}>
          <Field.Label>{t('orders.dialog.quantity')}</Field.Label>
          <CountInput
            max={max}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setTouched(true);
            }}
            data-testid="cancel-order-quantity"
          />
          <Field.HelperText>{t('orders.dialog.quantityHint', { max })}</Field.HelperText>
          {problem !== null && <Field.ErrorText>{t(`orders.dialog.${problem}`, { max })}</Field.ErrorText>}
        </Field.Root>
      </Stack>
    </ModalDialog>
  );
}
