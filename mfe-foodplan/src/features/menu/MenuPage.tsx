import { useEffect, useState } from 'react';
import type { FoodPlansResponse, MenuItem } from '@kk/contracts';
import { copenhagenDate, describeSchoolDayRule, formatCalendarDay, formatCalendarDayHeading, menuWeek } from '@kk/domain';
import { addFoodplanItem, bus, followCart, getAppConfig, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, LoadFailed, Loading, SimpleGrid, Stack, Text, useAsync } from '@kk/ui';
import { AddedNotice, OpenCartButton } from '@kk/ui/forms';
import { menuApi } from './api';
import { basketProductOf, knownOf } from './basketLine';
import { ItemInfoDialog, type InfoKind } from './ItemInfoDialog';
import { MenuItemCard } from './MenuItemCard';

type Plan = FoodPlansResponse[number];

/**
 * The menu of one plan for one child, a week at a time (Monday to Friday, from the current
 * ISO week on). Dishes go into the child's basket in the cart (the foodplan basket group
 * 'customer - plan'); what cannot be added says why.
 */
export function MenuPage({ wallet, plan }: { wallet: { WalletID: string; Name: string }; plan: Plan }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const now = new Date();
  const [page, setPage] = useState(0);
  const week = menuWeek(copenhagenDate(now), page);
  const menu = useAsync(() => menuApi.menu(plan.ID, wallet.WalletID, week.monday, week.friday), [plan.ID, wallet.WalletID, week.monday]);
  const [notice, setNotice] = useState<string | null>(null);
  const [info, setInfo] = useState<{ item: MenuItem; kind: InfoKind } | null>(null);
  const { reload } = menu;

  useEffect(followCart, []);
  // Stock and purchases change when the cart is paid: show the new ones.
  useEffect(() => bus.subscribe('shopping.payment.success', reload), [reload]);

  const add = (item: MenuItem) => {
    const refusal = addFoodplanItem(wallet, { CustomerID: plan.CustomerID, CustomerName: plan.CustomerName }, basketProductOf(item), knownOf(item));
    if (refusal === null) setNotice(t('menu.added', { name: item.Name, day: formatCalendarDay(item.Date, culture), child: wallet.Name }));
  };

  const weekTitle = t('menu.week', { week: week.week });
  return (
    <Stack gap="5">
      <HStack justify="space-between" align="start" flexWrap="wrap" gap="3">
        <Box>
          <Text>{t('menu.intro', { name: wallet.Name, plan: plan.Name })}</Text>
          <Text color="fg.muted" fontSize="sm">
            {t('menu.rules', { registration: describeSchoolDayRule(plan.RegistrationRule, culture), cancellation: describeSchoolDayRule(plan.CancellationRule, culture) })}
          </Text>
        </Box>
        <OpenCartButton label={(count) => t('menu.openCart', { count })} testId="menu-open-cart" />
      </HStack>
      <nav aria-label={t('menu.weekNav')}>
        <HStack justify="space-between" gap="3" flexWrap="wrap">
          <Button variant="outline" size="sm" onClick={() => setPage((p) => p - 1)} disabled={page <= 0} data-testid="menu-previous-week">
            {t('menu.previousWeek')}
          </Button>
          <Box textAlign="center">
            <Heading as="h2" size="lg" data-testid="menu-week">{weekTitle}</Heading>
            <Text fontSize="sm" color="fg.muted">{t('menu.weekRange', { from: formatCalendarDay(week.monday, culture), to: formatCalendarDay(week.friday, culture) })}</Text>
          </Box>
          <Button variant="outline" size="sm" onClick={() => setPage((p) => p + 1)} data-testid="menu-next-week">
            {t('menu.nextWeek')}
          </Button>
        </HStack>
      </nav>
      <AddedNotice text={notice} testId="menu-notice" />
      {menu.status === 'loading' && <Loading />}
      {menu.status === 'failed' && <LoadFailed />}
      {menu.status === 'done' && menu.data.Items.length === 0 && <Text>{t('menu.noMenu')}</Text>}
      {menu.status === 'done' &&
        menu.data.Items.length > 0 &&
        week.days.map((day) => {
          const items = menu.data.Items.filter((item) => item.Date === day);
          const headingId = `menu-day-${day}`;
          return (
            <Stack as="section" key={day} aria-labelledby={headingId} gap="3" data-testid="menu-day" data-date={day}>
              <Heading as="h3" size="md" id={headingId}>{formatCalendarDayHeading(day, culture)}</Heading>
              {items.length === 0 ? (
                <Text color="fg.muted">{t('menu.noItems')}</Text>
              ) : (
                <SimpleGrid columns={{ base: 1, sm: 2, lg: 3 }} gap="4">
                  {items.map((item) => (
                    <MenuItemCard key={item.ID} item={item} wallet={wallet} now={now} onAdd={add} onInfo={(chosen, kind) => setInfo({ item: chosen, kind })} />
                  ))}
                </SimpleGrid>
              )}
            </Stack>
          );
        })}
      {info && <ItemInfoDialog item={info.item} kind={info.kind} child={wallet.Name} onClose={() => setInfo(null)} />}
    </Stack>
  );
}
