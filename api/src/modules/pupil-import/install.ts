import type { ApiModule } from '../../api-module';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { AccessService } from '../access/service';
import type { CatalogueEditing } from '../catalogue/editing';
import type { NfcService } from '../nfc/service';
import type { WalletService } from '../wallet/service';
import { pupilImportRoutes } from './routes';
import { PupilImportService } from './service';

interface PupilImportNeeds {
  db: Db;
  clock: Clock;
  /** Who acts for which customers on the partner site (the catalogue's scope rule). */
  editing: CatalogueEditing;
  /** Wallets are created with their ledger accounts by the wallet module. */
  wallets: WalletService;
  /** School cards are the nfc module's. */
  nfc: NfcService;
  /** The guardians' invitations are the access module's. */
  access: AccessService;
  /** Where the invitations' links go: the wallet site's acceptance page. */
  walletSiteOrigin: string;
}

/** Pupils from a class list (issue 28): the preview and the apply of a school's CSV. */
export const pupilImportModule: ApiModule<PupilImportNeeds, { pupilImport: PupilImportService }> = {
  name: 'pupil-import',
  create: ({ db, clock, editing, wallets, nfc, access, walletSiteOrigin }) => ({ pupilImport: new PupilImportService(db, clock, editing, wallets, nfc, access, walletSiteOrigin) }),
  routes: async (app, { pupilImport }) => {
    await app.register(pupilImportRoutes, { pupilImport });
  },
};
