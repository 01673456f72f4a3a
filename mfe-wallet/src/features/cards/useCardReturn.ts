import { useEffect, useState } from 'react';
import { cardsApi } from './api';
import { pollUntil, queryValue } from '@kk/platform';

/** Spec section 9: the return from the provider's page is polled every 2 s. */
export const CARD_POLL_INTERVAL_MS = 2_000;
/** Two minutes without an answer: the provider's notice is lost, not late. */
const MAX_POLLS = 60;
const RETURN_PARAMETERS = ['checkout', 'merchant', 'vivawallettransactionid', 'epaysubscriptionid'];

export type CardReturnState = { status: 'none' } | { status: 'waiting' } | { status: 'added' } | { status: 'failed'; message: string | null };

/** The page's address without the provider's return parameters (spec section 2). */
export function withoutReturnParameters(href: string): string {
  const url = new URL(href);
  for (const name of [...url.searchParams.keys()]) if (RETURN_PARAMETERS.includes(name.toLowerCase())) url.searchParams.delete(name);
  return `${url.pathname}${url.search}`;
}

/**
 * Back from the provider's page (the query carries merchant, vivawallettransactionid and
 * epaysubscriptionid): polls PollMerchantSubscription every 2 s until the card is
 * confirmed or refused.
 */
export function useCardReturn(query: URLSearchParams): CardReturnState {
  const epaySubscriptionID = queryValue(query, 'epaysubscriptionid') ?? undefined;
  const vivawalletTransactionID = queryValue(query, 'vivawallettransactionid') ?? undefined;
  const merchant = queryValue(query, 'merchant') ?? undefined;
  const returned = Boolean(epaySubscriptionID || vivawalletTransactionID);
  const [state, setState] = useState<CardReturnState>(returned ? { status: 'waiting' } : { status: 'none' });

  useEffect(() => {
    if (!returned) return;
    const stop = new AbortController();
    setState({ status: 'waiting' });
    void pollUntil(
      () => cardsApi.pollCard({ merchant, vivawalletTransactionID, epaySubscriptionID }),
      (answer) => answer.Success || answer.Status === 'failed',
      { intervalMs: CARD_POLL_INTERVAL_MS, maxPolls: MAX_POLLS, signal: stop.signal },
    ).then((answer) => {
      if (stop.signal.aborted) return;
      if (answer === null) setState({ status: 'failed', message: 'timeout' });
      else setState(answer.Success ? { status: 'added' } : { status: 'failed', message: answer.Message });
    });
    return () => stop.abort();
  }, [returned, merchant, vivawalletTransactionID, epaySubscriptionID]);

  return state;
}
