import { ProductImageParams, WebshopProductsQuery, WebshopProductsResponse, WebshopSubscriptionsQuery, WebshopSubscriptionsResponse } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../core/errors';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { errorResponses } from '../../http/error-responses';
import type { WebshopService } from './service';

const TAGS = ['Webshop'];

export const webshopRoutes: FastifyPluginAsyncZod<{ webshops: WebshopService }> = async (app, { webshops }) => {
  app.get(
    '/api/Webshop/GetSubscriptions',
    documented({ tags: TAGS, summary: "The webshops the user's wallets (or the one named) may shop in, with the wallets that may shop in each", querystring: WebshopSubscriptionsQuery, response: { 200: WebshopSubscriptionsResponse }, errors: [400, 401, 403] }),
    async (request) => ({ data: await webshops.subscriptions(authOf(request), request.query.walletID) }),
  );

  app.get(
    '/api/Webshop/Products',
    documented({ tags: TAGS, summary: "A webshop's product groups and the products on sale now, with the wallet's purchased counts", querystring: WebshopProductsQuery, response: { 200: WebshopProductsResponse }, errors: [400, 401, 403] }),
    (request) => webshops.products(authOf(request), request.query.webshopID, request.query.walletID),
  );

  // Product images are public catalogue pictures behind a random, unguessable address.
  app.get(
    '/blob/product-images/:imageId',
    {
      config: { anonymous: true },
      schema: { tags: TAGS, summary: 'A product image by its address', params: ProductImageParams, response: { 200: z.any().describe('The image'), ...errorResponses(400, 404) } },
    },
    async (request, reply) => {
      const image = await webshops.image(request.params.imageId);
      if (image === null) throw new AppError(404, 'Not found', 'No such image');
      return reply.type(image.contentType).header('Cache-Control', 'public, max-age=31536000, immutable').send(image.bytes);
    },
  );
};
