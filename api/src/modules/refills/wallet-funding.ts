import { oreToKroner } from '@kk/domain';
import type { Db } from '../../db/db';
import type { AgreementReads } from '../mobilepay/agreement-reads';
import type { CardService } from '../cards/service';
import type { WalletFunding, WalletFundingReader } from '../wallet/service';
import type { RefillService } from './service';

const AGREEMENT_STATUS = { none: 'None', pending: 'Pending', active: 'Active', stopped: 'Stopped', failed: 'Failed' } as const;

/** Fills the onboarding's children with their real cards and refill settings. */
export class WalletFundingFacts implements WalletFundingReader {
  constructor(
    private readonly db: Db,
    private readonly cards: CardService,
    private readonly refills: RefillService,
    private readonly agreements: AgreementReads,
  ) {}

  async forWallets(walletIds: readonly string[]): Promise<Map<string, WalletFunding>> {
    if (walletIds.length === 0) return new Map();
    const cards = await this.cards.cardsOfWallets(this.db, walletIds);
    const settings = await this.refills.settingsOfWallets(this.db, walletIds);
    const agreements = await this.agreements.latestStatuses(this.db, walletIds);
    return new Map(
      walletIds.map((id) => {
        const refill = settings.get(id);
        return [
          id,
          {
            CreditCards: cards.get(id) ?? [],
            AutomaticRefill: refill?.AutomaticRefill ?? { Enabled: false, RefillAmount: 0, BelowAmount: 0 },
            MonthlyRefill: refill?.MonthlyRefill ?? { Amount: 0, BalanceLimit: 0, IsActive: false, HasBalanceLimit: false },
            TotalMaximumAmount: refill?.totalMaximumAmountOre == null ? null : oreToKroner(refill.totalMaximumAmountOre),
            MobilePayAgreement: AGREEMENT_STATUS[agreements.get(id) ?? 'none'],
          },
        ];
      }),
    );
  }
}
