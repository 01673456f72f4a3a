import type { ReactNode } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { Alert, Button, HStack, SubmitButton } from '@kk/ui';
import { SettingsForm, type SettingsSave } from '@kk/ui/forms';
import { RefillPaymentChoice, type useRefillPayment } from './refillPayment';

/** Cancel and save at the end of a refill form (the dialog's own footer belongs to the step). */
function FormButtons({ busy, onCancel }: { busy: boolean; onCancel: () => void }) {
  const { t } = useTranslation('wallet');
  return (
    <HStack gap="3" justify="flex-end" pt="2">
      <Button variant="outline" onClick={onCancel}>{t('common.cancel')}</Button>
      <SubmitButton busy={busy} busyText={t('refill.saving')}>{t('refill.save')}</SubmitButton>
    </HStack>
  );
}

function SaveFailure({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <Alert.Root status="error" role="alert">
      <Alert.Indicator />
      <Alert.Title>{text}</Alert.Title>
    </Alert.Root>
  );
}

/** A refill form: its own fields, then how the refill is paid, a refused save, Cancel and Save. */
export function RefillFormFrame({ formId, saving, wallet, payment, onCancel, children }: {
  formId: string;
  saving: SettingsSave;
  wallet: WalletInOnboarding;
  payment: ReturnType<typeof useRefillPayment>;
  onCancel: () => void;
  children: ReactNode;
}) {
  return (
    <SettingsForm formId={formId} saving={saving}>
      {children}
      <RefillPaymentChoice wallet={wallet} payment={payment} />
      <SaveFailure text={saving.failure} />
      <FormButtons busy={saving.busy} onCancel={onCancel} />
    </SettingsForm>
  );
}
