import { SITE } from './wallet-helpers';
import { walletJourney } from './wallet-journey';

// The same journey on the kkpay brand, in English; Freja's school card is added on the way.
walletJourney({
  key: 'kkpay',
  site: SITE.kkpay,
  email: 'kkpay.parent@demo.dk',
  english: true,
  topUpChild: 'Freja Nielsen',
  refillChild: 'Freja Nielsen',
  schoolCard: { number: '2000 0001', add: true },
  terminalKey: 'Demo-Terminal-2',
  pictureChild: 'Freja Nielsen',
  newCardPrimaryForAllAtOnce: true,
});
