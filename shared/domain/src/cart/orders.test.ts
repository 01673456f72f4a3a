import { OrderPayload } from '@kk/contracts';
import { foodplanLine, LUNCH_PLAN_ID, SCHOOL_SHOP, webshopLine } from '../test-support/cart';
import { orderModelsOf, paymentTypeIdOf } from './orders';
import type { Basket } from './types';

const WALLET = 'aaaaaaaa-0000-4000-8000-000000000001';
const CUSTOMER = 'cccccccc-0000-4000-8000-000000000003';
const WEBSHOP = SCHOOL_SHOP.ID;
const PLAN = LUNCH_PLAN_ID;
const RETURN = 'https://skole.example/Webshop?checkout=1';

const basket: Basket = {
  wallet: { WalletID: WALLET, Name: 'Emma' },
  creditCard: { MerchantNumber: '90001', CardType: 'Dankort' },
  webshop: [
    {
      ID: WEBSHOP,
      WalletID: WALLET,
      CustomerID: CUSTOMER,
      Name: 'Skolebutik',
      Products: [
        webshopLine({ Quantity: 2 }),
        webshopLine({ ID: 'dddddddd-0000-4000-8000-00000000000d', Name: 'Blyant', Quantity: 3, Price: 1_005, ProductID: 'eeeeeeee-0000-4000-8000-00000000000e' }),
      ],
    },
  ],
  foodplan: [
    {
      ID: PLAN,
      WalletID: WALLET,
      CustomerID: CUSTOMER,
      IsMasterCater: false,
      Name: 'Aarhus Skole - Frokost',
      Products: [foodplanLine({ RegistrationDeadline: '2026-03-10T10:00:00Z' })],
    },
  ],
};

describe('the order model of a basket', () => {
  it('sends a webshop order and a food plan order, in kroner, exactly in the spec\'s shape', () => {
    const window = { MerchantNumber: '90001', CardType: 'Dankort', AcceptURL: RETURN, CancelURL: RETURN };
    expect(orderModelsOf(basket, 2, RETURN, { now: new Date('2026-03-10T09:00:00Z') })).toEqual([
      {
        Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
        Amounts: { 2: 129.15 }, // 2 × 49,50 + 3 × 10,05
        Description: 'Webshop køb',
        CustomerID: CUSTOMER,
        WebshopID: WEBSHOP,
        WalletID: WALLET,
        IsFoodplan: false,
        Products: [
          { ID: 'eeeeeeee-0000-4000-8000-000000000005', Quantity: 2, Name: 'Krus', Price: 49.5, WebshopItemID: 'dddddddd-0000-4000-8000-000000000004', WebshopProductID: 'eeeeeeee-0000-4000-8000-000000000005' },
          { ID: 'eeeeeeee-0000-4000-8000-00000000000e', Quantity: 3, Name: 'Blyant', Price: 10.05, WebshopItemID: 'dddddddd-0000-4000-8000-00000000000d', WebshopProductID: 'eeeeeeee-0000-4000-8000-00000000000e' },
        ],
        CustomData: { AutoComplete: false, CreditCardPaymentWindow: window, CustomInformationJSON: null },
        CreatedDate: '2026-03-10T09:00:00.000Z',
      },
      {
        Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
        Amounts: { 2: 35 },
        Description: 'Madplan',
        CustomerID: CUSTOMER,
        FoodPlanID: PLAN,
        WalletID: WALLET,
        IsFoodplan: true,
        Products: [
          { ID: '11111111-0000-4000-8000-000000000007', Quantity: 1, Name: 'Frikadeller', Price: 35, Date: '2026-03-11', FoodPlanItemID: '33333333-0000-4000-8000-000000000009' },
        ],
        CustomData: { AutoComplete: false, CreditCardPaymentWindow: window, CustomInformationJSON: null },
        CreatedDate: '2026-03-10T09:00:00.000Z',
      },
    ]);
  });

  it('is a payload the payment API accepts', () => {
    for (const model of orderModelsOf(basket, 4, RETURN)) expect(OrderPayload.safeParse(model).success).toBe(true);
  });

  it('keys Amounts by the payment type id and can complete in one step', () => {
    const [webshop] = orderModelsOf(basket, 4, RETURN, { autoComplete: true });
    expect(webshop?.Amounts).toEqual({ 4: 129.15 });
    expect(webshop?.CustomData.AutoComplete).toBe(true);
    expect(webshop).not.toHaveProperty('CreatedDate');
  });

  it('carries MasterCaterInfo instead of FoodPlanItemID in a master-cater plan', () => {
    const plan = basket.foodplan[0]!;
    const masterBasket: Basket = {
      ...basket,
      webshop: [],
      foodplan: [{ ...plan, IsMasterCater: true, Products: plan.Products.map((p) => ({ ...p, MasterCaterInfo: { ProductNumber: 'MC-17' } })) }],
    };
    const [order] = orderModelsOf(masterBasket, 2, RETURN);
    expect(order?.Products[0]).toEqual({ ID: '11111111-0000-4000-8000-000000000007', Quantity: 1, Name: 'Frikadeller', Price: 35, Date: '2026-03-11', MasterCaterInfo: { ProductNumber: 'MC-17' } });
  });

  it('leaves the card out of the payment window when the basket has none, and sends no empty group', () => {
    const orders = orderModelsOf({ ...basket, creditCard: null, foodplan: [{ ...basket.foodplan[0]!, Products: [] }] }, 2, RETURN);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.CustomData.CreditCardPaymentWindow).toEqual({ AcceptURL: RETURN, CancelURL: RETURN });
  });
});

describe('MobilePay for the card part (issue 16)', () => {
  it('names the method in the payment window and leaves out the saved card', () => {
    const [order] = orderModelsOf(basket, 4, RETURN, { cardMethod: 'MobilePay' });
    expect(order?.Amounts).toEqual({ 4: expect.any(Number) });
    expect(order?.CustomData.CreditCardPaymentWindow).toEqual({ AcceptURL: RETURN, CancelURL: RETURN, PaymentMethod: 'MobilePay' });
  });
});

describe('the payment method', () => {
  it('maps type 1 to the wallet (2) and anything else to the credit card (4)', () => {
    expect(paymentTypeIdOf(1)).toBe(2);
    expect(paymentTypeIdOf(0)).toBe(4);
    expect(paymentTypeIdOf(2)).toBe(4);
    // MobilePay (the cart's method 3) is a credit-card payment too.
    expect(paymentTypeIdOf(3)).toBe(4);
  });
});
