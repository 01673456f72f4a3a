import {
  ActivateSubscriptionQuery,
  AllergiesQuery,
  AllergiesRequest,
  AllergiesResponse,
  FoodPlansQuery,
  FoodPlansResponse,
  GetOrdersQuery,
  GetOrdersResponse,
  GetSubscriptionsQuery,
  GetSubscriptionsResponse,
  LatestOrdersQuery,
  LatestOrdersResponse,
  MenuQuery,
  MenuResponse,
  ProductTypesQuery,
  ProductTypesResponse,
  RemoveSubscriptionQuery,
  SubscriptionItem,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { walletIdOf } from '../family/access';
import { requestLanguage } from '../notifications/language';
import type { FoodplanService } from './service';

const TAGS = ['Food plan'];
const V3 = '/api/FoodPlanner/V3';

/** The spec's food plan calls (section 7) and the menu, plans and allergy profile calls of issue 11. */
export const foodplanRoutes: FastifyPluginAsyncZod<{ foodplans: FoodplanService }> = async (app, { foodplans }) => {
  app.get(
    `${V3}/Plans`,
    documented({ tags: TAGS, summary: "The food plans the user's wallets (or the one named) may use, with the wallets that may use each", querystring: FoodPlansQuery, response: { 200: FoodPlansResponse }, errors: [400, 401, 403] }),
    (request) => foodplans.plans(authOf(request), walletIdOf(request.query, request.headers)),
  );

  app.get(
    `${V3}/ProductTypes`,
    documented({ tags: TAGS, summary: "A food plan's product types (its menu's groups) with their daily limits", querystring: ProductTypesQuery, response: { 200: ProductTypesResponse }, errors: [400, 401, 403] }),
    (request) => foodplans.productTypes(authOf(request), request.query.foodPlanID, request.query.customerID, walletIdOf(request.query, request.headers)),
  );

  app.get(
    `${V3}/Menu`,
    documented({ tags: TAGS, summary: "A food plan's menu items served from `from` to `to` (at most 62 days), with the wallet's purchases, limits, deadlines and allergy blocks", querystring: MenuQuery, response: { 200: MenuResponse }, errors: [400, 401, 403] }),
    (request) =>
      foodplans.menu(authOf(request), request.query.foodPlanID, request.query.walletID, request.query.from, request.query.to, requestLanguage(request.headers.language)),
  );

  app.get(
    `${V3}/GetSubscriptions`,
    documented({ tags: TAGS, summary: "A food plan's subscriptions for the wallet (walletID or the walletid header), or for every wallet of the family that may use the plan", querystring: GetSubscriptionsQuery, response: { 200: GetSubscriptionsResponse }, errors: [400, 401, 403] }),
    (request) =>
      foodplans.subscriptions(
        authOf(request),
        request.query.customerID,
        request.query.foodPlanID,
        walletIdOf(request.query, request.headers),
        requestLanguage(request.headers.language),
      ),
  );

  app.delete(
    `${V3}/ActivateSubscription`,
    documented({
      tags: TAGS,
      summary: "Activates a subscription: the wallet's subscription, or an offer with walletID; 409 while quarantined or when one of the same type and delivery type is active (unless it is named in replaces)",
      querystring: ActivateSubscriptionQuery, response: { 200: SubscriptionItem }, errors: [400, 401, 403, 409],
    }),
    (request) =>
      foodplans.activate(authOf(request), request.query.subscriptionID, {
        walletId: walletIdOf(request.query, request.headers),
        paymentTypeId: request.query.paymentTypeID,
        replaces: request.query.replaces,
        culture: requestLanguage(request.headers.language),
      }),
  );

  app.delete(
    `${V3}/RemoveSubscription`,
    documented({ tags: TAGS, summary: 'Removes an active subscription; it is quarantined until the next period begins', querystring: RemoveSubscriptionQuery, response: { 200: SubscriptionItem }, errors: [400, 401, 403, 409] }),
    (request) => foodplans.remove(authOf(request), request.query.subscriptionID, walletIdOf(request.query, request.headers), requestLanguage(request.headers.language)),
  );

  app.get(
    '/api/Foodplanner/V3/GetOrders',
    documented({ tags: TAGS, summary: "The food orders of the user's wallets (or the one named) delivered from start to end (YYYY-MM-DD, at most 62 days), with their cancellation dates and what changed in their dishes since", querystring: GetOrdersQuery, response: { 200: GetOrdersResponse }, errors: [400, 401, 403] }),
    (request) => foodplans.orders(authOf(request), request.query.start, request.query.end, walletIdOf(request.query, request.headers), requestLanguage(request.headers.language)),
  );

  app.get(
    '/api/Foodplanner/V3/GetLatestOrders',
    documented({ tags: TAGS, summary: "The wallet's food orders delivered in the last three weeks and those to come, by delivery date, with their cancellation dates", querystring: LatestOrdersQuery, response: { 200: LatestOrdersResponse }, errors: [400, 401, 403] }),
    (request) => foodplans.latestOrders(authOf(request), request.query.walletID),
  );

  app.get(
    `${V3}/Allergies`,
    documented({ tags: TAGS, summary: "A child's allergy profile", querystring: AllergiesQuery, response: { 200: AllergiesResponse }, errors: [400, 401, 403] }),
    (request) => foodplans.allergies(authOf(request), request.query.walletID, requestLanguage(request.headers.language)),
  );

  app.put(
    `${V3}/Allergies`,
    documented({ tags: TAGS, summary: "Replaces a child's allergy profile (allergen ids 1 to 15): items containing one are refused for the wallet as 'ineligible products'", querystring: AllergiesQuery, body: AllergiesRequest, response: { 200: AllergiesResponse }, errors: [400, 401, 403] }),
    (request) => foodplans.setAllergies(authOf(request), request.query.walletID, request.body.AllergenIDs, requestLanguage(request.headers.language)),
  );
};
