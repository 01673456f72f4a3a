import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import { WalletLedger } from '../ledger/wallet-ledger';
import { nfcRoutes } from '../nfc/routes';
import { NfcService } from '../nfc/service';
import { terminalRoutes } from '../terminal/routes';
import { TerminalService } from '../terminal/service';
import type { WalletService } from '../wallet/service';
import type { PaymentConfig } from './payment-config';
import { paymentRoutes } from './routes';
import { PaymentService } from './service';
import { Settlement } from './settlement';

export interface PaymentModuleDeps {
  db: Db;
  clock: Clock;
  config: PaymentConfig;
  ledger: LedgerService;
  wallets: WalletService;
  /** The card provider for credit-card child transactions; without one, card payments answer NoCreditCard. */
  cardProvider: CardProviderAdapter | null;
}

/** The money core's routes: the payment handler, the canteen terminal and school cards. */
export async function installPayments(app: FastifyInstance, deps: PaymentModuleDeps): Promise<void> {
  const idempotency = new IdempotencyService(deps.db, deps.clock, deps.config.idempotencyRetentionMs);
  const settlement = new Settlement(new WalletLedger(deps.ledger));
  const payments = new PaymentService(deps.db, deps.clock, deps.config, deps.wallets, idempotency, settlement, deps.cardProvider);
  await app.register(paymentRoutes, { payments });
  const terminals = new TerminalService(deps.db, deps.clock, idempotency, deps.config.idempotencyRetentionMs, {
    ...deps.config.terminalBatch,
    onBatchFailure: (error, size) => app.log.warn({ err: error, size }, 'a batch of canteen sales failed; its sales go one by one'),
  });
  await app.register(terminalRoutes, { terminals });
  await app.register(nfcRoutes, { nfc: new NfcService(deps.db, deps.clock, deps.wallets) });
}
