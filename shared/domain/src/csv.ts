import type { Culture } from './culture';
import { assertOre, type Ore } from './money';

/**
 * CSV as Excel opens it with a double click (issue 16's export): UTF-8 with a byte order
 * mark (so æ, ø and å survive), CRLF line ends, and the culture's list separator: ';' in
 * Danish, where ',' is the decimal comma, and ',' in English. Amounts are plain numbers
 * in the culture's decimal mark without thousands separators ('-35,50' / '-35.50'), so
 * Excel reads them as numbers.
 */

export const CSV_BOM = '\uFEFF';
export const CSV_LINE_END = '\r\n';

/** A cell: text, or an amount in øre written as a number. */
export type CsvValue = string | { ore: Ore } | null;

export function csvSeparator(culture: Culture): ';' | ',' {
  return culture === 'da' ? ';' : ',';
}

/** '-35,50' (da) / '-35.50' (en): two decimals, no thousands separator. */
export function csvAmount(ore: Ore, culture: Culture): string {
  assertOre(ore);
  const sign = ore < 0 ? '-' : '';
  const abs = Math.abs(ore);
  const whole = Math.floor(abs / 100);
  const cents = String(abs % 100).padStart(2, '0');
  return `${sign}${whole}${culture === 'da' ? ',' : '.'}${cents}`;
}

/** Text a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a leading apostrophe. */
function neutralized(text: string): string {
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
}

/** One cell: quoted (quotes doubled) when it holds the separator, a quote or a line break. */
export function csvCell(value: CsvValue, culture: Culture): string {
  if (value === null) return '';
  const text = typeof value === 'string' ? neutralized(value) : csvAmount(value.ore, culture);
  const needsQuotes = text.includes(csvSeparator(culture)) || /["\r\n]/.test(text);
  return needsQuotes ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The whole file: the BOM, the header line and one line per row, each ended by CRLF. */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[], culture: Culture): string {
  const separator = csvSeparator(culture);
  const line = (cells: readonly CsvValue[]) => cells.map((cell) => csvCell(cell, culture)).join(separator) + CSV_LINE_END;
  return CSV_BOM + line(header) + rows.map(line).join('');
}

/** A file name without characters file systems refuse: 'Forbrug Emma Jensen 2025-11-01 2026-11-25.csv'. */
export function exportFileName(parts: readonly string[], extension: string): string {
  const name = [...parts.join(' ')]
    .filter((char) => char >= ' ' && !'\\/:*?"<>|'.includes(char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${name || 'export'}.${extension}`;
}
