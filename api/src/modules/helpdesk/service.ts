import type { CreateTicketRequest, HelpDeskTicket, MessageSearchResponse, TransactionSearchRequest, UnitDetail } from '@kk/contracts';
import { deadlineStatus, effectiveCount, oreToKroner, readSearchValues, sortTickets, TICKET_STATUS_NAMES, TICKET_TYPE_NAMES } from '@kk/domain';
import type { z } from 'zod';
import type { UpdateTicketRequest } from '@kk/contracts';
import type { Clock } from '../../clock';
import { platformDay } from '../../core/copenhagen-day';
import { forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { statusOf } from '../../core/payment-presenter';
import { inScope, insertNote, isSupportStaff, staffScopeOf, type StaffScope } from '../payment/staff';
import * as desk from './repository';

const NO_ACCESS_REASON = 'The transaction does not exist or you have no access to it';
const NO_UNIT_REASON = 'The unit does not exist or you have no access to it';
const iso = (value: Date | string) => new Date(value).toISOString();

/** What a ticket edit may change, as its audit note records it. */
function ticketState(row: desk.TicketRow): { Status: string; Type: string; Deadline: string | null } {
  return {
    Status: TICKET_STATUS_NAMES[row.status_id] ?? String(row.status_id),
    Type: TICKET_TYPE_NAMES[row.ticket_type_id] ?? String(row.ticket_type_id),
    Deadline: row.deadline === null ? null : iso(row.deadline),
  };
}
const UNIT_LATEST = 20;
/** The widest window one message search may cover. */
const MAX_MESSAGE_WINDOW_MS = 93 * 86_400_000;

/**
 * The help desk's side of a transaction (spec sections 2, 3, 4 and 6): tickets and notes on
 * a transaction (the HelpDesk role, on a transaction the staff member may see), the canteen
 * terminals (units) a transaction links to, and the log of messages the platform sent.
 */
export class HelpDeskService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async tickets(auth: AuthContext, transactionId: string): Promise<HelpDeskTicket[]> {
    await this.assertTicketAccess(auth, transactionId);
    const now = this.clock.now();
    return sortTickets((await desk.ticketsOf(this.db, transactionId)).map((row) => this.toTicket(row, now)));
  }

  async create(auth: AuthContext, request: CreateTicketRequest): Promise<HelpDeskTicket> {
    await this.assertTicketAccess(auth, request.TransactionID);
    const now = this.clock.now();
    const id = await desk.insertTicket(this.db, {
      transactionId: request.TransactionID,
      userId: auth.userId,
      authorName: auth.name,
      statusId: request.StatusID,
      typeId: request.TicketTypeID,
      text: request.Text,
      deadline: request.Deadline ? new Date(request.Deadline) : null,
      at: now,
    });
    return this.toTicket((await desk.findTicket(this.db, id)) as desk.TicketRow, now);
  }

  /**
   * Changes a ticket's status, type or deadline (spec section 3's help-desk ticket: Status,
   * LastTicketType, Deadline), with the same role and scope as creating one. The ticket is
   * locked, and the change is audited as a note on its transaction (who, when, before and
   * after) in the same database transaction; a change that changes nothing writes nothing.
   */
  async update(auth: AuthContext, id: string, request: z.infer<typeof UpdateTicketRequest>): Promise<HelpDeskTicket> {
    const now = this.clock.now();
    const row = await this.db.transaction(async (tx) => {
      const ticket = await desk.lockTicket(tx, id);
      if (!ticket) throw forbidden('The ticket does not exist or you have no access to it');
      await this.assertTicketAccess(auth, ticket.transaction_id, tx);
      const change = {
        ...(request.StatusID === undefined ? {} : { statusId: request.StatusID }),
        ...(request.TicketTypeID === undefined ? {} : { typeId: request.TicketTypeID }),
        ...(request.Deadline === undefined ? {} : { deadline: request.Deadline === null ? null : new Date(request.Deadline) }),
        at: now,
      };
      const before = ticketState(ticket);
      await desk.updateTicket(tx, id, change);
      const updated = (await desk.findTicket(tx, id)) as desk.TicketRow;
      const after = ticketState(updated);
      const changed = (Object.keys(before) as (keyof typeof before)[]).filter((key) => before[key] !== after[key]);
      if (changed.length > 0) {
        await insertNote(tx, {
          transactionId: ticket.transaction_id,
          userId: auth.userId,
          authorName: auth.name,
          action: 'EditTicket',
          note: `Ticket ${id} changed: ${changed.map((key) => `${key} ${before[key] ?? 'none'} → ${after[key] ?? 'none'}`).join(', ')}`,
          before: { TicketID: id, ...before },
          after: { TicketID: id, ...after },
          at: now,
        });
      }
      return updated;
    });
    return this.toTicket(row, now);
  }

  /** GET /api/Units/DetailInfo: the support tool's view of a terminal. */
  async unitDetailInfo(auth: AuthContext, id: string): Promise<UnitDetail> {
    if (!isSupportStaff(auth)) throw forbidden('Unit details are the support tool’s');
    return this.unit({ all: true }, id);
  }

  /** GET /api/Units/?isDevice=true: a terminal of the partner's customers (or any, in the support tool). */
  async unitOfStaff(auth: AuthContext, id: string): Promise<UnitDetail> {
    return this.unit(await this.scope(auth), id);
  }

  async messages(auth: AuthContext, request: TransactionSearchRequest): Promise<MessageSearchResponse> {
    const scope = await this.scope(auth);
    const now = this.clock.now();
    let mobileNumber: string | null = null;
    let from = new Date(now.getTime() - 10 * 86_400_000);
    let to = new Date(now.getTime() + 86_400_000);
    const empty = (error: string): MessageSearchResponse => ({ Items: [], TotalCount: 0, StartDate: null, EndDate: null, Error: error });
    for (const parameter of request.Search) {
      const value = (readSearchValues(parameter)?.[0] ?? '').trim();
      if (parameter.Name === 'MobileNumber') {
        const digits = value.replace(/[\s+]/g, '');
        if (!/^[0-9]{8,15}$/.test(digits)) return empty('MobileNumber: 8 to 15 digits');
        mobileNumber = digits;
      } else if (['From', 'To', 'StartDate', 'EndDate'].includes(parameter.Name)) {
        const at = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
        if (Number.isNaN(at.getTime()) || !/^\d{4}-\d{2}-\d{2}/.test(value)) return empty(`${parameter.Name}: a date or an ISO instant`);
        const end = parameter.Name === 'EndDate' ? new Date(at.getTime() + 86_400_000) : at;
        if (parameter.Name === 'From' || parameter.Name === 'StartDate') from = at;
        else to = end;
      } else {
        return empty(`Unknown search field ${parameter.Name}`);
      }
    }
    if (to <= from || to.getTime() - from.getTime() > MAX_MESSAGE_WINDOW_MS) return empty('To: after From, at most 93 days later');
    const page = await desk.searchMessages(this.db, {
      all: scope.all,
      customerIds: scope.all ? [] : scope.customerIds,
      mobileNumber,
      from,
      to,
      offset: request.StartIndex,
      limit: effectiveCount(request),
    });
    return {
      Items: page.rows.map((row) => ({
        ID: row.id,
        Kind: row.kind as MessageSearchResponse['Items'][number]['Kind'],
        Channel: row.channel as 'sms' | 'email',
        MobileNumber: row.mobile_number,
        Email: row.email,
        Subject: row.subject,
        Body: row.body,
        TransactionID: row.transaction_id,
        Wallet: row.wallet_id === null ? null : { ID: row.wallet_id, Name: row.wallet_name ?? '' },
        Customer: row.customer_id === null ? null : { ID: row.customer_id, Name: row.customer_name ?? '' },
        CreatedDate: iso(row.created_at),
      })),
      TotalCount: page.totalCount,
      StartDate: from.toISOString(),
      EndDate: to.toISOString(),
    };
  }

  private async unit(scope: StaffScope, id: string): Promise<UnitDetail> {
    const row = await desk.findUnit(this.db, id, platformDay(this.clock.now()).start);
    if (!row || !inScope(scope, row.customer_id)) throw forbidden(NO_UNIT_REASON);
    const latest = await desk.latestOfUnit(this.db, id, UNIT_LATEST);
    return {
      ID: row.id,
      Name: row.name,
      IsDevice: true,
      IsActive: row.active,
      Customer: { ID: row.customer_id, Name: row.customer_name },
      Canteen: row.canteen_id === null ? null : { ID: row.canteen_id, Name: row.canteen_name ?? '' },
      CreatedDate: iso(row.created_at),
      LastTransactionDate: row.last_transaction_at === null ? null : iso(row.last_transaction_at),
      SalesToday: row.sales_today,
      SumToday: oreToKroner(Number(row.sum_today_ore)),
      LatestTransactions: latest.map((t) => ({
        ID: t.id,
        Description: t.description,
        Amount: oreToKroner(t.amount_ore),
        Status: statusOf(t.status_id),
        CreatedDate: iso(t.created_at),
        Wallet: { ID: t.wallet_id, Name: t.wallet_name },
      })),
    };
  }

  private async scope(auth: AuthContext): Promise<StaffScope> {
    const scope = await staffScopeOf(this.db, auth);
    if (scope === null) throw forbidden('This is for the partner site and the support tool');
    return scope;
  }

  /** Spec section 6: HelpDesk enables the help desk; the transaction must be one the staff member may see. */
  private async assertTicketAccess(auth: AuthContext, transactionId: string, q: Queryable = this.db): Promise<void> {
    const scope = await staffScopeOf(q, auth);
    if (scope === null || !auth.roles.includes('HelpDesk')) throw forbidden('Help-desk tickets need the HelpDesk role on the partner site or in the support tool');
    const customerId = await desk.customerOfTransaction(q, transactionId);
    if (customerId === null || !inScope(scope, customerId)) throw forbidden(NO_ACCESS_REASON);
  }

  private toTicket(row: desk.TicketRow, now: Date): HelpDeskTicket {
    const ticket = {
      Status: { ID: row.status_id, Name: TICKET_STATUS_NAMES[row.status_id] ?? String(row.status_id) },
      Deadline: row.deadline === null ? null : iso(row.deadline),
    };
    return {
      ID: row.id,
      TransactionID: row.transaction_id,
      Text: row.text,
      ...ticket,
      LastTicketType: { ID: row.ticket_type_id, Name: TICKET_TYPE_NAMES[row.ticket_type_id] ?? String(row.ticket_type_id) },
      DeadlineStatus: deadlineStatus(ticket, now),
      Author: { ID: row.author_exists ? row.user_id : null, Name: row.author_name, NotFound: !row.author_exists },
      CreatedDate: iso(row.created_at),
      UpdatedDate: iso(row.updated_at),
    };
  }
}
