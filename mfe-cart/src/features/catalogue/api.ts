import { CATALOGUE_LISTS, type CatalogueStockAdjustmentRequest, type CatalogueWebshopProduct } from '@kk/contracts';
import { api, newIdempotencyKey } from '@kk/platform';

/** The stock adjustment (the generic list makes the list's own calls); one Idempotency-Key per attempt. */
export const catalogueApi = {
  newKey: newIdempotencyKey,
  adjustStock: (id: string, body: CatalogueStockAdjustmentRequest, idempotencyKey: string) =>
    api.post<CatalogueWebshopProduct>(`${CATALOGUE_LISTS.webshopProduct.path}AdjustStock/${encodeURIComponent(id)}`, body, { idempotencyKey }),
};
