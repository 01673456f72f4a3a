import type { DaySettlement, PayoutSummary, ReconciliationDay, ReportCustomer, SalesReport, SalesRow } from '@kk/contracts';
import { id, SCHOOL } from './fixtures';

/** Solbakke Kommune with two institutions below it, as the partner site's finance staff see them. */
export const KOMMUNE: ReportCustomer = { ID: id(9001), Name: 'Solbakke Kommune', ParentID: null };
export const SKOLE: ReportCustomer = { ID: SCHOOL, Name: 'Solbakke Skole', ParentID: KOMMUNE.ID };
export const BAKKE: ReportCustomer = { ID: id(9002), Name: 'Bakkegården', ParentID: KOMMUNE.ID };
// Listed out of order: the picker puts the municipality first and its institutions by name under it.
export const REPORT_CUSTOMERS = { Customers: [SKOLE, KOMMUNE, BAKKE] };

// Tuesday 10 March 2026, 11:00 in Copenhagen.
export const NOW = '2026-03-10T10:00:00.000Z';

/** A sales row: `moms` kroner of it at 25 % (its VAT a fifth of it), the rest exempt, one refund of 10 kr. at 25 %. */
export function salesRow(key: string | null, label: string, net: number, moms: number, saleCount = 3): SalesRow {
  return {
    Key: key, Label: label, SaleCount: saleCount, RefundCount: 1, Sales: net + 10, Refunds: 10, Net: net, Vat: moms / 5,
    ByVat: [
      { RateBp: 2500, Sales: moms + 10, Refunds: 10, Net: moms, Vat: moms / 5 },
      { RateBp: 0, Sales: net - moms, Refunds: 0, Net: net - moms, Vat: 0 },
    ],
  };
}

export function salesReport(customer: ReportCustomer, overrides: Partial<SalesReport> = {}): SalesReport {
  return {
    Customer: customer, Customers: [customer], From: '2026-03-01', To: '2026-03-10', GroupBy: 'day',
    Rows: [salesRow('2026-03-02', '2026-03-02', 1250, 1000), salesRow('2026-03-03', '2026-03-03', 250, 250)],
    Totals: salesRow(null, '', 1500, 1250, 6),
    ...overrides,
  };
}

export function payout(day: string, overrides: Partial<PayoutSummary> = {}): PayoutSummary {
  return {
    ID: id(Number(day.slice(8)) + 9100), Date: day, Status: 'paid', NetSales: 1250, ProviderFees: 11.88, PlatformFee: 12.5, Amount: 1225.62, Carried: 0,
    LedgerTransactionID: id(9200), CreatedAt: `${day}T23:10:00.000Z`, ...overrides,
  };
}

export function settlement(overrides: Partial<DaySettlement> = {}): DaySettlement {
  return {
    Customer: SKOLE, Date: '2026-03-09',
    Collected: [{ Method: 'card', Count: 4, Amount: 1000, Fees: 9.5 }, { Method: 'mobilepay', Count: 1, Amount: 238, Fees: 2.38 }],
    Sales: 1260, Refunds: 10, NetSales: 1250, ProviderFees: 11.88, PlatformFeeRateBp: 100, PlatformFee: 12.5, CarriedIn: 0, PayoutOwed: 1225.62,
    Payout: payout('2026-03-09'),
    ...overrides,
  };
}

export function reconciliationDay(overrides: Partial<ReconciliationDay> = {}): ReconciliationDay {
  return {
    Date: '2026-03-10', RanAt: '2026-03-10T09:30:00.000Z',
    Files: [{ Method: 'card', Lines: 12, Charged: 2400, Refunded: 50, Fees: 22.8 }, { Method: 'mobilepay', Lines: 3, Charged: 300, Refunded: 0, Fees: 3 }],
    MatchedLines: 15, MatchedPostings: 14, Mismatches: [],
    ...overrides,
  };
}
