import { randomUUID } from 'node:crypto';
import type {
  CatalogueHistory,
  CopyWeekBody,
  CopyWeekResponse,
  FoodPlanDish,
  FoodPlanDishCreate,
  FoodPlanDishUpdate,
  FoodPlanItemOptions,
  GenericSearchRequest,
  GenericSearchResponse,
  PlanRulesBody,
  PlanRulesResponse,
  PublishWeekBody,
  PublishWeekResponse,
} from '@kk/contracts';
import {
  copenhagenDate,
  copyWeekPlan,
  copyWeekProblem,
  daysBetween,
  dishDeadlines,
  dishDraftProblems,
  dishPriceOre,
  dishStatus,
  fileTooLarge,
  normalizeNutrition,
  oreToKroner,
  PICTURE_UPLOAD_LIMIT_MB,
  planRulesProblems,
  publishAtProblem,
  sniffImageType,
  sortedAllergens,
  weekDays,
  weekStartProblem,
  type FoodPlanDishDraft,
  type PlanRules,
} from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, notFound } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing } from '../catalogue/editing';
import * as planner from './catalogue-repository';
import type { DishChangeConsequences, DishFacts } from './dish-changes';
import { MAX_RANGE_DAYS } from './service';

const ENTITY = 'FoodPlanItem' as const;
const NOT_YOURS = 'No such food plan or dish in your catalogue';
const conflict = (reason: string) => new AppError(409, 'Request is invalid', reason);
const iso = (value: Date | string) => new Date(value).toISOString();

function rulesOf(plan: planner.PlannerPlanRow): Required<PlanRules> {
  return {
    Registration: { SchoolDaysBefore: plan.deadline_school_days, Time: plan.deadline_time },
    Cancellation: { SchoolDaysBefore: plan.cancellation_school_days, Time: plan.cancellation_time },
    Absence: plan.absence_school_days === null || plan.absence_time === null ? null : { SchoolDaysBefore: plan.absence_school_days, Time: plan.absence_time },
  };
}

const imageUrlOf = (imageId: string | null) => (imageId === null ? null : `/blob/product-images/${imageId}`);

/** The spec-named fields of a dish, as its history records them. */
function snapshot(row: planner.DishRow): Record<string, unknown> {
  return {
    Name: row.name,
    Description: row.description,
    ServeDate: row.serve_date,
    ProductTypeID: row.product_type_id,
    GroupName: row.group_name,
    Price: oreToKroner(row.price_ore),
    VatRate: row.vat_rate_bp / 100,
    Allergens: row.allergens,
    AllergenText: row.allergen_text,
    Nutrition: row.nutrition,
    Ingredients: row.ingredients,
    ImageUrl: imageUrlOf(row.image_id),
    Stock: row.stock,
    RegistrationDeadline: iso(row.registration_deadline),
    CancellationDate: iso(row.cancellation_date),
    PublishedAt: row.published_at === null ? null : iso(row.published_at),
  };
}

function factsOf(row: planner.DishRow): DishFacts {
  return {
    productId: row.product_id,
    foodPlanId: row.foodplan_id,
    customerId: row.customer_id,
    serveDate: row.serve_date,
    name: row.name,
    priceOre: row.price_ore,
    allergens: row.allergens,
    allergenText: row.allergen_text,
    ingredients: row.ingredients,
    nutrition: row.nutrition as Record<string, number>,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
  };
}

function problemsText(problems: Record<string, string | undefined>): string {
  return Object.entries(problems)
    .filter(([, problem]) => problem !== undefined)
    .map(([field, problem]) => `${field}: ${problem}`)
    .join('; ');
}

function searchValue(request: GenericSearchRequest, name: string): string | null {
  const value = request.Search.find((parameter) => parameter.Name.toLowerCase() === name.toLowerCase())?.Value.trim();
  return value === undefined || value === '' ? null : value;
}

/**
 * The partner site's food-plan week planner (issue 25, role CatalogueFoodPlan): a plan's
 * dishes per school day, created as drafts and published now or at a set time, copied
 * week to week, and the plan's registration and cancellation rules. A customer's staff
 * edit every plan of their customers; a master caterer's staff the plans it cooks, at
 * every school it serves, and nothing else. Every change writes its history row in the
 * same transaction; what a change means for orders already placed is the consequences'
 * (dish-changes.ts), told after the change committed.
 */
