import { z } from 'zod';

export { FINANCE_REPORTS_ROLE, REPORTS_PATHS, SALES_GROUPINGS, VAT_RATES_BP, RECONCILIATION_MISMATCH_KINDS } from './codes';
export type { SalesGrouping, ReconciliationMismatchKind } from './codes';
import { RECONCILIATION_MISMATCH_KINDS, SALES_GROUPINGS } from './codes';

/**
 * Money out (issue 27): what a customer sold (with refunds netted and split by VAT rate),
 * the meeting catering's monthly statement per department, the day's settlement (what the
 * card provider and MobilePay collected, their fees, the platform's fee, the payout owed),
 * the payouts made, and the nightly reconciliation with the providers' settlement files.
 * Money is decimal kroner, as everywhere in the API; days are Copenhagen calendar days.
 */
const Id = z.string().uuid();

/** A Copenhagen calendar day, YYYY-MM-DD, that exists. */
export const ReportDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date as YYYY-MM-DD')
  .refine((text) => {
    const [year, month, day] = text.split('-').map(Number) as [number, number, number];
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  }, 'must be a calendar day that exists');

/** A calendar month, YYYY-MM. */
export const ReportMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be a month as YYYY-MM');

export const ReportCustomer = z.object({ ID: Id, Name: z.string(), ParentID: Id.nullable() });
export type ReportCustomer = z.infer<typeof ReportCustomer>;

/** GET /api/Reports/Customers: the customers the caller may read reports of (a municipality before its institutions). */
export const ReportCustomers = z.object({ Customers: z.array(ReportCustomer) });
export type ReportCustomers = z.infer<typeof ReportCustomers>;

/** GET /api/Reports/Sales (and /csv): from and to inclusive, at most 366 days; a municipality's customerID covers every institution below it. */
export const SalesReportQuery = z.object({
  customerID: Id,
  from: ReportDate,
  to: ReportDate,
  groupBy: z.enum(SALES_GROUPINGS).default('day'),
});
export type SalesReportQuery = z.infer<typeof SalesReportQuery>;

/** Money of one VAT rate: the amounts include the VAT; Vat is the VAT in them. */
export const VatAmounts = z.object({
  /** Basis points: 2500 (25 %) or 0 (exempt). */
  RateBp: z.number().int(),
  Sales: z.number(),
  Refunds: z.number(),
  Net: z.number(),
  Vat: z.number(),
});
export type VatAmounts = z.infer<typeof VatAmounts>;

export const SalesRow = z.object({
  /** The group's key: a day (YYYY-MM-DD), a month (YYYY-MM), a location's, terminal's or customer's id, a product group's code; null for "none" (a sale without a terminal, a product without a group). */
  Key: z.string().nullable(),
  /** The key as a reader reads it (a location's or terminal's name, the group's name); the day or month itself otherwise. */
  Label: z.string(),
  /** Sales counted (ledger transactions to revenue) and refunds counted. */
  SaleCount: z.number().int(),
  RefundCount: z.number().int(),
  Sales: z.number(),
  Refunds: z.number(),
  Net: z.number(),
  Vat: z.number(),
  ByVat: z.array(VatAmounts),
});
export type SalesRow = z.infer<typeof SalesRow>;

export const SalesReport = z.object({
  Customer: ReportCustomer,
  /** The customers counted: the customer itself and, for a municipality, every institution below it. */
  Customers: z.array(ReportCustomer),
  From: z.string(),
  To: z.string(),
  GroupBy: z.enum(SALES_GROUPINGS),
  Rows: z.array(SalesRow),
  Totals: SalesRow,
});
export type SalesReport = z.infer<typeof SalesReport>;

/** GET /api/Reports/MeetingStatement (and /csv): a meeting caterer's month per department (the cost centre billed internally). */
export const MeetingStatementQuery = z.object({ customerID: Id, month: ReportMonth });
export type MeetingStatementQuery = z.infer<typeof MeetingStatementQuery>;

export const MeetingStatementOrder = z.object({
  TransactionID: Id,
  Date: z.string(),
  OrderedBy: z.string(),
  Location: z.string().nullable(),
  Description: z.string(),
  Amount: z.number(),
  Refunded: z.number(),
  Net: z.number(),
});
export const MeetingStatementDepartment = z.object({
  DepartmentID: z.string().nullable(),
  Name: z.string(),
  Orders: z.array(MeetingStatementOrder),
  Net: z.number(),
  Vat: z.number(),
});
export type MeetingStatementDepartment = z.infer<typeof MeetingStatementDepartment>;
export const MeetingStatement = z.object({
  Customer: ReportCustomer,
  Month: z.string(),
  Departments: z.array(MeetingStatementDepartment),
  Net: z.number(),
  Vat: z.number(),
});
export type MeetingStatement = z.infer<typeof MeetingStatement>;

/** GET /api/Reports/Settlement?customerID=&date=: one customer's day. */
export const SettlementQuery = z.object({ customerID: Id, date: ReportDate });
export type SettlementQuery = z.infer<typeof SettlementQuery>;

