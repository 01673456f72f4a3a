import { LIVE_WALLETS_PATH } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { WalletBalanceHub } from './hub';
import type { LiveStreams } from './stream';

export const liveRoutes: FastifyPluginAsyncZod<{ streams: LiveStreams; hub: WalletBalanceHub }> = async (app, { streams, hub }) => {
  app.get(
    LIVE_WALLETS_PATH,
    documented({
      tags: ['Live'],
      summary: "Server-Sent Events of the signed-in user's wallet balances (event 'balance': { WalletID, Balance }; 'session-ended'). Bearer auth: read it with fetch, EventSource cannot send the header",
      response: { 200: z.any().describe('text/event-stream') }, errors: [401],
    }),
    async (request, reply) => {
      const stream = await streams.openFor(authOf(request));
      // The browser's going away ends the stream, which unsubscribes it.
      reply.raw.on('close', () => stream.destroy());
      return reply
        .header('Content-Type', 'text/event-stream; charset=utf-8')
        .header('Cache-Control', 'no-cache, no-transform')
        .header('X-Accel-Buffering', 'no')
        .send(stream);
    },
  );

  app.addHook('preClose', async () => {
    streams.endAll();
  });
  app.addHook('onClose', async () => {
    await hub.close();
  });
};
