import {
  CreateTicketRequest,
  HelpDeskTicket,
  MessageSearchResponse,
  TransactionSearchRequest,
  TransactionTicketsParams,
  TransactionTicketsResponse,
  UnitDetail,
  UnitDetailQuery,
  UnitsQuery,
  UpdateTicketParams,
  UpdateTicketRequest,
} from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import type { HelpDeskService } from './service';

export const helpDeskRoutes: FastifyPluginAsyncZod<{ desk: HelpDeskService }> = async (app, { desk }) => {
  app.get(
    '/api/HelpDesk/Ticket/TransactionTickets/:transactionID',
    documented({ tags: ['Help desk'], summary: "A transaction's tickets and notes, in the spec's order (open by type, notes, closed); role HelpDesk", params: TransactionTicketsParams, response: { 200: TransactionTicketsResponse }, errors: [400, 401, 403] }),
    (request) => desk.tickets(authOf(request), request.params.transactionID),
  );
  app.post(
    '/api/HelpDesk/Ticket',
    documented({
      tags: ['Help desk'],
      summary: 'A ticket (StatusID 2 open, 1 closed) or a note (StatusID 3) on a transaction, of type 1 critical, 2 serious, 3 minor, 4 simple, with an optional deadline; role HelpDesk',
      body: CreateTicketRequest, response: { 200: HelpDeskTicket }, errors: [400, 401, 403],
    }),
    (request) => desk.create(authOf(request), request.body),
  );
  app.put(
    '/api/HelpDesk/Ticket/:id',
    documented({
      tags: ['Help desk'],
      summary: "A ticket's status (StatusID), type (TicketTypeID) or deadline (Deadline, null removes it); role HelpDesk and a transaction the staff member may see, like creating. Audited as a note on the transaction (EditTicket: who, when, before, after)",
      params: UpdateTicketParams, body: UpdateTicketRequest, response: { 200: HelpDeskTicket }, errors: [400, 401, 403],
    }),
    (request) => desk.update(authOf(request), request.params.id, request.body),
  );
  app.get(
    '/api/Units/DetailInfo',
    documented({ tags: ['Units'], summary: 'Support tool: a canteen terminal (unit) with today’s sales and its latest transactions', querystring: UnitDetailQuery, response: { 200: UnitDetail }, errors: [400, 401, 403] }),
    (request) => desk.unitDetailInfo(authOf(request), request.query.id),
  );
  app.get(
    '/api/Units/',
    documented({ tags: ['Units'], summary: 'Partner site (and support tool): a canteen terminal of the staff member’s customers (isDevice=true), as DetailInfo answers it', querystring: UnitsQuery, response: { 200: UnitDetail }, errors: [400, 401, 403] }),
    (request) => desk.unitOfStaff(authOf(request), request.query.id),
  );
  app.post(
    '/api/Messages/Search',
    documented({
      tags: ['Messages'],
      summary: 'The e-mails and texts the platform sent (receipts, failed refills, invitations), newest first, in Items: generic search on MobileNumber and From, To (ISO instants) or StartDate, EndDate (YYYY-MM-DD); default the last 10 days. Partner site (own customers) and support tool',
      body: TransactionSearchRequest, response: { 200: MessageSearchResponse }, errors: [400, 401, 403],
    }),
    (request) => desk.messages(authOf(request), request.body),
  );
};
