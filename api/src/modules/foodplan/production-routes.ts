import { FOOD_PLAN_PRODUCTION_PATHS, FoodPlanProduction, FoodPlanProductionQuery } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { FoodPlanProductionList } from './production-service';

const TAGS = ['Food plan'];

/** The kitchen's production list (issue 26, partner site, role FoodPlanKitchen) and its CSV. */
export const foodPlanProductionRoutes: FastifyPluginAsyncZod<{ production: FoodPlanProductionList }> = async (app, { production }) => {
  app.get(
    FOOD_PLAN_PRODUCTION_PATHS.list,
    documented({
      tags: TAGS,
      summary: "The kitchen's day (partner site, role FoodPlanKitchen): portions per dish, then per school and class each child's portion with the allergens their profile blocks; without foodPlanID every plan the caller may see",
      querystring: FoodPlanProductionQuery, response: { 200: FoodPlanProduction }, errors: [400, 401, 403, 404],
    }),
    (request) => production.production(authOf(request), request.query.date, request.query.foodPlanID),
  );

  app.get(
    FOOD_PLAN_PRODUCTION_PATHS.csv,
    documented({ tags: TAGS, summary: 'The same day as CSV (semicolons, UTF-8 with a byte-order mark), one row per child and dish', querystring: FoodPlanProductionQuery, response: { 200: z.any().describe('text/csv') }, errors: [400, 401, 403, 404] }),
    async (request, reply) => {
      const csv = await production.productionCsv(authOf(request), request.query.date, request.query.foodPlanID);
      return reply
        .type('text/csv; charset=utf-8')
        .header('Content-Disposition', `attachment; filename="madplan-produktion-${request.query.date}.csv"`)
        .send(Buffer.from(csv, 'utf8'));
    },
  );
};
