import type { AdminCustomerBody, AdminCustomerItem, AdminCustomerOptions, CatalogueHistory, CustomerType, GenericSearchRequest, GenericSearchResponse } from '@kk/contracts';
import { ALL_PAGE_KEYS, CUSTOMER_TYPES, SETTING_DEFINITIONS, validateCustomer, type CustomerFieldErrors } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import * as admin from './admin-repository';
import type { TenancyService } from './service';

const NOT_FOUND = 'No such customer';
const MANAGED_PAGE_KEYS = SETTING_DEFINITIONS.filter((definition) => definition.Store === 'page').map((definition) => definition.Key);

const errorCode = (error: unknown) => (typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined);

function refuseInvalid(errors: CustomerFieldErrors): void {
  const fields = Object.entries(errors);
  if (fields.length > 0) throw badRequest(fields.map(([field, key]) => `${field}: ${key}`).join('; '));
}

function item(row: admin.AdminCustomerRow): AdminCustomerItem {
  return {
    ID: row.id,
    Name: row.name,
    Type: row.type as CustomerType,
    PageKey: row.page_key,
    ParentID: row.parent_id,
    ParentName: row.parent_name,
    CompanyRegistrationNumber: row.company_registration_number,
    PlatformFeeBp: Number(row.platform_fee_bp),
    Settings: row.settings,
    PageSettings: row.page_settings.map((setting) => ({ Key: setting.key, Value: setting.value })),
    Institutions: row.institutions,
    Wallets: row.wallets,
  };
}

/** What the history records of a customer: what the help desk sets, not the counts that follow from others' work. */
const state = ({ Institutions: _institutions, Wallets: _wallets, ...fields }: AdminCustomerItem) => fields;

/** The search's parameters: free text (Name 'Text'), Type, PageKey, ParentID. */
function filterOf(request: GenericSearchRequest) {
  const value = (name: string) => {
    const found = request.Search.find((parameter) => parameter.Name === name)?.Value;
    return typeof found === 'string' && found.trim() !== '' ? found.trim() : null;
  };
  const parentId = value('ParentID');
  if (parentId !== null && !/^[0-9a-f-]{36}$/i.test(parentId)) throw badRequest('ParentID: not an id');
  return { text: value('Text'), type: value('Type'), pageKey: value('PageKey'), parentId };
}

/**
 * The help desk's customers (issue 28, support tool): create a customer, place it under a
 * municipality, switch its modules and page settings. Each change is one transaction with
 * its customer_changes row; the shell reads the settings on every page load, so a change
 * shows on the customer's users' next page without a build or a restart.
 */
