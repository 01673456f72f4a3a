import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { WalletService } from '../wallet/service';
import { nfcRoutes } from './routes';
import { NfcService } from './service';

/** School cards (NFC) on a wallet: add, block, remove. */
export const nfcModule: ApiModule<{ db: Db; clock: Clock; wallets: WalletService }, { nfc: NfcService }> = {
  name: 'nfc',
  create: ({ db, clock, wallets }) => ({ nfc: new NfcService(db, clock, wallets) }),
  routes: async (app, { nfc }) => {
    await app.register(nfcRoutes, { nfc });
  },
};
