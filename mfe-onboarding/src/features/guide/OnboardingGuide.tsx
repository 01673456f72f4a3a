import { lazy, Suspense, useCallback, useEffect, useState, type ComponentType } from 'react';
import type { WalletInOnboarding } from '@kk/contracts';
import { isOnboardingPage, ONBOARDING_START_DELAY_MS, onboardingOpening } from '@kk/domain';
import { bus, usePageSettings, useSession } from '@kk/platform';
import { useLocation } from '@kk/ui';
import { guideApi } from './api';

// The dialog and its steps are a chunk of their own, fetched during the start delay only
// when the guide will open: a page whose guide does not open downloads only this file.
const loadDialog = () => import('./GuideDialog');
const GuideDialog = lazy(loadDialog);
// The terms alone (issue 23), once the guide has ended with terms still to accept: its own chunk.
const loadTermsDialog = () => import('./TermsDialog');
const TermsDialog = lazy(loadTermsDialog);

/** What the guide shows but other features own; src/app fills it in. */
export interface GuideSlots {
  /** Step 6: invite others and see who has access. */
  AccessStep: ComponentType;
}

type GuideState =
  /** Not on the home page, or waiting for the start. */
  | { phase: 'idle' }
  | { phase: 'open'; step: number; wallets: WalletInOnboarding[] }
  /** The guide has ended, but required terms are still to accept: they are asked alone. */
  | { phase: 'terms'; wallets: WalletInOnboarding[] }
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
 * A guide that has ended while required terms are still to accept (the progress's
 * termsPending) asks for the terms alone instead (@kk/domain onboardingOpening).
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
        const opening = onboardingOpening({ progress, settings: usePageSettings.getState().settings, roles: useSession.getState().user?.Roles ?? [] });
        if (opening === null) return { phase: 'over' } as const;
        const [wallets] = await Promise.all([guideApi.children(), opening.mode === 'guide' ? loadDialog() : loadTermsDialog(), delay]);
        return opening.mode === 'guide' ? ({ phase: 'open', step: opening.step, wallets } as const) : ({ phase: 'terms', wallets } as const);
      })
      .then(
        (next: GuideState) => {
          if (current) setState(next);
        },
        () => {
          if (current) setState({ phase: 'failed' });
        },
      );
    return () => {
      current = false;
      setState((now) => (now.phase === 'open' || now.phase === 'terms' ? { phase: 'idle' } : now));
    };
  }, [onPage, done]);

  const end = useCallback((completed: boolean) => {
    setState({ phase: 'over' });
    bus.publish('onboarding.finished', { completed });
  }, []);

  // Not published as the guide's end: the guide itself had already ended.
  const termsAnswered = useCallback(() => setState({ phase: 'over' }), []);

  return (
    <>
      <span hidden data-testid="onboarding-guide" data-state={state.phase} />
      {state.phase === 'open' && onPage && (
        <Suspense fallback={null}>
          <GuideDialog start={state.step} wallets={state.wallets} slots={slots} onEnded={end} />
        </Suspense>
      )}
      {state.phase === 'terms' && onPage && (
        <Suspense fallback={null}>
          <TermsDialog wallets={state.wallets} onEnded={termsAnswered} />
        </Suspense>
      )}
    </>
  );
}
