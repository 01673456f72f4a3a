import type { MeetingProduction as Production } from '@kk/contracts';
import { formatCalendarDay } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Stack, Text } from '@kk/ui';
import { QuantityTable } from '@kk/ui/tables';
import type { PrintTemplateProps } from './templateTypes';

type Culture = 'da' | 'en';

function timeOf(iso: string, culture: Culture): string {
  return new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));
}

function Totals({ rows, label }: { rows: Production['Locations'][number]['Totals']; label: string }) {
  const { t } = useTranslation('print');
  const columns = { product: t('production.product'), quantity: t('production.quantity') };
  return <QuantityTable rows={rows} columns={columns} quantityWidth="20%" variant="line" label={label} mb="3" />;
}

/**
 * The catering kitchen's day (template 'meeting-production'): per location the day's
 * totals, then each delivery time with its totals and its orders (who ordered, how many
 * participants, who picks up, the note).
 */
export function MeetingProduction({ data }: PrintTemplateProps<Production>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const day = data.model;
  return (
    <Box data-testid="production-print-sheet">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="5">{day.Customer.Name} · {formatCalendarDay(day.Date, culture)}</Text>
      {day.Locations.length === 0 && <Text>{t('production.none')}</Text>}
      {day.Locations.map((location) => (
        <Box as="section" key={location.Location.ID} mb="8" css={{ breakInside: 'avoid-page' }}>
          <Heading as="h2" size="lg" mb="2">{location.Location.Name}</Heading>
          <Text fontWeight="semibold">{t('production.dayTotals')}</Text>
          <Totals rows={location.Totals} label={`${location.Location.Name}: ${t('production.dayTotals')}`} />
          {location.Deliveries.map((delivery) => (
            <Box key={delivery.DeliveryTime} mb="4" css={{ breakInside: 'avoid' }}>
              <Heading as="h3" size="md" mb="1">{t('production.deliveryAt', { time: timeOf(delivery.DeliveryTime, culture) })}</Heading>
              <Totals rows={delivery.Totals} label={t('production.deliveryAt', { time: timeOf(delivery.DeliveryTime, culture) })} />
              <Stack gap="2">
                {delivery.Orders.map((order) => (
                  <Box key={order.ID} borderLeftWidth="3px" borderColor="gray.400" pl="3" fontSize="sm">
                    <Text fontWeight="semibold">
                      {order.OrderedBy}{order.Department ? ` · ${order.Department}` : ''} · {t('production.participants', { count: order.Participants })}
                    </Text>
                    <Text>{order.PickedUpByCustomer ? t('production.pickedUp') : t('production.delivered')}{order.IsExternal ? ` · ${t('production.external')}` : ''}</Text>
                    <Text>{order.Products.map((product) => `${product.Quantity} × ${product.Name}`).join(', ')}</Text>
                    {order.Note && <Text fontStyle="italic">{t('production.note')}: {order.Note}</Text>}
                  </Box>
                ))}
              </Stack>
            </Box>
          ))}
        </Box>
      ))}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
