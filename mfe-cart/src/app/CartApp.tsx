import { lazy, Suspense } from 'react';
import { getAppConfig } from '@kk/platform';
import { Loading, useLocation } from '@kk/ui';
import { CATALOGUE_ROUTES } from '@kk/domain';
import { WebshopPage } from '../features/webshop/WebshopPage';

// The partner site's catalogue page is a chunk of its own: families never download it.
const CatalogueWebshopPage = lazy(() => import('../features/catalogue/CatalogueWebshopPage').then((module) => ({ default: module.CatalogueWebshopPage })));

/**
 * The cart remote's screens by path. Wallet site: the webshop (/Webshop). Partner site:
 * /Catalogue/Webshop, the webshop products for staff with the CatalogueWebshop role (the
 * only route the shell gives the remote there).
 */
export function CartApp() {
  const { path } = useLocation();
  if (getAppConfig().application === 'partner') {
    if (!path.startsWith(CATALOGUE_ROUTES.webshop.toLowerCase())) return null;
    return (
      <Suspense fallback={<Loading />}>
        <CatalogueWebshopPage />
      </Suspense>
    );
  }
  return <WebshopPage />;
}
