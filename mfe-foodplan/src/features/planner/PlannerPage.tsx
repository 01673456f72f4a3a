import { useMemo, useRef, useState } from 'react';
import { CATALOGUE_LISTS, type FoodPlanDish, type FoodPlanItemOptions, type PlannerPlan } from '@kk/contracts';
import {
  addCalendarDays,
  allergenName,
  copenhagenDate,
  describeSchoolDayRule,
  formatCalendarDay,
  formatOre,
  isoWeekOf,
  kronerToOre,
  mondayOf,
  parseCalendarDate,
  type SearchParameter,
} from '@kk/domain';
import { api, getAppConfig, useTranslation } from '@kk/platform';
import { Badge, Box, Button, Heading, HStack, LoadFailed, Loading, Stack, Text, useAsync } from '@kk/ui';
import { ResultNotice, SelectField, type ActionResult } from '@kk/ui/forms';
import { GenericList, type GenericListColumn } from '@kk/ui/lists';
import { DishEditor } from './DishEditor';
import { createBodyOf, dishFormOf, dishFormProblems, emptyDishForm, firstPlannableDay, updateBodyOf, type DishForm } from './dishForm';
import { CopyWeekButton, PublishButton, RulesButton } from './WeekActions';

const LIST = CATALOGUE_LISTS.foodPlanItem;

function planLabel(plan: PlannerPlan, t: (key: string, values?: Record<string, unknown>) => string): string {
  return plan.CatererName
    ? t('planner.planCaterer', { plan: plan.Name, customer: plan.CustomerName, caterer: plan.CatererName })
    : t('planner.planChoice', { plan: plan.Name, customer: plan.CustomerName });
}

/**
 * The partner site's week planner (/Catalogue/FoodPlan, role CatalogueFoodPlan): a plan
 * the signed-in staff member edits, a week (previous / next, its ISO week number), the
 * week's dishes in the generic list (day, group, name, price, allergens, stock, status),
 * the dish dialog, and copying, publishing and the plan's rules.
 */
export function PlannerPage() {
  const { t } = useTranslation('foodplan');
  const [reload, setReload] = useState(0);
  const options = useAsync(() => api.get<FoodPlanItemOptions>(`${LIST.path}${LIST.get}`, undefined, { silent: true }), [reload]);
  const [planId, setPlanId] = useState<string | null>(null);
  // While the options load again (new rules), the page stays as it is.
  const latest = useRef<PlannerPlan[] | null>(null);
  if (options.status === 'done') latest.current = options.data.Plans;
  if (latest.current === null) return options.status === 'failed' ? <LoadFailed /> : <Loading />;
  const plans = latest.current;
  if (plans.length === 0) return <Text data-testid="planner-none">{t('planner.none')}</Text>;
  const plan = plans.find((candidate) => candidate.ID === planId) ?? (plans[0] as PlannerPlan);
  return <Planner plans={plans} plan={plan} onPlan={setPlanId} onRulesChanged={() => setReload((n) => n + 1)} />;
}

