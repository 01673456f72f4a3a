import { PUPIL_ABSENCE_ROLE, type AbsenceDay, type AbsenceLine, type AbsencePreview, type AbsencePupilsResponse, type AbsenceRequest, type AbsenceResult } from '@kk/contracts';
import { absenceDeadline, absenceDays, absenceRangeProblem, absenceRuleOf, oreToKroner, schoolDaysBetween, subscriptionDayShareOre } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors';
import { requireIdempotencyKey, requestFingerprint } from '../../core/idempotency';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { DEPOSIT_ROLE, type FamilyAccess } from '../family/access';
import type { StoredAnswer } from '../idempotency/repository';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { PaymentService, WithdrawnOrder } from '../payment/service';
import { staffScopeOf } from '../payment/staff';
import * as absences from './absence-repository';

const NO_SUCH_PUPIL = 'The wallet does not exist or you may not report it absent';
const PUPIL_SEARCH_LIMIT = 50;

export interface AbsenceNeeds {
  db: Db;
  clock: Clock;
  /** The wallet's row lock (every report is decided under it) and its balance after the credits. */
  ledger: Pick<LedgerService, 'lockWallet' | 'balanceOre'>;
  /** The payment handler gives the absent days' orders back (creditAbsence). */
  payments: Pick<PaymentService, 'creditAbsence' | 'creditAbsenceShare' | 'lockOrders'>;
  idempotency: IdempotencyService;
  /** Who is a guardian of the wallet. */
  family: FamilyAccess;
}

/** What one report decided, per line, before it answers. */
interface DecidedLine {
  kind: 'Order' | 'Subscription';
  row: absences.AbsenceLineRow;
  deadline: Date;
  inTime: boolean;
}

/**
 * Absence ("Meld fravær", issue 26). A guardian of the wallet (wallet site, DepositWithdraw)
 * or the school's staff (partner site, PupilAbsence, for the pupils of the customers they
 * are members of and below) reports a child absent From..To. For each school day of the
 * range not reported before, every food-plan order line served that day whose plan's
 * absence deadline (@kk/domain absenceDeadline; the plan's absence rule, else its
 * cancellation rule) has not passed is given back through the payment handler: a paid
 * line is refunded in full to the wallet (through the ledger, its own refund transaction),
 * a reserved order (card payment pending) is cancelled unpaid. The day is recorded
 * (foodplan_absences), which the kitchen's list reads.
 *
 * Exactly once: the whole report runs under the days' orders' locks and the wallet's lock, in one transaction with its
 * Idempotency-Key's answer; a second report of the same days (another key, at the same
 * time or later) finds them recorded and does nothing, and the refund's refunded_quantity
 * keeps any line from being given back twice.
 *
 * A paid subscription period covering an absent school day before its deadline gives back
 * that day's share (the period's amount over its school days, @kk/domain
 * subscriptionDayShareOre) as an amount refund of its payment (creditAbsenceShare), once per
 * period and day (foodplan_absence_credits); the period stays paid, and a later cancel of it
 * gives back only the rest.
 */
export class AbsenceService {
  constructor(private readonly needs: AbsenceNeeds) {}

  async preview(auth: AuthContext, body: AbsenceRequest): Promise<AbsencePreview> {
    const days = this.daysOf(body);
    const wallet = await this.reportable(auth, body.WalletID);
    const { db, clock } = this.needs;
    const [lines, periods, reported] = await Promise.all([
      absences.absenceLines(db, wallet.id, body.From, body.To),
      absences.paidPeriods(db, wallet.id, body.From, body.To),
      absences.reportedDays(db, wallet.id, body.From, body.To),
    ]);
    return this.view(wallet, body, days, this.decide(lines, periods, days, clock.now()), reported);
  }

  async report(auth: AuthContext, idempotencyKey: string | undefined, body: AbsenceRequest): Promise<StoredAnswer> {
    const days = this.daysOf(body);
    const key = requireIdempotencyKey(idempotencyKey);
    const wallet = await this.reportable(auth, body.WalletID);
    return this.needs.idempotency.run(
      { scope: `user:${auth.userId}`, key, requestHash: requestFingerprint('foodplan-absence', body) },
      async (tx) => ({ statusCode: 200, body: await this.reportIn(tx, auth, wallet, body, days) }),
      (error) => (error instanceof AppError && error.statusCode < 500 ? { statusCode: error.statusCode, body: { StatusCode: error.statusCode, message: error.message, reason: error.reason } } : null),
    );
  }

  /** Partner-site staff with PupilAbsence: the pupils of their customers whose name or grade matches. */
  async pupils(auth: AuthContext, search: string): Promise<AbsencePupilsResponse> {
    const customerIds = await this.staffCustomers(this.needs.db, auth);
    if (customerIds === null) throw forbidden(`Finding pupils needs the partner site and the role ${PUPIL_ABSENCE_ROLE}`);
    const rows = await absences.searchPupils(this.needs.db, customerIds, search.trim(), PUPIL_SEARCH_LIMIT);
    return { Pupils: rows.map((row) => ({ WalletID: row.id, Name: row.name, Grade: row.grade, CustomerID: row.customer_id, CustomerName: row.customer_name })) };
  }

