import type { FoodOrder, WalletInOnboarding } from '@kk/contracts';
import { copenhagenDay, formatCalendarDay, groupFoodOrders, mergeFoodPlanToday } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Box, Heading, HStack, RouteLink, Stack, Text, useAsync, VisuallyHidden } from '@kk/ui';
import { homeApi } from './api';

/** How many orders each group shows; the food plan itself lists them all. */
const PER_GROUP = 3;

function OrderList({ title, orders, testId }: { title: string; orders: readonly FoodOrder[]; testId: string }) {
  const { t } = useTranslation('wallet');
  const culture = getAppConfig().culture;
  if (orders.length === 0) return null;
  return (
    <Box data-testid={testId}>
      <Text fontSize="sm" fontWeight="semibold" mb="1">{title}</Text>
      <Stack as="ul" gap="1" listStyleType="none" p="0" m="0" fontSize="sm">
        {orders.slice(0, PER_GROUP).map((order) => (
          <HStack as="li" key={`${order.DeliveryDate}-${order.ProductID}`} justify="space-between" gap="3">
            <Text>{order.Name}{order.PurchasedCount > 1 ? ` × ${order.PurchasedCount}` : ''}</Text>
            <Text color="fg.muted">{t('food.deliveredOn', { date: formatCalendarDay(order.DeliveryDate, culture) })}</Text>
          </HStack>
        ))}
      </Stack>
    </Box>
  );
}

/**
 * The food plan's absence dialog (issue 26) is the food plan remote's: this link opens it
 * there (the wallet remote imports none of its code, and the first load carries nothing more).
 */
export const absenceHref = (walletId: string) => `/FoodPlanner/Orders?${new URLSearchParams({ WalletID: walletId, absence: '1' }).toString()}`;

/** Today's food plan and the latest food orders: today, after and before (spec section 4); a guardian's "Meld fravær" link. */
export function FoodPanel({ wallet, mayReportAbsence = false }: { wallet: WalletInOnboarding; mayReportAbsence?: boolean }) {
  const { t } = useTranslation('wallet');
  const orders = useAsync(() => homeApi.latestFoodOrders(wallet.WalletID), [wallet.WalletID]);
  const today = copenhagenDay(new Date());
  const planToday = mergeFoodPlanToday(wallet.Customers.flatMap((c) => c.FoodPlanToday), today);
  if (orders.status === 'loading') return null;
  const groups = groupFoodOrders(orders.status === 'done' ? orders.data : [], today);
  const nothing = planToday.length === 0 && groups.today.length + groups.after.length + groups.before.length === 0;

  return (
    <Box as="section" aria-label={t('food.title')} data-testid="food-panel">
      <Heading as="h3" size="sm" mb="2">{t('food.title')}</Heading>
      {orders.status === 'failed' && <Text fontSize="sm" color="fg.muted">{t('food.failed')}</Text>}
      {orders.status === 'done' && nothing && <Text fontSize="sm" color="fg.muted">{t('food.none')}</Text>}
      <Stack gap="3">
        {planToday.length > 0 && (
          <Box>
            <Text fontSize="sm" fontWeight="semibold" mb="1">{t('food.planToday')}</Text>
            <Stack as="ul" gap="1" listStyleType="none" p="0" m="0" fontSize="sm">
              {planToday.map((item) => (
                <Text as="li" key={item.Name}>{item.Count > 1 ? `${item.Count} × ${item.Name}` : item.Name}</Text>
              ))}
            </Stack>
          </Box>
        )}
        <OrderList title={t('food.today')} orders={groups.today} testId="food-today" />
        <OrderList title={t('food.after')} orders={groups.after} testId="food-after" />
        <OrderList title={t('food.before')} orders={groups.before} testId="food-before" />
        {mayReportAbsence && (
          <Text fontSize="sm">
            <RouteLink href={absenceHref(wallet.WalletID)} testId="food-report-absence">
              {t('food.reportAbsence')}
              <VisuallyHidden> ({wallet.Name})</VisuallyHidden>
            </RouteLink>
          </Text>
        )}
      </Stack>
    </Box>
  );
}
