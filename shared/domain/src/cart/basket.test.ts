import { foodplanLine, LUNCH_PLAN_ID, webshopLine } from '../test-support/cart';
import {
  addToBasket,
  basketCount,
  countInAllBaskets,
  dropEmptyBaskets,
  foodplanCountsOf,
  removeFromBasket,
  setQuantity,
  webshopCountsOf,
} from './basket';
import { canAddWebshopItem, webshopMaximum } from './webshop';
import type { Baskets, FoodplanBasketProduct } from './types';

const EMMA = { WalletID: 'AAAAAAAA-0000-4000-8000-000000000001', Name: 'Emma' };
const OSCAR = { WalletID: 'BBBBBBBB-0000-4000-8000-000000000002', Name: 'Oscar' };
const CUSTOMER = 'cccccccc-0000-4000-8000-000000000003';

const mug = webshopLine({ LimitedAmount: true, CurrentStock: 3 });

const lunch = (id: string, over: Partial<FoodplanBasketProduct> = {}): FoodplanBasketProduct =>
  foodplanLine({ ID: id, Foodplan: { ID: LUNCH_PLAN_ID, Name: 'Frokost', IsMasterCater: true }, MasterCaterInfo: { ProductNumber: 'MC-17' }, ...over });

const addMug = (baskets: Baskets, wallet = EMMA, quantity: unknown = 1) =>
  addToBasket(baskets, wallet, { kind: 'webshop', CustomerID: CUSTOMER, product: mug }, quantity);

describe('the per-wallet baskets', () => {
  it('are keyed by the lower-cased WalletID and hold the spec\'s groups', () => {
    const baskets = addMug({});
    expect(Object.keys(baskets)).toEqual(['aaaaaaaa-0000-4000-8000-000000000001']);
    expect(baskets['aaaaaaaa-0000-4000-8000-000000000001']).toEqual({
      wallet: EMMA,
      creditCard: null,
      webshop: [{ ID: mug.Webshop.ID, WalletID: EMMA.WalletID, CustomerID: CUSTOMER, Name: 'Skolebutik', Products: [{ ...mug, Quantity: 1 }] }],
      foodplan: [],
    });
  });

  it('add to the line already there, and leave the input alone', () => {
    const once = addMug({});
    const twice = addMug(once, EMMA, 2);
    expect(twice['aaaaaaaa-0000-4000-8000-000000000001']?.webshop[0]?.Products).toEqual([{ ...mug, Quantity: 3 }]);
    expect(once['aaaaaaaa-0000-4000-8000-000000000001']?.webshop[0]?.Products[0]?.Quantity).toBe(1);
  });

  it('parse the quantity added (0, -3, text and fractions)', () => {
    expect(basketCount(addMug({}, EMMA, 0))).toBe(1);
    expect(basketCount(addMug({}, EMMA, -3))).toBe(1);
    expect(basketCount(addMug({}, EMMA, 'abc'))).toBe(1);
    expect(basketCount(addMug({}, EMMA, 2.7))).toBe(2);
  });

  it('find a wallet whatever the case of its id', () => {
    const baskets = addMug({});
    expect(removeFromBasket(baskets, EMMA.WalletID.toUpperCase(), mug.ID)).toEqual({});
  });

  it('name a food plan group by customer and plan', () => {
    const baskets = addToBasket({}, EMMA, { kind: 'foodplan', CustomerID: CUSTOMER, CustomerName: 'Aarhus Skole', product: lunch('33333333-0000-4000-8000-000000000009') });
    expect(baskets['aaaaaaaa-0000-4000-8000-000000000001']?.foodplan[0]).toMatchObject({
      ID: '22222222-0000-4000-8000-000000000008',
      WalletID: EMMA.WalletID,
      CustomerID: CUSTOMER,
      IsMasterCater: true,
      Name: 'Aarhus Skole - Frokost',
    });
  });

  it('count items across every wallet for the cart button and per product', () => {
    const baskets = addToBasket(addMug(addMug({}, EMMA, 2), OSCAR), OSCAR, {
      kind: 'foodplan',
      CustomerID: CUSTOMER,
      CustomerName: 'Frokost',
      product: lunch('33333333-0000-4000-8000-000000000009'),
    }, 4);
    expect(basketCount(baskets)).toBe(7);
    expect(countInAllBaskets(baskets, mug.ID)).toBe(3);
    expect(countInAllBaskets(baskets, 'unknown')).toBe(0);
    expect(basketCount({})).toBe(0);
  });

  it('refuse the stock of a LimitedAmount item across several wallets\' baskets', () => {
    // Stock 3: Emma holds 2, Oscar 1; neither may add another, and Oscar's maximum is his own 1.
    const baskets = addMug(addMug({}, EMMA, 2), OSCAR);
    expect(webshopCountsOf(baskets, OSCAR.WalletID, mug.ID)).toEqual({ inCartForThisWallet: 1, inAllBaskets: 3 });
    expect(canAddWebshopItem(mug, webshopCountsOf(baskets, OSCAR.WalletID, mug.ID))).toBe('stock');
    expect(webshopMaximum(mug, webshopCountsOf(baskets, OSCAR.WalletID, mug.ID))).toBe(1);
    expect(webshopMaximum(mug, webshopCountsOf(removeFromBasket(baskets, EMMA.WalletID, mug.ID), OSCAR.WalletID, mug.ID))).toBe(3);
  });

  it('set a quantity clamped to the maximum, never below 1', () => {
    const baskets = addMug({});
    const quantityOf = (b: Baskets) => b['aaaaaaaa-0000-4000-8000-000000000001']?.webshop[0]?.Products[0]?.Quantity;
    expect(quantityOf(setQuantity(baskets, EMMA.WalletID, mug.ID, 7, 3))).toBe(3);
    expect(quantityOf(setQuantity(baskets, EMMA.WalletID, mug.ID, '2', 3))).toBe(2);
    expect(quantityOf(setQuantity(baskets, EMMA.WalletID, mug.ID, 0, 3))).toBe(1);
    expect(quantityOf(setQuantity(baskets, EMMA.WalletID, mug.ID, 5, 0))).toBe(1);
    expect(setQuantity(baskets, OSCAR.WalletID, mug.ID, 2, 3)).toBe(baskets);
  });

  it('delete emptied groups and baskets', () => {
    const both = addMug(addMug({}, EMMA), OSCAR);
    expect(Object.keys(removeFromBasket(both, EMMA.WalletID, mug.ID))).toEqual(['bbbbbbbb-0000-4000-8000-000000000002']);
    const emptyGroup: Baskets = {
      a: { wallet: EMMA, creditCard: null, webshop: [{ ID: 'w', WalletID: 'a', CustomerID: 'c', Name: 'n', Products: [] }], foodplan: [] },
      b: both['bbbbbbbb-0000-4000-8000-000000000002']!,
      c: { ...both['bbbbbbbb-0000-4000-8000-000000000002']!, foodplan: [{ ID: 'f', WalletID: 'c', CustomerID: 'c', IsMasterCater: false, Name: 'n', Products: [] }] },
    };
    const kept = dropEmptyBaskets(emptyGroup);
    expect(Object.keys(kept)).toEqual(['b', 'c']);
    expect(kept.c?.foodplan).toEqual([]);
  });
});

