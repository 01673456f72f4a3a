import type { FoodplanBasketProduct, WebshopBasketProduct } from '../cart/types';

// The basket lines the cart's tests put in a basket: a mug from the school shop and a
// lunch from the food plan, without limits unless a test gives them.

export const SCHOOL_SHOP = { ID: 'ffffffff-0000-4000-8000-000000000006', Name: 'Skolebutik' };
export const LUNCH_PLAN_ID = '22222222-0000-4000-8000-000000000008';

export const webshopLine = (overrides: Partial<WebshopBasketProduct> = {}): WebshopBasketProduct => ({
  ID: 'dddddddd-0000-4000-8000-000000000004',
  Name: 'Krus',
  Quantity: 1,
  LimitedAmount: false,
  CurrentStock: null,
  PurchaseLimit: null,
  PurchasedCount: 0,
  Price: 4_950,
  ProductID: 'eeeeeeee-0000-4000-8000-000000000005',
  ProductGroupID: null,
  Webshop: SCHOOL_SHOP,
  GroupName: null,
  StatusCode: null,
  ...overrides,
});

export const foodplanLine = (overrides: Partial<FoodplanBasketProduct> = {}): FoodplanBasketProduct => ({
  ID: '33333333-0000-4000-8000-000000000009',
  ProductID: '11111111-0000-4000-8000-000000000007',
  Name: 'Frikadeller',
  Date: '2026-03-11',
  Quantity: 1,
  Price: 3_500,
  CurrentStock: null,
  GroupName: 'VARM',
  RegistrationDeadline: null,
  Foodplan: { ID: LUNCH_PLAN_ID, Name: 'Frokost', IsMasterCater: false },
  ...overrides,
});
