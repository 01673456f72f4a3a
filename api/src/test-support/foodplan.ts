import { MenuResponse, PaymentTransaction, type MenuItem, type SubscriptionItem } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import { bearer } from './app';
import { paymentCall } from './payments';

/** Helpers for the food plan's API tests: a wallet's menu, a food plan order through the payment handler. */

export async function menuOf(app: FastifyInstance, token: string, query: { foodPlanID: string; walletID: string; from: string; to: string }): Promise<MenuResponse> {
  const response = await app.inject({ method: 'GET', url: `/api/FoodPlanner/V3/Menu?${new URLSearchParams(query).toString()}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`Menu: ${response.statusCode} ${response.body}`);
  return MenuResponse.parse(response.json());
}

/** The cart's order model for food plan lines (shared/domain orderModelsOf): FoodPlanID, IsFoodplan, 'Madplan', Date and FoodPlanItemID or MasterCaterInfo. */
export function foodplanOrder(
  menu: MenuResponse,
  walletId: string,
  lines: readonly { item: MenuItem; quantity: number }[],
  options: { autoComplete?: boolean; card?: boolean } = {},
) {
  const totalOre = lines.reduce((sum, line) => sum + Math.round(line.item.Price * 100) * line.quantity, 0);
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { [options.card ? '4' : '2']: totalOre / 100 },
    Description: 'Madplan',
    CustomerID: menu.FoodPlan.CustomerID,
    FoodPlanID: menu.FoodPlan.ID,
    WalletID: walletId,
    IsFoodplan: true,
    Products: lines.map(({ item, quantity }) => ({
      ID: item.ProductID,
      Quantity: quantity,
      Name: item.Name,
      Price: item.Price,
      Date: item.Date,
      ...(item.MasterCaterInfo ? { MasterCaterInfo: item.MasterCaterInfo } : { FoodPlanItemID: item.ID }),
    })),
    CustomData: { AutoComplete: options.autoComplete ?? true, CustomInformationJSON: null },
  };
}

export async function reserve(app: FastifyInstance, token: string, payload: unknown): Promise<PaymentTransaction> {
  const response = await paymentCall(app, token, '/V2/Payment/ReserveTransaction', payload);
  if (response.statusCode !== 200) throw new Error(`Reserve: ${response.statusCode} ${response.body}`);
  return PaymentTransaction.parse(response.json());
}

/** The Info custom information of a refusal. */
export function infoOf(transaction: PaymentTransaction): { StatusCode?: number; Message: string; FailedProducts?: string[]; Reason?: string } {
  const info = transaction.CustomInformations[0];
  if (info?.JsonType !== 'Info') throw new Error(`No Info: ${JSON.stringify(transaction)}`);
  return JSON.parse(info.JsonData);
}

export function itemOf(menu: MenuResponse, date: string, group: string, index = 0): MenuItem {
  const item = menu.Items.filter((candidate) => candidate.Date === date && candidate.GroupName === group)[index];
  if (!item) throw new Error(`No ${group} item ${index} on ${date}`);
  return item;
}

/** The order model the Pay button sends: the subscription's product for a period, IsFoodplan, 'Madplan', restrictions overridden. */
export function periodPayment(item: SubscriptionItem, price: number, startDate: string) {
  return {
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: { '2': price },
    Description: 'Madplan',
    CustomerID: item.CustomerID,
    FoodPlanID: item.FoodplanID,
    WalletID: item.WalletID,
    IsFoodplan: true,
    Products: [{ ID: item.Product.ID, Quantity: 1, Name: item.Name, Price: price, SubscriptionID: item.Subscription?.ID, StartDate: startDate }],
    CustomData: { AutoComplete: true },
  };
}
