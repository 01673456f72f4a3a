import type { WebshopHandOutList } from '@kk/contracts';
import { formatCalendarDay } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Stack, Text } from '@kk/ui';
import type { PrintTemplateProps } from './templateTypes';

type Culture = 'da' | 'en';

const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');
const timeOf = (iso: string, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));
const dayOf = (iso: string, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { day: 'numeric', month: 'short', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

/**
 * The webshop's hand-out list (template 'webshop-handout', issue 26): per class the children
 * and their orders, each with what to hand out, an empty box to tick on paper, and who
 * handed it out when that is done already; orders from an earlier day are marked.
 */
export function WebshopHandOut({ data }: PrintTemplateProps<WebshopHandOutList>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const list = data.model;
  return (
    <Box data-testid="handout-print-sheet">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="5">{list.Customer.Name} · {formatCalendarDay(list.Date, culture)}</Text>
      {list.Classes.length === 0 && <Text>{t('handOut.none')}</Text>}
      {list.Classes.map((group) => (
        <Box as="section" key={group.Grade ?? ''} mb="6" css={{ breakInside: 'avoid-page' }}>
          <Heading as="h2" size="lg" mb="2">{group.Grade === null ? t('handOut.noClass') : t('handOut.class', { grade: group.Grade })}</Heading>
          <Stack gap="2">
            {group.Children.map((child) => (
              <Box key={child.WalletID} css={{ breakInside: 'avoid' }}>
                <Heading as="h3" size="sm">{child.Name}</Heading>
                {child.Orders.map((order) => (
                  <Box key={order.TransactionID} borderLeftWidth="3px" borderColor="gray.400" pl="3" fontSize="sm" data-testid="handout-print-order">
                    <Text>
                      <span aria-hidden="true">{order.HandedOutAt === null ? '☐' : '☑'} </span>
                      {order.Items.map((item) => `${item.Quantity} × ${item.Name}`).join(', ')}
                    </Text>
                    <Text color="fg.muted">
                      {order.FromEarlier ? t('handOut.fromEarlier', { day: dayOf(order.PlacedAt, culture) }) : t('handOut.placedAt', { time: timeOf(order.PlacedAt, culture) })}
                      {order.HandedOutAt !== null && ` · ${t('handOut.handedOut', { name: order.HandedOutBy ?? '', time: timeOf(order.HandedOutAt, culture) })}`}
                    </Text>
                  </Box>
                ))}
              </Box>
            ))}
          </Stack>
        </Box>
      ))}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