export const CollectedByMethod = z.object({
  /** 'card' (the card provider) or 'mobilepay'. */
  Method: z.enum(['card', 'mobilepay']),
  Count: z.number().int(),
  Amount: z.number(),
  Fees: z.number(),
});
export type CollectedByMethod = z.infer<typeof CollectedByMethod>;

export const PayoutSummary = z.object({
  ID: Id,
  Date: z.string(),
  /** 'paid': money went to the customer's bank; 'carried': nothing was owed (fees or refunds above the sales), carried to the next day. */
  Status: z.enum(['paid', 'carried']),
  /** The net sales this payout settles (since the last paid one), the fees taken from them, and what was paid. */
  NetSales: z.number(),
  ProviderFees: z.number(),
  PlatformFee: z.number(),
  Amount: z.number(),
  /** What is carried to the next day (zero or negative). */
  Carried: z.number(),
  LedgerTransactionID: Id.nullable(),
  CreatedAt: z.string(),
});
export type PayoutSummary = z.infer<typeof PayoutSummary>;

export const DaySettlement = z.object({
  Customer: ReportCustomer,
  Date: z.string(),
  /** Card money into the customer's wallets that day, by provider, with the providers' fees. */
  Collected: z.array(CollectedByMethod),
  Sales: z.number(),
  Refunds: z.number(),
  NetSales: z.number(),
  ProviderFees: z.number(),
  /** The platform's fee rate (basis points of net sales; a customer setting, 0 by default) and the fee. */
  PlatformFeeRateBp: z.number().int(),
  PlatformFee: z.number(),
  /** What was carried in from earlier days (zero or negative). */
  CarriedIn: z.number(),
  /** Net sales less the fees plus what was carried in: paid when positive. */
  PayoutOwed: z.number(),
  /** The payout run's record of the day; null until it has run. */
  Payout: PayoutSummary.nullable(),
});
export type DaySettlement = z.infer<typeof DaySettlement>;

/** GET /api/Reports/Payouts (and /csv): the payout statement of a customer over a period. */
export const PayoutsQuery = z.object({ customerID: Id, from: ReportDate, to: ReportDate });
export type PayoutsQuery = z.infer<typeof PayoutsQuery>;
export const PayoutStatement = z.object({
  Customer: ReportCustomer,
  From: z.string(),
  To: z.string(),
  Payouts: z.array(PayoutSummary),
  /** The sums of the payouts listed. */
  NetSales: z.number(),
  ProviderFees: z.number(),
  PlatformFee: z.number(),
  Amount: z.number(),
});
export type PayoutStatement = z.infer<typeof PayoutStatement>;

/** POST /api/Admin/Payouts/Run {date} (support tool): runs a closed day's payouts now, as the daily job does; a day runs once. */
export const PayoutRunRequest = z.object({ date: ReportDate });
export const PayoutRunResult = z.object({
  Date: z.string(),
  /** False when the day had been run already (nothing was recorded again). */
  Ran: z.boolean(),
  /** The customers settled by this run. */
  Customers: z.number().int(),
});
export type PayoutRunResult = z.infer<typeof PayoutRunResult>;

/** GET /api/Admin/Reconciliation?date= (support tool): the day's run and what did not match. POST …/Run {date} runs it now. */
export const ReconciliationQuery = z.object({ date: ReportDate });
export const ReconciliationRunRequest = z.object({ date: ReportDate });

export const ReconciliationMismatch = z.object({
  ID: Id,
  Kind: z.enum(RECONCILIATION_MISMATCH_KINDS),
  Method: z.enum(['card', 'mobilepay']).nullable(),
  /** The platform's reference the provider's line carries (a charge's reference, a hosted payment's id). */
  Reference: z.string().nullable(),
  ProviderTransactionID: z.string().nullable(),
  /** What the provider's file says and what the ledger says (null when one side has nothing). */
  ProviderAmount: z.number().nullable(),
  LedgerAmount: z.number().nullable(),
  PaymentTransactionID: Id.nullable(),
  LedgerTransactionID: Id.nullable(),
  WalletID: Id.nullable(),
  Detail: z.string(),
});
export type ReconciliationMismatch = z.infer<typeof ReconciliationMismatch>;

export const ReconciliationFileSummary = z.object({
  Method: z.enum(['card', 'mobilepay']),
  Lines: z.number().int(),
  Charged: z.number(),
  Refunded: z.number(),
  Fees: z.number(),
});

export const ReconciliationDay = z.object({
  Date: z.string(),
  /** Null when no run has been made for the day yet. */
  RanAt: z.string().nullable(),
  Files: z.array(ReconciliationFileSummary),
  /** Provider lines matched with the ledger, and the ledger's card-money postings matched with a line. */
  MatchedLines: z.number().int(),
  MatchedPostings: z.number().int(),
  Mismatches: z.array(ReconciliationMismatch),
});
export type ReconciliationDay = z.infer<typeof ReconciliationDay>;
