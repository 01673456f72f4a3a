import { GetChildrenResponse, TERMS_NOT_ACCEPTED_MESSAGE, WalletTermTypesResponse } from '@kk/contracts';
import type { DemoUserKey } from '../../seed/demo-users';
import { TestClock, useApiHarness } from '../../test-support/app';
import { onboardingCalls } from '../../test-support/onboarding-calls';

/**
 * Issue 23, "Consent is real": the guide is not finished while a required term the user
 * sees is unaccepted for one of their wallets; an acceptance is stored with the term's
 * version and the time; a new version of a term asks again.
 */

// Wednesday 11 March 2026, 09:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T08:00:00Z'));
const api = useApiHarness({ clock });

const { call, progressOf, saveProgress } = onboardingCalls(api);
const accept = (user: DemoUserKey, walletId: string, terms: [number, boolean][]) =>
  call(user, 'PUT', '/api/WalletTerms/UpdateWalletTerms/', [
    { WalletID: walletId, Name: 'Ida', Terms: terms.map(([TermTypeID, IsAccepted]) => ({ TermTypeID, IsAccepted, CreatedDate: null, UpdateDate: null, Name: 'x' })) },
  ]);
const termsOf = async (user: DemoUserKey, walletId: string) =>
  GetChildrenResponse.parse((await call(user, 'GET', '/api/Onboarding/GetChildren')).json()).find((child) => child.WalletID === walletId)?.Terms ?? [];

const answerRows = async (walletId: string) =>
  (
    await api.db.query<{ term_type_id: number; accepted: boolean; term_version: number; answered_at: Date }>(
      'SELECT term_type_id, accepted, term_version, answered_at FROM wallet_term_answers WHERE wallet_id = $1 ORDER BY id',
      [walletId],
    )
  ).rows;
const completedSetting = async (user: DemoUserKey) =>
  ((await call(user, 'GET', '/api/WalletGroup/WalletGroupPageSettings')).json() as { Key: string; Value: string }[]).find(
    (setting) => setting.Key === 'OnboardingIsCompleted',
  )?.Value;
const raiseVersion = (name: string) => api.db.query('UPDATE wallet_term_types SET version = version + 1 WHERE name = $1', [name]);

describe('finishing the guide needs every required term accepted', () => {
  it('refuses (409) a finish while no term is accepted, naming the terms, and records nothing', async () => {
    const ida = api.world.wallets.ida;
    await saveProgress('newParent', { currentStep: 6 });
    const before = await progressOf('newParent');
    expect(before.termsPending).toBe(true);

    const refused = await saveProgress('newParent', { currentStep: 6, isCompleted: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      StatusCode: 409,
      message: TERMS_NOT_ACCEPTED_MESSAGE,
      reason: expect.stringContaining('Handelsbetingelser (version 1) for Ida Nielsen; Privatlivspolitik (version 1) for Ida Nielsen'),
    });
    expect(await progressOf('newParent')).toEqual(before);
    expect(await completedSetting('newParent')).toBeUndefined();
    expect(await answerRows(ida)).toEqual([]);
  });

  it('refuses it while one of the two terms is accepted, or a term was withdrawn', async () => {
    const ida = api.world.wallets.ida;
    await accept('newParent', ida, [[1, true]]);
    const refused = await saveProgress('newParent', { isCompleted: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toContain('Privatlivspolitik (version 1) for Ida Nielsen');
    expect(refused.json().reason).not.toContain('Handelsbetingelser');

    clock.advanceMinutes(1);
    await accept('newParent', ida, [[1, false], [2, true]]);
    expect((await saveProgress('newParent', { isCompleted: true })).statusCode).toBe(409);
    expect((await progressOf('newParent')).isCompleted).toBe(false);
  });

  it('lets the guide be closed (skipped) with terms unaccepted: they stay pending and are asked again', async () => {
    const closed = await saveProgress('kkpayNew', { isSkipped: true });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ isSkipped: true, isCompleted: false, termsPending: true });
    expect(await completedSetting('kkpayNew')).toBe('true');
    // Finishing the closed guide later is refused as well until the term is accepted.
    expect((await saveProgress('kkpayNew', { isCompleted: true })).statusCode).toBe(409);
    await accept('kkpayNew', api.world.wallets.karl, [[1, true]]);
    expect(await progressOf('kkpayNew')).toMatchObject({ isSkipped: true, termsPending: false });
  });

  it('finishes once every required term is accepted, and stores each acceptance with its version and time', async () => {
    const ida = api.world.wallets.ida;
    clock.advanceMinutes(1);
    const response = await accept('newParent', ida, [[1, true]]);
    expect(response.statusCode).toBe(200);
    const acceptedAt = clock.now();
    expect(await progressOf('newParent')).toMatchObject({ termsPending: false });

    clock.advanceMinutes(1);
    const finished = await saveProgress('newParent', { isCompleted: true });
    expect(finished.statusCode).toBe(200);
    expect(finished.json()).toMatchObject({ isCompleted: true, termsPending: false });
    expect(await completedSetting('newParent')).toBe('true');
    const rows = await answerRows(ida);
    expect(rows.at(-1)).toEqual({ term_type_id: 1, accepted: true, term_version: 1, answered_at: acceptedAt });
    expect(rows.every((row) => row.term_version === 1)).toBe(true);
  });
});

