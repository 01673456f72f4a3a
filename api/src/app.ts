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
import { WalletService } from './modules/wallet/service';

export interface AppOptions {
  db: Db;
  /** Pino options, or false for silence; JSON lines at LOG_LEVEL (default info) when omitted. */
  logger?: FastifyServerOptions['logger'];
  config?: ApiConfig;
  clock?: Clock;
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
  const wallets = new WalletService(options.db, clock, ledger);
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
  return app;
}
