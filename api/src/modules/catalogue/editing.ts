import { CATALOGUE_ROLES, FOOD_PLAN_KITCHEN_ROLE, type CatalogueArea, type CatalogueEntity, type CatalogueHistory } from '@kk/contracts';
import type { Clock } from '../../clock';
import { forbidden, notFound } from '../../core/errors';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import * as history from './history-repository';

/**
 * Whose catalogue a partner-site user may edit (issue 25): with the area's role
 * (CatalogueWebshop, CatalogueFoodPlan, CatalogueMeeting), the customers they are a member
 * of and every customer below them; for the food plan also the plans of the master
 * caterers they cook for (and, through a caterer, nothing else of those customers).
 */
export interface EditorScope {
  customers: { id: string; name: string }[];
  caterers: { id: string; name: string }[];
}

export interface RecordedChange {
  customerId: string;
  entity: CatalogueEntity;
  entityId: string;
  action: history.NewCatalogueChange['action'];
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/**
 * What the webshop, food-plan and meeting modules share to edit their catalogues: who
 * may edit what, and the history of every change. Made once by the composition root.
 */
export class CatalogueEditing {
  constructor(private readonly clock: Clock) {}

  /** The caller's scope in an area; 403 without the role, outside the partner site, or with nothing to edit. */
  async scope(q: Queryable, auth: AuthContext, area: CatalogueArea): Promise<EditorScope> {
    if (auth.application !== 'partner' || !auth.roles.includes('PartnerSite') || !auth.roles.includes(CATALOGUE_ROLES[area])) {
      throw forbidden(`Editing this catalogue needs the role ${CATALOGUE_ROLES[area]} on the partner site`);
    }
    const [customers, caterers] = await Promise.all([
      history.customersOfStaff(q, auth.userId),
      area === 'foodplan' ? history.caterersOfStaff(q, auth.userId) : Promise.resolve([]),
    ]);
    if (customers.length === 0 && caterers.length === 0) throw forbidden('You edit no customer\'s catalogue');
    return { customers, caterers };
  }

  /**
   * The customers a partner-site user acts for with another role of the seller's side (the
   * webshop's hand-out, WebshopHandOut): as the catalogue scopes them, the customers they
   * are a member of and every customer below them; 403 without the role, outside the
   * partner site, or with no customer.
   */
  async customersWithRole(q: Queryable, auth: AuthContext, role: string): Promise<EditorScope['customers']> {
    if (auth.application !== 'partner' || !auth.roles.includes('PartnerSite') || !auth.roles.includes(role)) {
      throw forbidden(`This needs the role ${role} on the partner site`);
    }
    const customers = await history.customersOfStaff(q, auth.userId);
    if (customers.length === 0) throw forbidden('You act for no customer');
    return customers;
  }

  /**
   * The food plans' production list (issue 26, role FoodPlanKitchen): the same scope as
   * the food-plan catalogue, so a master caterer's cook sees the plans it cooks at every
   * school and a school's staff their customers' plans. 403 without the role.
   */
  async kitchenScope(q: Queryable, auth: AuthContext): Promise<EditorScope> {
    if (auth.application !== 'partner' || !auth.roles.includes('PartnerSite') || !auth.roles.includes(FOOD_PLAN_KITCHEN_ROLE)) {
      throw forbidden(`The production list needs the role ${FOOD_PLAN_KITCHEN_ROLE} on the partner site`);
    }
    const [customers, caterers] = await Promise.all([history.customersOfStaff(q, auth.userId), history.caterersOfStaff(q, auth.userId)]);
    if (customers.length === 0 && caterers.length === 0) throw forbidden('You cook for no food plan');
    return { customers, caterers };
  }

  /** 404 (not 403, so ids of other tenants are not confirmed) when the customer is not the caller's. */
  requireCustomer(scope: EditorScope, customerId: string): void {
    if (!scope.customers.some((customer) => customer.id === customerId)) throw notFound('No such item in your catalogue');
  }

  /** Records a change in the caller's transaction, as the signed-in user. */
  async record(q: Queryable, auth: AuthContext, change: RecordedChange): Promise<void> {
    await history.insertChange(q, { ...change, userId: auth.userId, authorName: auth.name, at: this.clock.now() });
  }

  /** An item's history, newest first. The caller must first have found the item in their scope (the module's own lookup). */
  async history(q: Queryable, entity: CatalogueEntity, entityId: string): Promise<CatalogueHistory> {
    const rows = await history.changesOf(q, entity, entityId);
    return {
      Items: rows.map((row) => ({
        ID: Number(row.id),
        Action: row.action,
        CreatedDate: new Date(row.created_at).toISOString(),
        AuthorName: row.author_name,
        Before: row.before_state,
        After: row.after_state,
      })),
    };
  }
}
