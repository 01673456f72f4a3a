import type {
  CatalogueHistory,
  CatalogueStockAdjustmentRequest,
  CatalogueWebshopOptions,
  CatalogueWebshopProduct,
  CatalogueWebshopProductCreate,
  CatalogueWebshopProductUpdate,
  GenericSearchRequest,
  GenericSearchResponse,
  ImagePayload,
} from '@kk/contracts';
import {
  CATALOGUE_LANGUAGES,
  CATALOGUE_VAT_RATES,
  fillDescriptors,
  optionalWholeNumber,
  oreToKroner,
  priceToOre,
  stockAdjustmentErrors,
  vatBasisPointsToPercent,
  vatPercentToBasisPoints,
  webshopProductErrors,
  type CatalogueFieldErrors,
  type CatalogueVatRate,
} from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, notFound } from '../../core/errors';
import { requestFingerprint, requireIdempotencyKey } from '../../core/idempotency';
import { cleanImageUpload } from '../../core/image-upload';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing, EditorScope } from '../catalogue/editing';
import type { CatalogueStock } from '../catalogue/reader';
import type { IdempotencyService, StoredAnswer } from '../idempotency/service';
import * as edited from './catalogue-repository';
import { insertProductImage } from './repository';

const ENTITY = 'WebshopProduct' as const;
const NOT_FOUND = 'No such product in your webshops';

/** The first broken rule as the 400's reason, `Field: catalogue.errors.key`, so the UI can name the field. */
function refuse(errors: CatalogueFieldErrors): never {
  const [field, key] = Object.entries(errors)[0] as [string, string];
  throw badRequest(`${field}: ${key}`);
}

const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());
const dateOrNull = (value: string | null | undefined): Date | null => (value ? new Date(value) : null);

function toItem(row: edited.EditableProductRow): CatalogueWebshopProduct {
  return {
    ID: row.id,
    WebshopID: row.webshop_id,
    CustomerID: row.customer_id,
    CustomerName: row.customer_name,
    Name: row.name,
    Description: row.description,
    Descriptors: CATALOGUE_LANGUAGES.map((Language) => ({ Language, Name: row.descriptors[Language] ?? '', Description: row.descriptor_descriptions[Language] ?? '' })),
    Price: oreToKroner(Number(row.price_ore)),
    VatRate: vatBasisPointsToPercent(row.vat_rate_bp),
    ProductGroupID: row.product_group_id,
    ImageUrl: row.image_id === null ? null : `/blob/product-images/${row.image_id}`,
    OrderableFrom: iso(row.orderable_from),
    OrderableUntil: iso(row.orderable_until),
    PurchaseLimit: row.purchase_limit,
    SoldOut: row.sold_out,
    Stock: row.stock,
    Allergens: row.allergens.map(Number).sort((a, b) => a - b),
    Active: row.active,
  };
}

/** The spec-named fields of an item as the history records them (before/after). */
function recorded(item: CatalogueWebshopProduct): Record<string, unknown> {
  const { ID: _id, CustomerName: _customer, ...fields } = item;
  return fields;
}

type Body = CatalogueWebshopProductCreate | CatalogueWebshopProductUpdate;

function fieldsOf(body: Body): edited.ProductFields {
  const descriptors = fillDescriptors(body.Descriptors);
  return {
    name: body.Name.trim(),
    description: body.Description?.trim() ? body.Description.trim() : null,
    descriptors: Object.fromEntries(descriptors.filter((d) => d.Name.trim() !== '').map((d) => [d.Language, d.Name.trim()])),
    descriptorDescriptions: Object.fromEntries(descriptors.filter((d) => d.Description.trim() !== '').map((d) => [d.Language, d.Description.trim()])),
    priceOre: priceToOre(body.Price),
    vatRateBp: vatPercentToBasisPoints(body.VatRate as CatalogueVatRate),
    productGroupId: body.ProductGroupID ?? null,
    orderableFrom: dateOrNull(body.OrderableFrom),
    orderableUntil: dateOrNull(body.OrderableUntil),
    purchaseLimit: optionalWholeNumber(body.PurchaseLimit),
    soldOut: body.SoldOut,
    allergens: [...new Set(body.Allergens)].sort((a, b) => a - b),
  };
}

