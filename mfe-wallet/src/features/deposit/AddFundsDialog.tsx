import { useEffect, useState, type FormEvent } from 'react';
import type { CreditCard, WalletInOnboarding } from '@kk/contracts';
import {
  cardAddedDate, cardExpiry, cardLabel, cardModel, defaultCardFor, depositAmountProblem, depositOre, depositRoomOre, describeServerError, formatOre, type Culture,
  type DepositAmountProblem, type DepositLimits, type FormRules, isPrimaryFor, kronerToOre, mayPayWith, MINIMUM_DEPOSIT_KRONER, oreToKroner, parseDecimalInput, required,
  walletCardPagePath,
} from '@kk/domain';
import { ApiError, getAppConfig, leaveForProvider, navigate, newIdempotencyKey, refreshWalletBalance, useTranslation } from '@kk/platform';
import { Button, HStack, LoadFailed, Loading, ModalDialog, Money, Stack, SubmitButton, Text, useAsync, useFormValidation } from '@kk/ui';
import { AmountField, ChoiceGroup } from '@kk/ui/forms';
import { depositApi } from './api';
import type { DialogParts } from '@kk/ui';

const RULES: FormRules = {
  amount: { validators: { required }, validateOn: 'dirty' },
  card: { validators: { required }, validateOn: 'dirty' },
};

type Outcome = { kind: 'success'; amountOre: number } | { kind: 'failed'; message: string; retryable: boolean };

interface Choices {
  amounts: number[];
  /** The cards the user may pay with (issue 23: their own, and those shared with them). */
  cards: CreditCard[];
  /** Other guardians' cards not shared with the user: named, never offered. */
  notShared: CreditCard[];
  /** The wallet's balance now and its maximum: what the amount must fit under. */
  limits: DepositLimits;
}

/** The payment method beside the saved cards (issue 16): MobilePay, approved in the app. */
const MOBILEPAY = 'mobilepay';

/** The choice that opens the free amount field ("Andet beløb"). */
const OTHER = 'other';

