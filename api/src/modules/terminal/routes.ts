import { DEVICE_KEY_HEADER, IDEMPOTENCY_KEY_HEADER, PaymentTransaction, TerminalPurchaseRequest } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { documented } from '../../http/documented';
import { sendAnswer } from '../idempotency/reply';
import type { TerminalService } from './service';

const header = (value: string | string[] | undefined) => (typeof value === 'string' ? value : undefined);

export const terminalRoutes: FastifyPluginAsyncZod<{ terminals: TerminalService }> = async (app, { terminals }) => {
  app.post(
    '/api/Terminal/Purchase',
    // No bearer token: the terminal authenticates with its device key (X-Device-Key).
    documented({ tags: ['Terminal'], summary: 'A canteen sale on a school card: the wallet is charged at once. Headers X-Device-Key and Idempotency-Key.', body: TerminalPurchaseRequest, response: { 200: PaymentTransaction }, errors: [400, 401, 409, 422], anonymous: true }),
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
