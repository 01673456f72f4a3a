import type { ApiModule } from '../../api-module';
import type { WalletAlerts } from '../alerts/wallet-alerts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { CardProviderAdapter } from '../card-provider/adapter';
import type { FamilyAccess } from '../family/access';
import type { IdempotencyService } from '../idempotency/service';
import type { LedgerService } from '../ledger/service';
import type { MailService } from '../mail/service';
import { registerCardJobs } from './card-jobs';
import { CardReads } from './card-reads';
import { DepositRoom } from './deposit-room';
import { DepositService } from './deposit-service';
import { CardRegistrationNotices } from './registration-notices';
import { cardRoutes } from './routes';
import { CardService, type NotifiedPayments } from './service';
import { registerTopUpMessages } from './top-up-messages';
import { TopUpRetryService } from './top-up-retry';

interface CardNeeds {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  idempotency: IdempotencyService;
  cardProvider: CardProviderAdapter;
  /** Origins a card registration may send the browser back to. */
  corsOrigins: readonly (string | RegExp)[];
  /** Sends the top-ups' receipts and failed-refill notices. */
  mail: MailService;
  /** Who may see or move a family's money. */
  family: FamilyAccess;
  /** The provider's payment notices as recorded, for the poll after a hosted payment. */
  notifiedPayments: NotifiedPayments;
  /** The failed-refill notice is a wallet alert. */
  alerts: WalletAlerts;
}

interface CardServices {
  cards: CardService;
  deposits: DepositService;
  /** The wallet's ceiling for money on its way in, for MobilePay and refills too. */
  room: DepositRoom;
  /** What refills read of saved cards. */
  cardReads: CardReads;
  /** Registered with the provider's events by the composition root. */
  registrationNotices: CardRegistrationNotices;
  topUpRetry: TopUpRetryService;
}

/** Saved cards, deposits by card (and the support tool's retry of a failed top-up, with the top-ups' messages), and the provider's notices about saved cards. */
export const cardsModule: ApiModule<CardNeeds, CardServices> = {
  name: 'cards',
  create: (n) => {
    const moneyIn = { db: n.db, clock: n.clock, provider: n.cardProvider, ledger: n.ledger, idempotency: n.idempotency };
    return {
      cards: new CardService(n.db, n.clock, n.cardProvider, n.corsOrigins, n.family, n.notifiedPayments),
      deposits: new DepositService(moneyIn, n.family),
      room: new DepositRoom(),
      cardReads: new CardReads(),
      registrationNotices: new CardRegistrationNotices(n.clock, n.family),
      topUpRetry: new TopUpRetryService(moneyIn),
    };
  },
  routes: async (app, { cards, deposits }) => {
    await app.register(cardRoutes, { cards, deposits });
  },
  jobs: (runner, { deposits }, { db, clock, cardProvider, mail, alerts }) => {
    registerCardJobs(runner, { db, provider: cardProvider, deposits });
    registerTopUpMessages(runner, { db, clock, mail, alerts });
  },
};
