import type { FastifyBaseLogger } from 'fastify';
import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CatalogueReader } from '../catalogue/reader';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { RestrictionReader } from '../restrictions/reader';
import { terminalRoutes } from './routes';
import { TerminalService } from './service';

/** The part of the payment settings (payment/config.ts) the canteen sales go by. */
interface TerminalConfig {
  idempotencyRetentionMs: number;
  terminalBatch: { maxInFlight: number; maxBatch: number };
}

interface TerminalNeeds {
  db: Db;
  clock: Clock;
  config: TerminalConfig;
  idempotency: IdempotencyService;
  ledger: LedgerService;
  catalogue: CatalogueReader;
  restrictions: RestrictionReader;
  log: FastifyBaseLogger;
}

/** The canteen terminal's sales, one SQL call (or one batch) each (repeatable/terminal.sql). */
export const terminalModule: ApiModule<TerminalNeeds, { terminals: TerminalService }> = {
  name: 'terminal',
  create: ({ db, clock, config, idempotency, ledger, catalogue, restrictions, log }) => ({
    terminals: new TerminalService(db, clock, idempotency, ledger, catalogue, restrictions, config.idempotencyRetentionMs, {
      ...config.terminalBatch,
      onBatchFailure: (error, size) => log.warn({ err: error, size }, 'a batch of canteen sales failed; its sales go one by one'),
    }),
  }),
  routes: async (app, { terminals }) => {
    await app.register(terminalRoutes, { terminals });
  },
};
