import type { ReportCustomer, ReportCustomers, SalesGrouping, SalesReport, SalesReportQuery, SalesRow, VatAmounts } from '@kk/contracts';
import { addLocalDays, buildCsv, copenhagenLocal, kronerToOre, localDateText, oreToKroner, vatIncludedOre, type CsvValue } from '@kk/domain';
import type { Clock } from '../../clock';
import { badRequest } from '../../core/errors';
import { reportCustomers, reportCustomerTree, type ReportCustomerRow } from './report-scope';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { daysToSummarise, salesAggregates, summariseDay, type SalesAggregate } from './sales-repository';

export type Culture = 'da' | 'en';

/** An amount in kroner as a CSV cell (written in øre, exactly). */
export const ore = (kroner: number): CsvValue => ({ ore: kronerToOre(kroner) });

/** The longest period one report covers: a school or calendar year with a day to spare. */
export const MAX_REPORT_DAYS = 366;
/** A day is summarised once it has been over this long, so a transaction begun before midnight has committed. */
const SUMMARY_GRACE_MS = 60 * 60 * 1000;
/** Days one summary run takes at most (a new installation catches up over a few runs). */
const SUMMARY_DAYS_PER_RUN = 31;

const NONE_LABEL: Record<SalesGrouping, Record<Culture, string>> = {
  day: { da: 'Ingen dag', en: 'No day' },
  month: { da: 'Ingen måned', en: 'No month' },
  location: { da: 'Intet salgssted', en: 'No sale location' },
  terminal: { da: 'Uden terminal', en: 'No terminal' },
  productGroup: { da: 'Uden varegruppe', en: 'No product group' },
  customer: { da: 'Ingen kunde', en: 'No customer' },
};

export const toReportCustomer = (row: ReportCustomerRow): ReportCustomer => ({ ID: row.id, Name: row.name, ParentID: row.parentId });