describe('a new version of a term asks again', () => {
  it('reports an acceptance of version 1 as not accepted once the current version is 2', async () => {
    const ida = api.world.wallets.ida;
    await raiseVersion('Handelsbetingelser');

    const types = WalletTermTypesResponse.parse((await call('newParent', 'GET', '/api/WalletTerms/WalletTermTypes')).json());
    expect(types.find((type) => type.ID === 1)).toMatchObject({ Version: 2, IsRequired: true, Document: 'terms' });
    expect((await termsOf('newParent', ida)).find((term) => term.Type.ID === 1)).toMatchObject({ IsAccepted: false, Version: 1 });
    expect((await termsOf('newParent', ida)).find((term) => term.Type.ID === 2)).toMatchObject({ IsAccepted: true, Version: 1 });
    // The finished guide's progress says so, so the browser asks for the terms again.
    expect(await progressOf('newParent')).toMatchObject({ isCompleted: true, termsPending: true });
    const refused = await saveProgress('newParent', { isCompleted: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toContain('Handelsbetingelser (version 2) for Ida Nielsen');
  });

  it('records the current version whatever the browser sends, and accepting it settles the terms again', async () => {
    const ida = api.world.wallets.ida;
    clock.advanceMinutes(1);
    const response = await call('newParent', 'PUT', '/api/WalletTerms/UpdateWalletTerms/', [
      { WalletID: ida, Terms: [{ TermTypeID: 1, IsAccepted: true, Version: 1, term_version: 1, CreatedDate: null, UpdateDate: null }] },
    ]);
    expect(response.statusCode).toBe(200);
    expect((await answerRows(ida)).at(-1)).toEqual({ term_type_id: 1, accepted: true, term_version: 2, answered_at: clock.now() });
    expect((await termsOf('newParent', ida)).find((term) => term.Type.ID === 1)).toMatchObject({ IsAccepted: true, Version: 2 });
    expect(await progressOf('newParent')).toMatchObject({ termsPending: false });
  });

  it('keeps versions only rising, and refuses an answer stored for another version than the current one', async () => {
    await expect(api.db.query("UPDATE wallet_term_types SET version = 1 WHERE name = 'Handelsbetingelser'")).rejects.toThrow(/never lowered/);
    await expect(
      api.db.query(
        'INSERT INTO wallet_term_answers (wallet_id, term_type_id, user_id, accepted, answered_at, term_version) VALUES ($1, 1, $2, true, now(), 1)',
        [api.world.wallets.ida, api.world.users.newParent],
      ),
    ).rejects.toThrow(/current version 2/);
  });

  it('asks the demo guardians who accepted version 1 in the seed again, for each of their wallets', async () => {
    expect(await progressOf('parent')).toMatchObject({ isCompleted: true, termsPending: true });
    const refused = await saveProgress('parent', { isCompleted: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().reason).toContain('Handelsbetingelser (version 2) for Emma Jensen');
    expect(refused.json().reason).toContain('Handelsbetingelser (version 2) for Oliver Jensen');
  });
});
