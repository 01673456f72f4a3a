import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TERMS_NOT_ACCEPTED_MESSAGE, type WalletInOnboarding } from '@kk/contracts';
import {
  nextOnboardingStep,
  ONBOARDING_STEP_LOAD_DELAY_MS,
  ONBOARDING_STEPS,
  onboardingOptions,
  onboardingStepPosition,
  previousOnboardingStep,
  visibleOnboardingSteps,
} from '@kk/domain';
import { ApiError, bus, usePageSettings, useTranslation } from '@kk/platform';
import { Alert, Button, HStack, Loading, ModalDialog, Stack, Text, type DialogParts } from '@kk/ui';
import { guideApi } from './api';
import type { GuideSlots } from './OnboardingGuide';
import { OptionsStep } from './OptionsStep';
import { OverviewStep } from './OverviewStep';
import { focusFirstUnaccepted } from './TermsChecklist';
import { useWalletTerms } from './useWalletTerms';
import { CardStep, RefillStep, SchoolCardStep, WelcomeStep } from './WalletSteps';

type Ending = 'close' | 'finish';

/** The server's refusal of a finish while terms are unaccepted (409 TERMS_NOT_ACCEPTED_MESSAGE). */
function isTermsRefusal(error: unknown): boolean {
  return error instanceof ApiError && error.status === 409 && error.serverError().message === TERMS_NOT_ACCEPTED_MESSAGE;
}

export interface GuideDialogProps {
  /** The step to open at (0-based, visible). */
  start: number;
  wallets: WalletInOnboarding[];
  slots: GuideSlots;
  /** Finished (true) or closed (false), after the user confirmed and the progress was saved. */
  onEnded: (completed: boolean) => void;
}

/**
 * The guide's dialog (spec section 2): a title per step, 'Trin n af m', back and next over
 * the steps the page settings show. Neither Escape nor a click outside closes it; its X
 * button and the last step's finish button ask first, inside the same dialog (a second
 * modal from the shell's dialog outlet, another React root, would fight this one for the
 * focus). Each step opens scrolled to the top with focus on its title, and is saved a
 * moment after it loads. While the wallet remote shows one of its dialogs for a step, the
 * guide steps aside and comes back when that dialog closes.
 *
 * Issue 23: the finish is refused while a required term is unticked: the last step says
 * which (an announced alert) and focus goes to the first unticked box. The server refuses
 * it too (409); the guide then stays, loads the terms again and says so. Closing is always
 * possible; the terms then stay unaccepted and are asked again (onboardingOpening).
 */
