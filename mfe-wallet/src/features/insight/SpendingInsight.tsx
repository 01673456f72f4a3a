import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import type { SpendingSummary, WalletInOnboarding } from '@kk/contracts';
import { copenhagenDate, defaultSpendingPeriod, formatCalendarDate, formatOre, kronerToOre, spendingPeriodProblem, type Culture } from '@kk/domain';
import { getAppConfig, useOnBalanceChange, useTranslation } from '@kk/platform';
import { Box, Button, Heading, HStack, LoadFailed, Loading, Stack, Text, useAsync } from '@kk/ui';
import { DateField } from '@kk/ui/forms';
import { insightApi } from './api';
import { ExportPanel } from './ExportPanel';
import type { ChartSeries } from './SpendingChart';
import { SpendingTables } from './SpendingTables';

/** Chart.js and the chart: a chunk of their own, fetched only when a chart is drawn. */
const SpendingChart = lazy(() => import('./SpendingChart'));

/** The chart shows the largest categories on their own and the rest together. */
const CHART_CATEGORIES = 7;

type Period = { from: string; to: string };

function chartSeries(summary: SpendingSummary, categoryName: (id: string) => string, otherLabel: string): ChartSeries[] {
  const shown = summary.Categories.slice(0, CHART_CATEGORIES);
  const rest = summary.Categories.slice(CHART_CATEGORIES).map((c) => c.ID);
  const series: ChartSeries[] = shown.map((category) => ({ id: category.ID, label: categoryName(category.ID), values: summary.Weeks.map((week) => week.Categories[category.ID] ?? 0) }));
  if (rest.length > 0) {
    series.push({
      id: 'other',
      label: otherLabel,
      values: summary.Weeks.map((week) => rest.reduce((sum, id) => sum + kronerToOre(week.Categories[id] ?? 0), 0) / 100),
    });
  }
  return series;
}

/**
 * The spending insight (issue 16) on a wallet's transactions page: what the wallet spent
 * per week and per category over a period (the last 12 months unless another is chosen),
 * as a chart with the same figures in tables, and the period's transactions as CSV or PDF.
 */
export default function SpendingInsight({ wallet }: { wallet: WalletInOnboarding }) {
  const { t } = useTranslation('wallet');
  const culture: Culture = getAppConfig().culture;
  const initial = useMemo(() => defaultSpendingPeriod(copenhagenDate(new Date())), []);
  const [draft, setDraft] = useState<Period>(initial);
  const problem = spendingPeriodProblem(draft.from, draft.to);
  // The last valid period: an unfinished date in a field keeps the chart as it was.
  const [period, setPeriod] = useState<Period>(initial);
  const change = (next: Period) => {
    setDraft(next);
    if (spendingPeriodProblem(next.from, next.to) === null) setPeriod(next);
  };
  const summary = useAsync(() => insightApi.spending(wallet.WalletID, period.from, period.to), [wallet.WalletID, period.from, period.to]);
  const tablesId = useId();

  const money = useCallback((kroner: number) => formatOre(kronerToOre(kroner), culture), [culture]);
  // Money moved (a purchase, a cancel): read the period again, keeping the chart in place meanwhile.
  const [refreshing, setRefreshing] = useState(false);
  useOnBalanceChange(wallet.WalletID, () => {
    setRefreshing(true);
    summary.reload();
  });
  useEffect(() => {
    if (summary.status !== 'loading') setRefreshing(false);
  }, [summary.status]);
  const lastShown = useRef<SpendingSummary | null>(null);
  if (summary.status === 'done') lastShown.current = summary.data;
  const data = summary.status === 'done' ? summary.data : refreshing ? lastShown.current : null;
  const categoryName = useCallback(
    (id: string) => {
      const category = data?.Categories.find((c) => c.ID === id);
      if (!category) return id;
      if (category.Name !== null) return category.Name;
      if (category.Kind === 'FoodGroup') return t(`foodGroups.${category.Key}`, { defaultValue: category.Key });
      return t(`insight.categoryTypes.${category.Key}`, { defaultValue: category.Key });
    },
    [data, t],
  );
  const series = useMemo(() => (data ? chartSeries(data, categoryName, t('insight.other')) : []), [data, categoryName, t]);
  const labels = useMemo(() => (data ? data.Weeks.map((week) => t('insight.weekShort', { week: week.Week })) : []), [data, t]);
  const shown = data ? { from: formatCalendarDate(data.From, culture), to: formatCalendarDate(data.To, culture), total: money(data.Total) } : null;

  return (
    <Stack as="section" gap="4" aria-labelledby="insight-title" data-testid="spending-insight">
      <Heading as="h2" size="lg" id="insight-title">{t('insight.title')}</Heading>
      <Text>{t('insight.intro', { name: wallet.Name })}</Text>
      <HStack as="fieldset" gap="4" wrap="wrap" align="flex-end" data-testid="insight-period">
        <legend style={{ fontWeight: 600, marginBottom: '0.5rem' }}>{t('insight.period')}</legend>
        <DateField label={t('insight.from')} value={draft.from} onChange={(from) => change({ ...draft, from })} testId="insight-from" />
        <DateField label={t('insight.to')} value={draft.to} onChange={(to) => change({ ...draft, to })} testId="insight-to" />
        <Button size="sm" variant="outline" onClick={() => change(initial)} data-testid="insight-last-12-months">{t('insight.last12Months')}</Button>
      </HStack>
      {problem !== null && <Text role="alert" color="fg.error" data-testid="insight-period-problem">{t('insight.invalidPeriod')}</Text>}
      {summary.status === 'loading' && data === null && <Loading />}
      {summary.status === 'failed' && <LoadFailed />}
      {data && shown && (
        <>
          <Text fontWeight="semibold" data-testid="spending-total">{t('insight.total', shown)}</Text>
          {data.Categories.length === 0 ? (
            <Text data-testid="spending-empty">{t('insight.noSpending')}</Text>
          ) : (
            <>
              <Suspense fallback={<Box h={{ base: '16rem', md: '20rem' }}><Text fontSize="sm" color="fg.muted">{t('insight.chartLoading')}</Text></Box>}>
                <SpendingChart labels={labels} series={series} ariaLabel={t('insight.chartLabel', shown)} describedBy={tablesId} formatAmount={money} locale={culture === 'da' ? 'da-DK' : 'en-GB'} />
              </Suspense>
              <SpendingTables summary={data} categoryName={categoryName} money={money} culture={culture} id={tablesId} />
            </>
          )}
        </>
      )}
      <ExportPanel wallet={wallet} from={period.from} to={period.to} culture={culture} disabled={problem !== null} />
    </Stack>
  );
}
