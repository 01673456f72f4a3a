import type { AuthContext } from '../../http/auth-context';

/** A planned dish as the orders placed for it saw it: the facts a change is measured against. */
export interface DishFacts {
  productId: string;
  foodPlanId: string;
  customerId: string;
  /** YYYY-MM-DD, Copenhagen. */
  serveDate: string;
  name: string;
  /** Integer øre. */
  priceOre: number;
  /** The spec's allergen ids 1–15. */
  allergens: number[];
  allergenText: string | null;
  ingredients: string | null;
  nutrition: Record<string, number>;
  /** NULL = draft; a future instant = scheduled. */
  publishedAt: Date | null;
}

/** What a planner change means for the orders already placed; called AFTER the change's transaction committed. */
export interface DishChangeConsequences {
  changed(auth: AuthContext, before: DishFacts, after: DishFacts): Promise<void>;
  removed(auth: AuthContext, before: DishFacts): Promise<void>;
}

/** Until the other engineer's implementation lands: does nothing (replaced, not kept). */
export const noConsequences: DishChangeConsequences = { changed: async () => {}, removed: async () => {} };
