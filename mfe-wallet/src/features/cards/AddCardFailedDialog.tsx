import { describeServerError } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Button, ModalDialog, Stack, Text } from '@kk/ui';

/**
 * The add-credit-card-failed dialog (spec section 2): the provider's reason when it gave one
 * ('the card was declined'), said once; otherwise that the card could not be added.
 */
export function AddCardFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const reason = message ? describeServerError({ StatusCode: null, message, reason: '' }).text[culture] : null;
  return (
    <ModalDialog title={t('cards.failedTitle')} onClose={onClose} testId="add-card-failed" footer={<Button onClick={onClose}>{t('common.ok')}</Button>}>
      <Stack gap="2">
        <Text role="alert">{reason ?? t('cards.failedBody')}</Text>
      </Stack>
    </ModalDialog>
  );
}