/** The typed free amount in øre (137,50 or 137.50); null when it is not a whole number of øre. */
function typedOre(text: string): number | null {
  const kroner = parseDecimalInput(text);
  return kroner === null ? null : depositOre(kroner);
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

function problemText(problem: DepositAmountProblem, t: Translate, culture: Culture): string {
  if (problem.code === 'below_minimum') return t('addFunds.problems.belowMinimum', { minimum: formatOre(kronerToOre(problem.minimumKroner), culture) });
  if (problem.code === 'above_maximum') {
    if (problem.maximumKroner === 0) return t('addFunds.problems.full');
    return t('addFunds.problems.aboveMaximum', { maximum: formatOre(kronerToOre(problem.maximumKroner), culture) });
  }
  return t('addFunds.problems.invalidAmount');
}

/**
 * The form step: an amount (a server's choice or the parent's own) and a card, both
 * required, the amount within @kk/domain depositAmount's range, before it is sent (spec section 5).
 */
function useAddFundsForm(wallet: WalletInOnboarding, choices: Choices | null, attemptKey: string, onOutcome: (outcome: Outcome) => void, onLeave: () => void) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  // Without a saved card MobilePay is the way to pay (a card can be added from here).
  const initialCard = choices ? (choices.cards.length === 0 ? MOBILEPAY : (defaultCardFor(wallet.WalletID, choices.cards)?.UID ?? '')) : '';
  const form = useFormValidation(RULES);
  const formId = `add-funds-${wallet.WalletID}`;
  const { setValue } = form;
  const chosenCard = form.values.card ?? '';
  // The cards arrive after the form exists: the wallet's primary card is chosen for the user.
  useEffect(() => {
    if (initialCard !== '' && chosenCard === '') setValue('card', initialCard);
  }, [initialCard, chosenCard, setValue]);

  const [otherText, setOtherText] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const [redirecting, setRedirecting] = useState(false);
  const chosen = form.values.amount ?? '';
  const other = chosen === OTHER;
  const amountOre = chosen === '' ? null : other ? typedOre(otherText) : depositOre(chosen);
  const problem = chosen === '' || choices === null ? null : depositAmountProblem(amountOre, choices.limits);
  // Shown once the parent has tried to send, then kept up to date as they type.
  const amountError = submitted && problem !== null ? problemText(problem, t, culture) : null;

  const send = form.handleSubmit(async (values) => {
    if (values.card === MOBILEPAY && amountOre !== null && problem === null) {
      try {
        // The payer approves in MobilePay and comes back here; the API credits the wallet on the provider's word.
        const started = await depositApi.mobilePayDeposit({ walletID: wallet.WalletID, amount: oreToKroner(amountOre), returnUrl: window.location.href }, attemptKey);
        setRedirecting(true);
        leaveForProvider(started.RedirectUrl);
      } catch (error) {
        onOutcome({ kind: 'failed', message: error instanceof ApiError ? error.describe().text[culture] : t('addFunds.failedBody'), retryable: false });
      }
      return;
    }
    const card = choices?.cards.find((c) => c.UID === values.card);
    if (!card || amountOre === null || problem !== null) return;
    // The API speaks kroner with at most two decimals: 13750 øre is sent as 137.5.
    const amount = oreToKroner(amountOre);
    try {
      const result = await depositApi.subscriptionBill({ ...cardModel(card), amount, walletID: wallet.WalletID }, attemptKey);
      if (result === 'Success') {
        // The live stream brings the balance too; asking keeps the page right if the stream is down.
        refreshWalletBalance(wallet.WalletID);
        onOutcome({ kind: 'success', amountOre });
      } else {
        onOutcome({ kind: 'failed', message: describeServerError({ StatusCode: null, message: result, reason: '' }).text[culture], retryable: result === 'timeout' });
      }
    } catch (error) {
      onOutcome({ kind: 'failed', message: error instanceof ApiError ? error.describe().text[culture] : t('addFunds.failedBody'), retryable: false });
    }
  });
  const submit = (event: FormEvent) => {
    setSubmitted(true);
    return send(event);
  };

  const shown = (name: string) => (form.display(name).errorKey ? t('addFunds.required') : null);
  const body = choices && (
    <form id={formId} onSubmit={submit} noValidate>
      <Stack gap="5">
        <Stack gap="3">
          <ChoiceGroup
            legend={t('addFunds.amount')}
            name={`${formId}-amount`}
            columns={3}
            testId="amount-choices"
            choices={[
              ...choices.amounts.map((kroner) => ({ value: String(kroner), label: <Money ore={kronerToOre(kroner)} /> })),
              { value: OTHER, label: t('addFunds.other') },
            ]}
            value={chosen}
            onChange={(value) => form.setValue('amount', value)}
            error={shown('amount') ?? (other ? null : amountError)}
          />
          {other && (
            <AmountField
              label={t('addFunds.otherAmount', { name: wallet.Name })}
              unit={t('common.kroner')}
              hint={t('addFunds.otherHint', {
                minimum: formatOre(kronerToOre(MINIMUM_DEPOSIT_KRONER), culture),
                maximum: formatOre(depositRoomOre(choices.limits), culture),
              })}
              value={otherText}
              onChange={setOtherText}
              error={amountError}
              testId="other-amount"
            />
          )}
        </Stack>
        <ChoiceGroup
          legend={t('addFunds.card')}
          name={`${formId}-card`}
          testId="card-choices"
          choices={[
            ...choices.cards.map((card) => ({
              value: card.UID,
              label: cardLabel(card),
              hint: [
                isPrimaryFor(card, wallet.WalletID) ? t('cards.primaryFor', { name: wallet.Name }) : card.WalletID === null ? t('cards.familyCard') : null,
                t('cards.expires', { expiry: cardExpiry(card) }),
                t('cards.addedOn', { date: cardAddedDate(card, culture) }),
              ].filter(Boolean).join(' · '),
            })),
            { value: MOBILEPAY, label: t('addFunds.mobilePay'), hint: t('addFunds.mobilePayHint') },
          ]}
          value={form.values.card ?? ''}
          onChange={(value) => form.setValue('card', value)}
          error={shown('card')}
        />
        {choices.notShared.length > 0 && (
          <Stack as="ul" gap="1" listStyleType="none" p="0" m="0" data-testid="cards-not-shared">
            {choices.notShared.map((card) => (
              <Text as="li" key={card.UID} fontSize="sm" color="fg.muted">{t('addFunds.notShared', { card: cardLabel(card), name: card.SavedBy ?? '' })}</Text>
            ))}
          </Stack>
        )}
        {choices.cards.length === 0 && (
          <Stack gap="2" data-testid="no-card-yet">
            <Text fontSize="sm" color="fg.muted">{t(choices.notShared.length > 0 ? 'addFunds.noUsableCard' : 'addFunds.noCardYet', { name: wallet.Name })}</Text>
            <Button
              variant="outline"
              size="sm"
              alignSelf="flex-start"
              onClick={() => {
                onLeave();
                navigate(walletCardPagePath(wallet.WalletID));
              }}
            >
              {t('addFunds.addCard')}
            </Button>
          </Stack>
        )}
        {redirecting && <Text role="status" data-testid="mobilepay-redirecting">{t('addFunds.redirecting')}</Text>}
      </Stack>
    </form>
  );
  return { body, formId, busy: form.busy };
}

