import type { VoucherDetail } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as overview from './repository';

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the wallet widget shows besides the balance: tickets and vouchers (the latest food orders are the foodplan module's). */
export class OverviewService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
  ) {}

  async voucherDetails(auth: AuthContext, walletId: string, customerName: string | undefined): Promise<VoucherDetail[]> {
    await this.wallets.assertAccess(auth, walletId);
    const rows = await overview.currentVouchers(this.db, walletId, customerName?.trim() || null, this.clock.now());
    return rows.map((row) => ({
      ID: row.id,
      Kind: row.kind,
      Name: row.name,
      Description: row.description,
      CustomerName: row.customer_name,
      StartDate: iso(row.start_date),
      EndDate: iso(row.end_date),
      DiscountPercent: row.discount_percent,
      RemainingAmount: row.remaining_ore === null ? null : oreToKroner(row.remaining_ore),
    }));
  }
}