describe('the food plan counts', () => {
  it('count the item, its group on its day in all baskets, and in this wallet\'s plan', () => {
    const add = (b: Baskets, wallet: typeof EMMA, product: FoodplanBasketProduct, quantity: number) =>
      addToBasket(b, wallet, { kind: 'foodplan', CustomerID: CUSTOMER, CustomerName: 'Aarhus Skole', product }, quantity);
    const meatballs = lunch('33333333-0000-4000-8000-000000000009');
    const soup = lunch('44444444-0000-4000-8000-00000000000a', { Name: 'Suppe' });
    const nextDay = lunch('55555555-0000-4000-8000-00000000000b', { Date: '2026-03-12' });
    const cold = lunch('66666666-0000-4000-8000-00000000000c', { GroupName: 'KOLD' });
    let baskets: Baskets = {};
    baskets = add(baskets, EMMA, meatballs, 2);
    baskets = add(baskets, EMMA, soup, 1);
    baskets = add(baskets, EMMA, nextDay, 5);
    baskets = add(baskets, EMMA, cold, 1);
    baskets = add(baskets, OSCAR, meatballs, 3);
    expect(foodplanCountsOf(baskets, EMMA.WalletID, meatballs, { earlierPurchases: 1, groupLimit: 100 })).toEqual({
      inCartForThisWallet: 2,
      inAllBaskets: 5,
      groupInAllBaskets: 6,
      sameDayGroupInPlan: 3,
      earlierPurchases: 1,
      groupLimit: 100,
    });
  });
});