/**
 * Add funds (spec sections 2 and 7): an amount from GetRefillAmounts or the parent's own
 * ("Andet beløb", issue 16: at least 10 kr, at most the room under the wallet's maximum;
 * the API decides again), and a saved card,
 * charged by SubscriptionBill with one Idempotency-Key per attempt (a time-out is retried
 * with the same key, so it can never charge twice); then the success or failed dialog.
 * MobilePay is offered beside the cards; a wallet without a saved card is offered
 * MobilePay (chosen for the parent) and a way to its card page to add one. Another
 * guardian's card not shared with the user is named ("saved by …"), never offered (issue 23).
 */
export default function AddFundsDialog({ wallet, onClose, onDone }: { wallet: WalletInOnboarding; onClose: () => void; onDone: () => void }) {
  const { t } = useTranslation('wallet');
  const choices = useAsync(
    () =>
      Promise.all([depositApi.refillAmounts(wallet.WalletID), depositApi.walletCards(wallet.WalletID), depositApi.walletBalance(wallet.WalletID)]).then(
        ([amounts, cards, detail]) => ({
          amounts,
          cards: cards.CreditCards.filter(mayPayWith),
          notShared: cards.CreditCards.filter((card) => !mayPayWith(card)),
          limits: {
            balanceOre: kronerToOre(detail.Balance),
            totalMaximumAmountOre: wallet.TotalMaximumAmount === null ? null : kronerToOre(wallet.TotalMaximumAmount),
          },
        }),
      ),
    [wallet.WalletID],
  );
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [attemptKey, setAttemptKey] = useState(newIdempotencyKey);
  const form = useAddFundsForm(
    wallet,
    choices.status === 'done' ? choices.data : null,
    attemptKey,
    (result) => {
      if (result.kind === 'success') setAttemptKey(newIdempotencyKey());
      setOutcome(result);
    },
    onClose,
  );
  const title = t('addFunds.title', { name: wallet.Name });
  const cancel = <Button variant="outline" onClick={onClose}>{t('common.cancel')}</Button>;

  let parts: DialogParts;
  if (choices.status === 'loading') parts = { title, testId: 'add-funds-dialog', body: <Loading />, footer: cancel };
  else if (choices.status === 'failed') parts = { title, testId: 'add-funds-dialog', body: <LoadFailed />, footer: <Button onClick={onClose}>{t('common.close')}</Button> };
  else if (outcome?.kind === 'success') {
    parts = {
      title: t('addFunds.successTitle'),
      testId: 'add-funds-success',
      body: (
        <>
          <Text>{t('addFunds.successBody', { name: wallet.Name })}</Text>
          <Text fontSize="2xl" fontWeight="bold" mt="2"><Money ore={outcome.amountOre} /></Text>
        </>
      ),
      footer: <Button onClick={onDone}>{t('common.ok')}</Button>,
    };
  } else if (outcome?.kind === 'failed') {
    const tryAgain = () => {
      // A time-out may still have charged: its retry reuses the key. Anything else is a new attempt.
      if (!outcome.retryable) setAttemptKey(newIdempotencyKey());
      setOutcome(null);
    };
    parts = {
      title: t('addFunds.failedTitle'),
      testId: 'add-funds-failed',
      body: <Text role="alert">{outcome.message}</Text>,
      footer: <HStack gap="3">{cancel}<Button onClick={tryAgain}>{t('addFunds.tryAgain')}</Button></HStack>,
    };
  } else {
    parts = {
      title,
      testId: 'add-funds-dialog',
      body: form.body,
      footer: <HStack gap="3">{cancel}<SubmitButton form={form.formId} busy={form.busy} busyText={t('addFunds.busy')}>{t('addFunds.submit')}</SubmitButton></HStack>,
    };
  }
  return (
    <ModalDialog title={parts.title} onClose={outcome?.kind === 'success' ? onDone : onClose} testId={parts.testId} footer={parts.footer}>
      {parts.body}
    </ModalDialog>
  );
}
