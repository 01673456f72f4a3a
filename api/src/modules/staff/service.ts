import type { ApplicationName, CatalogueHistory, GenericSearchRequest, GenericSearchResponse, StaffCreate, StaffItem, StaffOptions, StaffUpdate } from '@kk/contracts';
import { STAFF_ADMINISTRATION_ROLE, STAFF_ROLES, validateStaff, type StaffFieldErrors } from '@kk/domain';
import type { Clock } from '../../clock';
import { normalizeEmail } from '../../core/email';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors';
import { hideSecretLinksInText } from '../../core/secret-links';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueEditing } from '../catalogue/editing';
import type { MailService } from '../mail/service';
import { staffInvitationMail } from './invitation-mail';
import * as staff from './repository';

const NOT_FOUND = 'No such member of staff';
const MANAGED_ROLES = STAFF_ROLES.map((definition) => definition.Role);
/** An invitation's link: long enough for a new colleague to find the e-mail, single-use like a reset. */
export const STAFF_INVITATION_VALID_MS = 7 * 24 * 60 * 60_000;

/** The account module's single-use password links, handed in: an invited member chooses their password with one. */
export interface PasswordLinks {
  invitationLink(q: Queryable, invite: { userId: string; application: ApplicationName; origin: string; validForMs: number }): Promise<string>;
}

export interface StaffSites {
  wallet: string;
  partner: string;
}

function refuseInvalid(errors: StaffFieldErrors): void {
  const fields = Object.entries(errors);
  if (fields.length > 0) throw badRequest(fields.map(([field, key]) => `${field}: ${key}`).join('; '));
}

function item(row: staff.StaffRow): StaffItem {
  return {
    ID: row.id,
    Name: row.name,
    Email: row.email,
    Roles: row.roles.filter((role) => MANAGED_ROLES.includes(role)),
    Customers: (row.customers ?? []).map((customer) => ({ ID: customer.id, Name: customer.name })),
    Active: row.deactivated_at === null,
    HasSignedIn: !row.invited,
  };
}

const state = ({ HasSignedIn: _signedIn, ...fields }: StaffItem) => fields;

/** Who administers whom: the help desk every customer, a customer's administrator their customers and those below. */
interface Scope {
  support: boolean;
  customers: { id: string; name: string }[];
}

/**
 * Staff and their roles (issue 28): invite a member by e-mail, give and take roles, and
 * deactivate them, for the customers the caller administers. A partner-site administrator
 * manages only members who work for none but their customers (so a role given here is not
 * one at another customer's); the help desk manages everyone. A deactivated member's sessions
 * end in the same transaction; a role change counts from the member's next request.
 */
