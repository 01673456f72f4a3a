import type { SpendingSummary } from '@kk/contracts';
import { useTranslation } from '@kk/platform';
import { formatCalendarDate, type Culture } from '@kk/domain';
import { Table } from '@kk/ui';

export interface TablesProps {
  summary: SpendingSummary;
  categoryName: (id: string) => string;
  money: (kroner: number) => string;
  culture: Culture;
  id: string;
}

/**
 * The chart's text alternative: the same figures as tables (per category, and per week
 * with its breakdown), always in the page so screen readers and keyboards get them.
 */
export function SpendingTables({ summary, categoryName, money, culture, id }: TablesProps) {
  const { t } = useTranslation('wallet');
  const weeks = summary.Weeks.filter((week) => week.Amount !== 0).reverse();
  const sunday = (monday: string) => new Date(Date.parse(`${monday}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
  return (
    <div id={id} data-testid="spending-tables">
      <Table.Root size="sm" mb="6" data-testid="spending-categories">
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.5rem 0' }}>{t('insight.categoriesCaption')}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('insight.category')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('insight.amount')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {summary.Categories.map((category) => (
            <Table.Row key={category.ID}>
              <Table.ColumnHeader scope="row" fontWeight="normal">{categoryName(category.ID)}</Table.ColumnHeader>
              <Table.Cell textAlign="end">{money(category.Amount)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <Table.Root size="sm" data-testid="spending-weeks">
        <caption style={{ textAlign: 'start', fontWeight: 600, padding: '0.5rem 0' }}>{t('insight.weeksCaption')}</caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">{t('insight.week')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('insight.dates')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">{t('insight.amount')}</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">{t('insight.breakdown')}</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {weeks.map((week) => (
            <Table.Row key={week.Start} data-testid="spending-week-row">
              <Table.ColumnHeader scope="row" fontWeight="normal">{t('insight.weekLabel', { week: week.Week, year: week.Year })}</Table.ColumnHeader>
              <Table.Cell>{formatCalendarDate(week.Start, culture)} – {formatCalendarDate(sunday(week.Start), culture)}</Table.Cell>
              <Table.Cell textAlign="end">{money(week.Amount)}</Table.Cell>
              <Table.Cell>
                {Object.entries(week.Categories)
                  .sort(([, a], [, b]) => b - a)
                  .map(([categoryId, kroner]) => `${categoryName(categoryId)} ${money(kroner)}`)
                  .join(', ')}
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </div>
  );
}
