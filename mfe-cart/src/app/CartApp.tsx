import { lazy, Suspense } from 'react';
import { getAppConfig } from '@kk/platform';
import { Loading, useLocation } from '@kk/ui';
import { CATALOGUE_ROUTES, WEBSHOP_HANDOUT_ROUTE } from '@kk/domain';
import { WebshopPage } from '../features/webshop/WebshopPage';

// The partner site's catalogue page is a chunk of its own: families never download it.
const CatalogueWebshopPage = lazy(() => import('../features/catalogue/CatalogueWebshopPage').then((module) => ({ default: module.CatalogueWebshopPage })));
// The hand-out list (issue 26) is another: the products' editor is not loaded with it.
const HandOutPage = lazy(() => import('../features/handout/HandOutPage').then((module) => ({ default: module.HandOutPage })));

/**
 * The cart remote's screens by path. Wallet site: the webshop (/Webshop). Partner site:
 * /Catalogue/Webshop, the webshop products for staff with the CatalogueWebshop role, and
 * /Webshop/HandOut, the hand-out list for staff with WebshopHandOut (the only routes the
 * shell gives the remote there).
 */
export function CartApp() {
  const { path } = useLocation();
  if (getAppConfig().application === 'partner') {
    if (path.startsWith(WEBSHOP_HANDOUT_ROUTE.toLowerCase())) {
      return (
        <Suspense fallback={<Loading />}>
          <HandOutPage />
        </Suspense>
      );
    }
    if (!path.startsWith(CATALOGUE_ROUTES.webshop.toLowerCase())) return null;
    return (
      <Suspense fallback={<Loading />}>
        <CatalogueWebshopPage />
      </Suspense>
    );
  }
  return <WebshopPage />;
}