  private async reportIn(tx: Queryable, auth: AuthContext, wallet: absences.AbsenceWalletRow, body: AbsenceRequest, days: readonly string[]): Promise<AbsenceResult> {
    const { ledger, payments, clock } = this.needs;
    // The orders of the days first (as a refund or cancel of one of them locks it before its
    // wallet), then the wallet's lock: two reports of the same days, or a report and a
    // purchase, are decided one after the other on what the one before left.
    const orders = [...(await absences.absenceLines(tx, wallet.id, body.From, body.To)), ...(await absences.paidPeriods(tx, wallet.id, body.From, body.To))];
    await payments.lockOrders(tx, orders.map((order) => order.payment_id));
    await ledger.lockWallet(tx, wallet.id);
    const now = clock.now();
    const reportedBefore = await absences.reportedDays(tx, wallet.id, body.From, body.To);
    const decided = this.decide(await absences.absenceLines(tx, wallet.id, body.From, body.To), await absences.paidPeriods(tx, wallet.id, body.From, body.To), days, now);
    const credited: DecidedLine[] = [];
    const creditedOre = new Map<string, number>();
    for (const day of days) {
      if (reportedBefore.has(day)) continue;
      if (!(await absences.recordAbsence(tx, { walletId: wallet.id, day, userId: auth.userId, at: now }))) continue;
      // The day's in-time lines, one payment at a time (each under its own lock, inside the wallet's).
      const byPayment = new Map<string, DecidedLine[]>();
      for (const line of decided) {
        if (line.row.serve_date !== day || !line.inTime) continue;
        byPayment.set(line.row.payment_id, [...(byPayment.get(line.row.payment_id) ?? []), line]);
      }
      for (const [paymentId, lines] of byPayment) {
        if (lines.every((line) => line.kind === 'Subscription')) {
          // The day's share of a paid subscription period: an amount, once per period and day.
          for (const line of lines) {
            const share = await payments.creditAbsenceShare(tx, paymentId, line.row.amount_ore, auth.userId);
            if (share === null) continue;
            if (!(await absences.recordAbsenceCredit(tx, { paymentId, day, walletId: wallet.id, refundId: share.refundId, amountOre: share.amountOre, at: now }))) {
              throw new AppError(409, 'Request is invalid', 'This day of the subscription period was credited before');
            }
            credited.push(line);
            creditedOre.set(day, (creditedOre.get(day) ?? 0) + share.amountOre);
          }
          continue;
        }
        const outcome: WithdrawnOrder | null = await payments.creditAbsence(tx, paymentId, lines.map((line) => line.row.product_id), auth.userId);
        if (outcome === null) continue;
        credited.push(...lines);
        if (outcome.outcome === 'refunded') creditedOre.set(day, (creditedOre.get(day) ?? 0) + outcome.amountOre);
      }
    }
    // Here the guardians will be told what was credited (the refund confirmation e-mails of issue 26 are wired by their owner).
    const creditedKeys = new Set(credited.map((line) => lineKey(line.row)));
    const view = this.view(wallet, body, days, decided, reportedBefore, { lines: creditedKeys, ore: creditedOre });
    return { ...view, Balance: oreToKroner(await ledger.balanceOre(tx, wallet.id)) };
  }

  /**
   * Each order line and each paid subscription period's school day of the range, with the
   * absence deadline of its plan for that day and whether it has passed. A period's day is
   * worth its share of the period (subscriptionDayShareOre over the period's school days).
   */
  private decide(rows: readonly absences.AbsenceLineRow[], periods: readonly absences.AbsencePeriodRow[], days: readonly string[], now: Date): DecidedLine[] {
    const decided = (kind: DecidedLine['kind'], row: absences.AbsenceLineRow): DecidedLine => {
      const rule = absenceRuleOf({
        Absence: row.absence_school_days === null || row.absence_time === null ? null : { SchoolDaysBefore: row.absence_school_days, Time: row.absence_time },
        Cancellation: { SchoolDaysBefore: row.cancellation_school_days, Time: row.cancellation_time },
      });
      const deadline = absenceDeadline(row.serve_date, rule);
      return { kind, row, deadline, inTime: now.getTime() < deadline.getTime() };
    };
    const out = rows.map((row) => decided('Order', row));
    for (const period of periods) {
      const periodDays = schoolDaysBetween(period.start_date, period.end_date);
      for (const day of days) {
        const index = periodDays.indexOf(day);
        if (index < 0) continue;
        const share = subscriptionDayShareOre(period.amount_ore, periodDays.length, index);
        if (share <= 0) continue;
        out.push(
          decided('Subscription', {
            payment_id: period.payment_id,
            status_id: 2,
            product_id: period.product_id,
            name: period.name,
            serve_date: day,
            quantity: 1,
            amount_ore: share,
            foodplan_id: period.foodplan_id,
            foodplan_name: period.foodplan_name,
            cancellation_school_days: period.cancellation_school_days,
            cancellation_time: period.cancellation_time,
            absence_school_days: period.absence_school_days,
            absence_time: period.absence_time,
          }),
        );
      }
    }
    return out;
  }

