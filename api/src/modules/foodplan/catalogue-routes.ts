import {
  CATALOGUE_LISTS,
  CopyWeekBody,
  CopyWeekResponse,
  FOOD_PLAN_PLANNER_PATHS,
  FoodPlanDish,
  FoodPlanDishCreate,
  FoodPlanDishUpdate,
  FoodPlanItemOptions,
  FoodPlanRulesParams,
  PlanRulesBody,
  PlanRulesResponse,
  PublishWeekBody,
  PublishWeekResponse,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { genericListRoutes } from '../../http/generic-list';
import type { FoodPlanPlanner } from './catalogue-service';

const TAGS = ['Catalogue: food plan'];
const WHO = 'role CatalogueFoodPlan on the partner site';

/** The partner site's week planner (issue 25): the dishes' generic list, copying and publishing a week, and the plan's rules. */
export const foodPlanCatalogueRoutes: FastifyPluginAsyncZod<{ planner: FoodPlanPlanner }> = async (app, { planner }) => {
  genericListRoutes(app, {
    paths: CATALOGUE_LISTS.foodPlanItem,
    tags: TAGS,
    noun: 'food-plan dish',
    who: WHO,
    item: FoodPlanDish,
    options: FoodPlanItemOptions,
    create: FoodPlanDishCreate,
    update: FoodPlanDishUpdate,
    handlers: {
      options: (auth) => planner.options(auth),
      search: (auth, request) => planner.search(auth, request),
      create: (auth, body) => planner.create(auth, body),
      update: (auth, id, body) => planner.update(auth, id, body),
      remove: (auth, id) => planner.remove(auth, id),
      history: (auth, id) => planner.history(auth, id),
    },
  });

  app.post(
    FOOD_PLAN_PLANNER_PATHS.copyWeek,
    documented({ tags: TAGS, summary: `Copies a week's dishes to the same weekdays of another week, as drafts; answers the copied dishes and the days skipped (${WHO})`, body: CopyWeekBody, response: { 200: CopyWeekResponse }, errors: [400, 401, 403, 404] }),
    (request) => planner.copyWeek(authOf(request), request.body),
  );

  app.post(
    FOOD_PLAN_PLANNER_PATHS.publish,
    documented({ tags: TAGS, summary: `Publishes a week's drafts now or at a future time (${WHO})`, body: PublishWeekBody, response: { 200: PublishWeekResponse }, errors: [400, 401, 403, 404] }),
    (request) => planner.publish(authOf(request), request.body),
  );

  app.put(
    '/api/Catalogue/FoodPlan/Rules/:foodPlanID',
    documented({ tags: TAGS, summary: `A plan's registration and cancellation rules; the deadlines of its dishes not yet served follow (${WHO})`, params: FoodPlanRulesParams, body: PlanRulesBody, response: { 200: PlanRulesResponse }, errors: [400, 401, 403, 404] }),
    (request) => planner.setRules(authOf(request), request.params.foodPlanID, request.body),
  );
};
