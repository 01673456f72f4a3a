import { useTranslation } from '@kk/platform';
import { MOBILEPAY_AGREEMENT_RETURN_PARAMETER, type MobilePayAgreementStatus } from '@kk/contracts';
import { ProviderReturnNotice, type MobilePayFailure } from '@kk/ui/forms';
import { refillsApi } from './api';

/**
 * The home page back from MobilePay's agreement page (issue 16): says whether the agreement
 * for the refill was approved, or why not (the refill then waits, paused), announced as a
 * status, and has the wallets read again once it is settled.
 */
export default function MobilePayAgreementReturn({ agreementId, onSettled }: { agreementId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const settled = (answer: MobilePayAgreementStatus, failure: MobilePayFailure) =>
    answer.Status === 'Active'
      ? { ok: true, text: t('refill.agreementReturn.active') }
      : { ok: false, text: t('refill.agreementReturn.failed', { reason: t(`refill.agreementReturn.reasons.${failure}`) }) };
  return (
    <ProviderReturnNotice
      answer={{ id: agreementId, ask: refillsApi.mobilePayAgreementStatus, returnParameter: MOBILEPAY_AGREEMENT_RETURN_PARAMETER }}
      onSettled={onSettled}
      texts={{ waiting: t('refill.agreementReturn.waiting'), unknown: t('refill.agreementReturn.unknown'), settled, close: t('refill.agreementReturn.close') }}
      testId="mobilepay-agreement-return"
    />
  );
}
