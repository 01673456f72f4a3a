import { DEVICE_KEY_HEADER, IDEMPOTENCY_KEY_HEADER, PaymentTransaction, TerminalPurchaseRequest } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses';
import { sendAnswer } from '../idempotency/reply';
import type { TerminalService } from './service';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const terminalRoutes: FastifyPluginAsyncZod<{ terminals: TerminalService }> = async (app, { terminals }) => {
  app.post(
    '/api/Terminal/Purchase',
    {
      // No bearer token: the terminal authenticates with its device key (X-Device-Key).
      config: { anonymous: true },
      schema: {
        tags: ['Terminal'],
        summary: 'A canteen sale on a school card: the wallet is charged at once. Headers X-Device-Key and Idempotency-Key.',
        security: [],
        body: TerminalPurchaseRequest,
        response: { 200: PaymentTransaction, ...errorResponses(400, 401, 409, 422) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await terminals.purchase(
          { deviceKey: header(request.headers[DEVICE_KEY_HEADER]), idempotencyKey: header(request.headers[IDEMPOTENCY_KEY_HEADER]) },
          request.body,
        ),
      ),
  );
};
