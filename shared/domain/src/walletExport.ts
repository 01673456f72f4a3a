import type { WalletTransaction } from '@kk/contracts';
import { buildCsv, type CsvValue } from './csv';
import type { Culture } from './culture';
import { formatCalendarDate } from './dates';
import { copenhagenDate } from './foodplan/calendar';
import { copenhagenParts } from './copenhagen';
import { kronerToOre, type Ore } from './money';
import type { PrintData } from './print';
import { transactionState, type TransactionState } from './transactionState';

/**
 * A wallet's transactions of a period as a file (issue 16): CSV for a spreadsheet, and a
 * statement the print window lays out for paper or the browser's "Save as PDF". Dates and
 * times are Copenhagen's, written in the culture's way; amounts are signed (money out
 * negative), as the list shows them.
 */

/** The words of the export, already in the reader's language. */
export interface ExportLabels {
  date: string;
  time: string;
  type: string;
  description: string;
  place: string;
  amount: string;
  balanceAfter: string;
  status: string;
  typeName: (type: WalletTransaction['Type']) => string;
  /** @kk/domain transactionState: the same state the list and the details show. */
  statusName: (state: TransactionState) => string;
}

/** '14:05' on a Copenhagen wall clock. */
export function copenhagenTime(iso: string): string {
  const p = copenhagenParts(new Date(iso));
  return `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/** '10.03.2026' / '10/03/2026': the Copenhagen day of an instant. */
export function exportDate(iso: string, culture: Culture): string {
  return formatCalendarDate(copenhagenDate(new Date(iso)), culture);
}

/** The CSV file: one line per transaction, oldest first, as Excel opens it in the culture. */
export function transactionsCsv(transactions: readonly WalletTransaction[], culture: Culture, labels: ExportLabels): string {
  const header = [labels.date, labels.time, labels.type, labels.description, labels.place, labels.amount, labels.balanceAfter, labels.status];
  const rows: CsvValue[][] = oldestFirst(transactions).map((tx) => [
    exportDate(tx.CreatedDate, culture),
    copenhagenTime(tx.CreatedDate),
    labels.typeName(tx.Type),
    tx.Description,
    tx.Customer?.Name ?? '',
    { ore: kronerToOre(tx.Amount) },
    tx.BalanceAfter === null ? null : { ore: kronerToOre(tx.BalanceAfter) },
    labels.statusName(transactionState(tx)),
  ]);
  return buildCsv(header, rows, culture);
}

function oldestFirst(transactions: readonly WalletTransaction[]): WalletTransaction[] {
  return [...transactions].sort((a, b) => (a.CreatedDate < b.CreatedDate ? -1 : a.CreatedDate > b.CreatedDate ? 1 : a.ID < b.ID ? -1 : 1));
}

export const STATEMENT_TEMPLATE = 'transactions-statement';

/** What the print window's statement template prints. Amounts in øre; texts already in the reader's language. */
export interface StatementModel {
  walletName: string;
  /** The period, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  rows: { date: string; time: string; type: string; description: string; place: string; amountOre: Ore; status: string }[];
  /** The completed movements' sum: what the period did to the balance. */
  totalOre: Ore;
}

export function statementModel(walletName: string, from: string, to: string, transactions: readonly WalletTransaction[], culture: Culture, labels: ExportLabels): StatementModel {
  const rows = oldestFirst(transactions).map((tx) => ({
    date: exportDate(tx.CreatedDate, culture),
    time: copenhagenTime(tx.CreatedDate),
    type: labels.typeName(tx.Type),
    description: tx.Description,
    place: tx.Customer?.Name ?? '',
    amountOre: kronerToOre(tx.Amount),
    status: labels.statusName(transactionState(tx)),
  }));
  const totalOre = transactions.filter((tx) => tx.Status.IsCompleted).reduce((sum, tx) => sum + kronerToOre(tx.Amount), 0);
  return { walletName, from, to, rows, totalOre };
}

/** Landscape: eight columns. The column headings go along as resources. */
export function statementPrintData(model: StatementModel, title: string, resources: Record<string, string>): PrintData<StatementModel> {
  return { template: STATEMENT_TEMPLATE, title, model, resources, landscape: true };
}