/**
 * The partner site's webshop products (issue 25), role CatalogueWebshop: the webshops of
 * the caller's customers (their memberships and every customer below). Another customer's
 * product answers 404 and changes nothing. Every change writes its history row in the same
 * transaction; the stock changes only by an adjustment, under the lock reservations take.
 */
export class WebshopCatalogueService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly editing: CatalogueEditing,
    private readonly stock: CatalogueStock,
    private readonly idempotency: IdempotencyService,
  ) {}

  private async webshops(auth: AuthContext): Promise<{ scope: EditorScope; webshops: edited.EditableWebshopRow[] }> {
    const scope = await this.editing.scope(this.db, auth, 'webshop');
    return { scope, webshops: await edited.webshopsOfCustomers(this.db, scope.customers.map((customer) => customer.id)) };
  }

  async options(auth: AuthContext): Promise<CatalogueWebshopOptions> {
    const { webshops } = await this.webshops(auth);
    const groups = await edited.groupsOfWebshops(this.db, webshops.map((webshop) => webshop.id));
    return {
      Webshops: webshops.map((webshop) => ({
        ID: webshop.id,
        Name: webshop.name,
        CustomerID: webshop.customer_id,
        CustomerName: webshop.customer_name,
        ProductGroups: groups.filter((group) => group.webshop_id === webshop.id).map((group) => ({ ID: group.id, Name: group.name })),
      })),
      VatRates: [...CATALOGUE_VAT_RATES],
    };
  }

  async search(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<CatalogueWebshopProduct>> {
    const { webshops } = await this.webshops(auth);
    let webshopIds = webshops.map((webshop) => webshop.id);
    let namePattern: string | null = null;
    for (const parameter of request.Search) {
      if (parameter.Name === 'WebshopID') {
        if (parameter.Value === '') continue;
        if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(parameter.Value)) throw badRequest('WebshopID must be a webshop id');
        webshopIds = webshopIds.filter((id) => id === parameter.Value.toLowerCase());
      } else if (parameter.Name === 'Text') {
        const text = parameter.Value.trim();
        namePattern = text === '' ? null : `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
      } else throw badRequest(`Unknown search parameter ${parameter.Name}: WebshopID and Text are known`);
    }
    const { rows, total } = await edited.searchProducts(this.db, { webshopIds, namePattern, start: request.StartIndex, count: request.Count });
    return { Items: rows.map(toItem), TotalCount: total };
  }

  /** The product when it is in one of the caller's webshops; 404 otherwise (other tenants' ids are not confirmed). */
  private async mine(q: Queryable, auth: AuthContext, id: string, lock = false): Promise<{ scope: EditorScope; row: edited.EditableProductRow }> {
    const scope = await this.editing.scope(q, auth, 'webshop');
    const row = await edited.productById(q, id, lock);
    if (row === null) throw notFound(NOT_FOUND);
    this.editing.requireCustomer(scope, row.customer_id);
    return { scope, row };
  }

  /** A product is sold to families in one of its webshop's groups: required, and the webshop's own. */
  private async checkGroup(q: Queryable, webshopId: string, groupId: string | null | undefined): Promise<void> {
    if (groupId === null || groupId === undefined) throw badRequest('ProductGroupID: catalogue.errors.groupRequired');
    const groups = await edited.groupsOfWebshops(q, [webshopId]);
    if (!groups.some((group) => group.id === groupId)) throw badRequest('ProductGroupID: catalogue.errors.groupUnknown');
  }

  private async storeImage(q: Queryable, picture: ImagePayload | null | undefined, clean: Awaited<ReturnType<typeof cleanImageUpload>> | null): Promise<string | null> {
    if (picture === null || picture === undefined || clean === null) return null;
    return insertProductImage(q, clean);
  }

  async create(auth: AuthContext, body: CatalogueWebshopProductCreate): Promise<CatalogueWebshopProduct> {
    const { webshops } = await this.webshops(auth);
    const webshop = webshops.find((candidate) => candidate.id === body.WebshopID.toLowerCase());
    if (webshop === undefined) throw notFound('No such webshop among yours');
    const errors = webshopProductErrors(body, { creating: true });
    if (Object.keys(errors).length > 0) refuse(errors);
    const clean = body.Picture ? await cleanImageUpload(body.Picture) : null;
    return this.db.transaction(async (tx) => {
      await this.checkGroup(tx, webshop.id, body.ProductGroupID);
      const imageId = await this.storeImage(tx, body.Picture, clean);
      const id = await edited.insertEditedProduct(tx, { ...fieldsOf(body), customerId: webshop.customer_id, webshopId: webshop.id, stock: optionalWholeNumber(body.Stock), imageId });
      const item = toItem((await edited.productById(tx, id)) as edited.EditableProductRow);
      await this.editing.record(tx, auth, { customerId: item.CustomerID, entity: ENTITY, entityId: id, action: 'create', before: null, after: recorded(item) });
      return item;
    });
  }

  /**
   * Every field but the stock; a new picture replaces the old. A price change touches only
   * the catalogue: an order keeps the price on its lines (payment_transaction_lines).
   */
  async update(auth: AuthContext, id: string, body: CatalogueWebshopProductUpdate): Promise<CatalogueWebshopProduct> {
    await this.mine(this.db, auth, id);
    const errors = webshopProductErrors(body, { creating: false });
    if (Object.keys(errors).length > 0) refuse(errors);
    const clean = body.Picture ? await cleanImageUpload(body.Picture) : null;
    return this.db.transaction(async (tx) => {
      const { row } = await this.mine(tx, auth, id, true);
      await this.checkGroup(tx, row.webshop_id, body.ProductGroupID);
      const before = toItem(row);
      const imageId = (await this.storeImage(tx, body.Picture, clean)) ?? undefined;
      await edited.updateEditedProduct(tx, id, { ...fieldsOf(body), imageId, active: body.Active ?? row.active });
      const item = toItem((await edited.productById(tx, id)) as edited.EditableProductRow);
      await this.editing.record(tx, auth, { customerId: item.CustomerID, entity: ENTITY, entityId: id, action: 'update', before: recorded(before), after: recorded(item) });
      return item;
    });
  }

  /** Withdraws the product (active = false): families no longer see it, orders already placed keep it. */
  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const { row } = await this.mine(tx, auth, id, true);
      const before = toItem(row);
      await edited.withdrawProduct(tx, id);
      await this.editing.record(tx, auth, { customerId: row.customer_id, entity: ENTITY, entityId: id, action: 'delete', before: recorded(before), after: recorded({ ...before, Active: false }) });
    });
  }

  async history(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    await this.mine(this.db, auth, id);
    return this.editing.history(this.db, ENTITY, id);
  }

  /**
   * POST AdjustStock/{id}: received, counted or damaged, decided under the product row's lock
   * (the one reservations take stock under), with its adjustment row and history row, once
   * per Idempotency-Key: a retry answers the first answer and changes nothing.
   */
  async adjustStock(auth: AuthContext, idempotencyKey: string | undefined, id: string, body: CatalogueStockAdjustmentRequest): Promise<StoredAnswer> {
    const key = requireIdempotencyKey(idempotencyKey);
    await this.mine(this.db, auth, id);
    return this.idempotency.run(
      { scope: `user:${auth.userId}`, key, requestHash: requestFingerprint('catalogue-adjust-stock', { id, body }) },
      async (tx) => {
        const { row } = await this.mine(tx, auth, id);
        const shapeErrors = stockAdjustmentErrors(body, 0);
        if (shapeErrors.Reason !== undefined) refuse(shapeErrors);
        const now = this.clock.now();
        const result = await this.stock.adjust(tx, id, { reason: body.Reason, quantity: body.Quantity, userId: auth.userId, at: now });
        if (result === undefined) throw notFound(NOT_FOUND);
        if (!result.ok) refuse(result.errors);
        await this.editing.record(tx, auth, {
          customerId: row.customer_id,
          entity: ENTITY,
          entityId: id,
          action: 'stock',
          before: { Stock: result.before },
          after: { Stock: result.after, Reason: body.Reason, Quantity: body.Quantity },
        });
        const item = toItem((await edited.productById(tx, id)) as edited.EditableProductRow);
        return { statusCode: 200, body: item };
      },
      (error) => (error instanceof AppError && error.statusCode === 400 ? { statusCode: 400, body: { StatusCode: 400, message: error.message, reason: error.reason } } : null),
    );
  }
}
