import { SetWalletAlertsBody, WalletAlerts, WalletAlertsQuery } from '@kk/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authOf } from '../../http/auth-context';
import { documented } from '../../http/documented';
import { walletIdOf } from '../family/access';
import type { AlertSettingsService } from './service';

const TAGS = ['Alerts'];

export const alertRoutes: FastifyPluginAsyncZod<{ settings: AlertSettingsService }> = async (app, { settings }) => {
  app.get(
    '/api/Alerts/Wallet',
    documented({
      tags: TAGS,
      summary: "The wallet's e-mail alerts (walletID or walletid header): low balance with its threshold in kroner, failed refills, a refill's card about to expire; how order confirmations are told (e-mail, SMS to the wallet's MobileNumber when SmsAvailable); its guardians and holder only",
      querystring: WalletAlertsQuery, response: { 200: WalletAlerts }, errors: [400, 401, 403],
    }),
    async (request) => settings.read(authOf(request), walletIdOf(request.query, request.headers)),
  );

  app.put(
    '/api/Alerts/Wallet',
    documented({
      tags: TAGS,
      summary: "Sets the wallet's e-mail alerts (walletID or walletid header): LowBalanceEnabled with LowBalanceThreshold in kroner (above 0, at most 10000), FailedRefillEnabled, CardExpiryEnabled; OrderConfirmationEmail and OrderConfirmationSms (order confirmations, left out: unchanged; SMS only to a wallet with a mobile number); a guardian with DepositWithdraw only",
      querystring: WalletAlertsQuery, body: SetWalletAlertsBody, response: { 200: WalletAlerts }, errors: [400, 401, 403],
    }),
    async (request) => settings.set(authOf(request), walletIdOf(request.query, request.headers), request.body),
  );
};
