import type { Clock } from '../../clock';
import { badRequest } from '../../core/errors';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import { FamilyAccess } from '../cards/family';
import { setSaleOption, type SaleOption } from './repository';

/**
 * The wallet options of the onboarding guide's step 5: whether the canteen may sell on the
 * wallet without its school card (quick sale) and at a self-order kiosk. Only the family
 * sets them (a guardian of the wallet's group, or its holder); the canteen terminal
 * honours them under the wallet's lock (terminal/service.ts).
 */
export class WalletOptionsService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  setQuickSalePayment(auth: AuthContext, walletId: string | null, allowed: boolean): Promise<void> {
    return this.set(auth, walletId, 'allow_quick_sale_payment', allowed);
  }

  setSelfOrdering(auth: AuthContext, walletId: string | null, allowed: boolean): Promise<void> {
    return this.set(auth, walletId, 'allow_self_ordering', allowed);
  }

  private async set(auth: AuthContext, walletId: string | null, option: SaleOption, allowed: boolean): Promise<void> {
    if (walletId === null) throw badRequest('Name the wallet with the walletid header or walletID');
    await this.db.transaction(async (tx) => {
      await new FamilyAccess(tx).wallet(auth, walletId);
      await setSaleOption(tx, walletId, option, allowed, this.clock.now());
    });
  }
}
