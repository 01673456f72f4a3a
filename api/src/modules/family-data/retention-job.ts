import type { JobRunner } from '../../jobs/runner';
import type { FamilyData } from './service';

export const MESSAGE_RETENTION_JOB = 'family-data.message-retention';
const DAY_MS = 24 * 60 * 60 * 1000;

/** Once a day, on one instance: the message log older than each customer's MessageRetentionDays is deleted. */
export function registerMessageRetention(runner: JobRunner, familyData: FamilyData): void {
  runner.register(MESSAGE_RETENTION_JOB, async () => {
    await familyData.purgeOldMessages();
  });
  runner.every({ name: MESSAGE_RETENTION_JOB, kind: MESSAGE_RETENTION_JOB, runWhenFirstKnown: true, nextRunAfter: (after) => new Date(after.getTime() + DAY_MS) });
}
