import { useState } from 'react';
import type { FoodPlanProduction, ProductionDishTotal, ProductionSchool } from '@kk/contracts';
import {
  allergenName,
  copenhagenDate,
  foodPlanLabelsPrintData,
  foodPlanProductionPrintData,
  formatCalendarDay,
  nextSchoolDayAfter,
  productionCounts,
  type Culture,
} from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { downloadCsv } from '@kk/platform/download';
import { Alert, Badge, Box, Button, Field, Heading, HStack, Input, LoadFailed, Loading, openPrintWindow, PageTitle, SimpleGrid, Stack, Table, Text } from '@kk/ui';
import { SelectField } from '@kk/ui/forms';
import { productionApi } from './api';
import { useProductionList } from './useProductionList';

const locale = (culture: Culture) => (culture === 'da' ? 'da-DK' : 'en-GB');
const clockOf = (at: Date, culture: Culture) => new Intl.DateTimeFormat(locale(culture), { timeStyle: 'medium', timeZone: 'Europe/Copenhagen' }).format(at);
const namesOf = (ids: readonly number[], culture: Culture) => ids.map((id) => allergenName(id, culture)).join(', ');

/** The allergens to avoid, as text with a warning sign (never colour alone), or "No allergens". */
export function AvoidMark({ conflicts }: { conflicts: readonly number[] }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  if (conflicts.length === 0) return <Text as="span" color="fg.muted" data-testid="production-avoid-none">{t('production.noAllergens')}</Text>;
  return (
    <Badge colorPalette="red" variant="solid" fontSize="sm" data-testid="production-avoid">
      <span aria-hidden="true">⚠</span> {t('production.avoidText', { allergens: namesOf(conflicts, culture) })}
    </Badge>
  );
}

