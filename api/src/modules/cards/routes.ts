import {
  CardModelQuery,
  CardSharingRequest,
  CreditCard,
  CreditCardList,
  DeleteCreditCardQuery,
  GetPossibleCardTypesResponse,
  MerchantNumberQuery,
  MerchantNumberResponse,
  MerchantQuery,
  MerchantResponse,
  PollMerchantSubscriptionQuery,
  PollMerchantSubscriptionResponse,
  SubscriptionBillQuery,
  SubscriptionBillResult,
  WalletCardsQuery,
  WalletGroupCardsQuery,
} from '@kk/contracts';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../core/errors';
import { authOf } from '../../http/auth-context';
import { languageOf } from '../../http/culture-header';
import { documented } from '../../http/documented';
import { noContent, noContentAfter } from '../../http/no-content';
import { errorResponses } from '../../http/error-responses';
import type { DepositService } from './deposit-service';
import { walletIdOf } from '../family/access';
import { idempotencyKeyOf, idempotentBody } from '../idempotency/reply';
import type { CardService } from './service';

const PREFIX = '/api/DepositWithdraw/CreditCard';
const TAGS = ['Credit cards'];

/** Fastify sends a returned string as plain text; these answers are JSON strings like every other answer. */
function sendJsonString(reply: FastifyReply, value: string): void {
  reply.type('application/json; charset=utf-8').send(JSON.stringify(value));
}

export const cardRoutes: FastifyPluginAsyncZod<{ cards: CardService; deposits: DepositService }> = async (app, { cards, deposits }) => {
  app.get(
    `${PREFIX}/GetPossibleCardTypes`,
    { schema: { tags: TAGS, summary: 'The card types the user may add (test-only types for Debug and Developer only)', response: { 200: GetPossibleCardTypesResponse, ...errorResponses(401) } } },
    (request) => cards.possibleCardTypes(authOf(request)),
  );

  app.get(
    `${PREFIX}/MerchantNumber`,
    { schema: { tags: TAGS, summary: "A card type's merchant number", querystring: MerchantNumberQuery, response: { 200: MerchantNumberResponse, ...errorResponses(400, 401) } } },
    async (request, reply) => {
      sendJsonString(reply, cards.merchantNumber(authOf(request), request.query.cardType));
    },
  );

  app.post(
    `${PREFIX}/Merchant`,
    documented({ tags: TAGS, summary: "Starts adding a card: answers the provider's page. The walletid header names the wallet; without it the card is the wallet group's", querystring: MerchantQuery, response: { 200: MerchantResponse }, errors: [400, 401, 403, 502] }),
    async (request, reply) => {
      const pageUrl = await cards.startRegistration(authOf(request), {
        cardType: request.query.Card,
        amount: request.query.Amount,
        returnUrl: request.query.returnUrl,
        walletId: walletIdOf({}, request.headers),
        walletGroupId: request.query.walletGroupID,
        language: languageOf(request.headers.language),
      });
      sendJsonString(reply, pageUrl);
    },
  );

  app.get(
    `${PREFIX}/GetWalletCards`,
    documented({ tags: TAGS, summary: "The cards that can pay for a wallet (its own and its group's) and its primary card; walletID or the walletid header", querystring: WalletCardsQuery, response: { 200: CreditCardList }, errors: [400, 401, 403] }),
    (request) => {
      const walletId = walletIdOf(request.query, request.headers);
      if (walletId === null) throw badRequest('walletID (or the walletid header) is required');
      return cards.walletCards(authOf(request), walletId);
    },
  );

  app.get(
    `${PREFIX}/GetWalletGroupCards`,
    documented({ tags: TAGS, summary: "The wallet group's cards; PrimaryCard is the one every wallet of the group uses, if any", querystring: WalletGroupCardsQuery, response: { 200: CreditCardList }, errors: [400, 401, 403] }),
    (request) => cards.walletGroupCards(authOf(request), request.query.walletGroupID),
  );

  app.delete(
    `${PREFIX}/DeleteCreditCard`,
    documented({ tags: TAGS, summary: 'Deletes a saved card; it stops being any wallet’s primary card', querystring: DeleteCreditCardQuery, response: noContent('Deleted'), errors: [400, 401, 403] }),
    async (request, reply) => noContentAfter(cards.deleteCard(authOf(request), request.query.uid, request.query.merchant), reply),
  );

  app.post(
    `${PREFIX}/SetAsPrimary`,
    documented({ tags: TAGS, summary: 'Makes the card the primary card of one wallet (walletID, else the walletid header)', querystring: CardModelQuery, response: { 200: CreditCardList }, errors: [400, 401, 403] }),
    (request) => cards.setPrimary(authOf(request), request.query, walletIdOf(request.query, request.headers)),
  );

  app.post(
    `${PREFIX}/SetAsPrimaryAllWallets`,
    documented({ tags: TAGS, summary: "Makes a group card every group wallet's primary card", querystring: CardModelQuery, response: { 200: CreditCardList }, errors: [400, 401, 403] }),
    (request) => cards.setPrimaryAllWallets(authOf(request), request.query),
  );

  app.post(
    `${PREFIX}/SetAsPrimaryUnassignedWallets`,
    documented({ tags: TAGS, summary: 'Makes a group card the primary card of the group wallets that have none', querystring: CardModelQuery, response: { 200: CreditCardList }, errors: [400, 401, 403] }),
    (request) => cards.setPrimaryUnassignedWallets(authOf(request), request.query),
  );

  app.put(
    `${PREFIX}/Sharing`,
    documented({
      tags: TAGS,
      summary: "The card's holder (the adult who saved it) shares it with the family's other guardians, or stops: only the holder may pay with a card they have not shared. " +
          "Stopping removes the primary-card choices others made with it. Anyone but the holder gets 403",
      body: CardSharingRequest,
      response: { 200: CreditCard },
      errors: [400, 401, 403],
    }),
    (request) => cards.setSharing(authOf(request), request.body),
  );

  app.post(
    `${PREFIX}/SubscriptionBill`,
    documented({ tags: TAGS, summary: "Adds funds to a wallet with a saved card. Requires an Idempotency-Key header: a retry charges and credits once", querystring: SubscriptionBillQuery, response: { 200: SubscriptionBillResult }, errors: [400, 401, 403, 409, 422] }),
    async (request, reply) => {
      const answer = await deposits.subscriptionBillAnswer(authOf(request), request.query, idempotencyKeyOf(request.headers));
      sendJsonString(reply, idempotentBody(reply, answer));
    },
  );

  app.get(
    '/api/DepositWithdraw/PollMerchantSubscription',
    documented({ tags: TAGS, summary: "Whether the provider's notification after its page has been processed (polled every 2 s after the return)", querystring: PollMerchantSubscriptionQuery, response: { 200: PollMerchantSubscriptionResponse }, errors: [400, 401, 403] }),
    (request) => cards.poll(authOf(request), request.query),
  );
};
