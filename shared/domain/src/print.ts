/**
 * Spec section 2, "Print window": the print data the opener hands over, and the rules of
 * the window (portrait by default, a 1.5 cm left margin unless noMargin, print after
 * 500 ms and close 100 ms later).
 */
export interface PrintData<Model = unknown> {
  /** The data the template renders. */
  model: Model;
  /** Print options: `autoPrint` and `autoClose` (both true by default). */
  options?: { autoPrint?: boolean; autoClose?: boolean };
  /** The name of a template the print page knows (e.g. 'receipt'). */
  template: string;
  title: string;
  /** Template settings, e.g. `{ showBalance: true }`. */
  config?: Record<string, unknown>;
  /** Extra texts the template may show, by key, already in the reader's language. */
  resources?: Record<string, string>;
  landscape?: boolean;
  /** Leave out the brand header. */
  noHeader?: boolean;
  /** No page margin (the 1.5 cm left margin is dropped too). */
  noMargin?: boolean;
  /** Extra CSS for this print. */
  css?: string;
}

export const PRINT_DELAY_MS = 500;
export const PRINT_CLOSE_DELAY_MS = 100;
export const PRINT_LEFT_MARGIN = '1.5cm';

/** The @page rule of a print: orientation and margins. */
export function printPageCss(data: Pick<PrintData, 'landscape' | 'noMargin'>): string {
  const size = `A4 ${data.landscape ? 'landscape' : 'portrait'}`;
  const margin = data.noMargin ? '0' : `1cm 1cm 1cm ${PRINT_LEFT_MARGIN}`;
  return `@page { size: ${size}; margin: ${margin}; }`;
}

export function printTiming(data: Pick<PrintData, 'options'>): { printAfterMs: number | null; closeAfterMs: number | null } {
  const autoPrint = data.options?.autoPrint !== false;
  return {
    printAfterMs: autoPrint ? PRINT_DELAY_MS : null,
    closeAfterMs: autoPrint && data.options?.autoClose !== false ? PRINT_CLOSE_DELAY_MS : null,
  };
}

/** Messages between the opener and the print window (same origin, postMessage). */
export const PRINT_READY_MESSAGE = 'kk-print:ready';
export const PRINT_DATA_MESSAGE = 'kk-print:data';
export const PRINT_PATH = '/Print';
