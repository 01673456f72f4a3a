/**
 * The staff lists' paging and inputs (spec sections 5 and 9): virtual paging by infinite
 * scroll (the first load is twice the increment, the increment follows the breakpoint, a
 * load triggers 100 px before the bottom after 50 ms of quiet; an unknown total counts as
 * 100000), and dates typed and shown in the active culture.
 */
import type { Culture } from './culture';

export const INFINITE_SCROLL_TRIGGER_PX = 100;
export const INFINITE_SCROLL_DEBOUNCE_MS = 50;
/** Spec section 9: a response without a total count is taken to have this many rows. */
export const UNKNOWN_TOTAL_COUNT = 100_000;
/** Spec section 9: continue-search without parameters adds 10 virtual rows. */
export const CONTINUE_SEARCH_ROWS = 10;

export type Breakpoint = 'xs' | 'sm' | 'md' | 'lg' | 'xl';

/** Up to 600 px extra small, up to 960 small, up to 1280 medium, below 1920 large, else extra large. */
export function breakpointOf(width: number): Breakpoint {
  if (width <= 600) return 'xs';
  if (width <= 960) return 'sm';
  if (width <= 1280) return 'md';
  if (width < 1920) return 'lg';
  return 'xl';
}

/**
 * Rows one scroll step adds. The spec names the breakpoints, not the numbers: about one
 * screen of rows at each width, so a step fills what the reader just scrolled to; twice the
 * largest stays within the API's 100 rows per call.
 */
export const SCROLL_INCREMENTS: Readonly<Record<Breakpoint, number>> = { xs: 10, sm: 20, md: 30, lg: 40, xl: 50 };

export function scrollIncrement(width: number): number {
  return SCROLL_INCREMENTS[breakpointOf(width)];
}

/** Spec section 9: infinite scroll starts with twice the increment. */
export function initialScrollCount(width: number): number {
  return 2 * scrollIncrement(width);
}

/** True when the reader is within the trigger distance of the bottom of the scrolled box. */
export function nearBottom(box: { scrollTop: number; clientHeight: number; scrollHeight: number }): boolean {
  return box.scrollHeight - box.scrollTop - box.clientHeight <= INFINITE_SCROLL_TRIGGER_PX;
}

/** The total a response states, or the spec's 100000 when it states none. */
export function knownTotal(totalCount: number | null | undefined): number {
  return typeof totalCount === 'number' && Number.isFinite(totalCount) && totalCount >= 0 ? totalCount : UNKNOWN_TOTAL_COUNT;
}

/** The next slice to ask for, or null when every row is loaded. */
export function nextSlice(loaded: number, total: number, increment: number): { StartIndex: number; Count: number } | null {
  if (loaded >= total) return null;
  return { StartIndex: loaded, Count: Math.max(1, Math.min(increment, total - loaded)) };
}

// ---------------------------------------------------------------- dates in the active culture

const SEPARATOR: Readonly<Record<Culture, string>> = { da: '.', en: '/' };

/** A calendar date (YYYY-MM-DD) as a date field shows it: '10.03.2026' in Danish, '10/03/2026' in English. */
export function formatInputDate(date: string, culture: Culture): string {
  const [year, month, day] = date.slice(0, 10).split('-');
  return [day, month, year].join(SEPARATOR[culture]);
}

/** The pattern a date field's hint shows. */
export function inputDatePattern(culture: Culture): string {
  return culture === 'da' ? 'DD.MM.ÅÅÅÅ' : 'DD/MM/YYYY';
}

/**
 * What a person typed into a date field, day first in either culture ('10.3.2026',
 * '10/03/2026', '10-03-2026'), as YYYY-MM-DD; null when it is not a real date.
 */
export function parseInputDate(text: string): string | null {
  const match = /^\s*(\d{1,2})[./-](\d{1,2})[./-](\d{4})\s*$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
