import { ONBOARDING_COMPLETED_PAGE_SETTING, type LandingResponse, type MeResponse, type PageSettingsResponse } from '@kk/contracts';
import { subDomainForPageKey } from '@kk/domain';
import type { Db, Queryable } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import * as tenancy from './repository';

export type CustomerSummary = MeResponse['Customers'][number];

/**
 * Page settings a user has of their own, kept where their wallet groups' (or their own
 * wallets') settings live: the page settings the shell reads carry the user's value of
 * these over the customers'. OnboardingIsCompleted keeps the guide away once it ended.
 */
export const USER_PAGE_SETTING_KEYS: readonly string[] = [ONBOARDING_COMPLETED_PAGE_SETTING];

export interface CustomerDefinition extends tenancy.NewCustomer {
  settings: readonly string[];
  pageSettings: Readonly<Record<string, string>>;
}

export class TenancyService {
  constructor(
    private readonly db: Db,
    private readonly ledger: LedgerService,
  ) {}

  async customersOfUser(userId: string): Promise<CustomerSummary[]> {
    const rows = await tenancy.customersOfUser(this.db, userId);
    return rows.map((row) => ({ ID: row.id, Name: row.name, PageKey: row.page_key }));
  }

  customerSettingsOfUser(userId: string): Promise<string[]> {
    return tenancy.settingKeysOfUser(this.db, userId);
  }

  async pageSettingsOfUser(userId: string): Promise<PageSettingsResponse> {
    const rows = await tenancy.pageSettingsOfUser(this.db, userId, USER_PAGE_SETTING_KEYS);
    return rows.map((row) => ({ Key: row.key, Value: row.value }));
  }

  async landing(): Promise<LandingResponse> {
    const rows = await tenancy.landingEntries(this.db);
    return rows.map((row) => ({ SubDomain: subDomainForPageKey(row.page_key), Name: row.name }));
  }

  /** A customer with its settings and its revenue account in the ledger. */
  async createCustomer(q: Queryable, customer: CustomerDefinition): Promise<string> {
    const id = await tenancy.insertCustomer(q, customer);
    await tenancy.insertCustomerSettings(q, id, customer.settings);
    for (const [key, value] of Object.entries(customer.pageSettings)) {
      await tenancy.upsertCustomerPageSetting(q, id, key, value);
    }
    await this.ledger.openCustomerRevenueAccount(q, id);
    return id;
  }

  addMember(q: Queryable, userId: string, customerId: string): Promise<void> {
    return tenancy.insertMembership(q, userId, customerId);
  }
}
