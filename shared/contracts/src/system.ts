import { z } from 'zod';

/** The database engines the API runs on: embedded PGlite or a PostgreSQL server. */
export const DatabaseEngine = z.enum(['pglite', 'postgres']);
export type DatabaseEngine = z.infer<typeof DatabaseEngine>;

/** GET /api/health (anonymous): 200 when the database answers, otherwise an error object with 503. */
export const HealthResponse = z.object({
  status: z.literal('ok'),
  database: DatabaseEngine,
});
export type HealthResponse = z.infer<typeof HealthResponse>;
