import { GetChildrenResponse, NewsletterConsent, UpdateWalletTermsResponse, WalletTermTypesResponse } from '@kk/contracts';
import type { DemoUserKey } from '../../seed/demo-users';
import { TestClock, useApiHarness } from '../../test-support/app';
import { onboardingCalls } from '../../test-support/onboarding-calls';

// Wednesday 11 March 2026, 09:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T08:00:00Z'));
const api = useApiHarness({ clock });

const { call, progressOf, saveProgress } = onboardingCalls(api);

async function groupSetting(user: DemoUserKey, key: string): Promise<string | undefined> {
  const settings = (await call(user, 'GET', '/api/WalletGroup/WalletGroupPageSettings')).json() as { Key: string; Value: string }[];
  return settings.find((setting) => setting.Key === key)?.Value;
}

async function customerPageSetting(user: DemoUserKey, key: string): Promise<string | undefined> {
  const settings = (await call(user, 'GET', '/api/customers/pageSettings')).json() as { Key: string; Value: string }[];
  return settings.find((setting) => setting.Key === key)?.Value;
}

const grantRole = (user: DemoUserKey, role: string) => api.db.query('INSERT INTO user_roles (user_id, role) VALUES ($1, $2)', [api.world.users[user], role]);
const revokeRole = (user: DemoUserKey, role: string) => api.db.query('DELETE FROM user_roles WHERE user_id = $1 AND role = $2', [api.world.users[user], role]);

/** Runs `run` after `change`, and `undo` afterwards whatever happens: the seed stays as the next test expects it. */
async function changedFor<T>(change: () => Promise<unknown>, undo: () => Promise<unknown>, run: () => Promise<T>): Promise<T> {
  await change();
  try {
    return await run();
  } finally {
    await undo();
  }
}

const withRole = <T>(user: DemoUserKey, role: string, run: () => Promise<T>): Promise<T> =>
  changedFor(() => grantRole(user, role), () => revokeRole(user, role), run);
const withoutRole = <T>(user: DemoUserKey, role: string, run: () => Promise<T>): Promise<T> =>
  changedFor(() => revokeRole(user, role), () => grantRole(user, role), run);

const answersCount = async () => Number((await api.db.query<{ n: number }>('SELECT count(*) AS n FROM wallet_term_answers')).rows[0]?.n);

const updateTerms = (user: DemoUserKey, body: unknown) => call(user, 'PUT', '/api/WalletTerms/UpdateWalletTerms/', body);
const answer = (walletId: string, terms: [number, boolean][]) => ({
  WalletID: walletId,
  Name: 'ignored',
  Terms: terms.map(([TermTypeID, IsAccepted]) => ({ TermTypeID, IsAccepted, CreatedDate: null, UpdateDate: null, Name: 'ignored' })),
});
const termsOf = async (user: DemoUserKey, walletId: string) =>
  GetChildrenResponse.parse((await call(user, 'GET', '/api/Onboarding/GetChildren')).json()).find((child) => child.WalletID === walletId)?.Terms;

