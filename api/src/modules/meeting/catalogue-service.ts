import type {
  CatalogueHistory,
  GenericSearchRequest,
  GenericSearchResponse,
  MeetingCatalogueOptions,
  MeetingDepartmentCreate,
  MeetingDepartmentItem,
  MeetingDepartmentUpdate,
  MeetingDeliveryWindow,
  MeetingLocationCreate,
  MeetingLocationItem,
  MeetingLocationUpdate,
  MeetingProductBody,
  MeetingProductItem,
} from '@kk/contracts';
import {
  meetingPriceOre,
  oreToKroner,
  validateMeetingDepartment,
  validateMeetingLocation,
  validateMeetingProduct,
  type MeetingFieldErrors,
} from '@kk/domain';
import { AppError, badRequest, notFound } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing, EditorScope } from '../catalogue/editing';
import * as catalogue from './catalogue-repository';
import { MEETING_CATERING_SETTING } from './rules';
import { meetingCustomerIdsAmong } from './repository';

const NOT_FOUND = 'No such item in your meeting options';
const WITHDRAWN_LOCATION = 'LocationID: the location is withdrawn; bring it back (Active) before putting products there';
const isUniqueViolation = (error: unknown) => typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';

/** 400 with the fields in error and their message keys (the edit dialog shows the same, from the same rules). */
function refuseInvalid(errors: MeetingFieldErrors): void {
  const fields = Object.entries(errors);
  if (fields.length > 0) throw badRequest(fields.map(([field, key]) => `${field}: ${key}`).join('; '));
}

/** What a search asks for: free text (Name 'Text'), a customer, a location (products). */
interface SearchFilter {
  text: string | null;
  customerId: string | null;
  locationId: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function filterOf(request: GenericSearchRequest): SearchFilter {
  const filter: SearchFilter = { text: null, customerId: null, locationId: null };
  for (const parameter of request.Search) {
    const value = parameter.Value === null || parameter.Value === undefined ? '' : String(parameter.Value).trim();
    if (parameter.Name === 'Text') filter.text = value.length === 0 ? null : value.slice(0, 200);
    else if (parameter.Name === 'CustomerID' || parameter.Name === 'LocationID') {
      if (value.length === 0) continue;
      if (!UUID.test(value)) throw badRequest(`Search ${parameter.Name}: not an id`);
      if (parameter.Name === 'CustomerID') filter.customerId = value;
      else filter.locationId = value;
    } else throw badRequest(`Search: unknown parameter ${parameter.Name} (Text, CustomerID, LocationID)`);
  }
  return filter;
}

const departmentItem = (row: catalogue.DepartmentRow): MeetingDepartmentItem => ({
  ID: row.id,
  CustomerID: row.customer_id,
  CustomerName: row.customer_name,
  Name: row.name,
  SortOrder: row.sort_order,
  Active: row.active,
  InUse: row.in_use,
});

const windowItem = (row: catalogue.WindowRow): MeetingDeliveryWindow => ({ Weekdays: row.weekdays, From: row.from_time, To: row.to_time });

const locationItem = (row: catalogue.LocationRow, windows: readonly catalogue.WindowRow[]): MeetingLocationItem => ({
  ID: row.id,
  CustomerID: row.customer_id,
  CustomerName: row.customer_name,
  Name: row.name,
  DeliveryWindows: windows.filter((window) => window.location_id === row.id).map(windowItem),
  Active: row.active,
  InUse: row.in_use,
});

const productItem = (row: catalogue.ProductRow): MeetingProductItem => ({
  ID: row.id,
  CustomerID: row.customer_id,
  CustomerName: row.customer_name,
  LocationID: row.location_id,
  LocationName: row.location_name,
  Name: row.name,
  Price: oreToKroner(Number(row.price_ore)),
  VatRate: row.vat_rate_bp === 0 ? 0 : 25,
  ProductUIGroup: row.group_id === null ? null : { ID: row.group_id, Name: row.group_name ?? '' },
  FromTime: row.from_time,
  ToTime: row.to_time,
  Deadline: { ID: row.deadline_type, Amount: row.deadline_amount },
  Active: row.active,
});

/** The spec-named fields a history row keeps (no names of other rows, no computed flags). */
const departmentState = (item: MeetingDepartmentItem) => ({ Name: item.Name, SortOrder: item.SortOrder, Active: item.Active });
const locationState = (item: MeetingLocationItem) => ({ Name: item.Name, DeliveryWindows: item.DeliveryWindows, Active: item.Active });
const productState = (item: MeetingProductItem) => ({
  LocationID: item.LocationID,
  Name: item.Name,
  Price: item.Price,
  VatRate: item.VatRate,
  ProductUIGroup: item.ProductUIGroup?.Name ?? null,
  FromTime: item.FromTime,
  ToTime: item.ToTime,
  Deadline: item.Deadline,
  Active: item.Active,
});

/**
 * The meeting options a catering kitchen edits on the partner site (issue 25, role
 * CatalogueMeeting): departments, locations with their delivery windows, and products,
 * of the meeting-catering customers of the caller's scope. Every change is checked by the
 * shared rules (@kk/domain), made in one transaction with its catalogue_changes row, and
 * is at once what /api/Meeting/Options offers. Another tenant's items answer 404.
 */
export class MeetingCatalogueService {
  constructor(
    private readonly db: Db,
    private readonly editing: CatalogueEditing,
  ) {}

