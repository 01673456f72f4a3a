import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { EventMap, OnboardingProgress, PageSetting, UpdateOnboardingProgress, WalletInOnboarding } from '@kk/contracts';
import { bus, navigate, usePageSettings } from '@kk/platform';
import { fakeApi, requestsTo, type FakeRequest, type FakeRoute } from '@kk/platform/test-support';
import { renderInPage, settled } from '../../test-support/render';
import { card, EMMA_ID, emma, OLIVER_ID, oliver, progress, term, termType } from '../../test-support/wallets';
import { OnboardingGuide } from './OnboardingGuide';

jest.mock('axios', () => require('@kk/platform/test-support').fakeAxios());

const FULL: PageSetting[] = [{ Key: 'OnboardingFull', Value: 'true' }];
const slots = { AccessStep: () => <p data-testid="access-slot">Adgang for andre</p> };

afterEach(async () => {
  jest.useRealTimers();
  await settled();
  usePageSettings.getState().setSettings([]);
  window.history.pushState(null, '', '/');
});

/** Lets `ms` of fake time pass, with every promise the timers free settled. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

interface Start {
  settings?: PageSetting[];
  saved?: OnboardingProgress | (() => { status: number; data: unknown });
  wallets?: WalletInOnboarding[];
  roles?: string[];
  routes?: Record<string, unknown>;
  culture?: 'da' | 'en';
  pageKey?: string;
}

/**
 * Renders the guide on another page (real timers), then, with fake timers, arrives on the
 * home page: the guide's start delay runs from there. The progress route keeps what the
 * guide saves, as the server would.
 */
async function arriveHome({ settings = FULL, saved = progress(), wallets = [emma(), oliver()], roles = [], routes = {}, culture = 'da', pageKey }: Start = {}) {
  let stored = saved;
  const progressRoute: FakeRoute = () => (typeof stored === 'function' ? stored() : { data: stored });
  const children = { current: wallets };
  usePageSettings.getState().setSettings(settings);
  fakeApi({
    'GET /api/Onboarding/Progress': progressRoute,
    'PUT /api/Onboarding/Progress': ({ body }: FakeRequest) => {
      const update = body as UpdateOnboardingProgress;
      if (typeof stored !== 'function') stored = { ...stored, ...update, lastUpdate: new Date().toISOString() };
      return { data: stored };
    },
    'GET /api/Onboarding/GetChildren': () => ({ data: children.current }),
    ...routes,
  });
  window.history.pushState(null, '', '/Webshop/Index');
  await renderInPage(<OnboardingGuide slots={slots} />, { roles, culture, ...(pageKey === undefined ? {} : { pageKey }) });
  jest.useFakeTimers();
  act(() => navigate('/'));
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  return { user, children };
}

/** Arrives home and waits the start delay out: the guide's dialog. */
async function openGuide(start: Start = {}, title = 'Velkommen') {
  const arrived = await arriveHome(start);
  await wait(1000);
  const dialog = await screen.findByRole('dialog', { name: title });
  await wait(250);
  return { ...arrived, dialog };
}

/** Confirms the end of the guide: the progress is saved, then the guide goes. */
async function answer(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await act(async () => {
    await user.click(button);
    await jest.advanceTimersByTimeAsync(0);
  });
}

function listen<N extends keyof EventMap>(name: N) {
  const heard: EventMap[N][] = [];
  const stop = bus.subscribe(name, (payload) => heard.push(payload));
  return { heard, stop };
}

const savedSteps = () => requestsTo('PUT /api/Onboarding/Progress').map((r) => r.body);
const guideState = () => screen.getByTestId('onboarding-guide').dataset.state;

