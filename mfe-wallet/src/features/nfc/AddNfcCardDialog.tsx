import { useState } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { required, type FormRules } from '@kk/domain';
import { ApiError, getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Button, HStack, ModalDialog, Stack, SubmitButton, Text, ValidatedField, useFormValidation } from '@kk/ui';
import { nfcApi } from './api';
import { SchoolCardList, type SchoolCardRow } from './SchoolCardList';

/** A school card number as printed: 8 to 20 digits, spaces allowed between them. */
export function isSchoolCardNumber(value: string): boolean {
  const digits = value.replace(/\s/g, '');
  return /^[0-9 ]+$/.test(value.trim()) && digits.length >= 8 && digits.length <= 20;
}

const RULES: FormRules = { cardNumber: { validators: { required, format: isSchoolCardNumber } } };

/**
 * Add NFC card (spec section 2): registers the child's school card on the wallet for the
 * canteen; the wallet's cards are listed above, each to block (lost), unblock or remove.
 */
export default function AddNfcCardDialog({ wallet, onClose, onSaved }: { wallet: WalletInOnboarding; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const form = useFormValidation(RULES);
  const [failure, setFailure] = useState<string | null>(null);
  const [cards, setCards] = useState<SchoolCardRow[]>(wallet.WalletCards);
  // A block or removal changed the wallet: closing the dialog any way reloads it.
  const [changed, setChanged] = useState(false);
  const close = changed ? onSaved : onClose;
  const formId = `school-card-${wallet.WalletID}`;

  const submit = form.handleSubmit(async ({ cardNumber }) => {
    setFailure(null);
    try {
      await nfcApi.addSchoolCard(wallet.WalletID, (cardNumber ?? '').trim());
      onSaved();
    } catch (error) {
      setFailure(error instanceof ApiError && error.status === 409 ? t('schoolCard.taken') : error instanceof ApiError ? error.describe().text[culture] : t('schoolCard.failed'));
    }
  });

  return (
    <ModalDialog
      title={t('schoolCard.title', { name: wallet.Name })}
      onClose={close}
      testId="school-card-dialog"
      footer={(
        <HStack gap="3">
          <Button variant="outline" onClick={close}>{t(changed ? 'common.close' : 'common.cancel')}</Button>
          <SubmitButton form={formId} busy={form.busy} busyText={t('schoolCard.busy')}>{t('schoolCard.submit')}</SubmitButton>
        </HStack>
      )}
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="4">
          <SchoolCardList walletName={wallet.Name} cards={cards} onChange={(next) => { setCards(next); setChanged(true); }} />
          <Text fontWeight="semibold">{t('schoolCard.addTitle')}</Text>
          <Text>{t('schoolCard.intro')}</Text>
          <ValidatedField
            form={form}
            name="cardNumber"
            label={t('schoolCard.number')}
            inputMode="numeric"
            autoComplete="off"
            required
            messages={{ required: t('schoolCard.required'), format: t('schoolCard.format') }}
          />
          {failure && (
            <Alert.Root status="error" role="alert">
              <Alert.Indicator />
              <Alert.Title>{failure}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </form>
    </ModalDialog>
  );
}
