import type { Queryable } from '../../db/db';
import * as mobilePay from './repository';

/**
 * What refills read of a wallet's MobilePay agreements, in the caller's transaction (under
 * the wallet's lock when a refill is decided).
 */
export class AgreementReads {
  /** The agreement a refill may be set to use (the active one, else the newest awaiting the payer); its max_amount_ore is the most one refill may charge. */
  usableAgreement(q: Queryable, walletId: string): Promise<mobilePay.AgreementRow | null> {
    return mobilePay.usableAgreementOf(q, walletId);
  }

  /** The wallet's active agreement (null when it has none), and its newest one. */
  async agreementsOf(q: Queryable, walletId: string): Promise<{ activeAgreementId: string | null; latestAgreementId: string | null }> {
    const active = await mobilePay.activeAgreementOf(q, walletId);
    return { activeAgreementId: active?.id ?? null, latestAgreementId: active?.id ?? (await mobilePay.latestAgreementOf(q, walletId))?.id ?? null };
  }

  /** The provider's token of the agreement a refill charges; null before its approval. */
  async agreementToken(q: Queryable, agreementId: string): Promise<string | null> {
    return (await mobilePay.agreementTokenOf(q, agreementId)) ?? null;
  }

  /** Each wallet's newest agreement's status (an active one first). */
  latestStatuses(q: Queryable, walletIds: readonly string[]): Promise<Map<string, mobilePay.AgreementStatus>> {
    return mobilePay.latestAgreementStatuses(q, walletIds);
  }
}