export class CustomerAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly tenancy: TenancyService,
  ) {}

  async options(auth: AuthContext): Promise<AdminCustomerOptions> {
    this.requireSupport(auth);
    const parents = await admin.municipalities(this.db);
    return {
      Types: [...CUSTOMER_TYPES],
      PageKeys: [...ALL_PAGE_KEYS].sort(),
      Parents: parents.map((parent) => ({ ID: parent.id, Name: parent.name })),
      Settings: SETTING_DEFINITIONS.map((definition) => ({ ...definition })),
    };
  }

  async search(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<AdminCustomerItem>> {
    this.requireSupport(auth);
    const found = await admin.searchCustomers(this.db, { ...filterOf(request), startIndex: request.StartIndex, count: request.Count });
    return { Items: found.rows.map(item), TotalCount: found.total };
  }

  async create(auth: AuthContext, body: AdminCustomerBody): Promise<AdminCustomerItem> {
    this.requireSupport(auth);
    return this.db.transaction(async (tx) => {
      const fields = await this.validated(tx, body, null);
      const id = await this.tenancy.createCustomer(tx, {
        name: fields.name,
        pageKey: fields.pageKey,
        type: fields.type as CustomerType,
        parentId: fields.parentId,
        companyRegistrationNumber: fields.companyRegistrationNumber,
        settings: body.Settings,
        pageSettings: Object.fromEntries(body.PageSettings.map((setting) => [setting.Key, setting.Value])),
      });
      await admin.setPlatformFee(tx, id, fields.platformFeeBp);
      const after = await this.found(tx, id);
      await this.record(tx, auth, id, 'create', null, after);
      return after;
    });
  }

  async update(auth: AuthContext, id: string, body: AdminCustomerBody): Promise<AdminCustomerItem> {
    this.requireSupport(auth);
    return this.db.transaction(async (tx) => {
      const before = await this.found(tx, id, true);
      const fields = await this.validated(tx, body, id);
      if (fields.parentId !== null && (await admin.wouldLoop(tx, id, fields.parentId))) throw badRequest('ParentID: customers.errors.parentLoop');
      if (fields.type !== 'municipality' && before.Type === 'municipality' && before.Institutions > 0) throw badRequest('Type: customers.errors.stillHasInstitutions');
      await admin.updateCustomer(tx, id, fields);
      await admin.replaceSettings(tx, id, body.Settings);
      await admin.replacePageSettings(tx, id, MANAGED_PAGE_KEYS, body.PageSettings.map((setting) => ({ key: setting.Key, value: setting.Value })));
      const after = await this.found(tx, id);
      await this.record(tx, auth, id, 'update', before, after);
      return after;
    });
  }

  async remove(auth: AuthContext, id: string): Promise<void> {
    this.requireSupport(auth);
    try {
      await this.db.transaction(async (tx) => {
        const before = await this.found(tx, id, true);
        await admin.deleteCustomer(tx, id);
        await this.record(tx, auth, id, 'delete', before, null);
      });
    } catch (error) {
      // Institutions, wallets, staff, a catalogue or ledger history name it: the customer stays, unchanged.
      if (errorCode(error) === '23503') throw new AppError(409, 'Conflict', 'customers.errors.inUse');
      throw error;
    }
  }

  async history(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    this.requireSupport(auth);
    const rows = await admin.customerChanges(this.db, id);
    if (rows.length === 0) await this.found(this.db, id);
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

  private requireSupport(auth: AuthContext): void {
    if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('Customers are set up in the support tool');
  }

  private async found(q: Queryable, id: string, forUpdate = false): Promise<AdminCustomerItem> {
    const row = await admin.customerById(q, id, forUpdate);
    if (row === null) throw notFound(NOT_FOUND);
    return item(row);
  }

  /** The body checked by the shared rules, with the parent's type and the siblings' names from the database. */
  private async validated(q: Queryable, body: AdminCustomerBody, id: string | null): Promise<admin.CustomerFields> {
    const parentType = body.ParentID === null ? null : await admin.customerTypeOf(q, body.ParentID);
    if (body.ParentID !== null && parentType === null) throw badRequest('ParentID: customers.errors.parentNotMunicipality');
    const cvr = (body.CompanyRegistrationNumber ?? '').trim();
    refuseInvalid(
      validateCustomer(
        { ...body, parentType, CompanyRegistrationNumber: cvr },
        await admin.siblingNames(q, body.ParentID, id),
      ),
    );
    return {
      name: body.Name.trim(),
      type: body.Type,
      pageKey: body.PageKey,
      parentId: body.ParentID,
      companyRegistrationNumber: cvr === '' ? null : cvr,
      platformFeeBp: body.PlatformFeeBp,
    };
  }

  private record(q: Queryable, auth: AuthContext, customerId: string, action: 'create' | 'update' | 'delete', before: AdminCustomerItem | null, after: AdminCustomerItem | null) {
    return admin.insertCustomerChange(q, {
      customerId,
      action,
      userId: auth.userId,
      authorName: auth.name,
      before: before === null ? null : state(before),
      after: after === null ? null : state(after),
      at: this.clock.now(),
    });
  }
}
