import { lazy, Suspense, type ReactNode } from 'react';
import { CATALOGUE_ROUTES, FOODPLAN_PRODUCTION_ROUTE } from '@kk/domain';
import { getAppConfig, queryValue, useTranslation } from '@kk/platform';
import { Heading, HStack, LoadFailed, RouteLink, Loading, Stack, Text, useAsync, useLocation } from '@kk/ui';
import { MenuPage } from '../features/menu/MenuPage';
import { foodPlanHref, loadFoodPlanContext, pickChild, pickPlan } from './context';

// The pages beyond the menu are chunks of their own: the menu, the page most visits open, does not carry them.
const SubscriptionsPage = lazy(() => import('../features/subscriptions/SubscriptionsPage').then((module) => ({ default: module.SubscriptionsPage })));
const OrdersView = lazy(() => import('../features/orders/OrdersView').then((module) => ({ default: module.OrdersView })));
const AllergyProfile = lazy(() => import('../features/allergies/AllergyProfile').then((module) => ({ default: module.AllergyProfile })));
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
    const page = path.startsWith(PLANNER_PATH.toLowerCase()) ? <PlannerPage /> : path.startsWith(FOODPLAN_PRODUCTION_ROUTE.toLowerCase()) ? <ProductionPage /> : null;
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
        <Suspense fallback={<Loading />}>
          {page === 'menu' && plan && <MenuPage key={`${walletId}-${plan.ID}`} wallet={child.wallet} plan={plan} />}
          {page === 'subscriptions' && plan && <SubscriptionsPage key={`${walletId}-${plan.ID}`} wallet={child.wallet} plan={plan} />}
          {page === 'orders' && <OrdersView key={walletId} wallet={child.wallet} />}
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
