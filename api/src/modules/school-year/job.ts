import { copenhagenLocal, localDateText } from '@kk/domain';
import type { Clock } from '../../clock';
import type { JobRunner } from '../../jobs/runner';
import type { SchoolYearService } from './service';

export const SCHOOL_YEAR_ROLLOVER_JOB = 'school-year.rollover';
const EVERY_MS = 60 * 60 * 1000;

/** Hourly, on one instance: each scheduled school year whose date (Copenhagen) has come runs once, then the card pay-backs owed are paid. */
export function registerSchoolYearRollover(runner: JobRunner, schoolYear: SchoolYearService, clock: Clock): void {
  runner.register(SCHOOL_YEAR_ROLLOVER_JOB, async () => {
    await schoolYear.runDue(localDateText(copenhagenLocal(clock.now())));
    await schoolYear.payBackPending();
  });
  runner.every({ name: SCHOOL_YEAR_ROLLOVER_JOB, kind: SCHOOL_YEAR_ROLLOVER_JOB, runWhenFirstKnown: true, nextRunAfter: (after) => new Date(after.getTime() + EVERY_MS) });
}
