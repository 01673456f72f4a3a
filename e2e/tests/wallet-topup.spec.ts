import { SITE } from './wallet-helpers';
import { walletJourney } from './wallet-journey';

// Runs after wallet-site.spec.ts (which checks the seeded balances), as it moves money.
walletJourney({
  key: 'skolepenge',
  site: SITE.wallet,
  email: 'parent@demo.dk',
  english: false,
  topUpChild: 'Oliver Jensen',
  refillChild: 'Emma Jensen',
  schoolCard: { number: '1000 0001', add: false },
  terminalKey: 'Demo-Terminal-1',
  pictureChild: 'Oliver Jensen',
  newCardPrimaryForAllAtOnce: false,
});