export default function GuideDialog({ start, wallets: loaded, slots, onEnded }: GuideDialogProps) {
  const { t } = useTranslation('onboarding');
  const settings = usePageSettings((s) => s.settings);
  const visible = useMemo(() => visibleOnboardingSteps(settings), [settings]);
  const options = useMemo(() => onboardingOptions(settings), [settings]);
  const [step, setStep] = useState(start);
  const [wallets, setWallets] = useState(loaded);
  const [confirming, setConfirming] = useState<Ending | null>(null);
  const [ending, setEnding] = useState(false);
  const [away, setAway] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  /** The finish was refused for the terms: the last step says which are missing until they are ticked. */
  const [termsRefused, setTermsRefused] = useState(false);
  /** The server refused it although every box looked ticked here (a term changed meanwhile). */
  const [serverRefused, setServerRefused] = useState(false);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const bodyRef = useRef<HTMLDivElement>(null);

  const reloadWallets = useCallback(() => {
    guideApi.children().then(setWallets, () => undefined);
  }, []);

  // A new step (or the confirmation) starts at the top, with focus on its title.
  useEffect(() => {
    if (bodyRef.current) bodyRef.current.scrollTop = 0;
    titleRef.current?.focus();
  }, [step, confirming]);

  // The step is saved once it has loaded (spec section 4); a failure is ignored.
  useEffect(() => {
    const timer = setTimeout(() => {
      guideApi.saveProgress({ currentStep: step }).catch(() => undefined);
    }, ONBOARDING_STEP_LOAD_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step]);

  // Leaving the home page (step 3's link to add a card) unmounts the guide before its step
  // may have been saved: it is saved then, so coming back resumes where the user left.
  const stepNow = useRef(step);
  stepNow.current = step;
  const ended = useRef(false);
  useEffect(
    () => () => {
      if (!ended.current) guideApi.saveProgress({ currentStep: stepNow.current }).catch(() => undefined);
    },
    [],
  );

  // The wallet remote's dialog closed: back, with the children as they are now.
  useEffect(
    () =>
      bus.subscribe('wallet.dialog.closed', () => {
        setAway(false);
        reloadWallets();
      }),
    [reloadWallets],
  );

  const openWalletDialog = (dialog: 'nfc' | 'refill', walletId: string) => {
    // Without the wallet remote on the page nobody would answer, and the guide would stay away.
    if (bus.listenerCount('wallet.dialog.open') === 0) {
      setUnavailable(true);
      return;
    }
    setUnavailable(false);
    setAway(true);
    bus.publish('wallet.dialog.open', { dialog, walletId });
  };

  const move = (to: number | null) => {
    if (to === null) return;
    setUnavailable(false);
    setStep(to);
  };

  const name = ONBOARDING_STEPS[step] ?? 'welcome';
  const terms = useWalletTerms(wallets, name === 'overview');

  const askToFinish = () => {
    if (terms.unaccepted.length > 0) {
      setTermsRefused(true);
      focusFirstUnaccepted(terms.unaccepted);
      return;
    }
    setConfirming('finish');
  };

  const end = async (how: Ending) => {
    setEnding(true);
    ended.current = true;
    try {
      await guideApi.saveProgress(how === 'finish' ? { isCompleted: true } : { isSkipped: true });
    } catch (error) {
      // Any other failed save is ignored, as every guide call's (spec section 7).
      if (how === 'finish' && isTermsRefusal(error)) {
        ended.current = false;
        setEnding(false);
        setConfirming(null);
        setTermsRefused(true);
        setServerRefused(true);
        terms.reload();
        reloadWallets();
        return;
      }
    }
    onEnded(how === 'finish');
  };

  if (away) return null;

  const previous = previousOnboardingStep(step, visible);
  const next = nextOnboardingStep(step, visible);
  let parts: DialogParts;

  if (confirming) {
    const texts = confirming === 'finish' ? 'guide.confirmFinish' : 'guide.confirmClose';
    // Closing leaves the terms unaccepted: they are asked again (issue 23).
    const termsLater = confirming === 'close' && terms.unaccepted.length > 0;
    parts = {
      title: t(`${texts}.title`),
      testId: 'onboarding-confirm',
      body: (
        <Stack gap="2">
          <Text>{t(`${texts}.body`)}</Text>
          {termsLater && <Text data-testid="onboarding-confirm-terms-later">{t('guide.terms.askedAgain')}</Text>}
        </Stack>
      ),
      footer: (
        <HStack gap="3">
          <Button variant="outline" onClick={() => setConfirming(null)} disabled={ending}>{t(`${texts}.no`)}</Button>
          <Button onClick={() => void end(confirming)} loading={ending} data-testid="onboarding-confirm-yes">{t(`${texts}.yes`)}</Button>
        </HStack>
      ),
    };
  } else {
    const AccessStep = slots.AccessStep;
    const content: Record<(typeof ONBOARDING_STEPS)[number], () => ReactNode> = {
      welcome: () => <WelcomeStep wallets={wallets} />,
      schoolCard: () => <SchoolCardStep wallets={wallets} onAdd={(walletId) => openWalletDialog('nfc', walletId)} />,
      card: () => <CardStep wallets={wallets} />,
      refill: () => <RefillStep wallets={wallets} onSetUp={(walletId) => openWalletDialog('refill', walletId)} />,
      options: () => <OptionsStep wallets={wallets} options={options} onSaved={reloadWallets} />,
      access: () => <Suspense fallback={<Loading />}><AccessStep /></Suspense>,
      overview: () => <OverviewStep wallets={wallets} options={options} terms={terms} showRefusal={termsRefused} />,
    };
    parts = {
      title: t(`guide.${name}.title`),
      testId: `onboarding-step-${name}`,
      body: (
        <Stack gap="4">
          <Text fontSize="sm" color="fg.muted" data-testid="onboarding-position">{t('guide.stepOf', onboardingStepPosition(step, visible))}</Text>
          {unavailable && (
            <Alert.Root status="warning" role="alert">
              <Alert.Indicator />
              <Alert.Title>{t('guide.walletUnavailable')}</Alert.Title>
            </Alert.Root>
          )}
          {name === 'overview' && serverRefused && terms.unaccepted.length === 0 && (
            <Alert.Root status="error" role="alert" data-testid="onboarding-terms-server-refused">
              <Alert.Indicator />
              <Alert.Title>{t('guide.terms.refusedByServer')}</Alert.Title>
            </Alert.Root>
          )}
          {content[name]()}
        </Stack>
      ),
      footer: (
        <HStack gap="3">
          {previous !== null && <Button variant="outline" onClick={() => move(previous)}>{t('guide.back')}</Button>}
          {next !== null
            ? <Button onClick={() => move(next)}>{t('guide.next')}</Button>
            : <Button onClick={askToFinish}>{t('guide.finish')}</Button>}
        </HStack>
      ),
    };
  }

  return (
    <ModalDialog
      title={parts.title}
      testId={parts.testId}
      size="lg"
      dismissible={false}
      closeLabel={t('guide.close')}
      titleRef={titleRef}
      bodyRef={bodyRef}
      // The X button asks to close; during a question it answers no.
      onClose={() => (confirming ? !ending && setConfirming(null) : setConfirming('close'))}
      footer={parts.footer}
    >
      {parts.body}
    </ModalDialog>
  );
}
