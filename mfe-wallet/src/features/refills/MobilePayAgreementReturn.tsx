import { useState } from 'react';
import { useTranslation } from '@kk/platform';
import { MOBILEPAY_AGREEMENT_RETURN_PARAMETER } from '@kk/contracts';
import { Alert, CloseButton, HStack, useProviderAnswer } from '@kk/ui';
import { refillsApi } from './api';

/**
 * The home page back from MobilePay's agreement page (issue 16): says whether the agreement
 * for the refill was approved, or why not (the refill then waits, paused), announced as a
 * status, and has the wallets read again once it is settled.
 */
export default function MobilePayAgreementReturn({ agreementId, onSettled }: { agreementId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const [open, setOpen] = useState(true);
  const state = useProviderAnswer(agreementId, refillsApi.mobilePayAgreementStatus, (answer) => answer.Status !== 'Pending', {
    returnParameter: MOBILEPAY_AGREEMENT_RETURN_PARAMETER,
    onSettled,
  });

  if (!open) return null;
  const settled = state.status === 'settled' ? state.answer : null;
  const ok = settled?.Status === 'Active';
  const reason = settled?.Reason === 'rejected' || settled?.Reason === 'timeout' ? settled.Reason : 'other';
  const text =
    settled === null
      ? t(state.status === 'unknown' ? 'refill.agreementReturn.unknown' : 'refill.agreementReturn.waiting')
      : ok
        ? t('refill.agreementReturn.active')
        : t('refill.agreementReturn.failed', { reason: t(`refill.agreementReturn.reasons.${reason}`) });
  return (
    <Alert.Root status={settled === null ? 'info' : ok ? 'success' : 'error'} mb="5" data-testid="mobilepay-agreement-return">
      <HStack justify="space-between" align="start" w="full" gap="3">
        <Alert.Description role="status">{text}</Alert.Description>
        {settled !== null && <CloseButton size="sm" aria-label={t('refill.agreementReturn.close')} onClick={() => setOpen(false)} />}
      </HStack>
    </Alert.Root>
  );
}
