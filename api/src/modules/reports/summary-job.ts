import type { JobRunner } from '../../jobs/runner';
import type { SalesReports } from './sales-service';

export const SALES_SUMMARY_JOB = 'reports.sales-summary';
const SALES_SUMMARY_EVERY_MS = 15 * 60 * 1000;

/** Every quarter of an hour, on one instance: each closed day is summarised once, soon after it closes. */
export function registerSalesSummary(runner: JobRunner, sales: SalesReports): void {
  runner.register(SALES_SUMMARY_JOB, async () => {
    await sales.summariseClosedDays();
  });
  runner.every({ name: SALES_SUMMARY_JOB, kind: SALES_SUMMARY_JOB, runWhenFirstKnown: true, nextRunAfter: (after) => new Date(after.getTime() + SALES_SUMMARY_EVERY_MS) });
}
