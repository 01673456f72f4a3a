import type { ReactNode } from 'react';
import { PaymentTypeId, type SubscriptionItem } from '@kk/contracts';
import { formatOre, isPeriodOpen, kronerToOre, periodLabel, type SchoolDayRule } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Button, HStack, ModalDialog, Spinner, Stack, Text } from '@kk/ui';
import { cardQuestionParts, ChoiceGroup, type CardAnswer } from '@kk/ui/forms';
import type { CardHandOff } from '@kk/platform/payments';
import type { PendingPayment, SubscriptionOrderModel, SubscriptionPayMethod } from './payment';
import { YouPay } from './YouPay';

export type DialogState =
  | { kind: 'subscribe'; item: SubscriptionItem; resubscribe: boolean; paymentType: PaymentTypeId }
  | { kind: 'pay'; item: SubscriptionItem; method: SubscriptionPayMethod }
  | { kind: 'change'; item: SubscriptionItem; from: SubscriptionItem }
  | { kind: 'working'; waitingForCard: boolean }
  | { kind: 'ask-card'; pending: CardHandOff<SubscriptionOrderModel>; paid: PendingPayment }
  | { kind: 'complete'; paid: PendingPayment | null }
  | { kind: 'failed'; text: string };

/**
 * One dialog for every subscription step (subscribe, pay, change, processing, the card
 * question, order complete, failed): the steps replace its parts, so focus stays inside.
 * Subscribing, changing and paying say what the (first) Pay charges before it is pressed;
 * a period that has closed since the page was read is not offered (issue 23).
 */
