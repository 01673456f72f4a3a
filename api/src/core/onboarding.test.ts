import {
  acceptsCurrentVersion,
  applyProgressUpdate,
  endsGuide,
  hasEnded,
  NO_PROGRESS,
  termRole,
  termsRefusingUpdate,
  unacceptedTerms,
  visibleTermTypes,
  type Progress,
  type TermType,
} from './onboarding';

const at = new Date('2026-03-12T08:00:00Z');
const earlier = new Date('2026-03-11T08:00:00Z');
const progress = (overrides: Partial<Progress>): Progress => ({ ...NO_PROGRESS, lastUpdate: earlier, ...overrides });

describe('applyProgressUpdate', () => {
  it('saves the step as it loads', () => {
    expect(applyProgressUpdate(NO_PROGRESS, { currentStep: 2 }, at)).toEqual({ isCompleted: false, isSkipped: false, currentStep: 2, lastUpdate: at });
    expect(applyProgressUpdate(progress({ currentStep: 2 }), { currentStep: 0 }, at)).toEqual(progress({ currentStep: 0, lastUpdate: at }));
  });

  it('changes nothing (null) when the update says nothing new', () => {
    expect(applyProgressUpdate(NO_PROGRESS, {}, at)).toBeNull();
    expect(applyProgressUpdate(progress({ currentStep: 3 }), { currentStep: 3, isCompleted: false, isSkipped: false }, at)).toBeNull();
  });

  it('finishes and closes the guide, keeping the step it ended on unless the update names one', () => {
    expect(applyProgressUpdate(progress({ currentStep: 6 }), { isCompleted: true }, at)).toEqual(progress({ currentStep: 6, isCompleted: true, lastUpdate: at }));
    expect(applyProgressUpdate(progress({ currentStep: 3 }), { isSkipped: true, currentStep: 4 }, at)).toEqual(progress({ currentStep: 4, isSkipped: true, lastUpdate: at }));
  });

  it('never reopens a guide that has ended: flags are not cleared and later steps are ignored', () => {
    const completed = progress({ currentStep: 6, isCompleted: true });
    expect(applyProgressUpdate(completed, { isCompleted: false }, at)).toBeNull();
    expect(applyProgressUpdate(completed, { currentStep: 1 }, at)).toBeNull();
    const skipped = progress({ currentStep: 2, isSkipped: true });
    expect(applyProgressUpdate(skipped, { isSkipped: false, currentStep: 0 }, at)).toBeNull();
  });

  it('records finishing a guide that was closed before', () => {
    expect(applyProgressUpdate(progress({ isSkipped: true }), { isCompleted: true }, at)).toEqual(progress({ isSkipped: true, isCompleted: true, lastUpdate: at }));
  });
});

describe('endsGuide and hasEnded', () => {
  it('says an update ends the guide only when it moves from running to completed or skipped', () => {
    expect(hasEnded(NO_PROGRESS)).toBe(false);
    expect(endsGuide(NO_PROGRESS, progress({ isCompleted: true }))).toBe(true);
    expect(endsGuide(NO_PROGRESS, progress({ isSkipped: true }))).toBe(true);
    expect(endsGuide(NO_PROGRESS, progress({ currentStep: 4 }))).toBe(false);
    expect(endsGuide(progress({ isSkipped: true }), progress({ isSkipped: true, isCompleted: true }))).toBe(false);
  });
});

describe('visibleTermTypes', () => {
  const types = [
    { id: 1, name: 'Handelsbetingelser' },
    { id: 2, name: 'Privatlivspolitik' },
  ];

  it('names the role Term-{name}', () => {
    expect(termRole({ name: 'Handelsbetingelser' })).toBe('Term-Handelsbetingelser');
  });

  it('keeps only the types the user has the role for, in their order', () => {
    expect(visibleTermTypes(types, ['Webshop', 'Term-Privatlivspolitik', 'Term-Handelsbetingelser'])).toEqual(types);
    expect(visibleTermTypes(types, ['Term-Privatlivspolitik'])).toEqual([types[1]]);
    expect(visibleTermTypes(types, [])).toEqual([]);
  });

  it('matches the whole role name, case and all', () => {
    expect(visibleTermTypes(types, ['term-Handelsbetingelser', 'Term-Handels', 'Handelsbetingelser', 'Term-Handelsbetingelser '])).toEqual([]);
  });
});

describe('terms and their versions (issue 23)', () => {
  const handel: TermType = { id: 1, name: 'Handelsbetingelser', version: 2, required: true, document: 'terms' };
  const privacy: TermType = { id: 2, name: 'Privatlivspolitik', version: 1, required: true, document: 'dataPolicy' };
  const pictures: TermType = { id: 3, name: 'Billedpolitik', version: 1, required: false, document: 'dataPolicy' };
  const answer = (walletId: string, termTypeId: number, accepted: boolean, version: number) => ({ walletId, termTypeId, accepted, version });

  it('counts an acceptance only for the current version, and never a withdrawal or no answer', () => {
    expect(acceptsCurrentVersion(handel, { accepted: true, version: 2 })).toBe(true);
    expect(acceptsCurrentVersion(handel, { accepted: true, version: 1 })).toBe(false);
    expect(acceptsCurrentVersion(handel, { accepted: false, version: 2 })).toBe(false);
    expect(acceptsCurrentVersion(handel, undefined)).toBe(false);
  });

  it('lists each wallet and required type not accepted in its current version, wallets first', () => {
    const answers = [answer('ida', 1, true, 1), answer('ida', 2, true, 1), answer('karl', 1, true, 2), answer('karl', 2, false, 1)];
    expect(unacceptedTerms([handel, privacy, pictures], ['ida', 'karl', 'emil'], answers)).toEqual([
      // Ida accepted Handelsbetingelser in version 1: version 2 asks again.
      { walletId: 'ida', type: handel },
      { walletId: 'karl', type: privacy },
      { walletId: 'emil', type: handel },
      { walletId: 'emil', type: privacy },
    ]);
    expect(unacceptedTerms([handel, privacy], ['ida'], [answer('ida', 1, true, 2), answer('ida', 2, true, 1)])).toEqual([]);
    expect(unacceptedTerms([handel], [], [])).toEqual([]);
  });

  it('refuses finishing the guide while terms are unaccepted, never closing it or saving a step', () => {
    const unaccepted = [{ walletId: 'ida', type: handel }];
    expect(termsRefusingUpdate({ isCompleted: true }, unaccepted)).toEqual(unaccepted);
    expect(termsRefusingUpdate({ isCompleted: true, currentStep: 6 }, unaccepted)).toEqual(unaccepted);
    expect(termsRefusingUpdate({ isSkipped: true }, unaccepted)).toEqual([]);
    expect(termsRefusingUpdate({ currentStep: 6 }, unaccepted)).toEqual([]);
    expect(termsRefusingUpdate({ isCompleted: false }, unaccepted)).toEqual([]);
    expect(termsRefusingUpdate({ isCompleted: true }, [])).toEqual([]);
  });
});