export class FoodPlanPlanner {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly editing: CatalogueEditing,
    private readonly consequences: DishChangeConsequences,
  ) {}

  async options(auth: AuthContext): Promise<FoodPlanItemOptions> {
    const plans = await this.plansOf(this.db, auth);
    const types = await planner.typesOfPlans(this.db, plans.map((plan) => plan.id));
    return {
      Plans: plans.map((plan) => {
        const rules = rulesOf(plan);
        return {
          ID: plan.id,
          Name: plan.name,
          CustomerID: plan.customer_id,
          CustomerName: plan.customer_name,
          IsMasterCater: plan.is_master_cater,
          CatererName: plan.caterer_name,
          ProductTypes: types.filter((type) => type.foodplan_id === plan.id).map((type) => ({ ID: type.id, Name: type.name, DeliveryTypeID: type.delivery_type_id })),
          Registration: rules.Registration,
          Cancellation: rules.Cancellation,
          Absence: rules.Absence,
        };
      }),
    };
  }

  /** Search by FoodPlanID (else every plan the caller edits), WeekStart (a Monday) or From and To, and Text. */
  async search(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<FoodPlanDish>> {
    const plans = await this.plansOf(this.db, auth);
    const planId = searchValue(request, 'FoodPlanID');
    const planIds = planId === null ? plans.map((plan) => plan.id) : [this.planIn(plans, planId).id];
    const weekStart = searchValue(request, 'WeekStart');
    let from: string | null = searchValue(request, 'From');
    let to: string | null = searchValue(request, 'To');
    if (weekStart !== null) {
      const problem = weekStartProblem(weekStart);
      if (problem !== null) throw badRequest(`WeekStart: ${problem}`);
      ({ from, to } = weekDays(weekStart));
    }
    if (from === null || to === null) throw badRequest('Search: WeekStart, or From and To, is required');
    if (weekStartProblem(from) === 'notADate' || weekStartProblem(to) === 'notADate') throw badRequest('From, To: YYYY-MM-DD');
    if (to < from || daysBetween(from, to) > MAX_RANGE_DAYS) throw badRequest(`From, To: at most ${MAX_RANGE_DAYS} days, the end not before the start`);
    const { rows, total } = await planner.searchDishes(this.db, { planIds, from, to, text: searchValue(request, 'Text'), offset: request.StartIndex, limit: request.Count });
    return { Items: rows.map((row) => this.toDish(row)), TotalCount: total };
  }

  async create(auth: AuthContext, body: FoodPlanDishCreate): Promise<FoodPlanDish> {
    const id = await this.db.transaction(async (tx) => {
      const plan = this.planIn(await this.plansOf(tx, auth), body.FoodPlanID);
      const values = await this.valuesOf(tx, plan, body, null);
      const productId = await planner.insertDish(tx, { id: plan.id, customerId: plan.customer_id }, values, null);
      const created = await this.dishOrThrow(tx, productId);
      await this.editing.record(tx, auth, { customerId: plan.customer_id, entity: ENTITY, entityId: productId, action: 'create', before: null, after: snapshot(created) });
      return productId;
    });
    return this.toDish(await this.dishOrThrow(this.db, id));
  }

  /** A price change never changes an order already placed: each order line carries the price it was bought at. */
  async update(auth: AuthContext, id: string, body: FoodPlanDishUpdate): Promise<FoodPlanDish> {
    const { before, after } = await this.db.transaction(async (tx) => {
      const plans = await this.plansOf(tx, auth);
      // Under the product row's lock, as a reservation takes stock under it.
      const current = await planner.dishById(tx, id, true);
      if (current === null) throw notFound(NOT_YOURS);
      const plan = this.planIn(plans, current.foodplan_id);
      if (current.ordered_count > 0 && (body.ServeDate !== current.serve_date || body.ProductTypeID !== current.product_type_id)) {
        throw conflict('ServeDate, ProductTypeID: a dish with orders keeps its day and group (remove it and plan a new one)');
      }
      const values = await this.valuesOf(tx, plan, body, current);
      await planner.updateDish(tx, id, values);
      if (current.stock !== null && values.stock !== null && current.stock !== values.stock) {
        await planner.recordStockCount(tx, id, current.stock, values.stock, auth.userId, this.clock.now());
      }
      const changed = await this.dishOrThrow(tx, id);
      await this.editing.record(tx, auth, { customerId: plan.customer_id, entity: ENTITY, entityId: id, action: 'update', before: snapshot(current), after: snapshot(changed) });
      return { before: current, after: changed };
    });
    await this.consequences.changed(auth, factsOf(before), factsOf(after));
    return this.toDish(after);
  }

  /** Off the menu (active = false); its orders, if any, are the consequences' to refund. */
  async remove(auth: AuthContext, id: string): Promise<void> {
    const before = await this.db.transaction(async (tx) => {
      const plans = await this.plansOf(tx, auth);
      const current = await planner.dishById(tx, id, true);
      if (current === null) throw notFound(NOT_YOURS);
      const plan = this.planIn(plans, current.foodplan_id);
      await planner.removeDish(tx, id);
      await this.editing.record(tx, auth, { customerId: plan.customer_id, entity: ENTITY, entityId: id, action: 'delete', before: snapshot(current), after: null });
      return current;
    });
    await this.consequences.removed(auth, factsOf(before));
  }

  async history(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    const plans = await this.plansOf(this.db, auth);
    const dish = (await planner.dishesByIds(this.db, [id]))[0];
    if (dish === undefined) throw notFound(NOT_YOURS);
    this.planIn(plans, dish.foodplan_id);
    return this.editing.history(this.db, ENTITY, id);
  }

  /** Each dish of the week to the same weekday of the target week, as a draft; days that are not school days or are past their deadline are skipped. */
  async copyWeek(auth: AuthContext, body: CopyWeekBody): Promise<CopyWeekResponse> {
    const problem = copyWeekProblem(body.FromWeekStart, body.ToWeekStart);
    if (problem !== null) throw badRequest(problem);
    const { ids, skipped } = await this.db.transaction(async (tx) => {
      const plan = this.planIn(await this.plansOf(tx, auth), body.FoodPlanID);
      const rules = rulesOf(plan);
      const week = weekDays(body.FromWeekStart);
      const { rows } = await planner.searchDishes(tx, { planIds: [plan.id], from: week.from, to: week.to, text: null, offset: 0, limit: 1000 });
      const copy = copyWeekPlan(rows.map((row) => ({ ...row, ServeDate: row.serve_date })), body.FromWeekStart, body.ToWeekStart, rules, this.clock.now());
      const created: string[] = [];
      for (const { dish, serveDate } of copy.copies) {
        const deadlines = dishDeadlines(serveDate, rules);
        const productId = await planner.insertDish(
          tx,
          { id: plan.id, customerId: plan.customer_id },
          {
            name: dish.name,
            description: dish.description,
            priceOre: dish.price_ore,
            vatRateBp: dish.vat_rate_bp,
            stock: dish.stock,
            imageId: dish.image_id,
            productTypeId: dish.product_type_id,
            serveDate,
            productNumber: plan.is_master_cater ? productNumber(dish.group_name, serveDate) : null,
            allergens: dish.allergens,
            allergenText: dish.allergen_text,
            nutrition: dish.nutrition,
            ingredients: dish.ingredients,
            registrationDeadline: deadlines.registrationDeadline,
            cancellationDate: deadlines.cancellationDate,
          },
          null,
        );
        const row = await this.dishOrThrow(tx, productId);
        await this.editing.record(tx, auth, { customerId: plan.customer_id, entity: ENTITY, entityId: productId, action: 'create', before: null, after: { ...snapshot(row), CopiedFrom: dish.product_id } });
        created.push(productId);
      }
      return { ids: created, skipped: copy.skipped.map(({ dish, serveDate, reason }) => ({ Name: dish.name, FromDate: dish.serve_date, ServeDate: serveDate, Reason: reason })) };
    });
    return { Copied: (await planner.dishesByIds(this.db, ids)).map((row) => this.toDish(row)), Skipped: skipped };
  }

  /** Publishes the week's drafts and scheduled dishes now, or at a future time. */
  async publish(auth: AuthContext, body: PublishWeekBody): Promise<PublishWeekResponse> {
    const weekProblem = weekStartProblem(body.WeekStart);
    if (weekProblem !== null) throw badRequest(`WeekStart: ${weekProblem}`);
    const now = this.clock.now();
    const atProblem = publishAtProblem(body.PublishAt, now);
    if (atProblem !== null) throw badRequest(`PublishAt: ${atProblem}`);
    const at = body.PublishAt === null || body.PublishAt === undefined ? now : new Date(body.PublishAt);
    const count = await this.db.transaction(async (tx) => {
      const plan = this.planIn(await this.plansOf(tx, auth, true), body.FoodPlanID);
      const week = weekDays(body.WeekStart);
      const { rows: before } = await planner.searchDishes(tx, { planIds: [plan.id], from: week.from, to: week.to, text: null, offset: 0, limit: 1000 });
      const ids = new Set(await planner.publishDishes(tx, plan.id, week.from, week.to, at, now));
      for (const row of before.filter((candidate) => ids.has(candidate.product_id))) {
        await this.editing.record(tx, auth, {
          customerId: plan.customer_id,
          entity: ENTITY,
          entityId: row.product_id,
          action: 'publish',
          before: { PublishedAt: row.published_at === null ? null : iso(row.published_at) },
          after: { PublishedAt: at.toISOString() },
        });
      }
      return ids.size;
    });
    return { Published: count, PublishedAt: at.toISOString() };
  }

  /** The plan's rules; the deadlines of its dishes not yet served follow them. */
  async setRules(auth: AuthContext, foodPlanId: string, body: PlanRulesBody): Promise<PlanRulesResponse> {
    const problems = planRulesProblems(body);
    if (Object.keys(problems).length > 0) throw badRequest(problemsText(problems));
    const updated = await this.db.transaction(async (tx) => {
      const plan = this.planIn(await this.plansOf(tx, auth, true), foodPlanId);
      await planner.updatePlanRules(tx, plan.id, {
        deadlineSchoolDays: body.Registration.SchoolDaysBefore,
        deadlineTime: body.Registration.Time,
        cancellationSchoolDays: body.Cancellation.SchoolDaysBefore,
        cancellationTime: body.Cancellation.Time,
      });
      // The absence deadline (issue 26): left out keeps the plan's; null goes back to the cancellation rule.
      const absence = body.Absence === undefined ? rulesOf(plan).Absence : body.Absence;
      if (body.Absence !== undefined) await planner.updatePlanAbsenceRule(tx, plan.id, absence === null ? null : { schoolDays: absence.SchoolDaysBefore, time: absence.Time });
      const dishes = await planner.upcomingDishes(tx, plan.id, copenhagenDate(this.clock.now()));
      const changes = dishes.map((dish) => ({ dish, ...dishDeadlines(dish.serve_date, body) }));
      await planner.setDeadlines(tx, changes.map(({ dish, registrationDeadline, cancellationDate }) => ({ productId: dish.product_id, registrationDeadline, cancellationDate })));
      for (const { dish, registrationDeadline, cancellationDate } of changes) {
        await this.editing.record(tx, auth, {
          customerId: plan.customer_id,
          entity: ENTITY,
          entityId: dish.product_id,
          action: 'update',
          before: { RegistrationDeadline: iso(dish.registration_deadline), CancellationDate: iso(dish.cancellation_date), Rules: rulesOf(plan) },
          after: { RegistrationDeadline: registrationDeadline.toISOString(), CancellationDate: cancellationDate.toISOString(), Rules: { ...body, Absence: absence } },
        });
      }
      return { count: changes.length, absence };
    });
    return { FoodPlanID: foodPlanId, Registration: body.Registration, Cancellation: body.Cancellation, Absence: updated.absence, DishesUpdated: updated.count };
  }

  // ---------------------------------------------------------------- helpers

  private async plansOf(q: Queryable, auth: AuthContext, lock = false): Promise<planner.PlannerPlanRow[]> {
    const scope = await this.editing.scope(q, auth, 'foodplan');
    return planner.editablePlans(q, scope.customers.map((customer) => customer.id), scope.caterers.map((caterer) => caterer.id), lock);
  }

  /** 404 (not 403: another tenant's ids are not confirmed) for a plan the caller does not edit. */
  private planIn(plans: readonly planner.PlannerPlanRow[], planId: string): planner.PlannerPlanRow {
    const plan = plans.find((candidate) => candidate.id === planId);
    if (plan === undefined) throw notFound(NOT_YOURS);
    return plan;
  }

  private async dishOrThrow(q: Queryable, id: string): Promise<planner.DishRow> {
    const dish = (await planner.dishesByIds(q, [id]))[0];
    if (dish === undefined) throw new Error(`dish ${id} vanished`);
    return dish;
  }

  /** The checked values of a draft (400 for any problem); `current` is the dish being changed. */
  private async valuesOf(q: Queryable, plan: planner.PlannerPlanRow, body: FoodPlanDishUpdate, current: planner.DishRow | null): Promise<planner.DishValues> {
    const draft: FoodPlanDishDraft = {
      Name: body.Name,
      Description: body.Description,
      ProductTypeID: body.ProductTypeID,
      Price: body.Price,
      VatRate: body.VatRate,
      ServeDate: body.ServeDate,
      Allergens: body.Allergens,
      AllergenText: body.AllergenText,
      Nutrition: body.Nutrition,
      Ingredients: body.Ingredients,
      Stock: body.Stock,
    };
    const movedOrNew = current === null || current.serve_date !== body.ServeDate;
    const problems = dishDraftProblems(draft, movedOrNew ? { today: copenhagenDate(this.clock.now()) } : {});
    if (Object.keys(problems).length > 0) throw badRequest(problemsText(problems));
    const types = await planner.typesOfPlans(q, [plan.id]);
    const type = types.find((candidate) => candidate.id === body.ProductTypeID);
    if (type === undefined) throw badRequest("ProductTypeID: not a group of this plan");
    let imageId = current?.image_id ?? null;
    if (body.Image === null) imageId = null;
    else if (body.Image !== undefined) imageId = await planner.insertDishImage(q, imageOf(body.Image));
    const deadlines = dishDeadlines(body.ServeDate, rulesOf(plan));
    const blankToNull = (text: string | null) => (text === null || text.trim() === '' ? null : text.trim());
    return {
      name: body.Name.trim(),
      description: blankToNull(body.Description),
      priceOre: dishPriceOre(body.Price) as number,
      vatRateBp: body.VatRate * 100,
      stock: body.Stock,
      imageId,
      productTypeId: type.id,
      serveDate: body.ServeDate,
      productNumber: plan.is_master_cater ? productNumber(type.name, body.ServeDate) : null,
      allergens: sortedAllergens(body.Allergens),
      allergenText: blankToNull(body.AllergenText),
      nutrition: normalizeNutrition(body.Nutrition),
      ingredients: blankToNull(body.Ingredients),
      registrationDeadline: deadlines.registrationDeadline,
      cancellationDate: deadlines.cancellationDate,
    };
  }

  private toDish(row: planner.DishRow): FoodPlanDish {
    return {
      ID: row.product_id,
      FoodPlanID: row.foodplan_id,
      ServeDate: row.serve_date,
      ProductTypeID: row.product_type_id,
      GroupName: row.group_name,
      Name: row.name,
      Description: row.description,
      Price: oreToKroner(row.price_ore),
      VatRate: row.vat_rate_bp === 0 ? 0 : 25,
      Allergens: row.allergens,
      AllergenText: row.allergen_text,
      Nutrition: row.nutrition as Record<string, number>,
      Ingredients: row.ingredients,
      ImageUrl: imageUrlOf(row.image_id),
      Stock: row.stock,
      RegistrationDeadline: iso(row.registration_deadline),
      CancellationDate: iso(row.cancellation_date),
      PublishedAt: row.published_at === null ? null : iso(row.published_at),
      Status: dishStatus(row.published_at, this.clock.now()),
      OrderedCount: row.ordered_count,
    };
  }
}

/** A master caterer's product number for a new dish: its group, its day and a short unique part. */
function productNumber(groupName: string, serveDate: string): string {
  const group = groupName.toUpperCase().replace(/[^A-ZÆØÅ0-9]+/g, '-').slice(0, 20);
  return `${group}-${serveDate.replace(/-/g, '')}-${randomUUID().slice(0, 8)}`;
}

/** A picture from the edit dialog: a JPEG, PNG or WebP of at most 10 MB whose bytes agree with its declared type. */
function imageOf(image: { FileType: string; Base64: string }): { contentType: string; bytes: Buffer } {
  const bytes = Buffer.from(image.Base64, 'base64');
  if (fileTooLarge(bytes.length, PICTURE_UPLOAD_LIMIT_MB)) throw badRequest(`Image: at most ${PICTURE_UPLOAD_LIMIT_MB} MB`);
  const sniffed = sniffImageType(bytes);
  if (sniffed === null || sniffed !== image.FileType) throw badRequest('Image: a JPEG, PNG or WebP picture whose type is its FileType');
  return { contentType: sniffed, bytes };
}

