import type { ReconciliationDay } from '@kk/contracts';
import { addLocalDays, copenhagenDayBounds, copenhagenLocal, formatKroner, localDateText, oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import { reconcile, type MismatchReason, type ProviderLine } from '../../core/reconciliation';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import * as repository from './repository';

const METHODS = ['card', 'mobilepay'] as const;
/** A day is reconciled once it has been over this long: the providers' files of a day are final by then. */
const RECONCILE_GRACE_MS = 2 * 60 * 60 * 1000;
const DAYS_PER_RUN = 31;

const kroner = (ore: number | null) => (ore === null ? null : oreToKroner(ore));

type Culture = 'da' | 'en';

const REASONS: Record<MismatchReason, Record<Culture, string>> = {
  charge_without_credit: { da: 'Udbyderen trak {{provider}}, men ingen tegnebog blev krediteret for det', en: 'The provider charged {{provider}}, but no wallet was credited for it' },
  card_refund_unknown: { da: 'Udbyderen betalte {{provider}} tilbage til et kort, men regnskabet har ingen sådan refusion', en: 'The provider paid {{provider}} back to a card, but the ledger has no such refund' },
  credit_without_charge: { da: 'Regnskabet krediterede {{ledger}} i kortpenge, men ingen udbyder trak dem', en: 'The ledger credited {{ledger}} of card money, but no provider charged it' },
  amounts_differ: { da: 'Udbyderen trak {{provider}}, men regnskabet krediterede {{ledger}}', en: 'The provider charged {{provider}}, but the ledger credited {{ledger}}' },
  payback_without_refund: { da: 'Regnskabet betalte {{ledger}} tilbage til et kort, men udbyderen har ingen sådan udbetaling', en: 'The ledger paid {{ledger}} back to a card, but the provider has no such payment' },
  payback_amounts_differ: { da: 'Udbyderen betalte {{provider}} til kortet, men regnskabet bogførte {{ledger}}', en: 'The provider paid {{provider}} to the card, but the ledger booked {{ledger}}' },
};

/** A mismatch's reason in the reader's words, with its amounts. */
export function mismatchDetail(reason: MismatchReason, amounts: { providerOre: number | null; ledgerOre: number | null }, culture: Culture): string {
  const money = (ore: number | null) => (ore === null ? '' : formatKroner(oreToKroner(ore), culture));
  return REASONS[reason][culture].replace('{{provider}}', money(amounts.providerOre)).replace('{{ledger}}', money(amounts.ledgerOre));
}

function toDay(day: string, run: repository.StoredRun | null, culture: Culture): ReconciliationDay {
  if (run === null) return { Date: day, RanAt: null, Files: [], MatchedLines: 0, MatchedPostings: 0, Mismatches: [] };
  return {
    Date: day,
    RanAt: run.ranAt.toISOString(),
    Files: run.files.map((file) => ({ Method: file.method, Lines: file.lines, Charged: oreToKroner(file.chargedOre), Refunded: oreToKroner(file.refundedOre), Fees: oreToKroner(file.feesOre) })),
    MatchedLines: run.matchedLines,
    MatchedPostings: run.matchedPostings,
    Mismatches: run.mismatches.map((m) => ({
      ID: m.id,
      Kind: m.kind,
      Method: m.method,
      Reference: m.reference,
      ProviderTransactionID: m.providerTransactionId,
      ProviderAmount: kroner(m.providerAmountOre === null ? null : Number(m.providerAmountOre)),
      LedgerAmount: kroner(m.ledgerAmountOre === null ? null : Number(m.ledgerAmountOre)),
      PaymentTransactionID: m.paymentTransactionId,
      LedgerTransactionID: m.ledgerTransactionId,
      WalletID: m.walletId,
      Detail: mismatchDetail(m.reason, { providerOre: m.providerAmountOre === null ? null : Number(m.providerAmountOre), ledgerOre: m.ledgerAmountOre === null ? null : Number(m.ledgerAmountOre) }, culture),
    })),
  };
}

/**
 * The nightly reconciliation (issue 27): fetches the card provider's and MobilePay's
 * settlement files of a day, matches them with the ledger's card money (core/reconciliation.ts)
 * and keeps the outcome for the support tool.
 */
export class Reconciliation {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly provider: CardProviderAdapter,
  ) {}

  async day(day: string, culture: Culture = 'da'): Promise<ReconciliationDay> {
    return toDay(day, await repository.storedRun(this.db, day), culture);
  }

  /** Reconciles the day now (replacing an earlier run of it). */
  async run(day: string, culture: Culture = 'da'): Promise<ReconciliationDay> {
    await this.tellSeededCharges();
    const files = await Promise.all(METHODS.map((method) => this.provider.settlementFile({ method, date: day })));
    const lines: ProviderLine[] = files.flatMap((file) => file.lines.map((line) => ({ ...line, method: file.method })));
    const { start, end } = copenhagenDayBounds(day);
    const outcome = reconcile(lines, await repository.ledgerCardMoney(this.db, start, end));
    await this.db.transaction((tx) =>
      repository.saveRun(tx, {
        day,
        ranAt: this.clock.now(),
        files: files.map((file) => ({ method: file.method, lines: file.lines.length, chargedOre: file.totals.chargedOre, refundedOre: file.totals.refundedOre, feesOre: file.totals.feesOre })),
        matchedLines: outcome.matchedLines,
        matchedPostings: outcome.matchedPostings,
        mismatches: outcome.mismatches,
      }),
    );
    return this.day(day, culture);
  }

  /** Every closed day not reconciled yet, oldest first (job reconciliation.nightly). */
  async runClosedDays(): Promise<string[]> {
    const lastDay = localDateText(addLocalDays(copenhagenLocal(new Date(this.clock.now().getTime() - RECONCILE_GRACE_MS)), -1));
    const days = await repository.daysToReconcile(this.db, lastDay, DAYS_PER_RUN);
    for (const day of days) await this.run(day);
    return days;
  }

  /** The demo world's seeded card money, told to a sandbox provider once (migration 068 says why). */
  private async tellSeededCharges(): Promise<void> {
    if (this.provider.recordSeededCharges === undefined) return;
    const untold = await repository.untoldSeededCharges(this.db);
    if (untold.length === 0) return;
    await this.provider.recordSeededCharges(
      untold.map((charge) => ({ reference: charge.ledgerTransactionId, method: charge.mobilePay ? 'mobilepay' : 'card', amountOre: charge.amountOre, chargedAt: charge.chargedAt.toISOString() })),
    );
    await repository.markSeededChargesTold(this.db, untold.map((charge) => charge.ledgerTransactionId), this.clock.now());
  }
}
