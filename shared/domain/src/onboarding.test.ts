import {
  DENY_ONBOARDING_ROLE,
  isOnboardingPage,
  nextOnboardingStep,
  ONBOARDING_START_DELAY_MS,
  ONBOARDING_STEP_LOAD_DELAY_MS,
  ONBOARDING_STEPS,
  onboardingOpening,
  onboardingOptions,
  onboardingStartStep,
  onboardingStepPosition,
  pageSettingIsSet,
  previousOnboardingStep,
  termAccepted,
  unacceptedWalletTerms,
  visibleOnboardingSteps,
  walletTermsOf,
} from './onboarding';

const KEYS = ['OnboardingFull', 'OnboardingOptionNewsletter', 'OnboardingOptionQuickSale', 'OnboardingOptionSelfOrder', 'OnboardingAllowAccess'] as const;
type Key = (typeof KEYS)[number];
/** Each setting absent, set ('true', or any value but 'false'), or present as 'false'. */
const VALUES = [undefined, 'true', 'false'] as const;

function* everySetting(): Generator<Record<Key, (typeof VALUES)[number]>> {
  for (let n = 0; n < VALUES.length ** KEYS.length; n++) {
    let rest = n;
    const combination = {} as Record<Key, (typeof VALUES)[number]>;
    for (const key of KEYS) {
      combination[key] = VALUES[rest % VALUES.length];
      rest = Math.floor(rest / VALUES.length);
    }
    yield combination;
  }
}

const settingsOf = (combination: Record<string, string | undefined>) =>
  Object.entries(combination).flatMap(([Key, Value]) => (Value === undefined ? [] : [{ Key, Value }]));

