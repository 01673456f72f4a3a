import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILEPAY_AGREEMENT_RETURN_PARAMETER, type MobilePayAgreementStatus } from '@kk/contracts';
import { Alert, CloseButton, HStack } from '@kk/ui';
import { refillsApi } from './api';

/** Back from MobilePay, the agreement is asked about every 2 s, for at most 2 minutes. */
export const AGREEMENT_POLL_INTERVAL_MS = 2_000;
const MAX_POLLS = 60;

type ReturnState = { status: 'waiting' } | { status: 'settled'; answer: MobilePayAgreementStatus } | { status: 'unknown' };

/** The page's address without the return parameter, so a reload does not announce it again. */
function forgetReturn(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(MOBILEPAY_AGREEMENT_RETURN_PARAMETER);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The home page back from MobilePay's agreement page (issue 16): says whether the agreement
 * for the refill was approved, or why not (the refill then waits, paused), announced as a
 * status, and has the wallets read again once it is settled.
 */
export default function MobilePayAgreementReturn({ agreementId, onSettled }: { agreementId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const [state, setState] = useState<ReturnState>({ status: 'waiting' });
  const [open, setOpen] = useState(true);
  const settledCallback = useRef(onSettled);
  settledCallback.current = onSettled;

  useEffect(() => {
    let stopped = false;
    let polls = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const poll = async () => {
      polls += 1;
      try {
        const answer = await refillsApi.mobilePayAgreementStatus(agreementId);
        if (stopped) return;
        if (answer.Status !== 'Pending') {
          setState({ status: 'settled', answer });
          forgetReturn();
          settledCallback.current();
          return;
        }
      } catch {
        // Asked again; only the provider's answer, or the time limit, ends the wait.
      }
      if (stopped) return;
      if (polls >= MAX_POLLS) return setState({ status: 'unknown' });
      timer = setTimeout(() => void poll(), AGREEMENT_POLL_INTERVAL_MS);
    };
    void poll();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [agreementId]);

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
