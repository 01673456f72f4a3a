import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MOBILEPAY_RETURN_PARAMETER, type MobilePayStatusResponse } from '@kk/contracts';
import { formatOre, kronerToOre } from '@kk/domain';
import { getAppConfig, pollUntil } from '@kk/platform';
import { Alert, CloseButton, HStack } from '@kk/ui';
import { depositApi } from './api';

/** Back from MobilePay, the deposit is asked about every 2 s, for at most 2 minutes. */
export const MOBILEPAY_POLL_INTERVAL_MS = 2_000;
const MAX_POLLS = 60;

type ReturnState = { status: 'waiting' } | { status: 'settled'; answer: MobilePayStatusResponse } | { status: 'unknown' };

/** The page's address without the return parameter, so a reload does not announce it again. */
function forgetReturn(): void {
  const url = new URL(window.location.href);
  url.searchParams.delete(MOBILEPAY_RETURN_PARAMETER);
  window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
}

/**
 * The home page back from MobilePay's approval page: says whether the deposit went through
 * (its amount) or why not (rejected in the app, not approved in time), announced as a
 * status, and has the balances read again once it is settled.
 */
export default function MobilePayReturn({ transactionId, onSettled }: { transactionId: string; onSettled: () => void }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  const [state, setState] = useState<ReturnState>({ status: 'waiting' });
  const [open, setOpen] = useState(true);
  // The page's reload may be a new function on each render; the polling must not restart for it.
  const settledCallback = useRef(onSettled);
  settledCallback.current = onSettled;

  useEffect(() => {
    const stop = new AbortController();
    void pollUntil(() => depositApi.mobilePayStatus(transactionId), (answer) => answer.Status !== 'Pending', {
      intervalMs: MOBILEPAY_POLL_INTERVAL_MS,
      maxPolls: MAX_POLLS,
      signal: stop.signal,
    }).then((answer) => {
      if (stop.signal.aborted) return;
      if (answer === null) return setState({ status: 'unknown' });
      setState({ status: 'settled', answer });
      forgetReturn();
      settledCallback.current();
    });
    return () => stop.abort();
  }, [transactionId]);

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
