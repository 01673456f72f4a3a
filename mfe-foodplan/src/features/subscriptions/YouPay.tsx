import type { SubscriptionItem } from '@kk/contracts';
import { formatCalendarDate, formatOre, kronerToOre, periodLabel } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Text } from '@kk/ui';

/**
 * What a Pay charges, said before the parent pays (issue 23): the price, the period's label
 * and its first and last day. The period is the server's PeriodToPay (@kk/domain
 * periodToPay: never a period that has begun or is over).
 */
export function YouPay({ period, testId = 'subscription-to-pay' }: { period: NonNullable<SubscriptionItem['PeriodToPay']>; testId?: string }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  return (
    <Text fontWeight="semibold" data-testid={testId}>
      {t('subscriptions.youPay', {
        price: formatOre(kronerToOre(period.Price), culture),
        period: periodLabel(period, culture),
        first: formatCalendarDate(period.StartDate, culture),
        last: formatCalendarDate(period.EndDate, culture),
      })}
    </Text>
  );
}
