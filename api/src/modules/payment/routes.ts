import {
  CancelTransactionRequest,
  CardPaymentMethodRequest,
  CompleteTransactionRequest,
  IDEMPOTENCY_KEY_HEADER,
  OrderPayload,
  PaymentTransaction,
  RefundTransactionRequest,
} from '@kk/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { languageOf } from '../../http/culture-header';
import { documented } from '../../http/documented';
import { sendAnswer } from '../idempotency/reply';
import type { StoredAnswer } from '../idempotency/service';
import type { PaymentCall, PaymentService } from './service';

const MONEY_ERRORS = [400, 401, 403, 409, 422] as const;

function callOf(request: FastifyRequest): PaymentCall {
  const params = request.params as { role?: string } | undefined;
  const key = request.headers[IDEMPOTENCY_KEY_HEADER];
  return { auth: authOf(request), role: params?.role, idempotencyKey: typeof key === 'string' ? key : undefined, language: languageOf(request.headers.language) };
}

/**
 * The spec's payment handler paths (section 7). The plain paths serve the API role
 * Payment; the variants carry another role in the path, which the caller must have.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  function post<Body extends z.ZodType>(
    paths: readonly string[],
    summary: string,
    body: Body,
    handle: (call: PaymentCall, body: z.infer<Body>) => Promise<StoredAnswer>,
  ) {
    for (const url of paths) {
      app.post(
        url,
        documented({ tags: ['Payment'], summary, body, response: { 200: PaymentTransaction }, errors: MONEY_ERRORS }),
        async (request, reply) => sendAnswer(reply, await handle(callOf(request), request.body as z.infer<Body>)),
      );
    }
  }

  post(
    ['/V2/Payment/PrepareTransaction', '/V2/:role/Payment/PrepareTransaction'],
    'Checks an order (prices from the catalogue, restrictions, stock, funds); Status.ID 23 when ready. Moves nothing.',
    OrderPayload,
    (call, order) => payments.prepare(call, order),
  );
  post(
    ['/V2/Payment/ReserveTransaction', '/V2/:role/Payment/ReserveTransaction'],
    'Reserves an order: holds the money (or starts a credit-card child, type 4) and the stock. Idempotency-Key required.',
    OrderPayload,
    (call, order) => payments.reserve(call, order),
  );
  post(
    ['/V1/payment/CompleteTransaction', '/V1/:role/payment/CompleteTransaction'],
    'Completes a reserved transaction: the held money is spent. Idempotency-Key required.',
    CompleteTransactionRequest,
    (call, body) => payments.complete(call, body.ID),
  );
  post(
    ['/V1/payment/CancelTransaction', '/V1/:role/payment/CancelTransaction'],
    'Cancels a transaction: a reservation is released; a completed purchase is refunded in full. Idempotency-Key required.',
    CancelTransactionRequest,
    (call, body) => payments.cancel(call, body.ID, body.CustomerID),
  );
  post(
    ['/V2/Payment/RefundTransaction', '/V3/:role/Payment/RefundTransaction'],
    'Refunds products of a completed purchase by quantity, back to the wallet as a new transaction. Idempotency-Key required.',
    RefundTransactionRequest,
    (call, body) => payments.refund(call, body),
  );
  for (const url of ['/V2/Payment/CardPaymentMethod', '/V2/:role/Payment/CardPaymentMethod']) {
    app.post(
      url,
      documented({
        tags: ['Payment'],
        summary: "Pays a reserved order's credit-card child (type 4) with another method (issue 16): PaymentMethod 'MobilePay' or 'Card'; the child's MerchantData becomes that page. Moves nothing.",
        body: CardPaymentMethodRequest,
        response: { 200: PaymentTransaction },
        errors: [...MONEY_ERRORS, 502],
      }),
      async (request, reply) => {
        const body = request.body as z.infer<typeof CardPaymentMethodRequest>;
        return sendAnswer(reply, await payments.changeCardPaymentMethod(callOf(request), body.ID, body.PaymentMethod === 'MobilePay' ? 'mobilepay' : 'card'));
      },
    );
  }
};
