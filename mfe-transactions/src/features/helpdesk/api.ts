import type { HelpDeskTicket } from '@kk/contracts';
import { api } from '@kk/platform';

export interface NewTicket {
  TransactionID: string;
  TicketTypeID: number;
  StatusID: number;
  Text: string;
  Deadline: string | null;
}

/** Help-desk tickets on a transaction (role HelpDesk; spec section 7). Silent: the section shows its own notices. */
export const helpDeskApi = {
  tickets: (transactionID: string) => api.get<HelpDeskTicket[]>(`/api/HelpDesk/Ticket/TransactionTickets/${encodeURIComponent(transactionID)}`, undefined, { silent: true }),
  create: (ticket: NewTicket) => api.post<HelpDeskTicket>('/api/HelpDesk/Ticket', ticket, { silent: true }),
  update: (id: string, change: { StatusID?: number; TicketTypeID?: number; Deadline?: string | null }) =>
    api.put<HelpDeskTicket>(`/api/HelpDesk/Ticket/${encodeURIComponent(id)}`, change, { silent: true }),
};