  /**
   * Per school day: what is (preview) or was (report, `credited` names the lines given
   * back) credited and what is too late. A day reported before credits nothing.
   */
  private view(
    wallet: absences.AbsenceWalletRow,
    body: AbsenceRequest,
    days: readonly string[],
    decided: readonly DecidedLine[],
    reportedBefore: ReadonlySet<string>,
    credited?: { lines: ReadonlySet<string>; ore: ReadonlyMap<string, number> },
  ): AbsencePreview {
    let totalOre = 0;
    const out: AbsenceDay[] = days.map((day) => {
      const already = reportedBefore.has(day);
      const ofDay = decided.filter((line) => line.row.serve_date === day);
      const creditedLines = already ? [] : ofDay.filter((line) => line.inTime && (credited === undefined || credited.lines.has(lineKey(line.row))));
      const tooLate = already ? [] : ofDay.filter((line) => !line.inTime);
      // What the payment handler gave back (a report), or what it would (a preview): paid lines only, a reserved one moved no money.
      const dayOre = credited !== undefined ? (credited.ore.get(day) ?? 0) : creditedLines.reduce((sum, line) => sum + (line.row.status_id === 2 ? line.row.amount_ore : 0), 0);
      totalOre += dayOre;
      return { Date: day, AlreadyReported: already, Credited: creditedLines.map(lineOf), TooLate: tooLate.map(lineOf), CreditAmount: oreToKroner(dayOre) };
    });
    return { WalletID: wallet.id, WalletName: wallet.name, From: body.From, To: body.To, Days: out, CreditTotal: oreToKroner(totalOre) };
  }

  private daysOf(body: AbsenceRequest): string[] {
    const problem = absenceRangeProblem(body.From, body.To);
    if (problem !== null) throw badRequest(`From, To: ${problem}`);
    return absenceDays(body.From, body.To);
  }

  /**
   * The wallet, if the caller may report it absent: on the partner site, staff with
   * PupilAbsence for a pupil of their customers; elsewhere a guardian of the wallet's family
   * with DepositWithdraw (or the holder of a wallet in no family). Another's wallet: 404.
   */
  private async reportable(auth: AuthContext, walletId: string): Promise<absences.AbsenceWalletRow> {
    const { db, family } = this.needs;
    if (auth.application === 'partner') {
      const customerIds = await this.staffCustomers(db, auth);
      if (customerIds === null) throw forbidden(`Reporting a pupil absent needs the role ${PUPIL_ABSENCE_ROLE}`);
      const wallet = await absences.absenceWallet(db, walletId);
      if (wallet === null || wallet.wallet_group_id === null || !customerIds.includes(wallet.customer_id)) throw notFound(NO_SUCH_PUPIL);
      return wallet;
    }
    if (auth.application !== 'wallet') throw forbidden('Absence is reported on the wallet site or the partner site');
    if (!auth.roles.includes(DEPOSIT_ROLE)) throw forbidden(`Reporting absence needs the role ${DEPOSIT_ROLE}`);
    const wallet = await absences.absenceWallet(db, walletId);
    if (wallet === null) throw notFound(NO_SUCH_PUPIL);
    const member = await family.member(auth);
    const mayReport =
      wallet.wallet_group_id !== null ? member.guardianOfWalletGroupIds.includes(wallet.wallet_group_id) : wallet.holder_user_id === auth.userId;
    if (!mayReport) throw notFound(NO_SUCH_PUPIL);
    return wallet;
  }

  /** The customers a partner-site user with PupilAbsence reports for (theirs and those below); null without the role. */
  private async staffCustomers(q: Queryable, auth: AuthContext): Promise<string[] | null> {
    if (auth.application !== 'partner' || !auth.roles.includes(PUPIL_ABSENCE_ROLE)) return null;
    const scope = await staffScopeOf(q, auth);
    if (scope === null || scope.all) return null;
    return scope.customerIds;
  }
}

const lineKey = (row: absences.AbsenceLineRow) => `${row.payment_id}:${row.product_id}:${row.serve_date}`;

function lineOf(line: DecidedLine): AbsenceLine {
  return {
    TransactionID: line.row.payment_id,
    ProductID: line.row.product_id,
    Name: line.row.name,
    Quantity: line.row.quantity,
    Amount: oreToKroner(line.row.amount_ore),
    FoodPlanID: line.row.foodplan_id,
    FoodPlanName: line.row.foodplan_name,
    Deadline: line.deadline.toISOString(),
    Status: line.row.status_id === 2 ? 'Paid' : 'Reserved',
    Kind: line.kind,
  };
}
