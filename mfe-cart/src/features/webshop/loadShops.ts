import type { WebshopProduct } from '@kk/contracts';
import { kronerToOre, type BasketWallet, type WebshopBasketProduct } from '@kk/domain';
import { fetchChildren } from '@kk/platform';
import { webshopApi } from './api';

/** A product as the page shows it, with each wallet's basket line (its own PurchasedCount). */
export interface ShopProduct {
  product: WebshopProduct;
  forWallet: Record<string, WebshopBasketProduct>;
  /** The wallets whose allergy profile excludes the product. */
  blockedFor: Record<string, boolean>;
}

export interface ShopGroup {
  ID: string;
  Name: string;
  products: ShopProduct[];
}

export interface Shop {
  ID: string;
  Name: string;
  CustomerID: string;
  CustomerName: string;
  wallets: BasketWallet[];
  groups: ShopGroup[];
}

/** The basket line of a webshop product for one wallet: øre inside the platform. */
export function basketProductOf(product: WebshopProduct): WebshopBasketProduct {
  return {
    ID: product.ID,
    Name: product.Name,
    Quantity: 1,
    LimitedAmount: product.LimitedAmount,
    CurrentStock: product.CurrentStock,
    PurchaseLimit: product.PurchaseLimit,
    PurchasedCount: product.PurchasedCount,
    Price: kronerToOre(product.Price),
    ProductID: product.ProductID,
    ProductGroupID: product.ProductGroupID,
    Webshop: product.Webshop,
    GroupName: product.GroupName,
    StatusCode: null,
  };
}

/**
 * The webshops the user's wallets may shop in, each with its products as every one of
 * those wallets sees them (the purchased counts differ per child).
 */
export async function loadShops(): Promise<Shop[]> {
  const [children, { data: subscriptions }] = await Promise.all([fetchChildren(), webshopApi.subscriptions()]);
  const names = new Map(children.map((child) => [child.WalletID, child.Name]));
  return Promise.all(
    subscriptions.map(async (shop) => {
      const wallets = shop.WalletIDs.map((id) => ({ WalletID: id, Name: names.get(id) ?? id }));
      const answers = await Promise.all(wallets.map((wallet) => webshopApi.products(shop.ID, wallet.WalletID)));
      const groups: ShopGroup[] = (answers[0]?.ProductGroups ?? []).map((group) => ({
        ID: group.ID,
        Name: group.Name,
        products: group.Products.map((product) => {
          const own = wallets.map((wallet, index) => [wallet.WalletID, answers[index]?.ProductGroups.flatMap((g) => g.Products).find((p) => p.ID === product.ID) ?? product] as const);
          return {
            product,
            forWallet: Object.fromEntries(own.map(([walletId, answer]) => [walletId, basketProductOf(answer)])),
            blockedFor: Object.fromEntries(own.map(([walletId, answer]) => [walletId, answer.BlockedByAllergies])),
          };
        }),
      }));
      return { ID: shop.ID, Name: shop.Name, CustomerID: shop.CustomerID, CustomerName: shop.CustomerName, wallets, groups };
    }),
  );
}
