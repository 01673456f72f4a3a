import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { isOnboardingPage, ONBOARDING_START_DELAY_MS, onboardingStartStep } from '@kk/domain';
import { bus, usePageSettings, useSession } from '@kk/platform';
import { useLocation } from '@kk/ui';
import { guideApi } from './api';

// The dialog and its steps are a chunk of their own, fetched during the start delay only
// when the guide will open: a page whose guide does not open downloads only this file.
const loadDialog = () => import('./GuideDialog');
const GuideDialog = lazy(loadDialog);

/** What the guide shows but other features own; src/app fills it in. */
export interface GuideSlots {
  /** Step 6: invite others and see who has access. */
  AccessStep: ComponentType;
}

type GuideState =
  /** Not on the home page, or waiting for the start. */
  | { phase: 'idle' }
  | { phase: 'open'; step: number; wallets: WalletInOnboarding[] }
  /** Finished, closed, or not to be shown to this user: it does not open again on this page. */
  | { phase: 'over' }
  /** The error flag (spec section 8): the guide's data could not be loaded, so it stays closed. */
  | { phase: 'failed' };

/**
 * The first-login guide (spec sections 2 and 4, "Onboarding"). On the wallet site's home
 * page it loads the saved progress and the children, and about a second after the page
 * loaded opens at the saved step, unless the guide is completed or skipped, the page
 * setting OnboardingIsCompleted is 'true' or the user has Deny-UseOnboarding. Leaving the
 * home page (to add a payment card) closes it; coming back resumes at the saved step.
 */
export function OnboardingGuide({ slots }: { slots: GuideSlots }) {
  const { pathname } = useLocation();
  const onPage = isOnboardingPage(pathname);
  const [state, setState] = useState<GuideState>({ phase: 'idle' });
  const done = state.phase === 'over' || state.phase === 'failed';

  useEffect(() => {
    if (!onPage || done) return;
    let current = true;
    const delay = new Promise((resolve) => setTimeout(resolve, ONBOARDING_START_DELAY_MS));
    // The progress first: only a guide that opens needs the children and the dialog's code,
    // fetched then during what is left of the start delay.
    guideApi
      .progress()
      .then(async (progress) => {
        const step = onboardingStartStep({ progress, settings: usePageSettings.getState().settings, roles: useSession.getState().user?.Roles ?? [] });
        if (step === null) return { step };
        const [wallets] = await Promise.all([guideApi.children(), loadDialog(), delay]);
        return { step, wallets };
      })
      .then(
        ({ step, wallets }) => {
          if (!current) return;
          setState(step === null || wallets === undefined ? { phase: 'over' } : { phase: 'open', step, wallets });
        },
        () => {
          if (current) setState({ phase: 'failed' });
        },
      );
    return () => {
      current = false;
      setState((now) => (now.phase === 'open' ? { phase: 'idle' } : now));
    };
  }, [onPage, done]);

  const end = useCallback((completed: boolean) => {
    setState({ phase: 'over' });
    bus.publish('onboarding.finished', { completed });
  }, []);

  return (
    <>
      <span hidden data-testid="onboarding-guide" data-state={state.phase} />
      {state.phase === 'open' && onPage && (
        <Suspense fallback={null}>
          <GuideDialog start={state.step} wallets={state.wallets} slots={slots} onEnded={end} />
        </Suspense>
      )}
    </>
  );
}
