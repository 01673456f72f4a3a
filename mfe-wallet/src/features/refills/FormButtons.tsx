import { Alert, Button, HStack, SubmitButton } from '@kk/ui';
import { useTranslation } from '@kk/platform';

/** Cancel and save at the end of a refill form (the dialog's own footer belongs to the step). */
export function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <HStack gap="3" justify="flex-end" pt="2">
      <Button variant="outline" onClick={onCancel}>{t('common.cancel')}</Button>
      <SubmitButton busy={busy} busyText={t('refill.saving')}>{t('refill.save')}</SubmitButton>
    </HStack>
  );
}

export function SaveFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}
