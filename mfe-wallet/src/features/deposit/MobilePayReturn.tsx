import { MOBILEPAY_RETURN_PARAMETER, type MobilePayStatusResponse } from '@kk/contracts';
import { formatOre, kronerToOre } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { ProviderReturnNotice, type MobilePayFailure } from '@kk/ui/forms';
import { depositApi } from './api';

/**
 * The home page back from MobilePay's approval page: says whether the deposit went through
 * (its amount) or why not (rejected in the app, not approved in time), announced as a
 * status, and has the balances read again once it is settled.
 */
export default function MobilePayReturn({ transactionId, onSettled }: { transactionId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const settled = (answer: MobilePayStatusResponse, failure: MobilePayFailure) =>
    answer.Status === 'Success'
      ? { ok: true, text: t('mobilePayReturn.success', { amount: formatOre(kronerToOre(answer.Amount), culture) }) }
      : { ok: false, text: t('mobilePayReturn.failed', { reason: t(`mobilePayReturn.reasons.${failure}`) }) };
  return (
    <ProviderReturnNotice
      answer={{ id: transactionId, ask: depositApi.mobilePayStatus, returnParameter: MOBILEPAY_RETURN_PARAMETER }}
      onSettled={onSettled}
      texts={{ waiting: t('mobilePayReturn.waiting'), unknown: t('mobilePayReturn.unknown'), settled, close: t('mobilePayReturn.close') }}
      testId="mobilepay-return"
    />
  );
}
