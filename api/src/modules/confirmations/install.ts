import type { ApiModule } from '../../api-module';
import type { Db } from '../../db/db';
import type { WalletAlerts } from '../alerts/wallet-alerts';
import type { MailService } from '../mail/service';
import { registerConfirmationJobs } from './jobs';
import type { OrderConfirmations } from './order-confirmations';

interface ConfirmationNeeds {
  db: Db;
  mail: MailService;
  alerts: WalletAlerts;
  /** The settlement's event sink, made by the composition root before the payment handler. */
  confirmations: OrderConfirmations;
  walletSiteOrigin: string;
}

/**
 * Order confirmations (issue 26): every order completed, cancelled or refunded is told to
 * the family by e-mail (and SMS when chosen) after its transaction commits. The events are
 * recorded by the payment handler's Settlement through `OrderConfirmations`; this module
 * has no routes, only the job that sends.
 */
export const confirmationsModule: ApiModule<ConfirmationNeeds, Record<string, never>> = {
  name: 'confirmations',
  create: () => ({}),
  jobs: (runner, _services, { db, mail, alerts, walletSiteOrigin }) => registerConfirmationJobs(runner, { db, mail, alerts, walletSiteOrigin }),
};
