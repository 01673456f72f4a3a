import { useState } from 'react';
import type { TFunction } from 'i18next';
import { PaymentErrorMessage, type FoodPlanOrder, type PaymentTransaction } from '@kk/contracts';
import { copenhagenDate, describeServerError, formatCalendarDay, formatCalendarDayHeading, formatDateTime, formatOre, isFoodOrderRefundable, kronerToOre, ordersViewPage, type Culture } from '@kk/domain';
import { ApiError, getAppConfig, refreshWalletBalance, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, LoadFailed, Loading, Stack, Text, useAsync } from '@kk/ui';
import { ResultNotice, type ActionResult } from '@kk/ui/forms';
import { ordersApi } from './api';
import { CancelOrderDialog } from './CancelOrderDialog';
import { FullRefundDialog } from './FullRefundDialog';


/** Spec section 8: the cancellation policy has its own text; other server messages show in a Failed alert. */
function refusalText(message: string, culture: Culture, t: TFunction): string {
  if (message === PaymentErrorMessage.CancellationPolicy) return t('orders.cancellationDate');
  return t('orders.failed', { message: describeServerError({ message }).text[culture] });
}

const orderKey = (order: FoodPlanOrder) => `${order.Purchased.TransactionID}-${order.Purchased.TransactionProductID}`;

const names = (allergens: readonly { Name: string }[]) => allergens.map((allergen) => allergen.Name).join(', ');

/** What happened to the order's dish since it was ordered: what changed, or its removal; and an allergy conflict with the child's profile. */
function DishChangeNotice({ order, childName }: { order: FoodPlanOrder; childName: string }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const change = order.DishChange;
  if (change === undefined) return null;
  const lines = [
    change.AllergensAdded.length > 0 ? t('orders.dishChange.added', { names: names(change.AllergensAdded) }) : null,
    change.AllergensRemoved.length > 0 ? t('orders.dishChange.removed', { names: names(change.AllergensRemoved) }) : null,
    change.AllergenTextChanged ? t('orders.dishChange.allergenText') : null,
    change.IngredientsChanged ? t('orders.dishChange.ingredients') : null,
    change.NutritionChanged ? t('orders.dishChange.nutrition') : null,
  ].filter((line): line is string => line !== null);
  return (
    <Stack gap="1" fontSize="sm" borderLeftWidth="3px" borderColor="orange.500" ps="2" data-testid="food-order-dish-change" data-reason={change.Reason}>
      {change.Reason === 'removed' ? (
        <Text>{t('orders.dishChange.removedDish')}</Text>
      ) : (
        <>
          <Text fontWeight="medium">{t('orders.dishChange.changed')}</Text>
          <Stack as="ul" gap="0" ps="4" m="0">
            {lines.map((line) => <Text as="li" key={line}>{line}</Text>)}
          </Stack>
          {change.FullRefundUntil !== null && order.CurrentQuantity > 0 && new Date(change.FullRefundUntil).getTime() > Date.now() && (
            <Text color="fg.muted">{t('orders.dishChange.fullRefundUntil', { when: formatDateTime(change.FullRefundUntil, culture) })}</Text>
          )}
        </>
      )}
      {order.AllergyConflict !== undefined && (
        <Text role="alert" color="red.600" fontWeight="semibold" data-testid="food-order-allergy-conflict">
          {t('orders.dishChange.conflict', { child: childName, names: names(order.AllergyConflict.Allergens) })}
        </Text>
      )}
    </Stack>
  );
}

/** The right to cancel with a full refund holds: the dish changed after the order, something is still bought, and its serving day has not ended. */
const mayCancelWithFullRefund = (order: FoodPlanOrder, now: Date) =>
  order.DishChange?.Reason === 'changed' && order.DishChange.FullRefundUntil !== null && order.CurrentQuantity > 0 && new Date(order.DishChange.FullRefundUntil).getTime() > now.getTime();

function OrderLine({
  order,
  now,
  childName,
  onCancel,
  onFullRefund,
}: {
  order: FoodPlanOrder;
  now: Date;
  childName: string;
  onCancel: (order: FoodPlanOrder) => void;
  onFullRefund: (order: FoodPlanOrder) => void;
}) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const fullRefund = mayCancelWithFullRefund(order, now);
  const refundable = !fullRefund && isFoodOrderRefundable(order, now);
  const cancelled = order.CurrentQuantity === 0;
  return (
    <HStack as="li" justify="space-between" align="start" gap="3" flexWrap="wrap" py="1" data-testid="food-order" data-date={order.DeliveryDate.slice(0, 10)}>
      <Stack gap="0">
        <Text fontWeight="medium" textDecoration={cancelled ? 'line-through' : undefined} data-testid="food-order-name">
          {cancelled ? t('orders.cancelledLine', { name: order.Name }) : t('orders.line', { quantity: order.CurrentQuantity, name: order.Name })}
        </Text>
        {!cancelled && !fullRefund && order.CancellationDate !== null && (
          <Text fontSize="xs" color="fg.muted">
            {refundable ? t('orders.cancelUntil', { when: formatDateTime(order.CancellationDate, culture) }) : t('orders.tooLate')}
          </Text>
        )}
        <DishChangeNotice order={order} childName={childName} />
      </Stack>
      <HStack gap="2">
        <Text data-testid="food-order-price">{formatOre(kronerToOre(order.Price) * Math.max(order.CurrentQuantity, 0), culture)}</Text>
        {refundable && (
          <Button
            size="xs"
            variant="outline"
            colorPalette="red"
            onClick={() => onCancel(order)}
            aria-label={t('orders.cancelNamed', { name: order.Name, day: formatCalendarDay(order.DeliveryDate, culture) })}
            data-testid="food-order-cancel"
          >
            {t('orders.cancel')}
          </Button>
        )}
        {fullRefund && (
          <Button
            size="xs"
            colorPalette="red"
            onClick={() => onFullRefund(order)}
            aria-label={t('orders.dishChange.fullRefundNamed', { name: order.Name, day: formatCalendarDay(order.DeliveryDate, culture) })}
            data-testid="food-order-full-refund"
          >
            {t('orders.dishChange.fullRefund')}
          </Button>
        )}
      </HStack>
    </HStack>
  );
}

