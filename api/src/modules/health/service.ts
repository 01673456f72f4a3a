import type { HealthResponse } from '@kk/contracts';
import { AppError } from '../../core/errors';
import type { Db } from '../../db/db';
import { pingDatabase } from './repository';

export class HealthService {
  constructor(private readonly db: Db) {}

  /** Healthy means the database answers a query, not merely that the process is up. */
  async check(): Promise<HealthResponse> {
    const answered = await pingDatabase(this.db).catch(() => false);
    if (!answered) throw new AppError(503, 'Service unavailable', 'The database does not answer');
    return { status: 'ok', database: this.db.engine };
  }
}