function TotalsTable({ totals }: { totals: readonly ProductionDishTotal[] }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  return (
    <Table.Root variant="outline" size="sm" data-testid="production-totals">
      <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold" mb="1">{t('production.totals')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>{t('production.dish')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('production.group')}</Table.ColumnHeader>
          <Table.ColumnHeader>{t('production.allergens')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('production.portions')}</Table.ColumnHeader>
          <Table.ColumnHeader textAlign="end">{t('production.awaitingColumn')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {totals.map((total) => (
          <Table.Row key={total.ProductID} data-testid="production-total">
            <Table.Cell>{total.Name}</Table.Cell>
            <Table.Cell>{total.Kind === 'Subscription' ? t('production.subscription') : total.Group}</Table.Cell>
            <Table.Cell>{namesOf(total.Allergens, culture)}{total.AllergenText ? ` (${total.AllergenText})` : ''}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">{total.Portions}</Table.Cell>
            <Table.Cell textAlign="end">{total.AwaitingPayment}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

function SchoolSection({ school }: { school: ProductionSchool }) {
  const { t } = useTranslation('foodplan');
  const headingId = `production-school-${school.Customer.ID}`;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="4" borderWidth="1px" borderRadius="lg" p="4" data-testid="production-school">
      <Heading as="h2" size="lg" id={headingId}>{school.Customer.Name}</Heading>
      {school.Classes.map((entry) => {
        const grade = entry.Grade === null ? t('production.noGrade') : t('production.classHeading', { grade: entry.Grade });
        return (
          <Stack key={entry.Grade ?? ''} gap="2" data-testid="production-class">
            <Heading as="h3" size="md">{grade}</Heading>
            <Table.Root size="sm" aria-label={grade}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{t('production.child')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('production.dish')}</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">{t('production.quantity')}</Table.ColumnHeader>
                  <Table.ColumnHeader>{t('production.avoid')}</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entry.Children.map((child) => (
                  <Table.Row key={`${child.WalletID}|${child.ProductID}`} data-testid="production-child" data-marked={child.Conflicts.length > 0 ? 'true' : 'false'}>
                    <Table.Cell fontWeight={child.Conflicts.length > 0 ? 'bold' : undefined}>{child.Name}</Table.Cell>
                    <Table.Cell>{child.Dish} <Text as="span" color="fg.muted">({child.Group})</Text></Table.Cell>
                    <Table.Cell textAlign="end">{child.Quantity}</Table.Cell>
                    <Table.Cell><AvoidMark conflicts={child.Conflicts} /></Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Stack>
        );
      })}
    </Stack>
  );
}

function DayList({ data, dayText }: { data: FoodPlanProduction; dayText: string }) {
  const { t } = useTranslation('foodplan');
  const counts = productionCounts(data);
  return (
    <Stack gap="5" data-testid="production-day">
      <Text fontWeight="semibold" data-testid="production-summary">{t('production.summary', { day: dayText, portions: t('production.portionCount', { count: counts.portions }), marked: counts.marked })}</Text>
      {counts.awaitingPayment > 0 && <Text data-testid="production-awaiting">{t('production.awaiting', { count: counts.awaitingPayment })}</Text>}
      {data.Totals.length === 0 ? (
        <Text data-testid="production-empty">{t('production.empty')}</Text>
      ) : (
        <>
          <Box overflowX="auto"><TotalsTable totals={data.Totals} /></Box>
          {data.Schools.map((school) => <SchoolSection key={school.Customer.ID} school={school} />)}
        </>
      )}
    </Stack>
  );
}

/**
 * /FoodPlanner/Production on the partner site (issue 26, role FoodPlanKitchen): the
 * kitchen's day for one plan or all it cooks: the portions per dish, then per school and
 * class each child's portion, marked (text and sign) with the allergens to avoid. Prints
 * as a list or as 3 × 8 labels, downloads as CSV, and follows the live channel: no reload,
 * no polling.
 */
export function ProductionPage() {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const [date, setDate] = useState(() => nextSchoolDayAfter(copenhagenDate(new Date())));
  const [foodPlanId, setFoodPlanId] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const list = useProductionList(date, foodPlanId);
  const data = list.status === 'done' ? list.data : null;
  const dayText = formatCalendarDay(date, culture);

  const print = () => data && void openPrintWindow(foodPlanProductionPrintData(data, t('production.printTitle', { day: dayText })));
  const printLabels = () => data && void openPrintWindow(foodPlanLabelsPrintData(data, t('production.labelsTitle', { day: dayText })));
  const saveCsv = async () => {
    setDownloading(true);
    try {
      downloadCsv(await productionApi.csv(date, foodPlanId), `madplan-produktion-${date}.csv`);
    } catch {
      // The API client has shown the error.
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="5" data-testid="foodplan-production-page">
      <PageTitle title={t('production.title')} intro={t('production.intro')} />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4" maxW="2xl">
        <Field.Root>
          <Field.Label>{t('production.date')}</Field.Label>
          <Input type="date" value={date} onChange={(event) => event.target.value && setDate(event.target.value)} data-testid="production-date" />
        </Field.Root>
        <SelectField label={t('production.plan')} value={foodPlanId ?? ''} onChange={(value) => setFoodPlanId(value || null)} testId="production-plan">
          <option value="">{t('production.allPlans')}</option>
          {(data?.Plans ?? []).map((plan) => <option key={plan.ID} value={plan.ID}>{t('production.planChoice', { plan: plan.Name, customer: plan.CustomerName })}</option>)}
        </SelectField>
      </SimpleGrid>
      <HStack gap="3" flexWrap="wrap">
        <Button onClick={print} disabled={!data} data-testid="production-print">{t('production.print')}</Button>
        <Button variant="outline" onClick={printLabels} disabled={!data || data.Schools.length === 0} data-testid="production-labels">{t('production.labels')}</Button>
        <Button variant="outline" onClick={() => void saveCsv()} loading={downloading} disabled={downloading} data-testid="production-csv">{t('production.csv')}</Button>
        {list.status === 'done' && <Text fontSize="sm" color="fg.muted" data-testid="production-updated" aria-live="polite">{t('production.updated', { time: clockOf(list.updatedAt, culture) })}</Text>}
      </HStack>
      {list.status === 'done' && list.refreshFailed && (
        <Alert.Root status="warning" role="alert"><Alert.Indicator /><Alert.Title>{t('production.refreshFailed')}</Alert.Title></Alert.Root>
      )}
      {list.status === 'loading' && <Loading />}
      {list.status === 'failed' && <LoadFailed />}
      {data && (data.Plans.length === 0 ? <Text data-testid="production-none">{t('production.none')}</Text> : <DayList data={data} dayText={dayText} />)}
    </Stack>
  );
}
