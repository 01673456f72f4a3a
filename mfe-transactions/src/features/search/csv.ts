import type { WalletTransaction } from '@kk/contracts';
import { formatDateTime, type Culture } from '@kk/domain';

export interface CsvLabels {
  headers: readonly string[];
  type: (type: string) => string;
  status: (transaction: WalletTransaction) => string;
}

function cell(value: string): string {
  return /[";\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function amountText(kroner: number, culture: Culture): string {
  const text = kroner.toFixed(2);
  return culture === 'da' ? text.replace('.', ',') : text;
}

/**
 * A search result as CSV: one row per transaction, separated by semicolons (what Danish
 * spreadsheets open directly), amounts with the culture's decimal mark, dates in
 * Copenhagen time. `downloadCsv` (@kk/platform) adds the byte-order mark when saving.
 */
export function transactionsCsv(rows: readonly WalletTransaction[], labels: CsvLabels, culture: Culture): string {
  const lines = [labels.headers.map(cell).join(';')];
  for (const row of rows) {
    lines.push(
      [
        row.ID,
        formatDateTime(row.CreatedDate, culture),
        labels.type(row.Type),
        row.Description,
        row.Wallet.Name,
        row.Customer?.Name ?? '',
        labels.status(row),
        amountText(row.Amount, culture),
        row.MobileNumber ?? '',
        row.DeviceID ?? '',
        row.ErrorMessage ?? '',
      ]
        .map(cell)
        .join(';'),
    );
  }
  return `${lines.join('\r\n')}\r\n`;
}
