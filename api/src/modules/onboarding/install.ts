import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { onboardingRoutes } from './routes';
import { OnboardingService } from './service';
import { WalletTermsService } from './terms';

interface OnboardingNeeds {
  db: Db;
  clock: Clock;
  /** Where the user's page settings live (OnboardingIsCompleted). */
  wallets: WalletService;
}

/**
 * The onboarding guide's server side: the progress per user, the wallet terms and the
 * newsletter consent. GetChildren stays the wallet module's; its Terms come from here
 * (WalletTermsFacts, handed to the wallet module by the composition root).
 */
export const onboardingModule: ApiModule<OnboardingNeeds, { onboarding: OnboardingService; terms: WalletTermsService }> = {
  name: 'onboarding',
  create: ({ db, clock, wallets }) => ({ onboarding: new OnboardingService(db, clock, wallets), terms: new WalletTermsService(db, clock) }),
  routes: async (app, services) => {
    await app.register(onboardingRoutes, services);
  },
};
