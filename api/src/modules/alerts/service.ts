import type { SetWalletAlertsBody, WalletAlerts } from '@kk/contracts';
import { decideWalletAlerts, oreToKroner, type WalletAlertsProblem } from '@kk/domain';
import type { Clock } from '../../clock';
import { badRequest, forbidden } from '../../core/errors';
import type { Db, Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { alertSettingsOf } from './wallet-alert-repository';
import { DEPOSIT_ROLE, FamilyAccess, maySetWalletSettings, namedWalletId, type FamilyWalletRow } from '../family/access';
import { saveAlertSettings, walletMobileNumber } from './repository';

const problemText = (problem: WalletAlertsProblem): string =>
  problem.field === 'OrderConfirmationSms'
    ? 'OrderConfirmationSms: the wallet has no mobile number to send texts to (set it on the account page), or texts are not sent'
    : `${problem.field}: ${problem.code}${problem.maximumKroner !== undefined ? ` (at most ${problem.maximumKroner})` : ''}`;

/**
 * E-mail alerts per wallet (issue 16): GET and PUT /api/Alerts/Wallet. The family reads
 * them (a guardian of the wallet's group, or its holder); only a guardian with the role
 * DepositWithdraw changes them, or the holder of a wallet in no family (an adult's own),
 * the same checks as the spending controls. The rules are @kk/domain decideWalletAlerts.
 */
export class AlertSettingsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** Whether the platform sends texts (an SMS gateway is configured). */
    private readonly smsSent = true,
  ) {}

  async read(auth: AuthContext, walletId: string | null): Promise<WalletAlerts> {
    const family = new FamilyAccess(this.db);
    const wallet = await family.wallet(auth, namedWalletId(walletId));
    return this.answer(this.db, wallet, maySetWalletSettings(auth, wallet, await family.member(auth)));
  }

  async set(auth: AuthContext, walletId: string | null, body: SetWalletAlertsBody): Promise<WalletAlerts> {
    const named = namedWalletId(walletId);
    return this.db.transaction(async (tx) => {
      const family = new FamilyAccess(tx);
      const wallet = await family.wallet(auth, named);
      if (!maySetWalletSettings(auth, wallet, await family.member(auth))) throw forbidden(`Only a guardian of the wallet with the role ${DEPOSIT_ROLE} sets its alerts`);
      const reachable = this.smsSent && (await walletMobileNumber(tx, wallet.id)) !== null;
      const decision = decideWalletAlerts(body, await alertSettingsOf(tx, wallet.id), reachable);
      if (!decision.ok) throw badRequest(decision.problems.map(problemText).join('; '));
      await saveAlertSettings(tx, wallet.id, decision.settings, auth.userId, this.clock.now());
      return this.answer(tx, wallet, true);
    });
  }

  private async answer(q: Queryable, wallet: FamilyWalletRow, may: boolean): Promise<WalletAlerts> {
    const settings = await alertSettingsOf(q, wallet.id);
    const mobileNumber = await walletMobileNumber(q, wallet.id);
    return {
      WalletID: wallet.id,
      LowBalanceEnabled: settings.lowBalanceEnabled,
      LowBalanceThreshold: settings.lowBalanceThresholdOre === null ? null : oreToKroner(settings.lowBalanceThresholdOre),
      FailedRefillEnabled: settings.failedRefillEnabled,
      CardExpiryEnabled: settings.cardExpiryEnabled,
      OrderConfirmationEmail: settings.orderConfirmationEmail,
      OrderConfirmationSms: settings.orderConfirmationSms,
      SmsAvailable: this.smsSent && mobileNumber !== null,
      MobileNumber: mobileNumber,
      MayChange: may,
    };
  }
}

/** A guardian of the wallet's group, or the holder of a wallet in no family; with the role DepositWithdraw. */
