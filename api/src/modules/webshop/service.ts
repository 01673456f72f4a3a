import type { WebshopProduct, WebshopProductsResponse, WebshopSubscription } from '@kk/contracts';
import { isBlockedByAllergies, oreToKroner } from '@kk/domain';
import type { Clock } from '../../clock';
import { forbidden } from '../../core/errors';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { CatalogueReader } from '../catalogue/reader';
import type { FoodPlanReads } from '../foodplan/food-plan-reads';
import type { WalletService } from '../wallet/service';
import * as webshops from './repository';

const NOT_YOUR_WEBSHOP = 'The webshop does not exist or the wallet may not shop in it';

/**
 * The webshops a family may shop in and what they sell. Buying goes through the payment
 * handler (PaymentService), which takes the stock and checks the purchase limit under the
 * wallet's lock; this only shows.
 */
export class WebshopService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
    private readonly catalogue: CatalogueReader,
    private readonly foodPlan: FoodPlanReads,
  ) {}

  async subscriptions(auth: AuthContext, walletId: string | undefined): Promise<WebshopSubscription[]> {
    let walletIds: string[];
    if (walletId === undefined) walletIds = await this.wallets.walletIdsOf(auth);
    else {
      await this.wallets.assertAccess(auth, walletId);
      walletIds = [walletId];
    }
    const rows = await webshops.webshopsForWallets(this.db, walletIds);
    return rows.map((row) => ({ ID: row.id, Name: row.name, CustomerID: row.customer_id, CustomerName: row.customer_name, WalletIDs: row.wallet_ids }));
  }

  async products(auth: AuthContext, webshopId: string, walletId: string): Promise<WebshopProductsResponse> {
    await this.wallets.assertAccess(auth, walletId);
    const mayShop = (await webshops.webshopsForWallets(this.db, [walletId])).some((webshop) => webshop.id === webshopId);
    if (!mayShop) throw forbidden(NOT_YOUR_WEBSHOP);
    const rows = await webshops.productsOnSale(this.db, webshopId, this.clock.now());
    const purchased = await this.catalogue.purchasedByWallet(this.db, walletId, rows.filter((row) => row.purchase_limit !== null).map((row) => row.id));
    const allergies = await this.foodPlan.allergiesOf(this.db, walletId);
    const groups = new Map<string, { ID: string; Name: string; Products: WebshopProduct[] }>();
    for (const row of rows) {
      const group = groups.get(row.group_id) ?? { ID: row.group_id, Name: row.group_name, Products: [] };
      groups.set(row.group_id, group);
      group.Products.push({
        ID: row.id,
        ProductID: row.id,
        Name: row.name,
        Description: row.description,
        Descriptors: row.descriptors,
        Price: oreToKroner(row.price_ore),
        LimitedAmount: row.stock !== null || row.sold_out,
        CurrentStock: row.sold_out ? 0 : row.stock,
        SoldOut: row.sold_out,
        PurchaseLimit: row.purchase_limit,
        PurchasedCount: purchased.get(row.id) ?? 0,
        ProductGroupID: row.group_id,
        GroupName: row.group_name,
        Webshop: { ID: row.webshop_id, Name: row.webshop_name },
        ImageUrl: row.image_id === null ? null : `/blob/product-images/${row.image_id}`,
        OrderableUntil: row.orderable_until === null ? null : new Date(row.orderable_until).toISOString(),
        AllergenIDs: row.allergens.map(Number),
        BlockedByAllergies: isBlockedByAllergies(row.allergens.map(Number), allergies),
      });
    }
    return { ProductGroups: [...groups.values()] };
  }

  image(imageId: string): Promise<{ contentType: string; bytes: Buffer } | null> {
    return webshops.productImage(this.db, imageId);
  }
}
