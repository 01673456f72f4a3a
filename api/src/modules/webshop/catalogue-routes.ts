import {
  CATALOGUE_LISTS,
  CATALOGUE_ROLES,
  CatalogueStockAdjustmentRequest,
  CatalogueWebshopOptions,
  CatalogueWebshopProduct,
  CatalogueWebshopProductCreate,
  CatalogueWebshopProductUpdate,
  GenericItemParams,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { genericListRoutes } from '../../http/generic-list';
import { idempotencyKeyOf, sendAnswer } from '../idempotency/reply';
import type { WebshopCatalogueService } from './catalogue-service';

const TAGS = ['Catalogue'];
const PATHS = CATALOGUE_LISTS.webshopProduct;
const WHO = `role ${CATALOGUE_ROLES.webshop}, the webshops of the caller's customers`;

/** The partner site's webshop products: the generic list calls and the stock adjustment. */
export const webshopCatalogueRoutes: FastifyPluginAsyncZod<{ catalogue: WebshopCatalogueService }> = async (app, { catalogue }) => {
  genericListRoutes(app, {
    paths: PATHS,
    tags: TAGS,
    noun: 'webshop product',
    who: WHO,
    item: CatalogueWebshopProduct,
    options: CatalogueWebshopOptions,
    create: CatalogueWebshopProductCreate,
    update: CatalogueWebshopProductUpdate,
    handlers: {
      options: (auth) => catalogue.options(auth),
      search: (auth, request) => catalogue.search(auth, request),
      create: (auth, body) => catalogue.create(auth, body),
      update: (auth, id, body) => catalogue.update(auth, id, body),
      remove: (auth, id) => catalogue.remove(auth, id),
      history: (auth, id) => catalogue.history(auth, id),
    },
  });

  app.post(
    `${PATHS.path}AdjustStock/:id`,
    documented({
      tags: TAGS,
      summary: `Adjusts a webshop product's stock: received (+), counted (=), damaged (−, never below 0), under the lock reservations take stock under; Idempotency-Key required (${WHO})`,
      params: GenericItemParams,
      body: CatalogueStockAdjustmentRequest,
      response: { 200: CatalogueWebshopProduct },
      errors: [400, 401, 403, 404, 409, 422],
    }),
    async (request, reply) => sendAnswer(reply, await catalogue.adjustStock(authOf(request), idempotencyKeyOf(request.headers), request.params.id, request.body)),
  );
};
