import { PollMerchantSubscriptionResponse } from '@kk/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { bearer, TestClock, useApiHarness } from './app';
import { startAppWithSandbox } from './card-sandbox';

/**
 * The set-up of the test files that pay through the card sandbox as parent@demo.dk: the API
 * started beside the sandbox, on a clock at Wednesday 11 March 2026, 11:00 in Copenhagen,
 * and the parent signed in. Read `api` in hooks and tests, as with useApiHarness.
 */
export function useSandboxedParent() {
  const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
  const api = useApiHarness({ clock, start: startAppWithSandbox, login: ['parent'] });
  return { clock, api };
}

/** Where the wallet app sends the payer back to after MobilePay. */
export const MOBILEPAY_RETURN_URL = 'http://localhost:3000/?walletID=emma';

/** POST /api/DepositWithdraw/MobilePay/Deposit as the wallet app sends it (`key` null: without an idempotency key). */
export function mobilePayDepositCall(app: FastifyInstance, token: string, walletId: string, amount: string, key: string | null): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/DepositWithdraw/MobilePay/Deposit?walletID=${walletId}&amount=${amount}&returnUrl=${encodeURIComponent(MOBILEPAY_RETURN_URL)}`,
    headers: { ...bearer(token), ...(key === null ? {} : { 'idempotency-key': key }), language: 'da' },
  });
}

/** The webshop's poll after the provider sent the payer back to `location`. */
export async function pollMerchantSubscription(app: FastifyInstance, token: string, location: URL): Promise<PollMerchantSubscriptionResponse> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/DepositWithdraw/PollMerchantSubscription?merchant=${location.searchParams.get('merchant')}&vivawalletTransactionID=${location.searchParams.get('vivawallettransactionid')}`,
    headers: bearer(token),
  });
  return PollMerchantSubscriptionResponse.parse(response.json());
}