  /** The meeting-catering customers the caller may edit (403 without the role on the partner site). */
  private async customers(q: Queryable, auth: AuthContext): Promise<EditorScope['customers']> {
    const scope = await this.editing.scope(q, auth, 'meeting');
    const meeting = new Set(await meetingCustomerIdsAmong(q, scope.customers.map((customer) => customer.id), MEETING_CATERING_SETTING));
    return scope.customers.filter((customer) => meeting.has(customer.id));
  }

  /** The customer ids a search covers: all of the caller's, or the one asked for (404 when it is not theirs). */
  private async searchedCustomers(auth: AuthContext, filter: SearchFilter): Promise<string[]> {
    const ids = (await this.customers(this.db, auth)).map((customer) => customer.id);
    if (filter.customerId === null) return ids;
    if (!ids.includes(filter.customerId)) throw notFound(NOT_FOUND);
    return [filter.customerId];
  }

  private async requireCustomer(q: Queryable, auth: AuthContext, customerId: string): Promise<void> {
    const customers = await this.customers(q, auth);
    if (!customers.some((customer) => customer.id === customerId)) throw notFound(NOT_FOUND);
  }

  async options(auth: AuthContext): Promise<MeetingCatalogueOptions> {
    const customers = await this.customers(this.db, auth);
    const ids = customers.map((customer) => customer.id);
    const all = { customerIds: ids, text: null, startIndex: 0, count: 10_000 };
    const [locations, departments, groups] = await Promise.all([
      catalogue.searchLocations(this.db, all),
      catalogue.searchDepartments(this.db, all),
      catalogue.groupsOf(this.db, ids),
    ]);
    return {
      Customers: customers.map((customer) => ({
        ID: customer.id,
        Name: customer.name,
        Locations: locations.rows.filter((row) => row.customer_id === customer.id).map((row) => ({ ID: row.id, Name: row.name, Active: row.active })),
        Departments: departments.rows.filter((row) => row.customer_id === customer.id).map((row) => ({ ID: row.id, Name: row.name, Active: row.active })),
        ProductUIGroups: groups.filter((row) => row.customer_id === customer.id).map((row) => ({ ID: row.id, Name: row.name, Index: row.sort_order })),
      })),
    };
  }

  // ------------------------------------------------------------ departments

