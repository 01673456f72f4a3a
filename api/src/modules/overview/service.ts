import type { FoodOrder, VoucherDetail } from '@kk/contracts';
import { oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import * as overview from './repository';

/** The food order view looks back this far: the orders of "before" are the recent ones. */
const FOOD_ORDERS_LOOKBACK_DAYS = 21;
const FOOD_ORDERS_LIMIT = 60;
const DAY_MS = 86_400_000;

const iso = (value: Date | string) => new Date(value).toISOString();

/** What the wallet widget shows besides the balance: tickets and vouchers, and the latest food orders. */
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

  async latestOrders(auth: AuthContext, walletId: string): Promise<FoodOrder[]> {
    await this.wallets.assertAccess(auth, walletId);
    const since = new Date(this.clock.now().getTime() - FOOD_ORDERS_LOOKBACK_DAYS * DAY_MS);
    const rows = await overview.latestFoodOrders(this.db, walletId, since, FOOD_ORDERS_LIMIT);
    return rows.map((row) => {
      const current = row.quantity - row.refunded_quantity;
      return {
        DeliveryDate: row.delivery_date,
        ProductID: row.product_id,
        MasterCaterInfo: row.product_number === null ? null : { ProductNumber: row.product_number },
        Purchased: {
          Quantity: row.quantity,
          TransactionID: row.transaction_id,
          TransactionProductID: row.line_no,
          WalletID: row.wallet_id,
          CustomerID: row.customer_id,
        },
        PurchasedCount: current,
        CancellationDate: null,
        Price: oreToKroner(row.price_ore),
        Name: row.name,
        CurrentQuantity: current,
      };
    });
  }
}
