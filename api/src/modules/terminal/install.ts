import type { FastifyBaseLogger } from 'fastify';
import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { PaymentConfig } from '../payment-common/payment-config';
import { terminalRoutes } from './routes';
import { TerminalService } from './service';

interface TerminalNeeds {
  db: Db;
  clock: Clock;
  config: PaymentConfig;
  idempotency: IdempotencyService;
  ledger: LedgerService;
  log: FastifyBaseLogger;
}

/** The canteen terminal's sales, one SQL call (or one batch) each (repeatable/terminal.sql). */
export const terminalModule: ApiModule<TerminalNeeds, { terminals: TerminalService }> = {
  name: 'terminal',
  create: ({ db, clock, config, idempotency, ledger, log }) => ({
    terminals: new TerminalService(db, clock, idempotency, ledger, config.idempotencyRetentionMs, {
      ...config.terminalBatch,
      onBatchFailure: (error, size) => log.warn({ err: error, size }, 'a batch of canteen sales failed; its sales go one by one'),
    }),
  }),
  routes: async (app, { terminals }) => {
    await app.register(terminalRoutes, { terminals });
  },
};