  async searchDepartments(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<MeetingDepartmentItem>> {
    const filter = filterOf(request);
    const customerIds = await this.searchedCustomers(auth, filter);
    const found = await catalogue.searchDepartments(this.db, { customerIds, text: filter.text, startIndex: request.StartIndex, count: request.Count });
    return { Items: found.rows.map(departmentItem), TotalCount: found.total };
  }

  async createDepartment(auth: AuthContext, body: MeetingDepartmentCreate): Promise<MeetingDepartmentItem> {
    return this.unique(() =>
      this.db.transaction(async (tx) => {
        await this.requireCustomer(tx, auth, body.CustomerID);
        const draft = { Name: body.Name.trim(), SortOrder: body.SortOrder };
        refuseInvalid(validateMeetingDepartment(draft, await catalogue.departmentNamesOf(tx, body.CustomerID, null)));
        const id = await catalogue.insertDepartment(tx, { customerId: body.CustomerID, name: draft.Name, sortOrder: draft.SortOrder });
        const item = departmentItem((await catalogue.departmentById(tx, id)) as catalogue.DepartmentRow);
        await this.editing.record(tx, auth, { customerId: body.CustomerID, entity: 'MeetingDepartment', entityId: id, action: 'create', before: null, after: departmentState(item) });
        return item;
      }),
    );
  }

  async updateDepartment(auth: AuthContext, id: string, body: MeetingDepartmentUpdate): Promise<MeetingDepartmentItem> {
    return this.unique(() =>
      this.db.transaction(async (tx) => {
        const before = await this.ownDepartment(tx, auth, id, true);
        const draft = { Name: body.Name.trim(), SortOrder: body.SortOrder };
        refuseInvalid(validateMeetingDepartment(draft, await catalogue.departmentNamesOf(tx, before.CustomerID, id)));
        await catalogue.updateDepartment(tx, id, { name: draft.Name, sortOrder: draft.SortOrder, active: body.Active });
        const after = departmentItem((await catalogue.departmentById(tx, id)) as catalogue.DepartmentRow);
        await this.editing.record(tx, auth, { customerId: before.CustomerID, entity: 'MeetingDepartment', entityId: id, action: 'update', before: departmentState(before), after: departmentState(after) });
        return after;
      }),
    );
  }

  /** A department no order names is removed; one that orders name is withdrawn (no longer offered), so the orders keep it. */
  async removeDepartment(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.ownDepartment(tx, auth, id, true);
      if (before.InUse) await catalogue.updateDepartment(tx, id, { name: before.Name, sortOrder: before.SortOrder, active: false });
      else await catalogue.deleteDepartment(tx, id);
      await this.editing.record(tx, auth, {
        customerId: before.CustomerID,
        entity: 'MeetingDepartment',
        entityId: id,
        action: 'delete',
        before: departmentState(before),
        after: before.InUse ? { ...departmentState(before), Active: false } : null,
      });
    });
  }

  async departmentHistory(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    await this.ownDepartment(this.db, auth, id, false);
    return this.editing.history(this.db, 'MeetingDepartment', id);
  }

  private async ownDepartment(q: Queryable, auth: AuthContext, id: string, forUpdate: boolean): Promise<MeetingDepartmentItem> {
    const customers = await this.customers(q, auth);
    const row = await catalogue.departmentById(q, id, forUpdate);
    if (row === null || !customers.some((customer) => customer.id === row.customer_id)) throw notFound(NOT_FOUND);
    return departmentItem(row);
  }

  // ------------------------------------------------------------ locations