describe('the onboarding guide', () => {
  it('has seven steps and the spec\'s delays', () => {
    expect(ONBOARDING_STEPS).toHaveLength(7);
    expect(ONBOARDING_START_DELAY_MS).toBe(1000);
    expect(ONBOARDING_STEP_LOAD_DELAY_MS).toBe(250);
  });

  it('reads a page setting as set unless it is missing, empty or the string false', () => {
    expect(pageSettingIsSet([], 'OnboardingFull')).toBe(false);
    expect(pageSettingIsSet([{ Key: 'OnboardingFull', Value: 'false' }], 'OnboardingFull')).toBe(false);
    expect(pageSettingIsSet([{ Key: 'OnboardingFull', Value: 'False' }], 'OnboardingFull')).toBe(false);
    expect(pageSettingIsSet([{ Key: 'OnboardingFull', Value: '' }], 'OnboardingFull')).toBe(false);
    expect(pageSettingIsSet([{ Key: 'OnboardingFull', Value: 'true' }], 'OnboardingFull')).toBe(true);
    expect(pageSettingIsSet([{ Key: 'OnboardingFull', Value: '1' }], 'OnboardingFull')).toBe(true);
    expect(pageSettingIsSet([{ Key: 'OnboardingFullX', Value: 'true' }], 'OnboardingFull')).toBe(false);
  });

  describe.each([...everySetting()].map((combination) => [JSON.stringify(combination), combination] as const))('with the page settings %s', (_name, combination) => {
    const settings = settingsOf(combination);
    const on = (key: Key) => combination[key] === 'true';
    const full = on('OnboardingFull');

    it('shows steps 1 to 4 and 7 always, 5 with any option setting or OnboardingFull, 6 with OnboardingFull or OnboardingAllowAccess', () => {
      const options = full || on('OnboardingOptionNewsletter') || on('OnboardingOptionQuickSale') || on('OnboardingOptionSelfOrder');
      const access = full || on('OnboardingAllowAccess');
      expect(visibleOnboardingSteps(settings)).toEqual([0, 1, 2, 3, ...(options ? [4] : []), ...(access ? [5] : []), 6]);
    });

    it('offers in step 5 each option its setting (or OnboardingFull) turns on', () => {
      expect(onboardingOptions(settings)).toEqual({
        newsletter: full || on('OnboardingOptionNewsletter'),
        quickSale: full || on('OnboardingOptionQuickSale'),
        selfOrdering: full || on('OnboardingOptionSelfOrder'),
      });
    });
  });

  describe('where it starts', () => {
    const full = [{ Key: 'OnboardingFull', Value: 'true' }];
    const progress = (currentStep: number, over: Partial<{ isCompleted: boolean; isSkipped: boolean }> = {}) => ({ isCompleted: false, isSkipped: false, currentStep, ...over });

    it('at step 0 without saved progress, else at the saved step', () => {
      expect(onboardingStartStep({ progress: null, settings: full, roles: [] })).toBe(0);
      for (let step = 0; step < 7; step++) expect(onboardingStartStep({ progress: progress(step), settings: full, roles: [] })).toBe(step);
    });

    it('not at all when completed or skipped', () => {
      expect(onboardingStartStep({ progress: progress(3, { isCompleted: true }), settings: full, roles: [] })).toBeNull();
      expect(onboardingStartStep({ progress: progress(3, { isSkipped: true }), settings: full, roles: [] })).toBeNull();
      expect(onboardingStartStep({ progress: progress(0, { isCompleted: true, isSkipped: true }), settings: full, roles: [] })).toBeNull();
    });

    it('not at all when the page setting OnboardingIsCompleted is true, or for a user with Deny-UseOnboarding', () => {
      expect(onboardingStartStep({ progress: null, settings: [...full, { Key: 'OnboardingIsCompleted', Value: 'True' }], roles: [] })).toBeNull();
      expect(onboardingStartStep({ progress: null, settings: [...full, { Key: 'OnboardingIsCompleted', Value: 'false' }], roles: [] })).toBe(0);
      expect(onboardingStartStep({ progress: progress(2), settings: full, roles: ['DepositWithdraw', DENY_ONBOARDING_ROLE] })).toBeNull();
    });

    it('wraps a step beyond the last (or not a step at all) to 0', () => {
      expect(onboardingStartStep({ progress: progress(7), settings: full, roles: [] })).toBe(0);
      expect(onboardingStartStep({ progress: progress(42), settings: full, roles: [] })).toBe(0);
      expect(onboardingStartStep({ progress: progress(-1), settings: full, roles: [] })).toBe(0);
      expect(onboardingStartStep({ progress: progress(2.5), settings: full, roles: [] })).toBe(0);
    });

    it('moves a saved step the tenant now hides on to the next visible one', () => {
      expect(onboardingStartStep({ progress: progress(4), settings: [], roles: [] })).toBe(6);
      expect(onboardingStartStep({ progress: progress(5), settings: [], roles: [] })).toBe(6);
      expect(onboardingStartStep({ progress: progress(4), settings: [{ Key: 'OnboardingAllowAccess', Value: 'true' }], roles: [] })).toBe(5);
      expect(onboardingStartStep({ progress: progress(5), settings: [{ Key: 'OnboardingOptionNewsletter', Value: 'true' }], roles: [] })).toBe(6);
    });
  });

  it('moves back and next over the visible steps only', () => {
    const visible = [0, 1, 2, 3, 5, 6];
    expect(nextOnboardingStep(3, visible)).toBe(5);
    expect(nextOnboardingStep(5, visible)).toBe(6);
    expect(nextOnboardingStep(6, visible)).toBeNull();
    expect(previousOnboardingStep(5, visible)).toBe(3);
    expect(previousOnboardingStep(6, visible)).toBe(5);
    expect(previousOnboardingStep(0, visible)).toBeNull();
    expect(nextOnboardingStep(0, [0, 1, 2, 3, 4, 5, 6])).toBe(1);
  });

  it('counts a step among the visible ones', () => {
    expect(onboardingStepPosition(0, [0, 1, 2, 3, 6])).toEqual({ number: 1, of: 5 });
    expect(onboardingStepPosition(6, [0, 1, 2, 3, 6])).toEqual({ number: 5, of: 5 });
    expect(onboardingStepPosition(5, [0, 1, 2, 3, 4, 5, 6])).toEqual({ number: 6, of: 7 });
  });

  it('opens on the home page only', () => {
    expect(isOnboardingPage('/')).toBe(true);
    expect(isOnboardingPage('')).toBe(true);
    expect(isOnboardingPage('/Webshop/Index')).toBe(false);
    expect(isOnboardingPage('/DepositWithdraw/WalletCreditCard/AddCard')).toBe(false);
  });

  it('reads the terms a wallet has answered, ignoring anything else', () => {
    const wallet = {
      Terms: [
        { CreatedDate: '2026-01-01T00:00:00.000Z', UpdatedDate: null, IsAccepted: true, Type: { ID: 1, Name: 'Handelsbetingelser' } },
        { CreatedDate: '2026-01-01T00:00:00.000Z', UpdatedDate: null, IsAccepted: false, Type: { ID: 2, Name: 'Billeder' } },
        'nonsense',
        { IsAccepted: true },
      ],
    };
    expect(walletTermsOf(wallet).map((term) => term.Type.ID)).toEqual([1, 2]);
    expect(termAccepted(wallet, 1)).toBe(true);
    expect(termAccepted(wallet, 2)).toBe(false);
    expect(termAccepted(wallet, 3)).toBe(false);
  });

  describe('the terms (issue 23)', () => {
    const full = [{ Key: 'OnboardingFull', Value: 'true' }];
    const progress = (over: Partial<{ isCompleted: boolean; isSkipped: boolean; termsPending: boolean }>) => ({ isCompleted: false, isSkipped: false, currentStep: 6, ...over });

    it('opens the guide while it runs, terms pending or not', () => {
      expect(onboardingOpening({ progress: progress({ termsPending: true }), settings: full, roles: [] })).toEqual({ mode: 'guide', step: 6 });
      expect(onboardingOpening({ progress: null, settings: full, roles: [] })).toEqual({ mode: 'guide', step: 0 });
    });

    it('asks for the terms alone once the guide has ended (finished, closed or the setting) while they are pending', () => {
      expect(onboardingOpening({ progress: progress({ isCompleted: true, termsPending: true }), settings: full, roles: [] })).toEqual({ mode: 'terms' });
      expect(onboardingOpening({ progress: progress({ isSkipped: true, termsPending: true }), settings: full, roles: [] })).toEqual({ mode: 'terms' });
      expect(onboardingOpening({ progress: progress({ termsPending: true }), settings: [{ Key: 'OnboardingIsCompleted', Value: 'true' }], roles: [] })).toEqual({ mode: 'terms' });
    });

    it('opens nothing once the guide has ended with the terms accepted (or not reported), nor with Deny-UseOnboarding', () => {
      expect(onboardingOpening({ progress: progress({ isCompleted: true, termsPending: false }), settings: full, roles: [] })).toBeNull();
      expect(onboardingOpening({ progress: progress({ isSkipped: true }), settings: full, roles: [] })).toBeNull();
      expect(onboardingOpening({ progress: progress({ isCompleted: true, termsPending: true }), settings: full, roles: [DENY_ONBOARDING_ROLE] })).toBeNull();
      expect(onboardingOpening({ progress: progress({ termsPending: true }), settings: full, roles: [DENY_ONBOARDING_ROLE] })).toBeNull();
    });

    it('lists each wallet and required type not accepted, wallets first; optional types never', () => {
      const type = (ID: number, Name: string, IsRequired = true) => ({ ID, Name, Version: 1, IsRequired, Document: 'terms' as const });
      const types = [type(1, 'Handelsbetingelser'), type(2, 'Privatlivspolitik'), type(3, 'Billeder', false)];
      const ida = { WalletID: 'ida' };
      const karl = { WalletID: 'karl' };
      const accepted = new Set(['ida:1', 'karl:1', 'karl:2']);
      expect(unacceptedWalletTerms([ida, karl], types, (walletId, typeId) => accepted.has(`${walletId}:${typeId}`))).toEqual([{ wallet: ida, type: types[1] }]);
      expect(unacceptedWalletTerms([karl, ida], types, () => false).map(({ wallet, type }) => `${wallet.WalletID}:${type.ID}`)).toEqual(['karl:1', 'karl:2', 'ida:1', 'ida:2']);
      expect(unacceptedWalletTerms([], types, () => false)).toEqual([]);
    });
  });
});
