import type { WebshopProductsResponse, WebshopSubscriptionsResponse } from '@kk/contracts';
import { api } from '@kk/platform';

/** Spec section 7, "Webshop and landing": reads are silent, the page shows its own failure. */
export const webshopApi = {
  subscriptions: () => api.get<WebshopSubscriptionsResponse>('/api/Webshop/GetSubscriptions', undefined, { silent: true }),
  /** A webshop's groups and products with this wallet's purchased counts. */
  products: (webshopID: string, walletID: string) => api.get<WebshopProductsResponse>('/api/Webshop/Products', { webshopID, walletID }, { silent: true }),
};
