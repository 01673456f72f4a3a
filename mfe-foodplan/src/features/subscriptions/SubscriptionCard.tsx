import type { SubscriptionItem } from '@kk/contracts';
import { formatCalendarDate, formatOre, isQuarantined, kronerToOre, periodLabel, subscribeRefusal, subscriptionButtons } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Card, Heading, HStack, Stack, Text } from '@kk/ui';
import { YouPay } from './YouPay';

export type SubscriptionAction = 'subscribe' | 'resubscribe' | 'pay' | 'change' | 'remove';

/** How many of the latest periods the card lists. */
const PERIODS_SHOWN = 4;

/**
 * One subscription offer for the child: type, delivery, prices, state, periods, and the
 * buttons spec section 4 shows for its state (Subscribe, Pay, Resubscribe, Change), plus
 * cancelling an active one.
 */
export function SubscriptionCard({ item, walletItems, today, onAction }: {
  item: SubscriptionItem;
  walletItems: readonly SubscriptionItem[];
  today: string;
  onAction: (action: SubscriptionAction, item: SubscriptionItem) => void;
}) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const subscription = item.Subscription;
  const buttons = subscriptionButtons(item, walletItems, today);
  const quarantined = isQuarantined(subscription, today);
  const sameKind = buttons.subscribe && subscribeRefusal(item, walletItems, today) === 'active-of-same-kind';
  const money = (kroner: number) => formatOre(kronerToOre(kroner), culture);
  const headingId = `subscription-${item.ID}`;
  const reasonId = `${headingId}-reason`;
  const status = subscription?.IsActive
    ? { text: t('subscriptions.status.active'), palette: 'green' }
    : quarantined
      ? { text: t('subscriptions.status.quarantined', { date: formatCalendarDate(subscription?.NextAvailableDate ?? '', culture) }), palette: 'orange' }
      : { text: t('subscriptions.status.inactive'), palette: 'gray' };
  const periods = [...(subscription?.Periods ?? [])].sort((a, b) => b.StartDate.localeCompare(a.StartDate)).slice(0, PERIODS_SHOWN);
  const button = (action: SubscriptionAction, label: string, extra: { variant?: 'outline' | 'solid'; disabled?: boolean; describedBy?: string } = {}) => (
    <Button
      size="sm"
      variant={extra.variant ?? 'solid'}
      disabled={extra.disabled}
      aria-describedby={extra.describedBy}
      onClick={() => onAction(action, item)}
      aria-label={t('subscriptions.actionNamed', { action: label, name: item.Name })}
      data-testid={`subscription-${action}`}
    >
      {label}
    </Button>
  );

  return (
    <Card.Root as="article" aria-labelledby={headingId} variant="outline" data-testid="subscription" data-subscription-id={item.ID}>
      <Card.Body gap="2">
        <HStack justify="space-between" align="start" flexWrap="wrap" gap="2">
          <Stack gap="0">
            <Heading as="h3" size="md" id={headingId}>{item.Name}</Heading>
            <Text fontSize="sm" color="fg.muted">
              {t(`subscriptions.type.${item.SubscriptionTypeID}`)} · {t(`subscriptions.delivery.${item.DeliveryTypeID}`)}
            </Text>
          </Stack>
          <Badge colorPalette={status.palette} data-testid="subscription-status">{status.text}</Badge>
        </HStack>
        {/* The catalogue's "this period" price only while no period to pay is known: the period a
            Pay would charge is never one that has begun (issue 23), so its own price is what counts. */}
        {item.PeriodToPay === null ? (
          <Text>
            {t('subscriptions.price', { price: money(item.Product.Price) })}
            {item.Product.NextPeriodPrice !== item.Product.Price && <> · {t('subscriptions.nextPrice', { price: money(item.Product.NextPeriodPrice) })}</>}
          </Text>
        ) : (
          !buttons.pay && <YouPay period={item.PeriodToPay} text="firstPeriod" testId="subscription-first-period" />
        )}
        {subscription?.IsActive && <Text fontSize="sm" color="fg.muted">{t(`subscriptions.renewsBy.${subscription.PaymentTypeID === 4 ? 4 : 2}`)}</Text>}
        {periods.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="semibold">{t('subscriptions.periods')}</Text>
            <Stack as="ul" gap="0" pl="5" fontSize="sm" data-testid="subscription-periods">
              {periods.map((period) => (
                <li key={period.StartDate}>
                  {periodLabel(period, culture)}: {period.IsPaid ? t('subscriptions.period.paid') : period.IsPending ? t('subscriptions.period.pending') : t('subscriptions.period.unpaid')}
                  {period.IsActive && period.StartDate <= today && today <= period.EndDate ? ` (${t('subscriptions.period.current')})` : ''}
                </li>
              ))}
            </Stack>
          </Box>
        )}
        {buttons.pay && item.PeriodToPay && <YouPay period={item.PeriodToPay} />}
        {sameKind && <Text id={reasonId} fontSize="sm" color="fg.muted">{t('subscriptions.sameKindActive')}</Text>}
      </Card.Body>
      <Card.Footer gap="2" flexWrap="wrap">
        {buttons.subscribe && !buttons.resubscribe && button('subscribe', t('subscriptions.subscribe'), { disabled: sameKind, describedBy: sameKind ? reasonId : undefined })}
        {buttons.resubscribe && button('resubscribe', t('subscriptions.resubscribe'))}
        {buttons.pay && button('pay', t('subscriptions.pay'), { disabled: item.PeriodToPay === null })}
        {buttons.change && button('change', t('subscriptions.change'), { variant: 'outline' })}
        {subscription?.IsActive && button('remove', t('subscriptions.remove'), { variant: 'outline' })}
      </Card.Footer>
    </Card.Root>
  );
}
