import type { CollectedByMethod, DaySettlement, PayoutsQuery, PayoutStatement, PayoutSummary, SettlementQuery } from '@kk/contracts';
import { providerFeeOre } from '@kk/card-sandbox/protocol';
import { addLocalDays, buildCsv, copenhagenDayBounds, copenhagenLocal, localDateText, oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import { platformText } from '../../core/platform-texts';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { LedgerService } from '../ledger/service';
import * as payouts from './payout-repository';
import { reportCustomerTree } from './report-scope';
import { checkPeriod, ore, toReportCustomer, type Culture } from './sales-service';

/** A day's payouts are run once it has been over this long (as the sales summary). */
const PAYOUT_GRACE_MS = 60 * 60 * 1000;
const PAYOUT_DAYS_PER_RUN = 31;
const METHODS = ['card', 'mobilepay'] as const;

/** One customer's own figures of one day, in øre. */
export interface DayFigures {
  salesOre: number;
  refundsOre: number;
  collected: { method: 'card' | 'mobilepay'; count: number; amountOre: number; feesOre: number }[];
  providerFeesOre: number;
  platformFeeRateBp: number;
  platformFeeOre: number;
}

/** The platform's fee: its rate of the day's net sales, half up; nothing on a day without net sales. */
export function platformFeeOre(netSalesOre: number, rateBp: number): number {
  return netSalesOre > 0 ? Math.floor((netSalesOre * rateBp + 5_000) / 10_000) : 0;
}

export function dayFigures(day: payouts.CustomerDay | undefined, rateBp: number): DayFigures {
  const collected = METHODS.map((method) => {
    const charges = (day?.charges ?? []).filter((charge) => charge.method === method);
    return {
      method,
      count: charges.length,
      amountOre: charges.reduce((sum, charge) => sum + charge.amountOre, 0),
      // The provider takes its fee of each charge, rounded each time, as its settlement file lists them.
      feesOre: charges.reduce((sum, charge) => sum + providerFeeOre(method, charge.amountOre), 0),
    };
  });
  const salesOre = day?.salesOre ?? 0;
  const refundsOre = day?.refundsOre ?? 0;
  return {
    salesOre,
    refundsOre,
    collected,
    providerFeesOre: collected.reduce((sum, method) => sum + method.feesOre, 0),
    platformFeeRateBp: rateBp,
    platformFeeOre: platformFeeOre(salesOre - refundsOre, rateBp),
  };
}

/** What a carried payout hands on to the next day: its amounts since the last paid one. */
function carriedIn(previous: payouts.PayoutRow | null): { netSalesOre: number; providerFeesOre: number; platformFeeOre: number } {
  if (previous === null || previous.status === 'paid') return { netSalesOre: 0, providerFeesOre: 0, platformFeeOre: 0 };
  return { netSalesOre: previous.netSalesOre, providerFeesOre: previous.providerFeesOre, platformFeeOre: previous.platformFeeOre };
}

function payoutSummary(row: payouts.PayoutRow): PayoutSummary {
  return {
    ID: row.id,
    Date: row.day,
    Status: row.status,
    NetSales: oreToKroner(row.netSalesOre),
    ProviderFees: oreToKroner(row.providerFeesOre),
    PlatformFee: oreToKroner(row.platformFeeOre),
    Amount: oreToKroner(row.amountOre),
    Carried: oreToKroner(row.carriedOre),
    LedgerTransactionID: row.ledgerTransactionId,
    CreatedAt: row.createdAt.toISOString(),
  };
}

/**
 * Settlement and payouts (issue 27): a customer's day (the card money collected for it and
 * the providers' fees on it, its net sales, the platform's fee, the payout owed) and the
 * daily payout run, which records each customer's payout in the ledger once per day.
 */
export class Payouts {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly ledger: LedgerService,
  ) {}

  async settlement(auth: AuthContext, query: SettlementQuery): Promise<DaySettlement> {
    const { customer } = await reportCustomerTree(this.db, auth, query.customerID);
    const { start, end } = copenhagenDayBounds(query.date);
    const [day] = await payouts.customerDays(this.db, start, end, [customer.id]);
    const rate = (await payouts.platformFeeRates(this.db, [customer.id])).get(customer.id) ?? 0;
    const figures = dayFigures(day, rate);
    const previous = await payouts.payoutBefore(this.db, customer.id, query.date);
    const carried = previous?.status === 'carried' ? previous.carriedOre : 0;
    const [recorded] = await payouts.payoutsBetween(this.db, customer.id, query.date, query.date);
    const netOre = figures.salesOre - figures.refundsOre;
    return {
      Customer: toReportCustomer(customer),
      Date: query.date,
      Collected: figures.collected.map((method): CollectedByMethod => ({ Method: method.method, Count: method.count, Amount: oreToKroner(method.amountOre), Fees: oreToKroner(method.feesOre) })),
      Sales: oreToKroner(figures.salesOre),
      Refunds: oreToKroner(figures.refundsOre),
      NetSales: oreToKroner(netOre),
      ProviderFees: oreToKroner(figures.providerFeesOre),
      PlatformFeeRateBp: figures.platformFeeRateBp,
      PlatformFee: oreToKroner(figures.platformFeeOre),
      CarriedIn: oreToKroner(carried),
      PayoutOwed: oreToKroner(netOre - figures.providerFeesOre - figures.platformFeeOre + carried),
      Payout: recorded === undefined ? null : payoutSummary(recorded),
    };
  }

  async statement(auth: AuthContext, query: PayoutsQuery): Promise<PayoutStatement> {
    checkPeriod(query.from, query.to);
    const { customer } = await reportCustomerTree(this.db, auth, query.customerID);
    const rows = await payouts.payoutsBetween(this.db, customer.id, query.from, query.to);
    const paid = rows.filter((row) => row.status === 'paid');
    const sum = (pick: (row: payouts.PayoutRow) => number) => oreToKroner(paid.reduce((total, row) => total + pick(row), 0));
    return {
      Customer: toReportCustomer(customer),
      From: query.from,
      To: query.to,
      Payouts: rows.map(payoutSummary),
      NetSales: sum((row) => row.netSalesOre),
      ProviderFees: sum((row) => row.providerFeesOre),
      PlatformFee: sum((row) => row.platformFeeOre),
      Amount: sum((row) => row.amountOre),
    };
  }

  async statementCsv(auth: AuthContext, query: PayoutsQuery, culture: Culture): Promise<{ csv: string; statement: PayoutStatement }> {
    const statement = await this.statement(auth, query);
    const header = culture === 'da'
      ? ['Dato', 'Status', 'Nettosalg', 'Gebyrer til indløser', 'Platformsgebyr', 'Udbetalt', 'Overført til næste dag', 'Bilag']
      : ['Date', 'Status', 'Net sales', 'Provider fees', 'Platform fee', 'Paid', 'Carried to the next day', 'Ledger transaction'];
    const status = (value: PayoutSummary['Status']) => (culture === 'da' ? (value === 'paid' ? 'Udbetalt' : 'Overført') : value === 'paid' ? 'Paid' : 'Carried');
    const rows = statement.Payouts.map((payout) => [
      payout.Date, status(payout.Status), ore(payout.NetSales), ore(payout.ProviderFees), ore(payout.PlatformFee), ore(payout.Amount), ore(payout.Carried), payout.LedgerTransactionID ?? '',
    ]);
    return { csv: buildCsv(header, rows, culture), statement };
  }

  /** Runs the payouts of every closed day not run yet, oldest first (job payouts.run); returns the days it ran. */
  async runClosedDays(): Promise<string[]> {
    return [...(await this.runUpTo(this.lastClosedDay())).keys()];
  }

  /** The last Copenhagen day that has closed (and been over for the grace period). */
  lastClosedDay(): string {
    return localDateText(addLocalDays(copenhagenLocal(new Date(this.clock.now().getTime() - PAYOUT_GRACE_MS)), -1));
  }

  /** Runs every day up to and including `lastDay` not run yet, oldest first; the days this call ran, with the customers each settled. */
  async runUpTo(lastDay: string): Promise<Map<string, number>> {
    const ran = new Map<string, number>();
    for (;;) {
      const days = await payouts.payoutDaysToRun(this.db, lastDay, PAYOUT_DAYS_PER_RUN);
      if (days.length === 0) return ran;
      for (const day of days) {
        const customers = await this.runDay(day);
        if (customers !== null) ran.set(day, customers);
      }
      if (days.length < PAYOUT_DAYS_PER_RUN) return ran;
    }
  }

  /**
   * Settles every customer's day once: the day's mark, its payout rows and their ledger
   * transactions commit together, and a second run (or instance) of the day finds the mark
   * and does nothing. Null when the day had been run; otherwise the payouts recorded.
   */
  async runDay(day: string): Promise<number | null> {
    const at = this.clock.now();
    return this.db.transaction(async (tx) => {
      if (!(await payouts.markPayoutDay(tx, day, at))) return null;
      const { start, end } = copenhagenDayBounds(day);
      const days = await payouts.customerDays(tx, start, end, null);
      const rates = await payouts.platformFeeRates(tx, days.map((entry) => entry.customerId));
      for (const entry of days) await this.settleCustomer(tx, day, entry, rates.get(entry.customerId) ?? 0, at);
      return days.length;
    });
  }

  private async settleCustomer(tx: Queryable, day: string, entry: payouts.CustomerDay, rateBp: number, at: Date): Promise<void> {
    const own = dayFigures(entry, rateBp);
    const handedOn = carriedIn(await payouts.payoutBefore(tx, entry.customerId, day));
    const netSalesOre = own.salesOre - own.refundsOre + handedOn.netSalesOre;
    const providerFeesOre = own.providerFeesOre + handedOn.providerFeesOre;
    const platformFeeOre = own.platformFeeOre + handedOn.platformFeeOre;
    const owedOre = netSalesOre - providerFeesOre - platformFeeOre;
    let ledgerTransactionId: string | null = null;
    if (owedOre > 0) {
      ledgerTransactionId = await this.ledger.payout(tx, entry.customerId, { paidOre: owedOre, providerFeesOre, platformFeeOre }, at, platformText('payout', { day }));
    }
    await payouts.insertPayout(tx, {
      customerId: entry.customerId,
      day,
      status: owedOre > 0 ? 'paid' : 'carried',
      netSalesOre,
      providerFeesOre,
      platformFeeOre,
      amountOre: Math.max(owedOre, 0),
      carriedOre: Math.min(owedOre, 0),
      ledgerTransactionId,
      createdAt: at,
    });
  }
}
