import {
  FOOD_PLAN_PLANNER_PATHS,
  type CopyWeekBody,
  type CopyWeekResponse,
  type PlanRulesBody,
  type PlanRulesResponse,
  type PublishWeekBody,
  type PublishWeekResponse,
} from '@kk/contracts';
import { api } from '@kk/platform';

/** The week planner's calls beyond the generic list's: copying and publishing a week, the plan's rules. */
export const plannerApi = {
  copyWeek: (body: CopyWeekBody) => api.post<CopyWeekResponse>(FOOD_PLAN_PLANNER_PATHS.copyWeek, body),
  publish: (body: PublishWeekBody) => api.post<PublishWeekResponse>(FOOD_PLAN_PLANNER_PATHS.publish, body),
  rules: (foodPlanId: string, body: PlanRulesBody) => api.put<PlanRulesResponse>(FOOD_PLAN_PLANNER_PATHS.rules(foodPlanId), body),
};