export class StaffAdmin {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly editing: CatalogueEditing,
    private readonly mail: MailService,
    private readonly links: PasswordLinks,
    private readonly sites: StaffSites,
  ) {}

  async options(auth: AuthContext): Promise<StaffOptions> {
    const scope = await this.scope(this.db, auth);
    return { Customers: scope.customers.map((customer) => ({ ID: customer.id, Name: customer.name })), Roles: STAFF_ROLES.map((definition) => ({ ...definition })) };
  }

  async search(auth: AuthContext, request: GenericSearchRequest): Promise<GenericSearchResponse<StaffItem>> {
    const scope = await this.scope(this.db, auth);
    const value = (name: string) => {
      const found = request.Search.find((parameter) => parameter.Name === name)?.Value;
      return typeof found === 'string' && found.trim() !== '' ? found.trim() : null;
    };
    const customerId = value('CustomerID');
    if (customerId !== null && !scope.customers.some((customer) => customer.id === customerId)) throw notFound('No such customer of yours');
    const customerIds = customerId === null ? scope.customers.map((customer) => customer.id) : [customerId];
    const found = await staff.searchStaff(this.db, { customerIds, text: value('Text'), startIndex: request.StartIndex, count: request.Count });
    return { Items: found.rows.map(item), TotalCount: found.total };
  }

  /** Invites a member to a customer: a new user chooses a password from the e-mail's link; a known one gets the roles and a notice. */
  async create(auth: AuthContext, body: StaffCreate): Promise<StaffItem> {
    refuseInvalid(validateStaff(body));
    const email = normalizeEmail(body.Email);
    return this.db.transaction(async (tx) => {
      const scope = await this.scope(tx, auth);
      const customer = scope.customers.find((candidate) => candidate.id === body.CustomerID);
      if (customer === undefined) throw notFound('No such customer of yours');
      const existing = await staff.userByEmail(tx, email);
      let userId: string;
      let link: string | null = null;
      if (existing === null) {
        userId = await staff.insertInvitedUser(tx, { email, name: body.Name.trim() });
      } else {
        userId = existing.id;
        await this.requireManageable(tx, scope, userId, true);
      }
      await staff.addMembership(tx, userId, customer.id);
      await staff.addRoles(tx, userId, body.Roles);
      const application: ApplicationName = body.Roles.includes('PartnerSite') ? 'partner' : 'wallet';
      if (existing === null) {
        link = await this.links.invitationLink(tx, { userId, application, origin: this.sites[application], validForMs: STAFF_INVITATION_VALID_MS });
      }
      const after = await this.found(tx, scope, userId);
      // In the language the person chose on the site; a new person's is unknown, so the product's own, Danish.
      const message = staffInvitationMail({ inviterName: auth.name, customerName: customer.name, link, signInUrl: `${this.sites[application]}/Account/Login` }, existing?.language ?? 'da');
      await this.mail.send({ to: email, kind: 'invitation', customerId: customer.id, ...message, loggedText: hideSecretLinksInText(message.text, { everyLink: true, note: '[link]' }) }, tx);
      await this.record(tx, auth, userId, customer.id, 'create', null, after);
      return after;
    });
  }

  async update(auth: AuthContext, id: string, body: StaffUpdate): Promise<StaffItem> {
    return this.db.transaction(async (tx) => {
      const scope = await this.scope(tx, auth);
      await this.requireManageable(tx, scope, id, false);
      const before = await this.found(tx, scope, id, true);
      refuseInvalid(validateStaff({ Name: body.Name, Email: before.Email, Roles: body.Roles }));
      if (id === auth.userId && (!body.Active || (!scope.support && !body.Roles.includes(STAFF_ADMINISTRATION_ROLE)))) throw badRequest('Active: staff.errors.self');
      await staff.setName(tx, id, body.Name.trim());
      await staff.replaceRoles(tx, id, MANAGED_ROLES, body.Roles);
      await staff.setActive(tx, id, body.Active, this.clock.now());
      const after = await this.found(tx, scope, id);
      await this.record(tx, auth, id, null, 'update', before, after);
      return after;
    });
  }

  /**
   * Ends the member's work for the caller's customers. A member left with no customer also
   * loses the staff roles (another role of theirs, a guardian's, stays), and their sessions end.
   */
  async remove(auth: AuthContext, id: string): Promise<void> {
    await this.db.transaction(async (tx) => {
      const scope = await this.scope(tx, auth);
      await this.requireManageable(tx, scope, id, false);
      if (id === auth.userId) throw badRequest('staff.errors.self');
      const before = await this.found(tx, scope, id, true);
      await staff.removeMemberships(tx, id, scope.customers.map((customer) => customer.id));
      if ((await staff.membershipsOf(tx, id)).length === 0) {
        await staff.replaceRoles(tx, id, MANAGED_ROLES, []);
        await staff.revokeSessions(tx, id, this.clock.now());
      }
      await this.record(tx, auth, id, null, 'delete', before, null);
    });
  }

  async history(auth: AuthContext, id: string): Promise<CatalogueHistory> {
    const scope = await this.scope(this.db, auth);
    const rows = await staff.staffChanges(this.db, id);
    // The history of someone once removed is still the administrator's to read, if they changed them; otherwise the member must be theirs.
    if (!scope.support) await this.requireManageable(this.db, scope, id, false);
    else if (rows.length === 0) await this.found(this.db, scope, id);
    return {
      Items: rows.map((row) => ({ ID: Number(row.id), Action: row.action, CreatedDate: new Date(row.created_at).toISOString(), AuthorName: row.author_name, Before: row.before_state, After: row.after_state })),
    };
  }

  private async scope(q: Queryable, auth: AuthContext): Promise<Scope> {
    if (auth.application === 'support') {
      if (!auth.roles.includes('SupportTool')) throw forbidden('The support tool needs the role SupportTool');
      return { support: true, customers: await staff.allCustomers(q) };
    }
    return { support: false, customers: await this.editing.customersWithRole(q, auth, STAFF_ADMINISTRATION_ROLE) };
  }

  /**
   * 404 unless the member works for the caller's customers; a partner-site administrator
   * needs all of the member's customers in scope (`newcomer`: a user who works for nobody yet may be taken on).
   */
  private async requireManageable(q: Queryable, scope: Scope, userId: string, newcomer: boolean): Promise<void> {
    const memberships = await staff.membershipsOf(q, userId);
    const inScope = (customerId: string) => scope.customers.some((customer) => customer.id === customerId);
    if (memberships.length === 0) {
      if (newcomer) return;
      throw notFound(NOT_FOUND);
    }
    if (scope.support) return;
    if (!memberships.every(inScope)) {
      if (newcomer) throw new AppError(409, 'Conflict', 'Email: staff.errors.worksElsewhere');
      throw notFound(NOT_FOUND);
    }
  }

  private async found(q: Queryable, scope: Scope, id: string, forUpdate = false): Promise<StaffItem> {
    const row = await staff.staffById(q, id, scope.customers.map((customer) => customer.id), forUpdate);
    if (row === null) throw notFound(NOT_FOUND);
    return item(row);
  }

  private record(q: Queryable, auth: AuthContext, staffUserId: string, customerId: string | null, action: 'create' | 'update' | 'delete', before: StaffItem | null, after: StaffItem | null) {
    return staff.insertStaffChange(q, {
      staffUserId,
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
