import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { LedgerService } from '../ledger/service';
import { walletRoutes } from './routes';
import { WalletService, type WalletFoodPlanReader, type WalletFundingReader, type WalletLeavingReader, type WalletTermsReader } from './service';

interface WalletNeeds {
  db: Db;
  clock: Clock;
  ledger: LedgerService;
  /** The saved cards and refills behind each wallet (the refills module reads them). */
  funding: WalletFundingReader;
  /** The wallets' answered terms (the onboarding module keeps them). */
  terms: WalletTermsReader;
  /** What each child is served today (the foodplan module reads it). */
  foodPlan: WalletFoodPlanReader;
  /** Which wallets leave at a scheduled new school year (the school-year module knows it). */
  leaving: WalletLeavingReader;
}

/** Wallets and who may see them: every module that acts on a wallet asks this one. */
export const walletModule: ApiModule<WalletNeeds, { wallets: WalletService }> = {
  name: 'wallet',
  create: ({ db, clock, ledger, funding, terms, foodPlan, leaving }) => ({ wallets: new WalletService(db, clock, ledger, funding, terms, foodPlan, leaving) }),
  routes: async (app, { wallets }) => {
    await app.register(walletRoutes, { wallets });
  },
};
