import { lazy, Suspense, useState, type ReactNode } from 'react';
import { CATALOGUE_ROUTES, FOODPLAN_PRODUCTION_ROUTE } from '@kk/domain';
import { getAppConfig, queryValue, useTranslation } from '@kk/platform';
import { Button, Heading, HStack, LoadFailed, RouteLink, Loading, Stack, Text, useAsync, useLocation, useRoles } from '@kk/ui';
import { MenuPage } from '../features/menu/MenuPage';
import { foodPlanHref, loadFoodPlanContext, pickChild, pickPlan } from './context';

// The pages beyond the menu are chunks of their own: the menu, the page most visits open, does not carry them.
const SubscriptionsPage = lazy(() => import('../features/subscriptions/SubscriptionsPage').then((module) => ({ default: module.SubscriptionsPage })));
const OrdersView = lazy(() => import('../features/orders/OrdersView').then((module) => ({ default: module.OrdersView })));
const AllergyProfile = lazy(() => import('../features/allergies/AllergyProfile').then((module) => ({ default: module.AllergyProfile })));
// Absence ("Meld fravær"): its own chunk, loaded when the dialog first opens.
const AbsenceDialog = lazy(() => import('../features/absence/AbsenceDialog'));
// The partner site's staff page for reporting a pupil absent (role PupilAbsence).
const StaffAbsencePage = lazy(() => import('../features/absence/StaffAbsencePage').then((module) => ({ default: module.StaffAbsencePage })));
// The partner site's week planner: its own chunk, which families never download.
const PlannerPage = lazy(() => import('../features/planner/PlannerPage').then((module) => ({ default: module.PlannerPage })));
// The kitchen's production list (issue 26): a chunk of its own too.
const ProductionPage = lazy(() => import('../features/production/ProductionPage').then((module) => ({ default: module.ProductionPage })));

/** The partner site's place for the planner (shared/domain CATALOGUE_ROUTES). */
export const PLANNER_PATH = CATALOGUE_ROUTES.foodplan;

export const PATHS = {
  menu: '/FoodPlanner',
  subscriptions: '/FoodPlanner/Subscriptions',
  orders: '/FoodPlanner/Orders',
  allergies: '/FoodPlanner/Allergies',
} as const;

/** The partner site's absence page (role PupilAbsence). */
export const STAFF_ABSENCE_PATH = '/FoodPlanner/Absence';

/** The address parameter that opens the absence dialog (the wallet widget's "Meld fravær" link sends it). */
export const ABSENCE_QUERY = 'absence';
type Page = keyof typeof PATHS;

function pageOf(path: string): Page {
  if (path.startsWith('/foodplanner/subscriptions')) return 'subscriptions';
  if (path.startsWith('/foodplanner/orders')) return 'orders';
  if (path.startsWith('/foodplanner/allergies')) return 'allergies';
  return 'menu';
}

function LinkRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <nav aria-label={label}>
      <HStack as="ul" listStyleType="none" m="0" p="0" gap="2" flexWrap="wrap">
        {children}
      </HStack>
    </nav>
  );
}

/**
 * The food plan remote's screens. Partner site: /Catalogue/FoodPlan, the week planner, and
 * /FoodPlanner/Production, the kitchen's production list (the routes the shell gives it
 * there, by role). Wallet site: the family's screens below.
 */
export function FoodPlanApp() {
  const { path } = useLocation();
  const { application } = getAppConfig();
  if (application === 'partner') {
    const page = path.startsWith(STAFF_ABSENCE_PATH.toLowerCase())
      ? <StaffAbsencePage />
      : path.startsWith(PLANNER_PATH.toLowerCase())
        ? <PlannerPage />
        : path.startsWith(FOODPLAN_PRODUCTION_ROUTE.toLowerCase())
          ? <ProductionPage />
          : null;
    if (page === null) return null;
    return <Suspense fallback={<Loading />}>{page}</Suspense>;
  }
  return <FamilyFoodPlan />;
}

