import { exportFileName } from '../csv';

/** A report's CSV file name: 'salg-Solbakke Skole-2026-03-01-2026-03-10.csv' (characters file systems refuse left out). */
export function reportFileName(kind: string, customerName: string, ...period: string[]): string {
  return exportFileName([[kind, customerName, ...period].join('-')], 'csv');
}
