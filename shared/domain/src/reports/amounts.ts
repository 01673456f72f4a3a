import type { SalesRow } from '@kk/contracts';
import { formatOre, kronerToOre } from '../money';
import type { Culture } from '../culture';

/** Decimal kroner from the API, shown as the culture writes money: '1.234,56 kr.' / 'DKK 1,234.56'. */
export function formatKroner(kroner: number, culture: Culture): string {
  return formatOre(kronerToOre(kroner), culture);
}

/** A sales row's net amount at one VAT rate (basis points: 2500 for moms 25 %, 0 for exempt); 0 when it has none at that rate. */
export function netAtVatRate(row: Pick<SalesRow, 'ByVat'>, rateBp: number): number {
  return row.ByVat.find((amounts) => amounts.RateBp === rateBp)?.Net ?? 0;
}

/** A basis-point rate as a percentage: 150 → '1,5 %' / '1.5%'. */
export function formatRateBp(rateBp: number, culture: Culture): string {
  return new Intl.NumberFormat(culture === 'da' ? 'da-DK' : 'en-GB', { style: 'percent', maximumFractionDigits: 2 }).format(rateBp / 10000);
}