/**
 * The food plan orders of one child (spec sections 2, 4 and 9): three weeks per page,
 * Monday to Friday only, starting at the current ISO week, paging back and forth. An order
 * can be cancelled (refunded, a quantity from 1 to what was bought) before its
 * cancellation date; the refusal after it has the spec's own text. An order whose dish
 * changed after it was placed shows what changed, an allergy conflict with the child's
 * profile, and (while the right holds) a cancel with a full refund whatever the date.
 */
export function OrdersView({ wallet }: { wallet: { WalletID: string; Name: string } }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const now = new Date();
  const [page, setPage] = useState(0);
  const view = ordersViewPage(copenhagenDate(now), page);
  const orders = useAsync(() => ordersApi.orders(view.from, view.to, wallet.WalletID), [view.from, wallet.WalletID]);
  const [cancelling, setCancelling] = useState<FoodPlanOrder | null>(null);
  const [fullRefunding, setFullRefunding] = useState<FoodPlanOrder | null>(null);
  const [result, setResult] = useState<ActionResult | null>(null);

  // The same refund call for a cancel before the cancellation date and for a cancel with a full refund after a dish changed.
  const cancel = async (order: FoodPlanOrder, quantity: number) => {
    const close = () => {
      setCancelling(null);
      setFullRefunding(null);
    };
    let answer: PaymentTransaction;
    try {
      answer = await ordersApi.refund(order.Purchased.TransactionID, order.Purchased.CustomerID, order.ProductID, quantity);
    } catch (error) {
      const message = error instanceof ApiError ? (error.serverError().message ?? '') : '';
      setResult({ ok: false, text: refusalText(message, culture, t) });
      close();
      return;
    }
    close();
    if (answer.Status.IsFailed) {
      setResult({ ok: false, text: refusalText(answer.ErrorMessage ?? '', culture, t) });
      return;
    }
    setResult({ ok: true, text: t('orders.completed', { amount: formatOre(kronerToOre(order.Price) * quantity, culture) }) });
    orders.reload();
    refreshWalletBalance(wallet.WalletID);
  };

  const first = view.weeks[0]?.week;
  const last = view.weeks[view.weeks.length - 1]?.week;
  return (
    <Stack gap="5" data-testid="orders-view">
      <Box>
        <Heading as="h2" size="lg">{t('orders.title', { name: wallet.Name })}</Heading>
        <Text color="fg.muted" maxW="2xl">{t('orders.intro')}</Text>
      </Box>
      <nav aria-label={t('orders.pages')}>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)} data-testid="orders-previous">{t('orders.previous')}</Button>
          <Text fontWeight="semibold" data-testid="orders-weeks">{t('orders.weeks', { first, last })}</Text>
          <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)} data-testid="orders-next">{t('orders.next')}</Button>
        </HStack>
      </nav>
      <ResultNotice result={result} testId="orders-result" />
      {orders.status === 'loading' && <Loading />}
      {orders.status === 'failed' && <LoadFailed />}
      {orders.status === 'done' &&
        view.weeks.map((week) => {
          const headingId = `orders-week-${week.year}-${week.week}`;
          return (
            <Stack as="section" key={week.monday} aria-labelledby={headingId} gap="2" data-testid="orders-week">
              <Heading as="h3" size="md" id={headingId}>
                {t('orders.week', { week: week.week })}
                <Text as="span" fontSize="sm" fontWeight="normal" color="fg.muted"> · {formatCalendarDay(week.monday, culture)} – {formatCalendarDay(week.friday, culture)}</Text>
              </Heading>
              <Stack gap="1">
                {week.days.map((day) => {
                  const ofDay = orders.data.filter((order) => order.DeliveryDate.slice(0, 10) === day);
                  return (
                    <Box key={day} borderTopWidth="1px" pt="2" data-testid="orders-day" data-date={day}>
                      <HStack align="start" gap="4">
                        <Text fontWeight="semibold" minW="10rem">{formatCalendarDayHeading(day, culture)}</Text>
                        {ofDay.length === 0 ? (
                          <Text color="fg.muted">{t('orders.none')}</Text>
                        ) : (
                          <Stack as="ul" listStyleType="none" m="0" p="0" flex="1" gap="0">
                            {ofDay.map((order) => (
                              <OrderLine
                                key={orderKey(order)}
                                order={order}
                                now={now}
                                childName={wallet.Name}
                                onCancel={(chosen) => { setResult(null); setCancelling(chosen); }}
                                onFullRefund={(chosen) => { setResult(null); setFullRefunding(chosen); }}
                              />
                            ))}
                          </Stack>
                        )}
                      </HStack>
                    </Box>
                  );
                })}
              </Stack>
            </Stack>
          );
        })}
      {cancelling && <CancelOrderDialog order={cancelling} onClose={() => setCancelling(null)} onCancel={(quantity) => cancel(cancelling, quantity)} />}
      {fullRefunding && <FullRefundDialog order={fullRefunding} onClose={() => setFullRefunding(null)} onConfirm={() => cancel(fullRefunding, fullRefunding.CurrentQuantity)} />}
    </Stack>
  );
}
