import { useEffect, useMemo, useRef, useState } from 'react';
import { PaymentTypeId, type FoodPlansResponse, type SubscriptionItem } from '@kk/contracts';
import { activeOfSameKind, copenhagenDate, describeServerError, formatCalendarDate, type Culture } from '@kk/domain';
import { ApiError, getAppConfig, queryValue, useTranslation } from '@kk/platform';
import { answerCardQuestion, checkout, NO_CHILD_TRANSACTIONS, NO_MERCHANT_DATA, type OrderFailure } from '@kk/platform/payments';
import { Box, Button, confirmDialog, Heading, HStack, LoadFailed, Loading, notify, Stack, Text, useAsync, useLocation } from '@kk/ui';
import { subscriptionsApi } from './api';
import { FailedSubscriptionsDialog } from './FailedSubscriptionsDialog';
import { RETURN_MARK, subscriptionOrder, subscriptionReturnUrl, type PendingPayment, type SubscriptionPayMethod } from './payment';
import { resumeSubscriptionPayment, subscriptionDriver, type SubscriptionScreen } from './subscriptionCheckout';
import { SubscriptionCard, type SubscriptionAction } from './SubscriptionCard';
import { SubscriptionDialog, type DialogState } from './SubscriptionDialog';

type Plan = FoodPlansResponse[number];

/** The server's refusal in the user's words: a quarantine names its end. */
function refusalText(error: unknown, culture: Culture, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (!(error instanceof ApiError)) return t('subscriptions.refused', { message: '' });
  const { reason } = error.serverError();
  const quarantine = typeof reason === 'string' ? /Quarantined until (\d{4}-\d{2}-\d{2})/.exec(reason) : null;
  if (quarantine) return t('subscriptions.quarantinedUntil', { date: formatCalendarDate(quarantine[1] as string, culture) });
  return t('subscriptions.refused', { message: error.describe().text[culture] });
}

/** A payment that did not go through, in the user's words (the error catalogue's, spec section 8). */
function failureText(failure: OrderFailure, culture: Culture, t: (key: string, options?: Record<string, unknown>) => string): string {
  if (failure.cause !== undefined) return failure.cause instanceof ApiError ? failure.cause.describe().text[culture] : t('subscriptions.refused', { message: '' });
  // A card or MobilePay payment the provider cannot take: nowhere to send the browser.
  const message = failure.message === NO_CHILD_TRANSACTIONS ? NO_MERCHANT_DATA : failure.message;
  return describeServerError({ message }).text[culture];
}

/**
 * The child's subscriptions of one plan (spec section 4): each offer with the buttons its
 * state allows, the subscribe, pay and change dialogs, cancelling, the failed renewals
 * (group mode when the address names a wallet group) and the order-complete dialog. A
 * payment waits 2 s before the list is read again (spec section 9).
 */
