import type { FoodPlanProduction as Production } from '@kk/contracts';
import { allergenName, formatCalendarDay } from '@kk/domain';
import { getAppConfig, getBrand, useTranslation } from '@kk/platform';
import { Box, Heading, Table, Text } from '@kk/ui';
import type { PrintTemplateProps } from './templateTypes';

/**
 * The food plan kitchen's day (template 'foodplan-production', issue 26): the portions per
 * dish, then per school and class each child's portion with the allergens to avoid in
 * words and with a sign (a black-and-white print shows it too).
 */
export function FoodPlanProduction({ data }: PrintTemplateProps<Production>) {
  const { t } = useTranslation('print');
  const { culture, pageKey } = getAppConfig();
  const brand = getBrand(pageKey);
  const day = data.model;
  const names = (ids: readonly number[]) => ids.map((id) => allergenName(id, culture)).join(', ');
  return (
    <Box data-testid="foodplan-production-print">
      <Heading as="h1" size="xl" mb="1">{data.title}</Heading>
      <Text mb="5">{formatCalendarDay(day.Date, culture)} · {t('foodplan.plans', { plans: day.Plans.map((plan) => `${plan.Name} (${plan.CustomerName})`).join(', ') })}</Text>
      {day.Totals.length === 0 && <Text>{t('foodplan.none')}</Text>}
      {day.Totals.length > 0 && (
        <Table.Root size="sm" variant="line" mb="6" aria-label={t('foodplan.totals')}>
          <Table.Caption captionSide="top" textAlign="start" fontWeight="semibold">{t('foodplan.totals')}</Table.Caption>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{t('foodplan.dish')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('foodplan.group')}</Table.ColumnHeader>
              <Table.ColumnHeader>{t('foodplan.allergens')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('foodplan.portions')}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">{t('foodplan.awaiting')}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {day.Totals.map((total) => (
              <Table.Row key={total.ProductID} data-testid="foodplan-print-total">
                <Table.Cell>{total.Name}</Table.Cell>
                <Table.Cell>{total.Kind === 'Subscription' ? t('foodplan.subscription') : total.Group}</Table.Cell>
                <Table.Cell>{names(total.Allergens)}{total.AllergenText ? ` (${total.AllergenText})` : ''}</Table.Cell>
                <Table.Cell textAlign="end" fontWeight="bold">{total.Portions}</Table.Cell>
                <Table.Cell textAlign="end">{total.AwaitingPayment}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      {day.Schools.map((school) => (
        <Box as="section" key={school.Customer.ID} mb="6">
          <Heading as="h2" size="lg" mb="2">{school.Customer.Name}</Heading>
          {school.Classes.map((entry) => {
            const heading = entry.Grade === null ? t('foodplan.noGrade') : t('foodplan.classHeading', { grade: entry.Grade });
            return (
              <Box key={entry.Grade ?? ''} mb="4" css={{ breakInside: 'avoid' }}>
                <Heading as="h3" size="md" mb="1">{heading}</Heading>
                <Table.Root size="sm" variant="line" aria-label={`${school.Customer.Name}: ${heading}`}>
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>{t('foodplan.child')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('foodplan.dish')}</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">{t('foodplan.quantity')}</Table.ColumnHeader>
                      <Table.ColumnHeader>{t('foodplan.avoid')}</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {entry.Children.map((child) => (
                      <Table.Row key={`${child.WalletID}|${child.ProductID}`} data-testid="foodplan-print-child">
                        <Table.Cell fontWeight={child.Conflicts.length > 0 ? 'bold' : undefined}>{child.Name}</Table.Cell>
                        <Table.Cell>{child.Dish} ({child.Group})</Table.Cell>
                        <Table.Cell textAlign="end">{child.Quantity}</Table.Cell>
                        <Table.Cell fontWeight={child.Conflicts.length > 0 ? 'bold' : undefined}>
                          {child.Conflicts.length > 0 ? `⚠ ${t('foodplan.avoidText', { allergens: names(child.Conflicts) })}` : t('foodplan.noAllergens')}
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Box>
            );
          })}
        </Box>
      ))}
      <Text mt="8" fontSize="xs" color="fg.muted">{t('receipt.printedBy', { brand: brand.name, cvr: brand.footer.cvr })}</Text>
    </Box>
  );
}