/** Days between two YYYY-MM-DD dates, both counted. */
export function periodDays(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export function checkPeriod(from: string, to: string): void {
  if (to < from) throw badRequest('to must not be before from');
  if (periodDays(from, to) > MAX_REPORT_DAYS) throw badRequest(`A report covers at most ${MAX_REPORT_DAYS} days`);
}

function vatAmounts(rateBp: number, salesOre: number, refundsOre: number): VatAmounts {
  const netOre = salesOre - refundsOre;
  return { RateBp: rateBp, Sales: oreToKroner(salesOre), Refunds: oreToKroner(refundsOre), Net: oreToKroner(netOre), Vat: oreToKroner(vatIncludedOre(netOre, rateBp)) };
}

interface RowTotals {
  saleCount: number;
  refundCount: number;
  byRate: Map<number, { salesOre: number; refundsOre: number }>;
}

function salesRow(key: string | null, label: string, totals: RowTotals): SalesRow {
  const rates = [...totals.byRate.entries()].sort(([a], [b]) => b - a);
  const salesOre = rates.reduce((sum, [, money]) => sum + money.salesOre, 0);
  const refundsOre = rates.reduce((sum, [, money]) => sum + money.refundsOre, 0);
  const vatOre = rates.reduce((sum, [rate, money]) => sum + vatIncludedOre(money.salesOre - money.refundsOre, rate), 0);
  return {
    Key: key,
    Label: label,
    SaleCount: totals.saleCount,
    RefundCount: totals.refundCount,
    Sales: oreToKroner(salesOre),
    Refunds: oreToKroner(refundsOre),
    Net: oreToKroner(salesOre - refundsOre),
    Vat: oreToKroner(vatOre),
    ByVat: rates.map(([rate, money]) => vatAmounts(rate, money.salesOre, money.refundsOre)),
  };
}

function addTo(totals: RowTotals, part: SalesAggregate): void {
  totals.saleCount += part.saleCount;
  totals.refundCount += part.refundCount;
  const money = totals.byRate.get(part.vatRateBp) ?? { salesOre: 0, refundsOre: 0 };
  money.salesOre += part.salesOre;
  money.refundsOre += part.refundsOre;
  totals.byRate.set(part.vatRateBp, money);
}

const emptyTotals = (): RowTotals => ({ saleCount: 0, refundCount: 0, byRate: new Map() });

/**
 * What a customer sold (issue 27): the ledger's postings to its revenue and refund
 * accounts (and, for a municipality, those of every institution below it), split by VAT
 * rate and grouped. Read from the daily summary where a day is summarised, from the
 * ledger otherwise; both give the same figures to the øre (sales.test.ts).
 */
export class SalesReports {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async customers(auth: AuthContext): Promise<ReportCustomers> {
    return { Customers: (await reportCustomers(this.db, auth)).map(toReportCustomer) };
  }

  async sales(auth: AuthContext, query: SalesReportQuery, culture: Culture): Promise<SalesReport> {
    checkPeriod(query.from, query.to);
    const { customer, covered } = await reportCustomerTree(this.db, auth, query.customerID);
    const parts = await salesAggregates(this.db, covered.map((row) => row.id), query.from, query.to, query.groupBy);
    const byKey = new Map<string | null, RowTotals>();
    const total = emptyTotals();
    for (const part of parts) {
      const totals = byKey.get(part.key) ?? emptyTotals();
      addTo(totals, part);
      byKey.set(part.key, totals);
      addTo(total, part);
    }
    const labels = await this.labels(query.groupBy, [...byKey.keys()].filter((key): key is string => key !== null), covered);
    const rows = [...byKey.entries()].map(([key, totals]) =>
      salesRow(key, key === null ? NONE_LABEL[query.groupBy][culture] : (labels.get(key) ?? key), totals),
    );
    const chronological = query.groupBy === 'day' || query.groupBy === 'month';
    rows.sort((a, b) => {
      if (a.Key === null || b.Key === null) return a.Key === null ? (b.Key === null ? 0 : 1) : -1;
      return chronological ? a.Key.localeCompare(b.Key) : a.Label.localeCompare(b.Label, 'da') || a.Key.localeCompare(b.Key);
    });
    return {
      Customer: toReportCustomer(customer),
      Customers: covered.map(toReportCustomer),
      From: query.from,
      To: query.to,
      GroupBy: query.groupBy,
      Rows: rows,
      Totals: salesRow(null, culture === 'da' ? 'I alt' : 'Total', total),
    };
  }

  async salesCsv(auth: AuthContext, query: SalesReportQuery, culture: Culture): Promise<{ csv: string; report: SalesReport }> {
    const report = await this.sales(auth, query, culture);
    const rates = [2500, 0];
    const words = culture === 'da'
      ? { key: 'Gruppe', sales: 'Salg', refunds: 'Refunderet', net: 'Netto', vat: 'Moms', count: 'Antal salg', refundCount: 'Antal refusioner', rate: (bp: number) => `${bp / 100} %` }
      : { key: 'Group', sales: 'Sales', refunds: 'Refunds', net: 'Net', vat: 'VAT', count: 'Sales count', refundCount: 'Refund count', rate: (bp: number) => `${bp / 100}%` };
    const header = [
      words.key, words.count, words.refundCount, words.sales, words.refunds, words.net, words.vat,
      ...rates.flatMap((rate) => [`${words.net} ${words.rate(rate)}`, `${words.vat} ${words.rate(rate)}`]),
    ];
    const line = (row: SalesRow) => [
      row.Key !== null && (report.GroupBy === 'day' || report.GroupBy === 'month') ? row.Key : row.Label,
      String(row.SaleCount), String(row.RefundCount), ore(row.Sales), ore(row.Refunds), ore(row.Net), ore(row.Vat),
      ...rates.flatMap((rate) => {
        const at = row.ByVat.find((vat) => vat.RateBp === rate);
        return [ore(at?.Net ?? 0), ore(at?.Vat ?? 0)];
      }),
    ];
    return { csv: buildCsv(header, [...report.Rows.map(line), line(report.Totals)], culture), report };
  }

  /** Summarises every closed day not summarised yet (job reports.sales-summary); returns the days it summarised. */
  async summariseClosedDays(): Promise<string[]> {
    const now = this.clock.now();
    const lastClosed = new Date(now.getTime() - SUMMARY_GRACE_MS);
    // The day before the one the grace period ends in is the last that has fully closed.
    const days = await daysToSummarise(this.db, localDateText(addLocalDays(copenhagenLocal(lastClosed), -1)), SUMMARY_DAYS_PER_RUN);
    const summarised: string[] = [];
    for (const day of days) if (await summariseDay(this.db, day, now)) summarised.push(day);
    return summarised;
  }

  private async labels(groupBy: SalesGrouping, keys: readonly string[], covered: readonly ReportCustomerRow[]): Promise<Map<string, string>> {
    if (groupBy === 'customer') return new Map(covered.map((row) => [row.id, row.name]));
    if (keys.length === 0 || (groupBy !== 'location' && groupBy !== 'terminal')) return new Map();
    const sql = groupBy === 'location'
      ? `SELECT id::text AS id, name FROM catalogue_owners WHERE id = ANY ($1::uuid[])
         UNION ALL SELECT id::text, name FROM foodplans WHERE id = ANY ($1::uuid[]) AND id NOT IN (SELECT id FROM catalogue_owners)`
      : 'SELECT id::text AS id, name FROM terminals WHERE id = ANY ($1::uuid[])';
    const { rows } = await this.db.query<{ id: string; name: string }>(sql, [keys]);
    return new Map(rows.map((row) => [row.id, row.name]));
  }
}
