import { useTranslation } from '@kk/platform';
import { MOBILEPAY_AGREEMENT_RETURN_PARAMETER, type MobilePayAgreementStatus } from '@kk/contracts';
import { ProviderReturnNotice } from '@kk/ui/forms';
import { refillsApi } from './api';

/**
 * The home page back from MobilePay's agreement page (issue 16): says whether the agreement
 * for the refill was approved, or why not (the refill then waits, paused), announced as a
 * status, and has the wallets read again once it is settled.
 */
export default function MobilePayAgreementReturn({ agreementId, onSettled }: { agreementId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const settled = (answer: MobilePayAgreementStatus) => {
    if (answer.Status === 'Active') return { ok: true, text: t('refill.agreementReturn.active') };
    const reason = answer.Reason === 'rejected' || answer.Reason === 'timeout' ? answer.Reason : 'other';
    return { ok: false, text: t('refill.agreementReturn.failed', { reason: t(`refill.agreementReturn.reasons.${reason}`) }) };
  };
  return (
    <ProviderReturnNotice
      id={agreementId}
      ask={refillsApi.mobilePayAgreementStatus}
      isSettled={(answer) => answer.Status !== 'Pending'}
      returnParameter={MOBILEPAY_AGREEMENT_RETURN_PARAMETER}
      onSettled={onSettled}
      texts={{ waiting: t('refill.agreementReturn.waiting'), unknown: t('refill.agreementReturn.unknown'), settled, close: t('refill.agreementReturn.close') }}
      testId="mobilepay-agreement-return"
    />
  );
}