/**
 * The food plan's screens by path, for one child (WalletID in the address) and, on the
 * menu and subscriptions, one of its plans (FoodPlanID): /FoodPlanner (the menu),
 * /FoodPlanner/Subscriptions, /FoodPlanner/Orders (the three-week view) and
 * /FoodPlanner/Allergies (the child's allergy profile).
 */
function FamilyFoodPlan() {
  const { t } = useTranslation('foodplan');
  const { path, query } = useLocation();
  const context = useAsync(loadFoodPlanContext, []);
  const page = pageOf(path);
  const roles = useRoles();
  // Open at once when the address asks for it (the wallet widget's link), else by the button.
  const [absenceOpen, setAbsenceOpen] = useState(() => queryValue(query, ABSENCE_QUERY) === '1');
  const mayReportAbsence = roles.includes('DepositWithdraw');
  // A report changes the orders: the page below is read again.
  const [reported, setReported] = useState(0);

  const body = (() => {
    if (context.status === 'loading') return <Loading />;
    if (context.status === 'failed') return <LoadFailed />;
    if (context.data.length === 0) return <Text>{t('common.none')}</Text>;
    const child = pickChild(context.data, queryValue(query, 'WalletID'));
    if (child === undefined) return null;
    const plan = pickPlan(child, queryValue(query, 'FoodPlanID'));
    const walletId = child.wallet.WalletID;
    const planned = page === 'menu' || page === 'subscriptions';
    return (
      <Stack gap="5">
        {context.data.length > 1 && (
          <LinkRow label={t('common.childPicker')}>
            {context.data.map((other) => (
              <li key={other.wallet.WalletID}>
                <RouteLink href={foodPlanHref(PATHS[page], other.wallet.WalletID)} current={other === child} testId="child-choice">{other.wallet.Name}</RouteLink>
              </li>
            ))}
          </LinkRow>
        )}
        <LinkRow label={t('common.navLabel')}>
          {(Object.keys(PATHS) as Page[]).map((key) => (
            <li key={key}>
              <RouteLink href={foodPlanHref(PATHS[key], walletId, plan?.ID)} current={key === page} testId={`foodplan-nav-${key}`}>{t(`common.nav.${key}`)}</RouteLink>
            </li>
          ))}
        </LinkRow>
        {planned && child.plans.length > 1 && (
          <LinkRow label={t('common.planPicker')}>
            {child.plans.map((other) => (
              <li key={other.ID}>
                <RouteLink href={foodPlanHref(PATHS[page], walletId, other.ID)} current={other === plan} testId="plan-choice">
                  {other.Name}{other.CatererName ? ` (${t('common.caterer', { name: other.CatererName })})` : ''}
                </RouteLink>
              </li>
            ))}
          </LinkRow>
        )}
        {mayReportAbsence && (
          <HStack>
            <Button size="sm" variant="outline" onClick={() => setAbsenceOpen(true)} data-testid="absence-open">{t('absence.openFor', { name: child.wallet.Name })}</Button>
          </HStack>
        )}
        {mayReportAbsence && absenceOpen && (
          <Suspense fallback={null}>
            <AbsenceDialog wallet={child.wallet} onClose={() => setAbsenceOpen(false)} onReported={() => setReported((count) => count + 1)} />
          </Suspense>
        )}
        <Suspense fallback={<Loading />}>
          {page === 'menu' && plan && <MenuPage key={`${walletId}-${plan.ID}-${reported}`} wallet={child.wallet} plan={plan} />}
          {page === 'subscriptions' && plan && <SubscriptionsPage key={`${walletId}-${plan.ID}-${reported}`} wallet={child.wallet} plan={plan} />}
          {page === 'orders' && <OrdersView key={`${walletId}-${reported}`} wallet={child.wallet} />}
          {page === 'allergies' && <AllergyProfile key={walletId} wallet={child.wallet} />}
        </Suspense>
      </Stack>
    );
  })();

  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('common.title')}</Heading>
      {body}
    </Stack>
  );
}
