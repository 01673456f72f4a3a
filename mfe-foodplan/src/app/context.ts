import type { FoodPlansResponse } from '@kk/contracts';
import { api, fetchChildren } from '@kk/platform';

export type FoodPlan = FoodPlansResponse[number];

export interface ChildWithPlans {
  wallet: { WalletID: string; Name: string };
  plans: FoodPlan[];
}

const same = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The user's children that may use a food plan, each with its plans (GetChildren and Plans). */
export async function loadFoodPlanContext(): Promise<ChildWithPlans[]> {
  const [children, plans] = await Promise.all([
    fetchChildren(),
    api.get<FoodPlansResponse>('/api/FoodPlanner/V3/Plans', undefined, { silent: true }),
  ]);
  return children
    .map((child) => ({ wallet: { WalletID: child.WalletID, Name: child.Name }, plans: plans.filter((plan) => plan.WalletIDs.some((id) => same(id, child.WalletID))) }))
    .filter((child) => child.plans.length > 0);
}

export function pickChild(children: readonly ChildWithPlans[], walletId: string | null): ChildWithPlans | undefined {
  return (walletId === null ? undefined : children.find((child) => same(child.wallet.WalletID, walletId))) ?? children[0];
}

export function pickPlan(child: ChildWithPlans, planId: string | null): FoodPlan | undefined {
  return (planId === null ? undefined : child.plans.find((plan) => same(plan.ID, planId))) ?? child.plans[0];
}

/** A food plan address that keeps the chosen child and plan. */
export function foodPlanHref(path: string, walletId: string, planId?: string): string {
  const query = new URLSearchParams({ WalletID: walletId });
  if (planId !== undefined) query.set('FoodPlanID', planId);
  return `${path}?${query.toString()}`;
}
