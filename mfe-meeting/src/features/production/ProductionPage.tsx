import { useEffect, useState } from 'react';
import type { MeetingProduction } from '@kk/contracts';
import { copenhagenLocal, formatCalendarDay, localDateText, meetingProductLabel, productionForLocation, productionPrintData, productionSummary, type Culture } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { downloadCsv } from '@kk/platform/download';
import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, LoadFailed, Loading, openPrintWindow, PageTitle, SimpleGrid, Stack, Table, Text } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { QuantityTable } from '@kk/ui/tables';
import { productionApi } from './api';
import { useProductionDay } from './useProductionDay';

type Totals = MeetingProduction['Locations'][number]['Totals'];
type Location = MeetingProduction['Locations'][number];

const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');
const timeOf = (iso: string, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Copenhagen' }).format(new Date(iso));
const clockOf = (at: Date, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { timeStyle: 'medium', timeZone: 'Europe/Copenhagen' }).format(at);

function TotalsTable({ rows, caption, testId }: { rows: Totals; caption: string; testId: string }) {
  const { t } = useTranslation('meeting');
  return (
    <QuantityTable
      rows={rows.map((row) => ({ ...row, Name: meetingProductLabel(row.Name) }))}
      columns={{ product: t('production.product'), quantity: t('production.quantity') }}
      quantityWidth="8rem"
      strongQuantities
      variant="outline"
      caption={<Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">{caption}</Table.Caption>}
      testId={testId}
    />
  );
}

function LocationSection({ location }: { location: Location }) {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const headingId = `production-location-${location.Location.ID}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="lg" p="4" data-testid="production-location">
      <Heading as="h2" size="lg" id={headingId}>{location.Location.Name}</Heading>
      <TotalsTable rows={location.Totals} caption={t('production.dayTotals')} testId="production-day-totals" />
      {location.Deliveries.map((delivery) => {
        const time = timeOf(delivery.DeliveryTime, culture);
        return (
          <Stack key={delivery.DeliveryTime} gap="3" data-testid="production-delivery" data-time={time}>
            <Heading as="h3" size="md">{t('production.deliveryAt', { time })}</Heading>
            <TotalsTable rows={delivery.Totals} caption={t('production.deliveryTotals', { time })} testId="production-delivery-totals" />
            <Stack as="ul" listStyleType="none" m="0" p="0" gap="2" aria-label={t('production.ordersAt', { time })}>
              {delivery.Orders.map((order) => (
                <Box as="li" key={order.ID} borderLeftWidth="4px" borderColor={order.PickedUpByCustomer ? 'blue.500' : 'orange.500'} pl="3" py="1" data-testid="production-order">
                  <HStack gap="2" flexWrap="wrap">
                    <Text fontWeight="semibold">{order.OrderedBy}</Text>
                    {order.Department && <Text color="fg.muted">· {order.Department}</Text>}
                    <Text>· {t('common.participants', { count: order.Participants })}</Text>
                    <Badge colorPalette={order.PickedUpByCustomer ? 'blue' : 'orange'} data-testid="production-order-pickup">
                      {order.PickedUpByCustomer ? t('common.pickedUp') : t('common.delivered')}
                    </Badge>
                    {order.IsExternal && <Badge colorPalette="gray">{t('production.external')}</Badge>}
                  </HStack>
                  <Text fontSize="sm" data-testid="production-order-products">{order.Products.map((product) => `${product.Quantity} × ${meetingProductLabel(product.Name)}`).join(', ')}</Text>
                  {order.Note && <Text fontSize="sm" fontStyle="italic">{t('production.note')}: {order.Note}</Text>}
                </Box>
              ))}
            </Stack>
          </Stack>
        );
      })}
    </Stack>
  );
}

/**
 * /Meeting/Production on the partner site: the catering kitchen's day per location and
 * delivery time, the totals per product to prepare and who picks up; printable through
 * the print window and downloadable as CSV. It asks again every 30 s, so changed and
 * cancelled orders move without a reload.
 */
export function ProductionPage() {
  const { t } = useTranslation('meeting');
  const culture = getAppConfig().culture;
  const [date, setDate] = useState(() => localDateText(copenhagenLocal(new Date())));
  const [locationId, setLocationId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const day = useProductionDay(date);
  const [known, setKnown] = useState<{ ID: string; Name: string }[]>([]);

  // The filter offers every location seen (the day's answer names only those with orders).
  const answer = day.status === 'done' ? day.data : null;
  useEffect(() => {
    if (!answer) return;
    setKnown((current) => {
      const added = answer.Locations.map((entry) => entry.Location).filter((entry) => !current.some((k) => k.ID === entry.ID));
      return added.length === 0 ? current : [...current, ...added.map((entry) => ({ ID: entry.ID, Name: entry.Name }))];
    });
  }, [answer]);
  const choices = known;
  const shown = day.status === 'done' ? productionForLocation(day.data, locationId) : null;
  const summary = shown ? productionSummary(shown) : null;
  const dayText = formatCalendarDay(date, culture);

  const print = () => {
    if (!shown) return;
    void openPrintWindow(productionPrintData(shown, t('production.printTitle', { day: dayText })));
  };
  const saveCsv = async () => {
    setDownloading(true);
    try {
      downloadCsv(await productionApi.csv(date, locationId), `produktion-${date}.csv`);
    } catch {
      // The API client has shown the error.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="5">
      <PageTitle title={t('production.title')} intro={t('production.intro')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
        <Field.Root>
          <Field.Label>{t('production.date')}</Field.Label>
          <Input type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} data-testid="production-date" />
        </Field.Root>
        <SelectField label={t('production.location')} value={locationId ?? ''} onChange={(value) => setLocationId(value || null)} testId="production-location-filter">
          <option value="">{t('production.allLocations')}</option>
          {choices.map((entry) => <option key={entry.ID} value={entry.ID}>{entry.Name}</option>)}
        </SelectField>
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Button onClick={print} disabled={!shown} data-testid="production-print">{t('production.print')}</Button>
        <Button variant="outline" onClick={() => void saveCsv()} loading={downloading} disabled={downloading} data-testid="production-csv">{t('production.csv')}</Button>
        {day.status === 'done' && (
          <Text fontSize="sm" color="fg.muted" data-testid="production-updated">
            {t('production.updated', { time: clockOf(day.updatedAt, culture) })}
          </Text>
        )}
      </HStack>
      {day.status === 'done' && day.refreshFailed && (
        <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Title>{t('production.refreshFailed')}</Alert.Title></Alert.Root>
      )}
      {day.status === 'loading' && <Loading />}
      {day.status === 'failed' && <LoadFailed />}
      {shown && summary && (
        <Stack gap="5" data-testid="production-day">
          <Text fontWeight="semibold" data-testid="production-summary">{t('production.summary', { day: dayText, orders: t('production.orderCount', { count: summary.orders }), items: t('production.itemCount', { count: summary.items }) })}</Text>
          {shown.Locations.length === 0 ? <Text data-testid="production-none">{t('production.none')}</Text> : shown.Locations.map((location) => <LocationSection key={location.Location.ID} location={location} />)}
        </Stack>
      )}
    </Stack>
  );
}

