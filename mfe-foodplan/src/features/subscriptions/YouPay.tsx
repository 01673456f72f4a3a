import type { SubscriptionItem } from '@kk/contracts';
import { formatCalendarDate, formatOre, kronerToOre, periodLabel } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Text } from '@kk/ui';

/**
 * What a Pay charges, said before the parent pays (issue 23): the price, the period's label
 * and its first and last day. The period is the server's PeriodToPay (@kk/domain
 * periodToPay: never a period that has begun or is over).
 */
export function YouPay({
  period,
  testId = 'subscription-to-pay',
  text = 'youPay',
}: {
  period: NonNullable<SubscriptionItem['PeriodToPay']>;
  testId?: string;
  /** youPay: before a Pay; firstPeriod: what a new subscriber's first Pay would charge. */
  text?: 'youPay' | 'firstPeriod';
}) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  return (
    <Text fontWeight={text === 'youPay' ? 'semibold' : undefined} data-testid={testId}>
      {t(`subscriptions.${text}`, {
        price: formatOre(kronerToOre(period.Price), culture),
        period: periodLabel(period, culture),
        first: formatCalendarDate(period.StartDate, culture),
        last: formatCalendarDate(period.EndDate, culture),
      })}
    </Text>
  );
}
