import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { mount } from './api-module';
import { systemClock, type Clock } from './clock';
import { defaultConfig, type ApiConfig } from './config';
import type { Db } from './db/db';
import { installAuthentication } from './http/authentication';
import { installErrorHandling } from './http/error-handler';
import { loggerOptions } from './http/logging';
import { installOpenApi } from './http/openapi';
import { installRequestGuards } from './http/request-guards';
import { installSecurity } from './http/security';
import { JobRunner } from './jobs/runner';
import { accessModule } from './modules/access/install';
import { alertsModule } from './modules/alerts/install';
import { WalletAlerts } from './modules/alerts/wallet-alerts';
import { accountModule } from './modules/account/install';
import { assetsModule } from './modules/assets/install';
import type { CardProviderAdapter } from './modules/card-provider/adapter';
import { sandboxCardProviderFrom } from './modules/card-provider/sandbox-adapter';
import { cardsModule } from './modules/cards/install';
import { CatalogueEditing } from './modules/catalogue/editing';
import { CatalogueReader, CatalogueStock } from './modules/catalogue/reader';
import { familyModule } from './modules/family/install';
import { familyDataModule } from './modules/family-data/install';
import { FoodPlanReads } from './modules/foodplan/food-plan-reads';
import { foodplanModule } from './modules/foodplan/install';
import { gradesModule } from './modules/grades/install';
import { healthModule } from './modules/health/install';
import { helpModule } from './modules/help/install';
import { helpDeskModule } from './modules/helpdesk/install';
import { IdempotencyService } from './modules/idempotency/service';
import { LedgerService } from './modules/ledger/service';
import { liveModule } from './modules/live/install';
import { loggerModule } from './modules/logger/install';
import { mailModule } from './modules/mail/install';
import { meetingModule } from './modules/meeting/install';
import { mobilePayModule } from './modules/mobilepay/install';
import { nfcModule } from './modules/nfc/install';
import { pupilImportModule } from './modules/pupil-import/install';
import { notificationsModule } from './modules/notifications/install';
import { onboardingModule } from './modules/onboarding/install';
import { WalletTermsFacts } from './modules/onboarding/terms';
import { overviewModule } from './modules/overview/install';
import { cardPaymentNotifications } from './modules/payment/card-payment';
import { defaultPaymentConfig, type PaymentConfig } from './modules/payment/config';
import { paymentModule } from './modules/payment/install';
import { OrderKinds } from './modules/payment/order-kind';
import { Settlement } from './modules/payment/settlement';
import { confirmationsModule } from './modules/confirmations/install';
import { OrderConfirmations } from './modules/confirmations/order-confirmations';
import { picturesModule } from './modules/pictures/install';
import { cardPaymentOwner } from './modules/provider-events/dispatcher';
import { providerEventsModule } from './modules/provider-events/install';
import { refillsModule } from './modules/refills/install';
import { reconciliationModule } from './modules/reconciliation/install';
import { reportsModule } from './modules/reports/install';
import { SchoolYearLeavingFacts } from './modules/school-year/leaver-choice';
import { schoolYearModule } from './modules/school-year/install';
import { RestrictionReader } from './modules/restrictions/reader';
import { restrictionsModule } from './modules/restrictions/install';
import { staffModule } from './modules/staff/install';
import { tenancyModule } from './modules/tenancy/install';
import { terminalModule } from './modules/terminal/install';
import { transactionsModule } from './modules/transactions/install';
import { walletModule } from './modules/wallet/install';
import { webshopModule } from './modules/webshop/install';

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

export interface ComposedApi {
  /** Every module's routes, not yet listening. */
  app: FastifyInstance;
  /** Every module's background jobs, registered with the same services; main.ts starts it. */
  jobs: JobRunner;
}

/**
 * The composition root: the one place the API is wired. It makes each shared service
 * once (the ledger, idempotency, the card provider), builds every module from what it
 * needs, in dependency order, and registers each module's routes and jobs once. The API
 * keeps no state of its own between requests (sessions and counters live in the
 * database), so any number of instances can serve the same database.
 */
/** The wallet site's origin for links in e-mails: the first origin configured by name, else the local shell's. */
function walletSiteOrigin(origins: readonly (string | RegExp)[]): string {
  return origins.find((origin): origin is string => typeof origin === 'string') ?? 'http://localhost:3000';
}