export function SubscriptionsPage({ wallet, plan }: { wallet: { WalletID: string; Name: string }; plan: Plan }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const { query } = useLocation();
  const list = useAsync(() => subscriptionsApi.list(plan.CustomerID, plan.ID, wallet.WalletID), [plan.CustomerID, plan.ID, wallet.WalletID]);
  const [dialog, setDialog] = useState<DialogState | null>(null);
  const groupId = queryValue(query, 'walletgroupid');
  const [failedOpen, setFailedOpen] = useState(groupId !== null);
  const today = copenhagenDate(new Date());
  const { reload } = list;
  const returned = useRef(false);
  const screen = useMemo<SubscriptionScreen>(
    () => ({ walletId: wallet.WalletID, show: setDialog, reload, describe: (failure) => failureText(failure, culture, t) }),
    [wallet.WalletID, reload, culture, t],
  );

  // Back from the card provider's page: wait for its answer, then 2 s, then show the outcome.
  useEffect(() => {
    const transactionId = queryValue(query, 'vivawallettransactionid');
    if (returned.current || transactionId === null || queryValue(query, RETURN_MARK) === null) return;
    returned.current = true;
    void resumeSubscriptionPayment(screen, { vivawalletTransactionID: transactionId });
  }, [query, screen]);

  const items = list.status === 'done' ? list.data : [];

  const subscribe = async (item: SubscriptionItem, resubscribe: boolean, paymentType: PaymentTypeId) => {
    setDialog(null);
    try {
      const subscriptionID = resubscribe && item.Subscription ? item.Subscription.ID : item.ID;
      await subscriptionsApi.activate({ subscriptionID, walletID: wallet.WalletID, paymentTypeID: paymentType });
      notify.success(t('subscriptions.subscribed', { name: wallet.Name, subscription: item.Name }));
    } catch (error) {
      notify.error(refusalText(error, culture, t));
    }
    reload();
  };

  const change = async (item: SubscriptionItem, from: SubscriptionItem) => {
    setDialog(null);
    if (from.Subscription === null) return;
    try {
      await subscriptionsApi.activate({ subscriptionID: item.ID, walletID: wallet.WalletID, paymentTypeID: from.Subscription.PaymentTypeID === PaymentTypeId.CreditCard ? PaymentTypeId.CreditCard : PaymentTypeId.Wallet, replaces: from.Subscription.ID });
      notify.success(t('subscriptions.changed', { name: wallet.Name, subscription: item.Name }));
    } catch (error) {
      notify.error(refusalText(error, culture, t));
    }
    reload();
  };

  const remove = async (item: SubscriptionItem) => {
    if (item.Subscription === null) return;
    const ok = await confirmDialog({
      title: t('subscriptions.confirmRemove.title'),
      message: t('subscriptions.confirmRemove.body', { subscription: item.Name, name: wallet.Name }),
      confirmLabel: t('subscriptions.confirmRemove.yes'),
      cancelLabel: t('subscriptions.confirmRemove.no'),
    });
    if (!ok) return;
    try {
      const answer = await subscriptionsApi.remove(item.Subscription.ID, wallet.WalletID);
      const until = answer.Subscription?.NextAvailableDate ?? answer.QuarantineInfo?.NextAvailableDate ?? null;
      notify.success(t('subscriptions.removed', { subscription: item.Name, date: until ? formatCalendarDate(until, culture) : '' }));
    } catch (error) {
      notify.error(refusalText(error, culture, t));
    }
    reload();
  };

  const pay = async (item: SubscriptionItem, method: SubscriptionPayMethod) => {
    const order = subscriptionOrder(item, method, subscriptionReturnUrl(window.location.origin, wallet.WalletID, plan.ID));
    if (order === null || item.PeriodToPay === null) return;
    const paid: PendingPayment = { name: item.Name, startDate: item.PeriodToPay.StartDate, endDate: item.PeriodToPay.EndDate, price: item.PeriodToPay.Price };
    setDialog({ kind: 'working', waitingForCard: false });
    await checkout(subscriptionDriver(screen, paid), [order], method);
  };

  /** The balance was too low: card or MobilePay goes to the provider's page, no cancels the reservation. */
  const answerCard = async (answer: 'card' | 'mobilepay' | false) => {
    if (dialog?.kind !== 'ask-card') return;
    if (answer === false) setDialog(null);
    await answerCardQuestion(subscriptionDriver(screen, dialog.paid), dialog.pending, answer);
  };

  const onAction = (action: SubscriptionAction, item: SubscriptionItem) => {
    switch (action) {
      case 'subscribe':
      case 'resubscribe':
        return setDialog({ kind: 'subscribe', item, resubscribe: action === 'resubscribe', paymentType: 2 });
      case 'pay':
        return setDialog({ kind: 'pay', item, method: 'wallet' });
      case 'change': {
        const from = activeOfSameKind(item, items);
        const active = items.find((candidate) => candidate.ID === from?.ID);
        return active ? setDialog({ kind: 'change', item, from: active }) : undefined;
      }
      case 'remove':
        return void remove(item);
    }
  };

  const onConfirm = (state: DialogState) => {
    if (state.kind === 'subscribe') void subscribe(state.item, state.resubscribe, state.paymentType);
    else if (state.kind === 'pay') void pay(state.item, state.method);
    else if (state.kind === 'change') void change(state.item, state.from);
  };

  return (
    <Stack gap="5" data-testid="subscriptions-page">
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Box>
          <Heading as="h2" size="lg">{t('subscriptions.title', { name: wallet.Name })}</Heading>
          <Text color="fg.muted" maxW="2xl">{t('subscriptions.intro', { name: wallet.Name })}</Text>
        </Box>
        <Button variant="outline" size="sm" onClick={() => setFailedOpen(true)} data-testid="failed-subscriptions-open">{t('subscriptions.failed.open')}</Button>
      </HStack>
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <LoadFailed />}
      {list.status === 'done' && items.length === 0 && <Text>{t('subscriptions.none')}</Text>}
      {items.map((item) => (
        <SubscriptionCard key={item.ID} item={item} walletItems={items} today={today} onAction={onAction} />
      ))}
      {dialog && (
        <SubscriptionDialog
          state={dialog}
          child={wallet.Name}
          rule={plan.RegistrationRule}
          onChange={setDialog}
          onConfirm={onConfirm}
          onAnswerCard={(answer) => void answerCard(answer)}
          onClose={() => setDialog(null)}
        />
      )}
      {failedOpen && <FailedSubscriptionsDialog walletId={wallet.WalletID} groupId={groupId} onClose={() => setFailedOpen(false)} />}
    </Stack>
  );
}
