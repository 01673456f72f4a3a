import { PaymentTypeId, type OrderRequest } from '@kk/contracts';
import { oreToKroner } from '../money';
import { linesSumOre, parseQuantity } from './quantity';
import type { Basket, FoodplanBasketProduct, FoodplanGroup, MasterCaterInfo, WebshopBasketProduct, WebshopGroup } from './types';

/**
 * The cart's order builder: the order a basket sends, one per webshop group and per food
 * plan group (spec section 3, "Order model for cart orders"), an OrderPayload as the
 * payment handler takes it. Kroner on the wire, from the øre the basket holds.
 */

/** Spec section 4: payment method 1 is the wallet (id 2); anything else is the credit card (id 4). */
export function paymentTypeIdOf(paymentMethod: number): PaymentTypeId {
  return paymentMethod === 1 ? PaymentTypeId.Wallet : PaymentTypeId.CreditCard;
}

export const WEBSHOP_ORDER_DESCRIPTION = 'Webshop køb';
export const FOODPLAN_ORDER_DESCRIPTION = 'Madplan';

// A type, not an interface: an order's product lines are open (OrderPayload's products are loose).
export type CartOrderProduct = {
  /** The catalogue product. */
  ID: string;
  Quantity: number;
  Name: string;
  /** Kroner. */
  Price: number;
  WebshopItemID?: string;
  WebshopProductID?: string;
  FoodPlanItemID?: string;
  MasterCaterInfo?: MasterCaterInfo;
  /** Food plan lines: the day served. */
  Date?: string;
};

export interface CartOrderModel extends OrderRequest {
  Restrictions: { UseRestrictionOverride: true; IgnoreWalletSettings: true; AllowPaymentWindow: boolean };
  Amounts: Partial<Record<PaymentTypeId, number>>;
  Description: string;
  CustomerID: string;
  WebshopID?: string;
  FoodPlanID?: string;
  WalletID: string;
  IsFoodplan: boolean;
  Products: CartOrderProduct[];
  CustomData: {
    AutoComplete: boolean;
    CreditCardPaymentWindow: { MerchantNumber?: string; CardType?: string; AcceptURL: string; CancelURL: string; PaymentMethod?: 'MobilePay' };
    CustomInformationJSON: string | null;
  };
  CreatedDate?: string;
}

export interface OrderModelOptions {
  /** Reserve and complete in one step (a single order is paid directly). Default false. */
  autoComplete?: boolean;
  /** Sets CreatedDate (ISO). */
  now?: Date;
  /** The card part is paid with MobilePay on the provider's page (CreditCardPaymentWindow.PaymentMethod, issue 16). */
  cardMethod?: 'MobilePay';
}

function common(basket: Basket, group: WebshopGroup | FoodplanGroup, paymentTypeId: PaymentTypeId, returnUrl: string, options: OrderModelOptions) {
  const card = basket.creditCard;
  return {
    // Spec section 9: the payment window is disabled (always false).
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { [paymentTypeId]: oreToKroner(linesSumOre(group.Products)) },
    CustomerID: group.CustomerID,
    WalletID: basket.wallet.WalletID,
    CustomData: {
      AutoComplete: options.autoComplete ?? false,
      CreditCardPaymentWindow: {
        ...(card === null || options.cardMethod === 'MobilePay' ? {} : { MerchantNumber: card.MerchantNumber, CardType: card.CardType }),
        AcceptURL: returnUrl,
        CancelURL: returnUrl,
        ...(options.cardMethod === undefined ? {} : { PaymentMethod: options.cardMethod }),
      },
      CustomInformationJSON: null,
    },
    ...(options.now === undefined ? {} : { CreatedDate: options.now.toISOString() }),
  } as const;
}

/** What each line of an order says of its product: which, how many, its name and its unit price in kroner. */
function orderedProduct(line: WebshopBasketProduct | FoodplanBasketProduct): CartOrderProduct {
  return { ID: line.ProductID, Quantity: parseQuantity(line.Quantity), Name: line.Name, Price: oreToKroner(line.Price ?? 0) };
}

/** The basket's orders: its webshop groups first, then its food plan groups; empty groups send none. */
export function orderModelsOf(basket: Basket, paymentTypeId: PaymentTypeId, returnUrl: string, options: OrderModelOptions = {}): CartOrderModel[] {
  const ordersOf = <G extends WebshopGroup | FoodplanGroup>(groups: readonly G[], order: (group: G) => Pick<CartOrderModel, 'Description' | 'WebshopID' | 'FoodPlanID' | 'IsFoodplan' | 'Products'>) =>
    groups.filter((group) => group.Products.length > 0).map((group): CartOrderModel => ({ ...common(basket, group, paymentTypeId, returnUrl, options), ...order(group) }));
  const webshop = ordersOf(basket.webshop, (group) => ({
    Description: WEBSHOP_ORDER_DESCRIPTION,
    WebshopID: group.ID,
    IsFoodplan: false,
    Products: group.Products.map((p) => ({ ...orderedProduct(p), WebshopItemID: p.ID, WebshopProductID: p.ProductID })),
  }));
  const foodplan = ordersOf(basket.foodplan, (group) => ({
    Description: FOODPLAN_ORDER_DESCRIPTION,
    FoodPlanID: group.ID,
    IsFoodplan: true,
    Products: group.Products.map((p) => ({
      ...orderedProduct(p),
      Date: p.Date,
      ...(group.IsMasterCater && p.MasterCaterInfo ? { MasterCaterInfo: p.MasterCaterInfo } : { FoodPlanItemID: p.ID }),
    })),
  }));
  return [...webshop, ...foodplan];
}
