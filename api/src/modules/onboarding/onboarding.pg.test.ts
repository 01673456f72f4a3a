import { OnboardingProgress } from '@kk/contracts';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';

/**
 * PostgreSQL only: saves of one user's progress arriving together over two API instances
 * (the guide's step saves and its finish, from two devices) are taken one after the other,
 * the first save too, so the finish is never lost to a step save that read the progress
 * before it.
 */
jest.setTimeout(60_000);

const api = useApiHarness({ secondInstance: true });

it('keeps the guide completed whatever step saves arrive with the finish, and writes OnboardingIsCompleted once', async () => {
  const token = (await loginAs(api.app, 'newParent')).AccessToken;
  // The terms first: the guide is not finished without them (issue 23).
  const terms = [{ WalletID: api.world.wallets.ida, Terms: [{ TermTypeID: 1, IsAccepted: true }, { TermTypeID: 2, IsAccepted: true }] }];
  expect((await api.app.inject({ method: 'PUT', url: '/api/WalletTerms/UpdateWalletTerms/', headers: bearer(token), payload: terms })).statusCode).toBe(200);
  const bodies = Array.from({ length: 24 }, (_, index) => (index === 7 ? { isCompleted: true } : { currentStep: index % 7 }));
  const responses = await Promise.all(
    bodies.map((payload, index) =>
      (index % 2 === 0 ? api.app : api.second).inject({ method: 'PUT', url: '/api/Onboarding/Progress', headers: bearer(token), payload }),
    ),
  );
  expect(responses.map((response) => response.statusCode)).toEqual(bodies.map(() => 200));
  const progress = OnboardingProgress.parse((await api.app.inject({ method: 'GET', url: '/api/Onboarding/Progress', headers: bearer(token) })).json());
  expect(progress).toMatchObject({ isCompleted: true, isSkipped: false });
  const { rows } = await api.db.query<{ value: string }>(
    "SELECT value FROM wallet_group_page_settings WHERE wallet_group_id = $1 AND key = 'OnboardingIsCompleted'",
    [api.world.walletGroups.nielsenSolbakke],
  );
  expect(rows).toEqual([{ value: 'true' }]);
});
