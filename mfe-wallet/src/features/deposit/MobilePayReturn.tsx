import { useState } from 'react';
import { MOBILEPAY_RETURN_PARAMETER } from '@kk/contracts';
import { formatOre, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Alert, CloseButton, HStack, useProviderAnswer } from '@kk/ui';
import { depositApi } from './api';

/**
 * The home page back from MobilePay's approval page: says whether the deposit went through
 * (its amount) or why not (rejected in the app, not approved in time), announced as a
 * status, and has the balances read again once it is settled.
 */
export default function MobilePayReturn({ transactionId, onSettled }: { transactionId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const [open, setOpen] = useState(true);
  const state = useProviderAnswer(transactionId, depositApi.mobilePayStatus, (answer) => answer.Status !== 'Pending', {
    returnParameter: MOBILEPAY_RETURN_PARAMETER,
    onSettled,
  });

  if (!open) return null;
  const settled = state.status === 'settled' ? state.answer : null;
  const ok = settled?.Status === 'Success';
  const text =
    settled === null
      ? t(state.status === 'unknown' ? 'mobilePayReturn.unknown' : 'mobilePayReturn.waiting')
      : ok
        ? t('mobilePayReturn.success', { amount: formatOre(kronerToOre(settled.Amount), culture) })
        : t('mobilePayReturn.failed', { reason: t(`mobilePayReturn.reasons.${settled.Reason === 'rejected' || settled.Reason === 'timeout' ? settled.Reason : 'other'}`) });
  return (
    <Alert.Root status={settled === null ? 'info' : ok ? 'success' : 'error'} mb="5" data-testid="mobilepay-return">
      <HStack justify="space-between" align="start" w="full" gap="3">
        <Alert.Description role="status">{text}</Alert.Description>
        {settled !== null && <CloseButton size="sm" aria-label={t('mobilePayReturn.close')} onClick={() => setOpen(false)} />}
      </HStack>
    </Alert.Root>
  );
}
