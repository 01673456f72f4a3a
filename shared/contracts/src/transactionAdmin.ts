import { z } from 'zod';
import { TransactionStatus } from './payment';

/**
 * Transactions and admin for the partner site and the support tool (spec sections 3, 4, 7):
 * the admin actions, help-desk tickets, canteen units and the messages log. The search and
 * the details are the transaction contracts (transactions.ts).
 */

const Id = z.string().uuid();
const Named = z.object({ ID: Id, Name: z.string() });

/** GET /api/Transactions/GetPossibleStatusTypes and /api/AllTransactions/GetPossibleStatusTypes. */
export const PossibleStatusTypesQuery = z.object({
  /** Only the statuses this transaction may be changed to. */
  transactionID: Id.optional(),
});
export const StatusType = TransactionStatus.extend({ Name: z.string() });
export const PossibleStatusTypesResponse = z.array(StatusType);

/** POST .../ChangeTransactionStatus. */
export const ChangeTransactionStatusRequest = z.object({ TransactionID: Id, StatusID: z.number().int().min(1).max(99) });
export type ChangeTransactionStatusRequest = z.infer<typeof ChangeTransactionStatusRequest>;
export const ChangeTransactionStatusResponse = z.object({ Status: TransactionStatus, ErrorMessage: z.string().nullable() });

/** POST V2/Admin/Payment/ManualCompleteTransaction?id=&fullTransactionInfo=true */
export const ManualCompleteQuery = z.object({
  id: Id,
  fullTransactionInfo: z.enum(['true', 'false']).optional(),
});
/** POST V3/Admin/Payment/RetryFailedTransaction?transactionID=&customerID= */
export const RetryFailedQuery = z.object({ transactionID: Id, customerID: Id.optional() });
/** POST V2/Admin/Payment/DuplicateTransaction: pays the order again from its CreateTransactionModel. */
export const DuplicateTransactionRequest = z.object({ ID: Id, CustomerID: Id.optional() });

/** POST /api/Transactions/Note: a note written by hand on a transaction. */
export const AddTransactionNoteRequest = z.object({ TransactionID: Id, Note: z.string().trim().min(1).max(4000) });

/** Spec section 3, "Help-desk ticket". */
export const HelpDeskTicket = z.object({
  ID: Id,
  TransactionID: Id,
  Text: z.string(),
  /** 1 closed, 2 open, 3 note. */
  Status: z.object({ ID: z.number().int(), Name: z.string() }),
  /** 1 critical, 2 serious, 3 minor, 4 simple. */
  LastTicketType: z.object({ ID: z.number().int(), Name: z.string() }),
  Deadline: z.string().nullable(),
  /** none, met, upcoming, dueSoon, overdue (@kk/domain deadlineStatus). */
  DeadlineStatus: z.enum(['none', 'met', 'upcoming', 'dueSoon', 'overdue']),
  /** The author; null (NotFound true) when the user no longer exists. */
  Author: z.object({ ID: Id.nullable(), Name: z.string(), NotFound: z.boolean() }),
  CreatedDate: z.string(),
  UpdatedDate: z.string(),
});
export type HelpDeskTicket = z.infer<typeof HelpDeskTicket>;
export const TransactionTicketsParams = z.object({ transactionID: Id });
export const TransactionTicketsResponse = z.array(HelpDeskTicket);

/** POST /api/HelpDesk/Ticket: a ticket (status open or closed) or a note (status 3) on a transaction. */
export const CreateTicketRequest = z.object({
  TransactionID: Id,
  TicketTypeID: z.number().int().min(1).max(4),
  StatusID: z.number().int().min(1).max(3).default(2),
  Text: z.string().trim().min(1).max(4000),
  Deadline: z.string().datetime({ offset: true }).nullish(),
});
export type CreateTicketRequest = z.infer<typeof CreateTicketRequest>;

/** PUT /api/HelpDesk/Ticket/{id}: a ticket's status, type or deadline changes. */
export const UpdateTicketParams = z.object({ id: Id });
export const UpdateTicketRequest = z.object({
  StatusID: z.number().int().min(1).max(3).optional(),
  TicketTypeID: z.number().int().min(1).max(4).optional(),
  Deadline: z.string().datetime({ offset: true }).nullish(),
});

/** GET /api/Units/DetailInfo?id= (support tool) and GET /api/Units/?id=&isDevice=true (partner site): a canteen terminal. */
export const UnitDetailQuery = z.object({ id: Id });
export const UnitsQuery = z.object({ id: Id, isDevice: z.enum(['true', 'false']).optional() });
export const UnitDetail = z.object({
  ID: Id,
  Name: z.string(),
  IsDevice: z.boolean(),
  IsActive: z.boolean(),
  Customer: Named,
  Canteen: Named.nullable(),
  CreatedDate: z.string(),
  LastTransactionDate: z.string().nullable(),
  /** Today (Copenhagen): completed sales and their sum in kroner. */
  SalesToday: z.number().int(),
  SumToday: z.number(),
  LatestTransactions: z.array(
    z.object({ ID: Id, Description: z.string(), Amount: z.number(), Status: TransactionStatus, CreatedDate: z.string(), Wallet: Named }),
  ),
});
export type UnitDetail = z.infer<typeof UnitDetail>;

/** A message the platform sent (spec section 2, /Messages/All). */
export const PlatformMessage = z.object({
  ID: Id,
  /** message_log.kind: every kind the platform sends. */
  Kind: z.enum([
    'receipt',
    'failed_refill',
    'invitation',
    'refund',
    'low_balance',
    'card_expiry',
    'card_expired',
    'mobilepay_agreement_inactive',
    'dish_changed',
    'dish_removed',
    'order_confirmation',
    'password_reset',
    'school_leaver',
  ]),
  Channel: z.enum(['sms', 'email']),
  MobileNumber: z.string().nullable(),
  Email: z.string().nullable(),
  Subject: z.string(),
  Body: z.string(),
  TransactionID: Id.nullable(),
  Wallet: Named.nullable(),
  Customer: Named.nullable(),
  CreatedDate: z.string(),
});
export type PlatformMessage = z.infer<typeof PlatformMessage>;
/** POST /api/Messages/Search: generic search on MobileNumber, From and To (ISO instants, or StartDate/EndDate as YYYY-MM-DD). */
export const MessageSearchResponse = z.object({
  Items: z.array(PlatformMessage),
  TotalCount: z.number().int(),
  StartDate: z.string().nullable(),
  EndDate: z.string().nullable(),
  Error: z.string().optional(),
});
export type MessageSearchResponse = z.infer<typeof MessageSearchResponse>;
