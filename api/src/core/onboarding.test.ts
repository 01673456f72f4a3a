import { applyProgressUpdate, endsGuide, hasEnded, NO_PROGRESS, termRole, visibleTermTypes, type Progress } from './onboarding';

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
    expect(termRole({ id: 1, name: 'Handelsbetingelser' })).toBe('Term-Handelsbetingelser');
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
