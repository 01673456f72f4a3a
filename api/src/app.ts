import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { systemClock, type Clock } from './clock';
import { defaultConfig, type ApiConfig } from './config';
import type { Db } from './db/db';
import { installAuthentication } from './http/authentication';
import { installErrorHandling } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { installOpenApi } from './http/openapi';
import { installSecurity } from './http/security';
import { accountRoutes } from './modules/account/routes';
import { AccountService } from './modules/account/service';
import { assetRoutes } from './modules/assets/routes';
import { healthRoutes } from './modules/health/routes';
import { HealthService } from './modules/health/service';
import { LedgerService } from './modules/ledger/service';
import { loggerRoutes } from './modules/logger/routes';
import { tenancyRoutes } from './modules/tenancy/routes';
import { TenancyService } from './modules/tenancy/service';
import { walletRoutes } from './modules/wallet/routes';
import { helpRoutes } from './modules/help/routes';
import { HelpService } from './modules/help/service';
import { notificationRoutes } from './modules/notifications/routes';
import { NotificationService } from './modules/notifications/service';
import { WalletService } from './modules/wallet/service';
import type { CardProviderAdapter } from './modules/card-provider/adapter';
import { installPayments } from './modules/payment/install';
import { cardProviderRoutes } from './modules/card-provider/routes';
import { sandboxCardProviderFrom } from './modules/card-provider/sandbox-adapter';
import { paymentModuleHandler } from './modules/cards/card-payments';
import { DepositService } from './modules/cards/deposit-service';
import { ProviderNotificationService } from './modules/cards/provider-notifications';
import { cardRoutes } from './modules/cards/routes';
import { CardService } from './modules/cards/service';
import { IdempotencyService } from './modules/idempotency/service';
import { refillRoutes } from './modules/refills/routes';
import { RefillService } from './modules/refills/service';
import { WalletFundingFacts } from './modules/refills/wallet-funding';
import { defaultPaymentConfig, type PaymentConfig } from './modules/payment/payment-config';
import { transactionRoutes } from './modules/transactions/routes';
import { TransactionService } from './modules/transactions/service';
import { overviewRoutes } from './modules/overview/routes';
import { OverviewService } from './modules/overview/service';
import { pictureRoutes } from './modules/pictures/routes';
import { PictureService } from './modules/pictures/service';
import { liveRoutes } from './modules/live/routes';
import { WalletBalanceHub } from './modules/live/hub';
import { LiveStreams } from './modules/live/stream';

export interface AppOptions {
  db: Db;
  /** Pino options, or false for silence; JSON lines at LOG_LEVEL (default info) when omitted. */
  logger?: FastifyServerOptions['logger'];
  config?: ApiConfig;
  clock?: Clock;
  /** Holds, idempotency and the card return address of the payment handler; defaults when omitted. */
  paymentConfig?: PaymentConfig;
  /**
   * The card provider. Cards and deposits fall back to the sandbox from config; the payment
   * handler's credit-card child transactions (type 4) use only a provider given here
   * (main.ts gives one), and answer NoCreditCard without it.
   */
  cardProvider?: CardProviderAdapter;
}

/**
 * The API as a Fastify instance, not yet listening. It keeps no state of its own between
 * requests: sessions and login counters live in the database, so any number of instances
 * can serve the same database.
 */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const config = options.config ?? defaultConfig;
  const clock = options.clock ?? systemClock;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ledger = new LedgerService();
  const tenancy = new TenancyService(options.db, ledger);
  const accounts = new AccountService(options.db, clock, config, tenancy);
  // The card provider of saved cards, deposits and refills: the sandbox server from config unless given.
  const cardProvider = options.cardProvider ?? sandboxCardProviderFrom(config.cardProvider);
  const cardService = new CardService(options.db, clock, cardProvider, config.corsOrigins);
  const refillService = new RefillService(options.db, clock);
  const wallets = new WalletService(options.db, clock, ledger, new WalletFundingFacts(options.db, cardService, refillService));
  const health = new HealthService(options.db);

  await installSecurity(app, config);
  await installOpenApi(app);
  installErrorHandling(app);
  installAuthentication(app, accounts);

  await app.register(healthRoutes, { health });
  await app.register(accountRoutes, { accounts });
  await app.register(tenancyRoutes, { tenancy });
  await app.register(walletRoutes, { wallets });
  await app.register(loggerRoutes);
  await app.register(assetRoutes);
  await app.register(notificationRoutes, { notifications: new NotificationService(options.db, clock) });
  await app.register(helpRoutes, { help: new HelpService(options.db) });
  await installPayments(app, {
    db: options.db,
    clock,
    config: options.paymentConfig ?? defaultPaymentConfig,
    ledger,
    wallets,
    cardProvider: options.cardProvider ?? null,
  });
  const idempotencyRetentionMs = (options.paymentConfig ?? defaultPaymentConfig).idempotencyRetentionMs;
  const deposits = new DepositService(options.db, clock, cardProvider, ledger, new IdempotencyService(options.db, clock, idempotencyRetentionMs), idempotencyRetentionMs);
  await app.register(cardRoutes, { cards: cardService, deposits });
  await app.register(refillRoutes, { refills: refillService });
  await app.register(cardProviderRoutes, {
    notifications: new ProviderNotificationService(options.db, clock, cardProvider, paymentModuleHandler(options.db, clock)),
  });
  // The wallet remote's own endpoints: its transactions, overview, pictures and live balances.
  await app.register(transactionRoutes, { transactions: new TransactionService(options.db, wallets) });
  await app.register(overviewRoutes, { overview: new OverviewService(options.db, clock, wallets) });
  await app.register(pictureRoutes, { pictures: new PictureService(options.db, clock, wallets) });
  const balanceHub = new WalletBalanceHub(options.db);
  await app.register(liveRoutes, { hub: balanceHub, streams: new LiveStreams(options.db, clock, balanceHub) });
  return app;
}