describe('onboarding progress', () => {
  it('starts at step 0, neither completed nor skipped, never saved, for a new guardian', async () => {
    const response = await call('newParent', 'GET', '/api/Onboarding/Progress');
    expect(response.statusCode).toBe(200);
    // The guardian has not accepted the terms yet (issue 23).
    expect(response.json()).toEqual({ isCompleted: false, isSkipped: false, currentStep: 0, lastUpdate: null, termsPending: true });
    expect(await groupSetting('newParent', 'OnboardingIsCompleted')).toBeUndefined();
  });

  it('is completed for the demo users who were there before the guide', async () => {
    for (const user of ['parent', 'kkpayParent', 'staff', 'dev', 'partner', 'support'] as const) {
      // The seed accepted the terms they see for their wallets (issue 23): nothing asks them again.
      expect(await progressOf(user)).toMatchObject({ isCompleted: true, termsPending: false });
    }
    expect(await groupSetting('parent', 'OnboardingIsCompleted')).toBe('true');
    expect(await customerPageSetting('staff', 'OnboardingIsCompleted')).toBe('true');
  });

  it('saves each step as it loads and reads it back, with the time of the save', async () => {
    const saved = await saveProgress('newParent', { currentStep: 2 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ isCompleted: false, isSkipped: false, currentStep: 2, lastUpdate: clock.now().toISOString(), termsPending: true });
    clock.advanceMinutes(1);
    await saveProgress('newParent', { currentStep: 3 });
    expect(await progressOf('newParent')).toEqual({ isCompleted: false, isSkipped: false, currentStep: 3, lastUpdate: clock.now().toISOString(), termsPending: true });
    // Not yet ended: the guide still shows.
    expect(await groupSetting('newParent', 'OnboardingIsCompleted')).toBeUndefined();
    expect(await customerPageSetting('newParent', 'OnboardingIsCompleted')).toBeUndefined();
  });

  it('keeps each user to their own progress', async () => {
    expect((await progressOf('kkpayNew')).currentStep).toBe(0);
  });

  it("finishing sets OnboardingIsCompleted on the guardian's wallet group, and a later step save does not reopen the guide", async () => {
    // Without the Term- roles the guardian has no terms to accept first (terms-consent.test.ts has those).
    await withoutRole('newParent', 'Term-Handelsbetingelser', () =>
      withoutRole('newParent', 'Term-Privatlivspolitik', async () => {
        clock.advanceMinutes(1);
        const finished = await saveProgress('newParent', { currentStep: 6, isCompleted: true });
        expect(finished.json()).toEqual({ isCompleted: true, isSkipped: false, currentStep: 6, lastUpdate: clock.now().toISOString(), termsPending: false });
        expect(await groupSetting('newParent', 'OnboardingIsCompleted')).toBe('true');
        // The shell's page settings carry it, so the guide does not come back.
        expect(await customerPageSetting('newParent', 'OnboardingIsCompleted')).toBe('true');

        clock.advanceMinutes(1);
        const late = await saveProgress('newParent', { currentStep: 1, isCompleted: false });
        expect(late.statusCode).toBe(200);
        expect(late.json()).toEqual(finished.json());
        expect(await progressOf('newParent')).toEqual(finished.json());
      }),
    );
  });

  it('closing (skipped) ends the guide as well, on the wallets a user holds when they guard no group', async () => {
    await api.db.query('DELETE FROM onboarding_progress WHERE user_id = $1', [api.world.users.dev]);
    await api.db.query("DELETE FROM wallet_page_settings WHERE key = 'OnboardingIsCompleted'");
    expect(await customerPageSetting('dev', 'OnboardingIsCompleted')).toBeUndefined();
    const closed = await saveProgress('dev', { isSkipped: true });
    expect(closed.json()).toMatchObject({ isCompleted: false, isSkipped: true, currentStep: 0 });
    const { rows } = await api.db.query<{ value: string }>(
      "SELECT value FROM wallet_page_settings WHERE wallet_id = $1 AND key = 'OnboardingIsCompleted'",
      [api.world.wallets.dev],
    );
    expect(rows).toEqual([{ value: 'true' }]);
    expect(await customerPageSetting('dev', 'OnboardingIsCompleted')).toBe('true');
  });

  it('refuses a user with Deny-UseOnboarding (403) and saves nothing', async () => {
    await withRole('kkpayNew', 'Deny-UseOnboarding', async () => {
      const refused = await saveProgress('kkpayNew', { currentStep: 1 });
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ StatusCode: 403, reason: expect.stringContaining('Deny-UseOnboarding') });
      const ended = await saveProgress('kkpayNew', { isSkipped: true });
      expect(ended.statusCode).toBe(403);
    });
    expect(await progressOf('kkpayNew')).toEqual({ isCompleted: false, isSkipped: false, currentStep: 0, lastUpdate: null, termsPending: true });
    expect(await groupSetting('kkpayNew', 'OnboardingIsCompleted')).toBeUndefined();
  });

  it.each([{ currentStep: 7 }, { currentStep: -1 }, { currentStep: 1.5 }, { isCompleted: 'yes' }, { currentStep: 1, other: true }])(
    'answers 400 for %j and saves nothing',
    async (body) => {
      const response = await saveProgress('kkpayNew', body);
      expect(response.statusCode).toBe(400);
      expect((await progressOf('kkpayNew')).lastUpdate).toBeNull();
    },
  );
});