export async function composeApi(options: AppOptions): Promise<ComposedApi> {
  const { db } = options;
  const config = options.config ?? defaultConfig;
  const clock = options.clock ?? systemClock;
  const paymentConfig = options.paymentConfig ?? defaultPaymentConfig;
  const app = Fastify({
    logger: options.logger ?? loggerOptions(),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  const jobs = new JobRunner({ db, clock, pollMs: config.jobs.pollMs, leaseMs: config.jobs.leaseMs, log: app.log });

  // Shared by the modules that move money or call the card provider: one of each.
  const ledger = new LedgerService();
  // What other modules read of the catalogue, the wallets' restrictions and the food plan: each owner's reads, one of each.
  const catalogue = new CatalogueReader();
  const stock = new CatalogueStock();
  // Who may edit which catalogue on the partner site, and the history of every change (webshop, food plan, meeting).
  const editing = new CatalogueEditing(clock);
  const restrictions = new RestrictionReader();
  const foodPlan = new FoodPlanReads();
  // How a payment's status changes move money, holds and stock: the payment handler's, the meeting orders' and the card notifications'.
  // Every order completed, cancelled or refunded is recorded there for its confirmation (issue 26).
  const orderConfirmations = new OrderConfirmations();
  const settlement = new Settlement(ledger, stock, orderConfirmations);
  // The kinds of order the payment handler takes; the webshop, food plan and meeting modules each register theirs.
  const orderKinds = new OrderKinds();
  // A wallet's alerts as the cards and refills decide them (the alerts module owns them).
  const walletAlerts = new WalletAlerts();
  const idempotencyRetentionMs = paymentConfig.idempotencyRetentionMs;
  const idempotency = new IdempotencyService(db, clock, idempotencyRetentionMs);
  const cardProvider = options.cardProvider ?? sandboxCardProviderFrom(config.cardProvider);
  // The platform's own front-end origins: the only return addresses a card provider may send a browser to.
  const ownOrigins = config.corsOrigins;

  const tenancy = mount(tenancyModule, { db, clock, ledger });
  // E-mail for every module: the configured transport, message_log and the development mail page.
  const mail = mount(mailModule, { db, clock, config: config.mail });
  // Who may see or move a family's money: one check for cards, MobilePay and refills.
  const { family } = mount(familyModule, { db }).services;
  // The provider's signed notices, each kind handed to the module that owns it.
  const providerEvents = mount(providerEventsModule, { db, clock, cardProvider });
  const { dispatcher } = providerEvents.services;
  const cards = mount(cardsModule, {
    db,
    clock,
    ledger,
    idempotency,
    cardProvider,
    corsOrigins: ownOrigins,
    mail: mail.services.mail,
    family,
    notifiedPayments: dispatcher,
    alerts: walletAlerts,
  });
  const mobilePay = mount(mobilePayModule, { db, clock, ledger, idempotency, cardProvider, corsOrigins: ownOrigins, family, room: cards.services.room });
  dispatcher.own(cards.services.registrationNotices);
  dispatcher.own(mobilePay.services.agreementNotices);
  // A payment notice goes to the first owner that knows the payment: MobilePay's deposits, then the payment module's card payments.
  dispatcher.ownPayments(mobilePay.services.depositNotices);
  dispatcher.ownPayments(cardPaymentOwner(cardPaymentNotifications({ db, clock, ledger, settlement })));
  const refills = mount(refillsModule, {
    db,
    clock,
    ledger,
    cardProvider,
    cards: cards.services.cards,
    family,
    cardReads: cards.services.cardReads,
    room: cards.services.room,
    agreements: mobilePay.services.agreementReads,
    alerts: walletAlerts,
    foodPlan,
  });
  const wallet = mount(walletModule, { db, clock, ledger, funding: refills.services.walletFunding, terms: new WalletTermsFacts(db), foodPlan, leaving: new SchoolYearLeavingFacts() });
  const { wallets } = wallet.services;
  const grades = mount(gradesModule, { db, tenancy: tenancy.services.tenancy });
  const account = mount(accountModule, { db, clock, config, tenancy: tenancy.services.tenancy, wallets, grades: grades.services.grades, mail: mail.services.mail, ownOrigins });
  const payment = mount(paymentModule, {
    db,
    clock,
    config: paymentConfig,
    ledger,
    idempotency,
    settlement,
    orderKinds,
    catalogue,
    stock,
    restrictions,
    wallets,
    cardProvider: options.cardProvider ?? null,
    ownOrigins,
    topUps: cards.services.topUpRetry,
  });
  const foodplan = mount(foodplanModule, {
    db,
    clock,
    wallets,
    payments: payment.services.payments,
    cardProvider,
    ledger,
    orderKinds,
    editing,
    mail: mail.services.mail,
    recipients: walletAlerts,
    walletSiteOrigin: walletSiteOrigin(ownOrigins),
     idempotency,
    family,
  });
  const nfc = mount(nfcModule, { db, clock, wallets });
  // Shared access: invitations by e-mail, their acceptance and sign-up, the accesses.
  const access = mount(accessModule, { db, clock, mail: mail.services.mail, accounts: account.services.accounts, ownOrigins });
  const modules = [
    mount(healthModule, { db }),
    account,
    tenancy,
    wallet,
    grades,
    mount(loggerModule, {}),
    mount(assetsModule, {}),
    mount(notificationsModule, { db, clock }),
    mount(helpModule, { db }),
    payment,
    mount(meetingModule, { db, clock, idempotency, settlement, orderKinds, editing }),
    mount(terminalModule, { db, clock, config: paymentConfig, idempotency, ledger, catalogue, restrictions, log: app.log }),
    nfc,
    // The onboarding guide: progress, terms and newsletter; the wallet options it sets.
    mount(onboardingModule, { db, clock, wallets }),
    mount(restrictionsModule, { db, clock }),
    mount(webshopModule, { db, clock, wallets, orderKinds, catalogue, foodPlan, editing, stock, idempotency, settlement }),
    foodplan,
    cards,
    mobilePay,
    providerEvents,
    refills,
    // The wallet remote's own endpoints: its transactions, overview, pictures and live balances.
    // The wallet's details ask the payment handler what its cancel button may offer (issue 23).
    mount(transactionsModule, { db, clock, wallets, cancellations: payment.services.payments }),
    mount(overviewModule, { db, clock, wallets }),
    mount(picturesModule, { db, clock, wallets }),
    mount(liveModule, { db, clock, family, kitchen: foodplan.services.production }),
    // The partner site's and the support tool's help desk: tickets, units, messages.
    mount(helpDeskModule, { db, clock }),
    mail,
    access,
    // Pupils from a class list (issue 28): wallets, school cards and the guardians' invitations of a school.
    mount(pupilImportModule, { db, clock, editing, wallets, nfc: nfc.services.nfc, access: access.services.access, walletSiteOrigin: walletSiteOrigin(ownOrigins) }),
    // Staff and their roles (issue 28): invitations by e-mail with a first password's link, roles, deactivation.
    mount(staffModule, { db, clock, editing, mail: mail.services.mail, links: account.services.invitationLinks, sites: { wallet: walletSiteOrigin(ownOrigins), partner: config.partnerSiteOrigin } }),
    // E-mail alerts per wallet: settings, the alerts' e-mails, the daily card-expiry sweep.
    mount(alertsModule, { db, clock, mail: mail.services.mail }),
    // A family's data (issue 28): the guardian's export, the support tool's erasure of a closed family, the message log's retention.
    mount(familyDataModule, { db, clock, family }),
    // Order confirmations: the e-mails (and texts) of every order event the settlement records.
    // Money out: what each customer sold (from the ledger), the meeting statement per department.
    mount(reportsModule, { db, clock, ledger }),
    mount(schoolYearModule, { db, clock, ledger, cardProvider, mail: mail.services.mail }),
    mount(reconciliationModule, { db, clock, cardProvider }),
    mount(confirmationsModule, { db, mail: mail.services.mail, alerts: walletAlerts, confirmations: orderConfirmations, walletSiteOrigin: walletSiteOrigin(ownOrigins) }),
  ];

  await installSecurity(app, config);
  await installOpenApi(app);
  installErrorHandling(app);
  installRequestGuards(app);
  installAuthentication(app, account.services.accounts);
  for (const module of modules) {
    await module.routes(app);
    module.jobs(jobs);
  }
  return { app, jobs };
}
