import { useTranslation } from 'react-i18next';
import { describeServerError } from '@kk/domain';
import { getAppConfig } from '@kk/platform';
import { Button, ModalDialog, Stack, Text } from '@kk/ui';

/** The add-credit-card-failed dialog (spec section 2), with the provider's reason when it gave one. */
export function AddCardFailedDialog({ message, onClose }: { message: string | null; onClose: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const reason = message ? describeServerError({ StatusCode: null, message, reason: '' }).text[culture] : null;
  return (
    <ModalDialog title={t('cards.failedTitle')} onClose={onClose} testId="add-card-failed" footer={<Button onClick={onClose}>{t('common.ok')}</Button>}>
      <Stack gap="2">
        <Text>{t('cards.failedBody')}</Text>
        {reason && <Text role="alert" fontWeight="medium">{reason}</Text>}
      </Stack>
    </ModalDialog>
  );
}
