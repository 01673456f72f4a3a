import { useState } from 'react';
import type { FoodPlanOrder } from '@kk/contracts';
import { formatCalendarDay, formatOre, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, HStack, ModalDialog, Text } from '@kk/ui';

/** The confirmation of a cancel with a full refund: the dish changed after the order, so everything still bought goes back. */
export function FullRefundDialog({ order, onConfirm, onClose }: { order: FoodPlanOrder; onConfirm: () => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const [sending, setSending] = useState(false);
  const confirm = async () => {
    setSending(true);
    try {
      await onConfirm();
    } finally {
      setSending(false);
    }
  };
  return (
    <ModalDialog
      title={t('orders.dishChange.dialogTitle')}
      onClose={onClose}
      testId="full-refund-dialog"
      footer={
        <HStack gap="3">
          <Button variant="outline" onClick={onClose}>{t('orders.dialog.back')}</Button>
          <Button colorPalette="red" loading={sending} onClick={() => void confirm()} data-testid="full-refund-confirm">{t('orders.dishChange.confirm')}</Button>
        </HStack>
      }
    >
      <Text>
        {t('orders.dishChange.dialogBody', {
          name: order.Name,
          day: formatCalendarDay(order.DeliveryDate, culture),
          count: order.CurrentQuantity,
          amount: formatOre(kronerToOre(order.Price) * order.CurrentQuantity, culture),
        })}
      </Text>
    </ModalDialog>
  );
}