describe('wallet terms', () => {
  const termTypes = async (user: DemoUserKey) => WalletTermTypesResponse.parse((await call(user, 'GET', '/api/WalletTerms/WalletTermTypes')).json());
  const update = updateTerms;

  it('lists only the types the user has the role Term-{name} for', async () => {
    const handelsbetingelser = { ID: 1, Name: 'Handelsbetingelser', Version: 1, IsRequired: true, Document: 'terms' };
    const privatlivspolitik = { ID: 2, Name: 'Privatlivspolitik', Version: 1, IsRequired: true, Document: 'dataPolicy' };
    expect(await termTypes('newParent')).toEqual([handelsbetingelser, privatlivspolitik]);
    expect(await termTypes('kkpayNew')).toEqual([handelsbetingelser]);
    expect(await termTypes('staff')).toEqual([]);
    expect(await withRole('staff', 'Term-Privatlivspolitik', () => termTypes('staff'))).toEqual([privatlivspolitik]);
  });

  it('records an acceptance with its time and shows it in GetChildren; unanswered types are absent', async () => {
    const ida = api.world.wallets.ida;
    expect(await termsOf('newParent', ida)).toEqual([]);
    const response = await update('newParent', [answer(ida, [[1, true]])]);
    expect(response.statusCode).toBe(200);
    const first = clock.now().toISOString();
    const handelsbetingelser = { CreatedDate: first, UpdatedDate: null, IsAccepted: true, Version: 1, Type: { ID: 1, Name: 'Handelsbetingelser' } };
    expect(UpdateWalletTermsResponse.parse(response.json())).toEqual([{ WalletID: ida, Terms: [handelsbetingelser] }]);
    expect(await termsOf('newParent', ida)).toEqual([handelsbetingelser]);
  });

  it('keeps every answer: a later answer is a new row, the first answer stays the CreatedDate, and rows cannot be changed', async () => {
    const ida = api.world.wallets.ida;
    const { rows: before } = await api.db.query<{ created: Date }>('SELECT min(answered_at) AS created FROM wallet_term_answers WHERE wallet_id = $1', [ida]);
    clock.advanceMinutes(5);
    await update('newParent', [answer(ida, [[1, false], [2, true]])]);
    const withdrawn = clock.now().toISOString();
    clock.advanceMinutes(5);
    await update('newParent', [answer(ida, [[1, true]])]);
    const again = clock.now().toISOString();
    expect(await termsOf('newParent', ida)).toEqual([
      { CreatedDate: before[0]?.created.toISOString(), UpdatedDate: again, IsAccepted: true, Version: 1, Type: { ID: 1, Name: 'Handelsbetingelser' } },
      { CreatedDate: withdrawn, UpdatedDate: null, IsAccepted: true, Version: 1, Type: { ID: 2, Name: 'Privatlivspolitik' } },
    ]);
    const { rows } = await api.db.query<{ accepted: boolean; user_id: string }>(
      'SELECT accepted, user_id FROM wallet_term_answers WHERE wallet_id = $1 AND term_type_id = 1 ORDER BY id',
      [ida],
    );
    expect(rows.map((row) => row.accepted)).toEqual([true, false, true]);
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([api.world.users.newParent]));
    await expect(api.db.query('UPDATE wallet_term_answers SET accepted = false')).rejects.toThrow(/never changed/);
    await expect(api.db.query('DELETE FROM wallet_term_answers')).rejects.toThrow(/never changed/);
  });

  it('shows only the visible types in GetChildren: a type without the role is neither listed nor accepted', async () => {
    const ida = api.world.wallets.ida;
    await withoutRole('newParent', 'Term-Privatlivspolitik', async () => {
      expect((await termsOf('newParent', ida))?.map((term) => term.Type.Name)).toEqual(['Handelsbetingelser']);
      const before = await answersCount();
      const refused = await update('newParent', [answer(ida, [[1, true], [2, false]])]);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ reason: expect.stringContaining('Term-Privatlivspolitik') });
      expect(await answersCount()).toBe(before);
    });
  });

  it('refuses wallets the caller does not manage (403) and records nothing of the request, not even its own wallets', async () => {
    const before = await answersCount();
    const mixed = await update('newParent', [answer(api.world.wallets.ida, [[1, true]]), answer(api.world.wallets.emma, [[1, true]])]);
    expect(mixed.statusCode).toBe(403);
    // Partner and support staff may look at a wallet; its terms are the family's.
    const staff = await api.injectAs('support', { method: 'PUT', url: '/api/WalletTerms/UpdateWalletTerms/', payload: [answer(api.world.wallets.ida, [[1, true]])] });
    expect(staff.statusCode).toBe(403);
    expect(await answersCount()).toBe(before);
  });

  it.each<[string, unknown]>([
    ['an unknown term type', [{ WalletID: '', Terms: [{ TermTypeID: 99, IsAccepted: true }] }]],
    ['the same wallet twice', [{ WalletID: '', Terms: [{ TermTypeID: 1, IsAccepted: true }] }, { WalletID: '', Terms: [{ TermTypeID: 1, IsAccepted: false }] }]],
    ['the same type twice for a wallet', [{ WalletID: '', Terms: [{ TermTypeID: 1, IsAccepted: true }, { TermTypeID: 1, IsAccepted: false }] }]],
    ['a wallet without terms', [{ WalletID: '', Terms: [] }]],
    ['an empty list', []],
    ['an answer without IsAccepted', [{ WalletID: '', Terms: [{ TermTypeID: 1 }] }]],
  ])('answers 400 for %s and records nothing', async (_, body) => {
    const before = await answersCount();
    const filled = JSON.parse(JSON.stringify(body).replaceAll('"WalletID":""', `"WalletID":"${api.world.wallets.ida}"`)) as unknown;
    const response = await update('newParent', filled);
    expect(response.statusCode).toBe(400);
    expect(await answersCount()).toBe(before);
  });

  it("records the kkpay family's answer for its own child, and shows that family no other child's terms", async () => {
    await update('kkpayNew', [answer(api.world.wallets.karl, [[1, false]])]);
    expect(await termsOf('kkpayNew', api.world.wallets.karl)).toEqual([
      { CreatedDate: clock.now().toISOString(), UpdatedDate: null, IsAccepted: false, Version: 1, Type: { ID: 1, Name: 'Handelsbetingelser' } },
    ]);
    expect(await termsOf('kkpayNew', api.world.wallets.ida)).toBeUndefined();
  });
});