  async searchLocations(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<MeetingLocationItem>> {
    const filter = filterOf(request);
    const customerIds = await this.searchedCustomers(auth, filter);
    const found = await catalogue.searchLocations(this.db, { customerIds, text: filter.text, startIndex: request.StartIndex, count: request.Count });
    const windows = await catalogue.windowsOf(this.db, found.rows.map((row) => row.id));
    return { Items: found.rows.map((row) => locationItem(row, windows)), TotalCount: found.total };
  }

  async createLocation(auth: AuthContext, body: MeetingLocationCreate): Promise<MeetingLocationItem> {
    return this.db.transaction(async (tx) => {
      await this.requireCustomer(tx, auth, body.CustomerID);
      const draft = { Name: body.Name.trim(), DeliveryWindows: body.DeliveryWindows };
      refuseInvalid(validateMeetingLocation(draft));
      const id = await catalogue.insertLocation(tx, { customerId: body.CustomerID, name: draft.Name });
      await catalogue.replaceWindows(tx, id, draft.DeliveryWindows.map((window) => ({ weekdays: window.Weekdays, from: window.From, to: window.To })));
      const item = await this.locationItemOf(tx, id);
      await this.editing.record(tx, auth, { customerId: body.CustomerID, entity: 'MeetingLocation', entityId: id, action: 'create', before: null, after: locationState(item) });
      return item;
    });
  }

  async updateLocation(auth: AuthContext, id: string, body: MeetingLocationUpdate): Promise<MeetingLocationItem> {
    return this.db.transaction(async (tx) => {
      const before = await this.ownLocation(tx, auth, id, true);
      const draft = { Name: body.Name.trim(), DeliveryWindows: body.DeliveryWindows };
      refuseInvalid(validateMeetingLocation(draft));
      await catalogue.updateLocation(tx, id, { name: draft.Name, active: body.Active });
      await catalogue.replaceWindows(tx, id, draft.DeliveryWindows.map((window) => ({ weekdays: window.Weekdays, from: window.From, to: window.To })));
      const after = await this.locationItemOf(tx, id);
      await this.editing.record(tx, auth, { customerId: before.CustomerID, entity: 'MeetingLocation', entityId: id, action: 'update', before: locationState(before), after: locationState(after) });
      return after;
    });
  }

  /**
   * A location no order was placed at and none of whose products was ever sold is removed
   * with its products; otherwise it is withdrawn: no longer offered, its orders keep it.
   */
  async removeLocation(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.ownLocation(tx, auth, id, true);
      const keep = before.InUse || (await catalogue.locationHasSales(tx, id));
      if (keep) await catalogue.updateLocation(tx, id, { name: before.Name, active: false });
      else await catalogue.deleteLocation(tx, id);
      await this.editing.record(tx, auth, {
        customerId: before.CustomerID,
        entity: 'MeetingLocation',
        entityId: id,
        action: 'delete',
        before: locationState(before),
        after: keep ? { ...locationState(before), Active: false } : null,
      });
    });
  }

  async locationHistory(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    await this.ownLocation(this.db, auth, id, false);
    return this.editing.history(this.db, 'MeetingLocation', id);
  }

  private async locationItemOf(q: Queryable, id: string): Promise<MeetingLocationItem> {
    const row = (await catalogue.locationById(q, id)) as catalogue.LocationRow;
    return locationItem(row, await catalogue.windowsOf(q, [id]));
  }

  private async ownLocation(q: Queryable, auth: AuthContext, id: string, forUpdate: boolean): Promise<MeetingLocationItem> {
    const customers = await this.customers(q, auth);
    const row = await catalogue.locationById(q, id, forUpdate);
    if (row === null || !customers.some((customer) => customer.id === row.customer_id)) throw notFound(NOT_FOUND);
    return locationItem(row, await catalogue.windowsOf(q, [id]));
  }

  // ------------------------------------------------------------ products

  async searchProducts(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<MeetingProductItem>> {
    const filter = filterOf(request);
    const customerIds = await this.searchedCustomers(auth, filter);
    if (filter.locationId !== null) {
      const location = await catalogue.locationById(this.db, filter.locationId);
      if (location === null || !customerIds.includes(location.customer_id)) throw notFound(NOT_FOUND);
    }
    const found = await catalogue.searchProducts(this.db, { customerIds, text: filter.text, locationId: filter.locationId, startIndex: request.StartIndex, count: request.Count });
    return { Items: found.rows.map(productItem), TotalCount: found.total };
  }

  async createProduct(auth: AuthContext, body: MeetingProductBody): Promise<MeetingProductItem> {
    return this.db.transaction(async (tx) => {
      const location = await this.ownLocation(tx, auth, body.LocationID, false);
      if (!location.Active) throw badRequest(WITHDRAWN_LOCATION);
      const fields = await this.productFields(tx, location.CustomerID, body);
      const id = await catalogue.insertProduct(tx, location.CustomerID, fields);
      const item = productItem((await catalogue.productById(tx, id)) as catalogue.ProductRow);
      await this.editing.record(tx, auth, { customerId: location.CustomerID, entity: 'MeetingProduct', entityId: id, action: 'create', before: null, after: productState(item) });
      return item;
    });
  }

  /** A change of price (or anything else) is the catalogue's from now on: orders already placed keep their lines' prices. */
  async updateProduct(auth: AuthContext, id: string, body: MeetingProductBody): Promise<MeetingProductItem> {
    return this.db.transaction(async (tx) => {
      const before = await this.ownProduct(tx, auth, id, true);
      const location = await this.ownLocation(tx, auth, body.LocationID, false);
      if (location.CustomerID !== before.CustomerID) throw notFound(NOT_FOUND);
      if (!location.Active && location.ID !== before.LocationID) throw badRequest(WITHDRAWN_LOCATION);
      await catalogue.updateProduct(tx, id, await this.productFields(tx, before.CustomerID, body));
      const after = productItem((await catalogue.productById(tx, id)) as catalogue.ProductRow);
      await this.editing.record(tx, auth, { customerId: before.CustomerID, entity: 'MeetingProduct', entityId: id, action: 'update', before: productState(before), after: productState(after) });
      return after;
    });
  }

  /** A product is withdrawn (Active false), never removed: orders and sales name it. */
  async removeProduct(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const before = await this.ownProduct(tx, auth, id, true);
      await catalogue.withdrawProduct(tx, id);
      await this.editing.record(tx, auth, { customerId: before.CustomerID, entity: 'MeetingProduct', entityId: id, action: 'delete', before: productState(before), after: { ...productState(before), Active: false } });
    });
  }

  async productHistory(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    await this.ownProduct(this.db, auth, id, false);
    return this.editing.history(this.db, 'MeetingProduct', id);
  }

  private async ownProduct(q: Queryable, auth: AuthContext, id: string, forUpdate: boolean): Promise<MeetingProductItem> {
    const customers = await this.customers(q, auth);
    const row = await catalogue.productById(q, id, forUpdate);
    if (row === null || !customers.some((customer) => customer.id === row.customer_id)) throw notFound(NOT_FOUND);
    return productItem(row);
  }

  private async productFields(q: Queryable, customerId: string, body: MeetingProductBody): Promise<catalogue.ProductFields> {
    const groupName = body.ProductUIGroup.trim();
    const draft = {
      LocationID: body.LocationID,
      Name: body.Name.trim(),
      Price: body.Price,
      VatRate: body.VatRate,
      GroupName: groupName,
      FromTime: body.FromTime,
      ToTime: body.ToTime,
      Deadline: body.Deadline,
    };
    refuseInvalid(validateMeetingProduct(draft));
    return {
      locationId: body.LocationID,
      name: draft.Name,
      priceOre: meetingPriceOre(body.Price) as number,
      vatRateBp: body.VatRate === 0 ? 0 : 2500,
      groupId: groupName.length === 0 ? null : await catalogue.groupNamed(q, customerId, groupName),
      fromTime: body.FromTime.slice(0, 5),
      toTime: body.ToTime.slice(0, 5),
      deadlineType: body.Deadline.ID,
      deadlineAmount: body.Deadline.Amount,
      active: body.Active,
    };
  }

  /** Two departments of one name written at once: the second is refused as the rule would. */
  private async unique<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError(409, 'Conflict', 'Name: catalogue.errors.departmentNameTaken');
      throw error;
    }
  }
}