describe('the onboarding guide', () => {
  it('opens about 1 s after arriving on the home page, at the saved step, and saves the step once it has loaded', async () => {
    await arriveHome({ saved: progress({ currentStep: 2 }) });
    await wait(990);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(10);
    const dialog = await screen.findByRole('dialog', { name: 'Tilføj betalingskort' });
    expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 3 af 7');
    expect(savedSteps()).toEqual([]);
    await wait(250);
    expect(savedSteps()).toEqual([{ currentStep: 2 }]);
  });

  it('starts at the welcome step without progress and names the children it sets up', async () => {
    const { dialog } = await openGuide({ saved: progress({ currentStep: 0, lastUpdate: null }) });
    expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 1 af 7');
    expect(within(dialog).getByTestId('onboarding-children')).toHaveTextContent('Emma JensenOliver Jensen');
    expect(within(dialog).queryByRole('button', { name: 'Tilbage' })).not.toBeInTheDocument();
    expect(savedSteps()).toEqual([{ currentStep: 0 }]);
  });

  it('speaks English too', async () => {
    const { dialog } = await openGuide({ culture: 'en' }, 'Welcome');
    expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Step 1 of 7');
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close the guide' })).toBeInTheDocument();
  });

  it.each([
    ['completed', { saved: progress({ isCompleted: true, currentStep: 6 }) }],
    ['skipped', { saved: progress({ isSkipped: true, currentStep: 2 }) }],
    ['marked completed by the page setting OnboardingIsCompleted', { settings: [...FULL, { Key: 'OnboardingIsCompleted', Value: 'true' }] }],
    ['denied by the role Deny-UseOnboarding', { roles: ['DepositWithdraw', 'Deny-UseOnboarding'] }],
  ] as [string, Start][])('does not open when %s', async (_case, start) => {
    await arriveHome(start);
    await wait(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(guideState()).toBe('over');
    expect(savedSteps()).toEqual([]);
  });

  it('opens on the home page only', async () => {
    fakeApi({ 'GET /api/Onboarding/Progress': progress() });
    window.history.pushState(null, '', '/Webshop/Index');
    await renderInPage(<OnboardingGuide slots={slots} />);
    jest.useFakeTimers();
    await wait(3000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(requestsTo('GET /api/Onboarding/Progress')).toHaveLength(0);
  });

  it('stays closed with its error flag set when its data cannot be loaded, and says nothing', async () => {
    await arriveHome({ saved: () => ({ status: 500, data: { StatusCode: 500, message: 'Internal error', reason: '' } }) });
    await wait(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(guideState()).toBe('failed');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('does not close on Escape or a click outside', async () => {
    const { user } = await openGuide();
    await user.keyboard('{Escape}');
    await wait(100);
    expect(screen.getByRole('dialog', { name: 'Velkommen' })).toBeInTheDocument();
    const outside = userEvent.setup({ advanceTimers: jest.advanceTimersByTime, pointerEventsCheck: 0 });
    await outside.click(document.body);
    await wait(100);
    expect(screen.getByRole('dialog', { name: 'Velkommen' })).toBeInTheDocument();
    expect(savedSteps()).toEqual([{ currentStep: 0 }]);
  });

  it('moves back and next, each step scrolled to the top with focus on its title, and saves each step it loads', async () => {
    const { user, dialog } = await openGuide();
    const body = dialog.querySelector<HTMLElement>('.chakra-dialog__body')!;
    body.scrollTop = 120;
    await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
    expect(screen.getByRole('dialog', { name: 'Tilføj skolekort' })).toBeInTheDocument();
    expect(body.scrollTop).toBe(0);
    expect(screen.getByRole('heading', { name: 'Tilføj skolekort' })).toHaveFocus();
    expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 2 af 7');
    // A step left before it loaded is not saved.
    await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
    expect(screen.getByRole('dialog', { name: 'Tilføj betalingskort' })).toBeInTheDocument();
    await wait(250);
    await user.click(within(dialog).getByRole('button', { name: 'Tilbage' }));
    expect(screen.getByRole('dialog', { name: 'Tilføj skolekort' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tilføj skolekort' })).toHaveFocus();
    await wait(250);
    expect(savedSteps()).toEqual([{ currentStep: 0 }, { currentStep: 2 }, { currentStep: 1 }]);
  });

  it('asks before closing, and closing marks the guide skipped', async () => {
    const finished = listen('onboarding.finished');
    const { user } = await openGuide({ saved: progress({ currentStep: 1 }) }, 'Tilføj skolekort');
    await user.click(screen.getByRole('button', { name: 'Luk guiden' }));
    expect(await screen.findByRole('dialog', { name: 'Vil du lukke guiden?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Nej, fortsæt guiden' }));
    expect(screen.getByRole('dialog', { name: 'Tilføj skolekort' })).toBeInTheDocument();
    expect(savedSteps()).toEqual([{ currentStep: 1 }]);

    await user.click(screen.getByRole('button', { name: 'Luk guiden' }));
    await answer(user, await screen.findByRole('button', { name: 'Ja, luk guiden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedSteps()).toEqual([{ currentStep: 1 }, { isSkipped: true }]);
    expect(finished.heard).toEqual([{ completed: false }]);
    expect(guideState()).toBe('over');
    finished.stop();
  });

  it('finishes from the last step after asking, and is marked completed', async () => {
    const finished = listen('onboarding.finished');
    const { user } = await openGuide({ saved: progress({ currentStep: 6 }), routes: { 'GET /api/WalletTerms/WalletTermTypes': [] } }, 'Overblik og afslut');
    expect(screen.queryByRole('button', { name: 'Næste' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Afslut guiden' }));
    expect(await screen.findByRole('dialog', { name: 'Vil du afslutte guiden?' })).toBeInTheDocument();
    await answer(user, screen.getByRole('button', { name: 'Ja, afslut guiden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(savedSteps()).toEqual([{ currentStep: 6 }, { isCompleted: true }]);
    expect(finished.heard).toEqual([{ completed: true }]);
    // Coming back to the home page does not bring it back.
    act(() => navigate('/Transactions'));
    act(() => navigate('/'));
    await wait(2000);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    finished.stop();
  });

  describe('skips the steps the page settings hide', () => {
    it('without any onboarding setting: no options, no access (five steps)', async () => {
      const { user, dialog } = await openGuide({ settings: [], saved: progress({ currentStep: 3 }), routes: { 'GET /api/WalletTerms/WalletTermTypes': [] } }, 'Opsæt optankning');
      expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 4 af 5');
      await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
      expect(screen.getByRole('dialog', { name: 'Overblik og afslut' })).toBeInTheDocument();
      expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 5 af 5');
      await user.click(within(dialog).getByRole('button', { name: 'Tilbage' }));
      expect(screen.getByRole('dialog', { name: 'Opsæt optankning' })).toBeInTheDocument();
    });

    it('with OnboardingAllowAccess only: the access step from the app, no options', async () => {
      const { user, dialog } = await openGuide({ settings: [{ Key: 'OnboardingAllowAccess', Value: 'true' }], saved: progress({ currentStep: 3 }) }, 'Opsæt optankning');
      await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
      expect(screen.getByRole('dialog', { name: 'Giv andre adgang' })).toBeInTheDocument();
      expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 5 af 6');
      expect(within(dialog).getByTestId('access-slot')).toHaveTextContent('Adgang for andre');
    });

    it('with one option setting: the options step with that option only, and no access', async () => {
      const { user, dialog } = await openGuide({ settings: [{ Key: 'OnboardingOptionQuickSale', Value: 'true' }, { Key: 'OnboardingAllowAccess', Value: 'false' }], saved: progress({ currentStep: 3 }), routes: { 'GET /api/WalletTerms/WalletTermTypes': [] } }, 'Opsæt optankning');
      await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
      expect(screen.getByRole('dialog', { name: 'Valgmuligheder' })).toBeInTheDocument();
      expect(within(dialog).getByRole('checkbox', { name: 'Tillad hurtigkøb for Emma Jensen' })).toBeChecked();
      expect(within(dialog).queryByRole('checkbox', { name: /nyhedsbrev/ })).not.toBeInTheDocument();
      expect(within(dialog).queryByRole('checkbox', { name: /selvbestilling/ })).not.toBeInTheDocument();
      expect(requestsTo('GET /api/Account/Newsletter')).toHaveLength(0);
      await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
      expect(screen.getByRole('dialog', { name: 'Overblik og afslut' })).toBeInTheDocument();
    });

    it('resumes a saved step that is now hidden at the next visible one', async () => {
      const { dialog } = await openGuide({ settings: [], saved: progress({ currentStep: 4 }), routes: { 'GET /api/WalletTerms/WalletTermTypes': [] } }, 'Overblik og afslut');
      expect(within(dialog).getByTestId('onboarding-position')).toHaveTextContent('Trin 5 af 5');
      expect(savedSteps()).toEqual([{ currentStep: 6 }]);
    });
  });

  it("step 2 shows each child's school cards and opens the wallet remote's dialog, stepping aside until it closes", async () => {
    const wallet = listen('wallet.dialog.open');
    const { user, dialog, children } = await openGuide({ saved: progress({ currentStep: 1 }) }, 'Tilføj skolekort');
    const [emmaPart, oliverPart] = within(dialog).getAllByTestId('onboarding-wallet');
    expect(emmaPart).toHaveTextContent('Skolekort: 1000 0001');
    expect(oliverPart).toHaveTextContent('Intet skolekort endnu.');

    await user.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort til Oliver Jensen' }));
    expect(wallet.heard).toEqual([{ dialog: 'nfc', walletId: OLIVER_ID }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    children.current = [emma(), oliver({ WalletCards: [{ CardDisplayNumber: '2000 0002', IsBlocked: false }] })];
    act(() => bus.publish('wallet.dialog.closed', { dialog: 'nfc', walletId: OLIVER_ID, saved: true }));
    const back = await screen.findByRole('dialog', { name: 'Tilføj skolekort' });
    expect(await within(back).findByText('Skolekort: 2000 0002')).toBeInTheDocument();
    wallet.stop();
  });

  it('step 2 stays and says so when the wallet remote is not there to open its dialog', async () => {
    const { user, dialog } = await openGuide({ saved: progress({ currentStep: 1 }) }, 'Tilføj skolekort');
    await user.click(within(dialog).getByRole('button', { name: 'Tilføj skolekort til Emma Jensen' }));
    expect(screen.getByRole('dialog', { name: 'Tilføj skolekort' })).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Det kan ikke lade sig gøre lige nu.');
  });

  it("step 3 shows each child's payment cards and leaves for the add-card page; back home, it resumes at the saved step", async () => {
    const { user, dialog } = await openGuide({ saved: progress({ currentStep: 2 }) }, 'Tilføj betalingskort');
    const [emmaPart, oliverPart] = within(dialog).getAllByTestId('onboarding-wallet');
    expect(emmaPart).toHaveTextContent('Betalingskort: Visa •••• 1111 (primært kort)');
    expect(oliverPart).toHaveTextContent('Intet betalingskort endnu.');
    expect(within(dialog).getByRole('link', { name: 'Tilføj et betalingskort til hele familien' })).toHaveAttribute('href', '/DepositWithdraw/WalletGroupCreditCard/AddCard');
    // A parent who pays with MobilePay is told no card is needed (issue 16).
    expect(within(dialog).getByTestId('onboarding-card-mobilepay')).toHaveTextContent('Vil du hellere betale med MobilePay, behøver du intet kort');

    await user.click(within(dialog).getByRole('link', { name: 'Tilføj betalingskort til Oliver Jensen' }));
    expect(window.location.pathname + window.location.search).toBe(`/DepositWithdraw/WalletCreditCard/AddCard?WalletID=${OLIVER_ID}`);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => navigate('/'));
    await wait(1000);
    expect(await screen.findByRole('dialog', { name: 'Tilføj betalingskort' })).toBeInTheDocument();
  });

  it('saves step 3 when the user leaves for the add-card page at once, before the step could be saved', async () => {
    const { user, dialog } = await openGuide({ saved: progress({ currentStep: 1 }) }, 'Tilføj skolekort');
    await user.click(within(dialog).getByRole('button', { name: 'Næste' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Tilføj betalingskort' })).getByRole('link', { name: 'Tilføj betalingskort til Oliver Jensen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await wait(0);
    expect(savedSteps()).toContainEqual({ currentStep: 2 });

    act(() => navigate('/'));
    await wait(1000);
    expect(await screen.findByRole('dialog', { name: 'Tilføj betalingskort' })).toBeInTheDocument();
  });

  it("step 4 shows each child's refill and opens the wallet remote's refill dialog", async () => {
    const wallet = listen('wallet.dialog.open');
    const { user, dialog, children } = await openGuide({ saved: progress({ currentStep: 3 }) }, 'Opsæt optankning');
    const [emmaPart, oliverPart] = within(dialog).getAllByTestId('onboarding-wallet');
    expect(emmaPart).toHaveTextContent('Automatisk optankning: 200,00 kr., når saldoen er under 50,00 kr');
    expect(oliverPart).toHaveTextContent('Ingen optankning.');

    await user.click(within(dialog).getByRole('button', { name: 'Opsæt optankning for Oliver Jensen' }));
    expect(wallet.heard).toEqual([{ dialog: 'refill', walletId: OLIVER_ID }]);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    children.current = [emma(), oliver({ MonthlyRefill: { Amount: 300, BalanceLimit: 300, IsActive: true, HasBalanceLimit: false } })];
    act(() => bus.publish('wallet.dialog.closed', { dialog: 'refill', walletId: OLIVER_ID, saved: true }));
    const back = await screen.findByRole('dialog', { name: 'Opsæt optankning' });
    expect(await within(back).findByText('Månedlig optankning: 300,00 kr.')).toBeInTheDocument();
    wallet.stop();
  });

  it('step 5 saves each option at once, and a refused one goes back', async () => {
    const { user, dialog } = await openGuide({
      saved: progress({ currentStep: 4 }),
      routes: {
        'GET /api/Account/Newsletter': { Consent: false, UpdatedDate: null },
        'PUT /api/Account/Newsletter': { Consent: true, UpdatedDate: '2026-03-01T10:00:00.000Z' },
        'POST /api/Restrictions/QuickSalePayment': {},
        'PUT /api/Restrictions/SelfOrdering': () => ({ status: 500, data: { StatusCode: 500, message: 'Internal error', reason: '' } }),
      },
    }, 'Valgmuligheder');
    const newsletter = within(dialog).getByRole('checkbox', { name: 'Ja tak, send mig nyhedsbrevet' });
    expect(newsletter).not.toBeChecked();
    await user.click(newsletter);
    expect(newsletter).toBeChecked();
    expect(requestsTo('PUT /api/Account/Newsletter').map((r) => r.body)).toEqual([{ Consent: true }]);

    const quickSale = within(dialog).getByRole('checkbox', { name: 'Tillad hurtigkøb for Oliver Jensen' });
    await user.click(quickSale);
    await wait(0);
    expect(quickSale).toBeChecked();
    expect(requestsTo('POST /api/Restrictions/QuickSalePayment')).toEqual([expect.objectContaining({ params: { allowQuickSalePayment: 'true' }, headers: expect.objectContaining({ walletid: OLIVER_ID }) })]);

    const selfOrdering = within(dialog).getByRole('checkbox', { name: 'Tillad selvbestilling for Emma Jensen' });
    await user.click(selfOrdering);
    await wait(0);
    expect(requestsTo('PUT /api/Restrictions/SelfOrdering')).toEqual([expect.objectContaining({ params: { allow: 'true' }, headers: expect.objectContaining({ walletid: EMMA_ID }) })]);
    expect(selfOrdering).not.toBeChecked();
    // Silent: the refusal shows no error.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('step 7 shows each child as set up and saves each term the user accepts', async () => {
    const wallets = [emma({ Terms: [term(1, 'Handelsbetingelser', true)] }), oliver({ CreditCards: [card({ PrimaryUses: [] })] })];
    const { user, dialog } = await openGuide({
      wallets,
      saved: progress({ currentStep: 6 }),
      routes: { 'GET /api/WalletTerms/WalletTermTypes': [termType(1, 'Handelsbetingelser'), termType(2, 'Billedpolitik', { IsRequired: false })], 'PUT /api/WalletTerms/UpdateWalletTerms/': [] },
    }, 'Overblik og afslut');
    const [emmaPart, oliverPart] = within(dialog).getAllByTestId('onboarding-wallet');
    expect(emmaPart).toHaveTextContent('Skolekort: 1000 0001');
    expect(emmaPart).toHaveTextContent('Betalingskort: Visa •••• 1111 (primært kort)');
    expect(emmaPart).toHaveTextContent('Optankning: Automatisk optankning: 200,00 kr., når saldoen er under 50,00 kr');
    expect(emmaPart).toHaveTextContent('Hurtigkøb: Ja');
    expect(emmaPart).toHaveTextContent('Selvbestilling: Nej');
    expect(oliverPart).toHaveTextContent('Skolekort: Ingen');
    expect(oliverPart).toHaveTextContent('Betalingskort: Visa •••• 1111');
    expect(oliverPart).not.toHaveTextContent('primært');

    const terms = await within(dialog).findByTestId('onboarding-terms');
    expect(within(terms).getAllByRole('checkbox')).toHaveLength(4);
    expect(within(terms).getByRole('checkbox', { name: 'Jeg accepterer Handelsbetingelser for Emma Jensen' })).toBeChecked();
    const oliverTerms = within(terms).getByRole('checkbox', { name: 'Jeg accepterer Handelsbetingelser for Oliver Jensen' });
    expect(oliverTerms).not.toBeChecked();
    await user.click(oliverTerms);
    await wait(0);
    expect(oliverTerms).toBeChecked();
    expect(requestsTo('PUT /api/WalletTerms/UpdateWalletTerms/').map((r) => r.body)).toEqual([[{
      WalletID: OLIVER_ID,
      Name: 'Oliver Jensen',
      Terms: [{ CreatedDate: null, UpdateDate: expect.any(String), IsAccepted: true, TermTypeID: 1, Name: 'Handelsbetingelser' }],
    }]]);
    expect(screen.getByRole('button', { name: 'Afslut guiden' })).toBeInTheDocument();
  });

  describe('the terms (issue 23: consent is real)', () => {
    const TYPES = [termType(1, 'Handelsbetingelser'), termType(2, 'Privatlivspolitik', { Document: 'dataPolicy' })];
    const termRoutes = (extra: Record<string, unknown> = {}) => ({ 'GET /api/WalletTerms/WalletTermTypes': TYPES, 'PUT /api/WalletTerms/UpdateWalletTerms/': [], ...extra });

    it('step 7 links each term to the brand\'s own document, in a new window, with an accessible name', async () => {
      const { dialog } = await openGuide({ saved: progress({ currentStep: 6 }), routes: termRoutes() }, 'Overblik og afslut');
      const terms = await within(dialog).findByTestId('onboarding-terms');
      const handel = within(terms).getByRole('link', { name: 'Læs Handelsbetingelser (åbner i et nyt vindue)' });
      expect(handel).toHaveAttribute('href', '/brands/skolepenge/terms-default.pdf');
      expect(handel).toHaveAttribute('target', '_blank');
      expect(within(terms).getByRole('link', { name: 'Læs Privatlivspolitik (åbner i et nyt vindue)' })).toHaveAttribute('href', '/brands/skolepenge/data-policy-default.pdf');
    });

    it('links to the brand\'s own terms where the brand has them (kkpay)', async () => {
      const { dialog } = await openGuide({ saved: progress({ currentStep: 6 }), routes: termRoutes(), culture: 'en', pageKey: 'kkpay' }, 'Overview and finish');
      const terms = await within(dialog).findByTestId('onboarding-terms');
      expect(within(terms).getByRole('link', { name: 'Read Handelsbetingelser (opens in a new window)' })).toHaveAttribute('href', '/brands/kkpay/terms-kkpay.pdf');
    });

    it('refuses the finish while a required term is unticked: says which, announced, with focus on the first unticked box', async () => {
      const wallets = [emma({ Terms: [term(1, 'Handelsbetingelser', true)] }), oliver()];
      const { user, dialog } = await openGuide({ wallets, saved: progress({ currentStep: 6 }), routes: termRoutes() }, 'Overblik og afslut');
      const terms = await within(dialog).findByTestId('onboarding-terms');
      expect(within(terms).queryByRole('alert')).toBeEmptyDOMElement();

      await user.click(within(dialog).getByRole('button', { name: 'Afslut guiden' }));
      // No question, no finish: the step says what is missing.
      expect(screen.queryByRole('dialog', { name: 'Vil du afslutte guiden?' })).not.toBeInTheDocument();
      const alert = within(terms).getByRole('alert');
      expect(alert).toHaveTextContent('Du skal acceptere disse vilkår, før du kan afslutte guiden:');
      expect(within(alert).getAllByRole('listitem').map((item) => item.textContent)).toEqual([
        'Privatlivspolitik for Emma Jensen',
        'Handelsbetingelser for Oliver Jensen',
        'Privatlivspolitik for Oliver Jensen',
      ]);
      expect(within(terms).getByRole('checkbox', { name: 'Jeg accepterer Privatlivspolitik for Emma Jensen' })).toHaveFocus();
      expect(savedSteps()).toEqual([{ currentStep: 6 }]);

      // Each box ticked leaves the list, and with all of them the guide finishes.
      for (const name of ['Privatlivspolitik for Emma Jensen', 'Handelsbetingelser for Oliver Jensen', 'Privatlivspolitik for Oliver Jensen']) {
        await user.click(within(terms).getByRole('checkbox', { name: `Jeg accepterer ${name}` }));
        await wait(0);
      }
      expect(within(terms).getByRole('alert')).toBeEmptyDOMElement();
      await user.click(within(dialog).getByRole('button', { name: 'Afslut guiden' }));
      await answer(user, await screen.findByRole('button', { name: 'Ja, afslut guiden' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(savedSteps()).toEqual([{ currentStep: 6 }, { isCompleted: true }]);
    });

    it('stays when the server refuses the finish (409), loads the terms again and says which are missing', async () => {
      const wallets = [emma({ Terms: [term(1, 'Handelsbetingelser', true), term(2, 'Privatlivspolitik', true)] })];
      const children = { current: wallets };
      const finished = listen('onboarding.finished');
      const { user, dialog } = await openGuide({
        wallets,
        saved: progress({ currentStep: 6 }),
        routes: termRoutes({
          'GET /api/Onboarding/GetChildren': () => ({ data: children.current }),
          'PUT /api/Onboarding/Progress': ({ body }: FakeRequest) =>
            (body as UpdateOnboardingProgress).isCompleted
              ? { status: 409, data: { StatusCode: 409, message: 'Terms not accepted', reason: 'Handelsbetingelser (version 2) for Emma Jensen' } }
              : { data: progress({ currentStep: 6 }) },
        }),
      }, 'Overblik og afslut');
      await within(dialog).findByTestId('onboarding-terms');
      // Meanwhile Handelsbetingelser came out in version 2.
      children.current = [emma({ Terms: [term(1, 'Handelsbetingelser', false, 1), term(2, 'Privatlivspolitik', true)] })];
      await user.click(within(dialog).getByRole('button', { name: 'Afslut guiden' }));
      await answer(user, await screen.findByRole('button', { name: 'Ja, afslut guiden' }));
      const back = await screen.findByRole('dialog', { name: 'Overblik og afslut' });
      await wait(0);
      const alert = within(await within(back).findByTestId('onboarding-terms')).getByRole('alert');
      expect(alert).toHaveTextContent('Handelsbetingelser for Emma Jensen');
      expect(within(back).getByRole('checkbox', { name: 'Jeg accepterer Handelsbetingelser for Emma Jensen' })).not.toBeChecked();
      expect(finished.heard).toEqual([]);
      expect(guideState()).toBe('open');
      finished.stop();
    });

    it('lets the guide be closed with terms unticked, saying they will be asked again', async () => {
      const { user, dialog } = await openGuide({ saved: progress({ currentStep: 6 }), routes: termRoutes() }, 'Overblik og afslut');
      await within(dialog).findByTestId('onboarding-terms');
      await user.click(screen.getByRole('button', { name: 'Luk guiden' }));
      expect(await screen.findByTestId('onboarding-confirm-terms-later')).toHaveTextContent('Du bliver spurgt igen');
      await answer(user, screen.getByRole('button', { name: 'Ja, luk guiden' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(savedSteps()).toEqual([{ currentStep: 6 }, { isSkipped: true }]);
      expect(requestsTo('PUT /api/WalletTerms/UpdateWalletTerms/')).toEqual([]);
    });

    it('asks for the terms alone once the guide has ended with terms pending (a new version): done is refused until they are ticked', async () => {
      const wallets = [emma({ Terms: [term(1, 'Handelsbetingelser', false, 1), term(2, 'Privatlivspolitik', true)] })];
      const { user, dialog } = await openGuide({ wallets, saved: progress({ isCompleted: true, currentStep: 6, termsPending: true }), routes: termRoutes() }, 'Accepter vilkårene');
      expect(guideState()).toBe('terms');
      const terms = await within(dialog).findByTestId('onboarding-terms');
      expect(within(terms).getByRole('link', { name: 'Læs Handelsbetingelser (åbner i et nyt vindue)' })).toHaveAttribute('href', '/brands/skolepenge/terms-default.pdf');
      await user.click(within(dialog).getByRole('button', { name: 'Færdig' }));
      expect(within(terms).getByRole('alert')).toHaveTextContent('Du skal acceptere disse vilkår, før du kan fortsætte:Handelsbetingelser for Emma Jensen');
      const box = within(terms).getByRole('checkbox', { name: 'Jeg accepterer Handelsbetingelser for Emma Jensen' });
      expect(box).toHaveFocus();
      await user.click(box);
      await wait(0);
      expect(requestsTo('PUT /api/WalletTerms/UpdateWalletTerms/').map((r) => r.body)).toEqual([[expect.objectContaining({ WalletID: EMMA_ID, Terms: [expect.objectContaining({ TermTypeID: 1, IsAccepted: true })] })]]);
      await user.click(within(dialog).getByRole('button', { name: 'Færdig' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(guideState()).toBe('over');
      // The guide's progress is not touched: it had ended.
      expect(savedSteps()).toEqual([]);
    });

    it('lets the terms alone be put off: the X button asks later and records nothing', async () => {
      const { user } = await openGuide({ saved: progress({ isSkipped: true, termsPending: true }), routes: termRoutes() }, 'Accepter vilkårene');
      await user.click(screen.getByRole('button', { name: 'Spørg mig senere' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(requestsTo('PUT /api/WalletTerms/UpdateWalletTerms/')).toEqual([]);
      expect(savedSteps()).toEqual([]);
    });
  });
});