describe('newsletter consent', () => {
  it('is not given before the user answers', async () => {
    expect((await call('kkpayNew', 'GET', '/api/Account/Newsletter')).json()).toEqual({ Consent: false, UpdatedDate: null });
  });

  it('is given and withdrawn with the time of each answer, per user', async () => {
    clock.advanceMinutes(1);
    const given = await call('kkpayNew', 'PUT', '/api/Account/Newsletter', { Consent: true });
    expect(given.statusCode).toBe(200);
    expect(NewsletterConsent.parse(given.json())).toEqual({ Consent: true, UpdatedDate: clock.now().toISOString() });
    expect((await call('kkpayNew', 'GET', '/api/Account/Newsletter')).json()).toEqual(given.json());
    expect((await call('newParent', 'GET', '/api/Account/Newsletter')).json()).toEqual({ Consent: false, UpdatedDate: null });
    clock.advanceMinutes(1);
    await call('kkpayNew', 'PUT', '/api/Account/Newsletter', { Consent: false });
    expect((await call('kkpayNew', 'GET', '/api/Account/Newsletter')).json()).toEqual({ Consent: false, UpdatedDate: clock.now().toISOString() });
  });

  it('answers 400 without a boolean Consent', async () => {
    expect((await call('kkpayNew', 'PUT', '/api/Account/Newsletter', { Consent: 'yes' })).statusCode).toBe(400);
    expect((await call('kkpayNew', 'PUT', '/api/Account/Newsletter', {})).statusCode).toBe(400);
  });
});