function Planner({ plans, plan, onPlan, onRulesChanged }: { plans: PlannerPlan[]; plan: PlannerPlan; onPlan(id: string): void; onRulesChanged(): void }) {
  const { t } = useTranslation('foodplan');
  const culture = getAppConfig().culture;
  const today = copenhagenDate(new Date());
  const [weekStart, setWeekStart] = useState(() => mondayOf(today));
  const [result, setResult] = useState<ActionResult | null>(null);
  const fixedSearch = useMemo<SearchParameter[]>(
    () => [
      { Name: 'FoodPlanID', Value: plan.ID, SearchType: 0 },
      { Name: 'WeekStart', Value: weekStart, SearchType: 0 },
    ],
    [plan.ID, weekStart],
  );
  const week = isoWeekOf(parseCalendarDate(weekStart) ?? { year: 1970, month: 1, day: 1 });
  const friday = addCalendarDays(weekStart, 4);

  const columns: GenericListColumn<FoodPlanDish>[] = [
    { key: 'day', header: t('planner.column.day'), render: (dish) => formatCalendarDay(dish.ServeDate, culture) },
    { key: 'group', header: t('planner.column.group'), render: (dish) => dish.GroupName },
    { key: 'name', header: t('planner.column.name'), render: (dish) => dish.Name },
    { key: 'price', header: t('planner.column.price'), align: 'end', render: (dish) => formatOre(kronerToOre(dish.Price), culture) },
    {
      key: 'allergens',
      header: t('planner.column.allergens'),
      render: (dish) =>
        dish.Allergens.length === 0
          ? t('planner.noAllergens')
          : dish.Allergens.map((id) => (id === 15 && dish.AllergenText ? `${allergenName(id, culture)} (${dish.AllergenText})` : allergenName(id, culture))).join(', '),
    },
    { key: 'stock', header: t('planner.column.stock'), align: 'end', render: (dish) => (dish.Stock === null ? t('planner.noStock') : String(dish.Stock)) },
    { key: 'ordered', header: t('planner.column.ordered'), align: 'end', render: (dish) => String(dish.OrderedCount) },
    {
      key: 'status',
      header: t('planner.column.status'),
      render: (dish) => (
        <Badge colorPalette={dish.Status === 'Published' ? 'green' : dish.Status === 'Scheduled' ? 'blue' : 'gray'} data-testid="dish-status" data-status={dish.Status}>
          {t(`planner.status.${dish.Status}`, {
            when: dish.PublishedAt === null ? '' : new Intl.DateTimeFormat(culture === 'da' ? 'da-DK' : 'en-GB', { timeZone: 'Europe/Copenhagen', dateStyle: 'short', timeStyle: 'short' }).format(new Date(dish.PublishedAt)),
          })}
        </Badge>
      ),
    },
  ];

  const translated = (problems: Record<string, string>) =>
    Object.fromEntries(Object.entries(problems).map(([field, key]) => [field, t(`planner.errors.${key.replace('catalogue.errors.', '')}`, { defaultValue: t('planner.errors.other') })]));

  return (
    <Stack gap="4" data-testid="planner-page">
      <Box>
        <Heading as="h1" size="xl">{t('planner.title')}</Heading>
        <Text color="fg.muted">{t('planner.intro')}</Text>
      </Box>
      <HStack gap="4" align="end" wrap="wrap">
        <Box minW="xs">
          <SelectField label={t('planner.plan')} value={plan.ID} onChange={(value) => { onPlan(value); setResult(null); }} testId="planner-plan">
            {plans.map((candidate) => <option key={candidate.ID} value={candidate.ID}>{planLabel(candidate, t)}</option>)}
          </SelectField>
        </Box>
        <nav aria-label={t('planner.weekNav')}>
          <HStack gap="2">
            <Button variant="outline" size="sm" onClick={() => setWeekStart(addCalendarDays(weekStart, -7))} data-testid="planner-previous-week">{t('planner.previousWeek')}</Button>
            <Box textAlign="center" minW="40">
              <Heading as="h2" size="md" data-testid="planner-week" aria-live="polite">{t('planner.week', { week: week.week, year: week.year })}</Heading>
              <Text fontSize="sm" color="fg.muted">{t('planner.weekRange', { from: formatCalendarDay(weekStart, culture), to: formatCalendarDay(friday, culture) })}</Text>
            </Box>
            <Button variant="outline" size="sm" onClick={() => setWeekStart(addCalendarDays(weekStart, 7))} data-testid="planner-next-week">{t('planner.nextWeek')}</Button>
          </HStack>
        </nav>
      </HStack>
      <Text fontSize="sm" data-testid="planner-rules-text">
        {t('planner.rules', { registration: describeSchoolDayRule(plan.Registration, culture), cancellation: describeSchoolDayRule(plan.Cancellation, culture) })}
      </Text>
      <ResultNotice result={result} testId="planner-result" />
      <GenericList<FoodPlanDish, DishForm, FoodPlanItemOptions>
        paths={LIST}
        title={t('planner.listTitle', { week: week.week })}
        noun={t('planner.noun')}
        columns={columns}
        searchLabel={t('planner.search')}
        fixedSearch={fixedSearch}
        emptyDraft={(opts) => emptyDishForm(opts.Plans.find((candidate) => candidate.ID === plan.ID) ?? plan, firstPlannableDay(weekStart, today))}
        toDraft={(dish) => dishFormOf(dish)}
        Editor={DishEditor}
        validate={(form) => translated(dishFormProblems(form, today))}
        toCreateBody={createBodyOf}
        toUpdateBody={(form) => updateBodyOf(form)}
        itemLabel={(dish) => `${dish.Name} (${formatCalendarDay(dish.ServeDate, culture)})`}
        toolbar={(list) => {
          const actions = { plan, weekStart, onResult: setResult, onDone: list.refresh };
          return (
            <>
              <CopyWeekButton {...actions} />
              <PublishButton {...actions} />
              <RulesButton {...actions} onDone={async () => { await list.refresh(); onRulesChanged(); }} />
            </>
          );
        }}
      />
    </Stack>
  );
}
