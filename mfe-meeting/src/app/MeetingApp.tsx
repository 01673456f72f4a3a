import { lazy, Suspense } from 'react';
import { CATALOGUE_ROUTES } from '@kk/domain';
import { getAppConfig, useTranslation } from '@kk/platform';
import { Alert, Heading, HStack, Loading, RouteLink, Stack, useLocation } from '@kk/ui';
import { ORDERS_PATH, OrderingPage } from '../features/ordering/OrderingPage';
import { deadlineText, windowText } from '../features/ordering/productTexts';

// Each page outside the ordering screen is a chunk of its own: the kitchen never loads the ordering code's dialogs, staff never the production list.
const OrdersPage = lazy(() => import('../features/orders/OrdersPage').then((module) => ({ default: module.OrdersPage })));
const ProductionPage = lazy(() => import('../features/production/ProductionPage').then((module) => ({ default: module.ProductionPage })));
// The partner site's meeting options: only the kitchen's editors load it (with @kk/ui/lists).
const CataloguePage = lazy(() => import('../features/catalogue/CataloguePage').then((module) => ({ default: module.CataloguePage })));

const ORDERING_PATH = '/Meeting';
/** The catalogue's editor words a product's window and deadline as the ordering page does. */
const RULE_TEXTS = { window: windowText, deadline: deadlineText };

/**
 * The meeting remote's screens by path. Wallet site: /Meeting (ordering, and changing an
 * order with ?edit=) and /Meeting/Orders. Partner site: /Meeting/Production, the kitchen's
 * production list, and /Catalogue/Meeting, the meeting options' editing (CATALOGUE_ROUTES).
 */
export function MeetingApp() {
  const { t } = useTranslation('meeting');
  const { path } = useLocation();
  const { application } = getAppConfig();
  if (path.startsWith('/meeting/production')) {
    if (application !== 'partner') {
      return (
        <Alert.Root status="info" role="status">
          <Alert.Indicator />
          <Alert.Title>{t('common.productionElsewhere')}</Alert.Title>
        </Alert.Root>
      );
    }
    return (
      <Suspense fallback={<Loading />}>
        <ProductionPage />
      </Suspense>
    );
  }
  if (application === 'partner') {
    if (!path.startsWith(CATALOGUE_ROUTES.meeting.toLowerCase())) return null;
    return (
      <Suspense fallback={<Loading />}>
        <CataloguePage ruleTexts={RULE_TEXTS} />
      </Suspense>
    );
  }
  const onOrders = path.startsWith(ORDERS_PATH.toLowerCase());
  return (
    <Stack gap="5">
      <Heading as="h1" size="xl">{t('common.title')}</Heading>
      <nav aria-label={t('common.navLabel')}>
        <HStack as="ul" listStyleType="none" m="0" p="0" gap="2">
          <li><RouteLink href={ORDERING_PATH} current={!onOrders}>{t('common.newOrder')}</RouteLink></li>
          <li><RouteLink href={ORDERS_PATH} current={onOrders}>{t('common.myOrders')}</RouteLink></li>
        </HStack>
      </nav>
      {onOrders ? (
        <Suspense fallback={<Loading />}>
          <OrdersPage />
        </Suspense>
      ) : (
        <OrderingPage />
      )}
    </Stack>
  );
}
