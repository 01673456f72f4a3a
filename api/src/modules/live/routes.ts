import { LIVE_PRODUCTION_PATH, LIVE_WALLETS_PATH } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyReply } from 'fastify';
import type { PassThrough } from 'node:stream';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { FoodPlanOrdersHub, WalletBalanceHub } from './hub';
import type { ProductionStreams } from './production-stream';
import type { LiveStreams } from './stream';

function sendStream(reply: FastifyReply, stream: PassThrough) {
  // The browser's going away ends the stream, which unsubscribes it.
  reply.raw.on('close', () => stream.destroy());
  return reply
    .header('Content-Type', 'text/event-stream; charset=utf-8')
    .header('Cache-Control', 'no-cache, no-transform')
    .header('X-Accel-Buffering', 'no')
    .send(stream);
}

export const liveRoutes: FastifyPluginAsyncZod<{ streams: LiveStreams; hub: WalletBalanceHub; ordersHub: FoodPlanOrdersHub; production: ProductionStreams }> = async (
  app,
  { streams, hub, ordersHub, production },
) => {
  app.get(
    LIVE_WALLETS_PATH,
    documented({
      tags: ['Live'],
      summary: "Server-Sent Events of the signed-in user's wallet balances (event 'balance': { WalletID, Balance }; 'session-ended'). Bearer auth: read it with fetch, EventSource cannot send the header",
      response: { 200: z.any().describe('text/event-stream') }, errors: [401],
    }),
    async (request, reply) => sendStream(reply, await streams.openFor(authOf(request))),
  );

  app.get(
    LIVE_PRODUCTION_PATH,
    documented({
      tags: ['Live'],
      summary:
        "Server-Sent Events for the kitchen's food-plan production list (partner site, role FoodPlanKitchen): 'foodplan-orders' { FoodPlanID, From, To } when a plan's portions changed, 'resync' after a lost listening connection, 'session-ended'. Without foodPlanID every plan the caller may see",
      querystring: z.object({ foodPlanID: z.string().uuid().optional() }),
      response: { 200: z.any().describe('text/event-stream') }, errors: [400, 401, 403, 404],
    }),
    async (request, reply) => sendStream(reply, await production.openFor(authOf(request), request.query.foodPlanID)),
  );

  app.addHook('preClose', async () => {
    streams.endAll();
    production.endAll();
  });
  app.addHook('onClose', async () => {
    await hub.close();
    await ordersHub.close();
  });
};
