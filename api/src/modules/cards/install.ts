import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { CardPaymentNotificationHandler } from '../card-provider/notifications';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import { registerCardJobs, registerMobilePayReconciliation } from './card-jobs';
import { DepositService } from './deposit-service';
import { MobilePayAgreementService } from './mobilepay-agreements';
import { MobilePayDepositService } from './mobilepay-deposits';
import { cardProviderRoutes } from './notification-routes';
import { ProviderNotificationService } from './provider-notifications';
import { cardRoutes } from './routes';
import { CardService } from './service';
import { registerTopUpMessages } from './top-up-messages';
import { TopUpRetryService } from './top-up-retry';
import type { MailService } from '../mail/service';

interface CardNeeds {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  idempotency: IdempotencyService;
  /** How long a deposit's answer is kept (IDEMPOTENCY_RETENTION_HOURS). */
  idempotencyRetentionMs: number;
  cardProvider: CardProviderAdapter;
  /** Origins a card registration may send the browser back to. */
  corsOrigins: readonly (string | RegExp)[];
  /** The payment module's side of hosted card payments. */
  cardPayments: CardPaymentNotificationHandler;
  /** Sends the top-ups' receipts and failed-refill notices. */
  mail: MailService;
}

interface CardServices {
  cards: CardService;
  deposits: DepositService;
  mobilePay: MobilePayDepositService;
  agreements: MobilePayAgreementService;
  notifications: ProviderNotificationService;
  topUpRetry: TopUpRetryService;
}

/** Saved cards, deposits by card (and the support tool's retry of a failed top-up, with the top-ups' messages), and the card provider's signed notifications. */
export const cardsModule: ApiModule<CardNeeds, CardServices> = {
  name: 'cards',
  create: (n) => {
    const mobilePay = new MobilePayDepositService(n.db, n.clock, n.cardProvider, n.ledger, n.idempotency, n.corsOrigins);
    const agreements = new MobilePayAgreementService(n.db, n.clock, n.cardProvider, n.idempotency, n.corsOrigins);
    return {
      cards: new CardService(n.db, n.clock, n.cardProvider, n.corsOrigins),
      deposits: new DepositService(n.db, n.clock, n.cardProvider, n.ledger, n.idempotency, n.idempotencyRetentionMs),
      mobilePay,
      agreements,
      notifications: new ProviderNotificationService(n.db, n.clock, n.cardProvider, n.cardPayments, mobilePay, agreements),
      topUpRetry: new TopUpRetryService(n.db, n.clock, n.cardProvider, n.ledger, n.idempotency, n.idempotencyRetentionMs),
    };
  },
  routes: async (app, { cards, deposits, mobilePay, agreements, notifications }) => {
    await app.register(cardRoutes, { cards, deposits, mobilePay, agreements });
    await app.register(cardProviderRoutes, { notifications });
  },
  jobs: (runner, { deposits, mobilePay, agreements }, { db, clock, cardProvider, mail }) => {
    registerCardJobs(runner, { db, provider: cardProvider, deposits });
    registerMobilePayReconciliation(runner, mobilePay, agreements);
    registerTopUpMessages(runner, { db, clock, mail });
  },
};