export function SubscriptionDialog({ state, child, rule, onChange, onConfirm, onAnswerCard, onClose }: {
  state: DialogState;
  child: string;
  /** The plan's registration rule: a period is payable until its first school day's deadline. */
  rule: SchoolDayRule;
  onChange: (state: DialogState) => void;
  onConfirm: (state: DialogState) => void;
  onAnswerCard: (answer: CardAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const money = (kroner: number) => formatOre(kronerToOre(kroner), culture);
  const renewalChoices = [
    { value: '2', label: t('subscriptions.dialog.wallet'), hint: t('subscriptions.dialog.walletHint', { name: child }) },
    { value: '4', label: t('subscriptions.dialog.card'), hint: t('subscriptions.dialog.renewalCardHint') },
  ];
  // Paying now, MobilePay sits beside the card (issue 16); renewals charge the wallet or the saved card.
  const payChoices: { value: SubscriptionPayMethod; label: string; hint: string }[] = [
    { value: 'wallet', label: t('subscriptions.dialog.wallet'), hint: t('subscriptions.dialog.walletHint', { name: child }) },
    { value: 'card', label: t('subscriptions.dialog.card'), hint: t('subscriptions.dialog.cardHint') },
    { value: 'mobilepay', label: t('subscriptions.dialog.mobilePay'), hint: t('subscriptions.dialog.mobilePayHint') },
  ];
  const cancel = <Button variant="outline" onClick={onClose}>{t('subscriptions.dialog.cancel')}</Button>;
  const close = <Button onClick={onClose} data-testid="subscription-dialog-close">{t('subscriptions.dialog.close')}</Button>;
  /** The last step: how the payment went, and a close button. */
  const outcome = (ok: boolean, title: string, testId: string, text: string) => ({
    title,
    testId,
    body: (
      <Alert.Root status={ok ? 'success' : 'error'}>
        <Alert.Indicator />
        <Alert.Title>{text}</Alert.Title>
      </Alert.Root>
    ),
    footer: close,
  });
  /** A step's footer: cancel, then the step's confirm button. */
  const cancelOr = (confirm: ReactNode) => <HStack gap="3">{cancel}{confirm}</HStack>;

  const parts = ((): { title: string; testId: string; body: ReactNode; footer?: ReactNode } => {
    switch (state.kind) {
      case 'subscribe': {
        const { item } = state;
        return {
          title: t(state.resubscribe ? 'subscriptions.dialog.resubscribeTitle' : 'subscriptions.dialog.subscribeTitle', { subscription: item.Name }),
          testId: 'subscribe-dialog',
          body: (
            <Stack gap="4">
              <Text>
                {t('subscriptions.dialog.subscribeBody', {
                  name: child,
                  subscription: item.Name,
                  type: t(`subscriptions.type.${item.SubscriptionTypeID}`),
                  delivery: t(`subscriptions.delivery.${item.DeliveryTypeID}`),
                })}
              </Text>
              {item.PeriodToPay && <YouPay period={item.PeriodToPay} testId="subscribe-first-period" />}
              <ChoiceGroup
                legend={t('subscriptions.dialog.renewal')}
                name="renewal-payment"
                choices={renewalChoices}
                value={String(state.paymentType)}
                onChange={(value) => onChange({ ...state, paymentType: value === String(PaymentTypeId.CreditCard) ? PaymentTypeId.CreditCard : PaymentTypeId.Wallet })}
                testId="renewal-payment"
              />
            </Stack>
          ),
          footer: cancelOr(<Button onClick={() => onConfirm(state)} data-testid="subscribe-confirm">{t('subscriptions.dialog.confirmSubscribe')}</Button>),
        };
      }
      case 'pay': {
        const { item } = state;
        const toPay = item.PeriodToPay !== null && isPeriodOpen(item.PeriodToPay, rule, new Date()) ? item.PeriodToPay : null;
        return {
          title: t('subscriptions.dialog.payTitle', { subscription: item.Name }),
          testId: 'pay-dialog',
          body: (
            <Stack gap="4">
              {toPay ? <YouPay period={toPay} testId="pay-period" /> : <Text data-testid="pay-period-closed">{t('subscriptions.periodClosed')}</Text>}
              <ChoiceGroup
                legend={t('subscriptions.dialog.method')}
                name="pay-method"
                choices={payChoices}
                value={state.method}
                onChange={(value) => onChange({ ...state, method: payChoices.find((choice) => choice.value === value)?.value ?? 'wallet' })}
                testId="pay-method"
              />
            </Stack>
          ),
          footer: cancelOr(
            <Button onClick={() => onConfirm(state)} disabled={toPay === null} data-testid="pay-confirm">
              {t('subscriptions.dialog.confirmPay', { price: toPay ? money(toPay.Price) : '' })}
            </Button>,
          ),
        };
      }
      case 'change':
        return {
          title: t('subscriptions.dialog.changeTitle'),
          testId: 'change-subscription-dialog',
          body: (
            <Stack gap="3">
              <Text>{t('subscriptions.dialog.changeBody', { name: child, from: state.from.Name, to: state.item.Name })}</Text>
              {state.item.PeriodToPay && <YouPay period={state.item.PeriodToPay} testId="change-first-period" />}
            </Stack>
          ),
          footer: cancelOr(<Button onClick={() => onConfirm(state)} data-testid="change-confirm">{t('subscriptions.dialog.confirmChange')}</Button>),
        };
      case 'working':
        return {
          title: t('subscriptions.dialog.processing'),
          testId: 'subscription-working',
          body: (
            <HStack gap="3" role="status">
              <Spinner size="sm" />
              <Text>{t(state.waitingForCard ? 'subscriptions.dialog.waitingForCard' : 'subscriptions.dialog.processing')}</Text>
            </HStack>
          ),
        };
      case 'ask-card':
        return cardQuestionParts({
          texts: {
            title: t('subscriptions.dialog.askCardTitle'),
            body: t('subscriptions.dialog.askCard', { name: child }),
            card: t('subscriptions.dialog.askCardYes'),
            mobilePay: t('subscriptions.dialog.askCardMobilePay'),
            no: t('subscriptions.dialog.askCardNo'),
          },
          testId: 'subscription-ask-card',
          onAnswer: onAnswerCard,
        });
      case 'complete': {
        const { paid } = state;
        const text = paid
          ? t('subscriptions.dialog.completeBody', { subscription: paid.name, period: periodLabel({ StartDate: paid.startDate, EndDate: paid.endDate }, culture), price: money(paid.price) })
          : t('subscriptions.dialog.completeBodyShort');
        return outcome(true, t('subscriptions.dialog.completeTitle'), 'subscription-complete', text);
      }
      case 'failed':
        return outcome(false, t('subscriptions.dialog.failedTitle'), 'subscription-failed', state.text);
    }
  })();

  // While the payment runs the dialog cannot be dismissed: the outcome must be seen.
  const dismiss = state.kind === 'working' ? () => undefined : onClose;
  return (
    <ModalDialog title={parts.title} onClose={dismiss} testId={parts.testId} footer={parts.footer}>
      {parts.body}
    </ModalDialog>
  );
}
