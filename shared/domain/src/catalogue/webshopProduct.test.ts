import { CATALOGUE_ERRORS as E, fillDescriptors } from './fields';
import {
  optionalWholeNumber,
  purchaseLimitError,
  stockAdjustmentDelta,
  stockAdjustmentErrors,
  stockAdjustmentReasonsFor,
  stockAfterAdjustment,
  stockError,
  webshopProductErrors,
  type WebshopProductDraft,
} from './webshopProduct';

const draft = (overrides: Partial<WebshopProductDraft> = {}): WebshopProductDraft => ({
  Name: 'Kakaomælk',
  Description: 'Kold',
  Descriptors: fillDescriptors([]),
  Price: 12.5,
  VatRate: 25,
  ProductGroupID: '00000000-0000-4000-8000-00000000b001',
  OrderableFrom: null,
  OrderableUntil: null,
  PurchaseLimit: null,
  Stock: 3,
  Allergens: [2],
  ...overrides,
});

describe('webshop product draft', () => {
  it('accepts a complete draft', () => {
    expect(webshopProductErrors(draft(), { creating: true })).toEqual({});
    expect(webshopProductErrors(draft({ Stock: null, PurchaseLimit: '', Price: '0' }), { creating: true })).toEqual({});
  });

  it('names every failing field', () => {
    const errors = webshopProductErrors(
      draft({
        Name: '',
        Description: 'x'.repeat(2001),
        Descriptors: [{ Language: 'en', Name: 'x'.repeat(101) }],
        Price: -2,
        VatRate: 12,
        ProductGroupID: null,
        OrderableFrom: '2026-12-10',
        OrderableUntil: '2026-12-01',
        PurchaseLimit: 0,
        Stock: -1,
        Allergens: [16],
      }),
      { creating: true },
    );
    expect(errors).toEqual({
      Name: E.nameRequired,
      Description: E.descriptionTooLong,
      'Descriptors.en.Name': E.nameTooLong,
      Price: E.priceNegative,
      VatRate: E.vatInvalid,
      ProductGroupID: E.groupRequired,
      OrderableUntil: E.periodOrder,
      PurchaseLimit: E.purchaseLimitInvalid,
      Stock: E.stockInvalid,
      Allergens: E.allergenInvalid,
    });
  });

  it('checks the stock only on create (it changes by adjustment after)', () => {
    expect(webshopProductErrors(draft({ Stock: -1 }), { creating: false })).toEqual({});
    expect(webshopProductErrors(draft({ Stock: -1 }), { creating: true })).toEqual({ Stock: E.stockInvalid });
  });

  it('a purchase limit is none or a positive whole number', () => {
    expect(purchaseLimitError(null)).toBeNull();
    expect(purchaseLimitError(undefined)).toBeNull();
    expect(purchaseLimitError('')).toBeNull();
    expect(purchaseLimitError(1)).toBeNull();
    expect(purchaseLimitError('2')).toBeNull();
    expect(purchaseLimitError(10_000)).toBeNull();
    expect(purchaseLimitError(10_001)).toBe(E.purchaseLimitInvalid);
    expect(purchaseLimitError(0)).toBe(E.purchaseLimitInvalid);
    expect(purchaseLimitError(-1)).toBe(E.purchaseLimitInvalid);
    expect(purchaseLimitError(1.5)).toBe(E.purchaseLimitInvalid);
    expect(purchaseLimitError('1,5')).toBe(E.purchaseLimitInvalid);
  });

  it('a stock is unlimited or a non-negative whole number', () => {
    expect(stockError(null)).toBeNull();
    expect(stockError('')).toBeNull();
    expect(stockError(0)).toBeNull();
    expect(stockError('3')).toBeNull();
    expect(stockError(1_000_000)).toBeNull();
    expect(stockError(1_000_001)).toBe(E.stockInvalid);
    expect(stockError(-1)).toBe(E.stockInvalid);
    expect(stockError(0.5)).toBe(E.stockInvalid);
    expect(stockError('tre')).toBe(E.stockInvalid);
    expect(optionalWholeNumber('')).toBeNull();
    expect(optionalWholeNumber(null)).toBeNull();
    expect(optionalWholeNumber(' 7 ')).toBe(7);
    expect(optionalWholeNumber(0)).toBe(0);
  });
});

describe('stock adjustment', () => {
  it('received adds, damaged takes away, counted sets the stock', () => {
    expect(stockAfterAdjustment({ Reason: 'received', Quantity: 5 }, 3)).toEqual({ stock: 8 });
    expect(stockAfterAdjustment({ Reason: 'damaged', Quantity: 2 }, 3)).toEqual({ stock: 1 });
    expect(stockAfterAdjustment({ Reason: 'damaged', Quantity: 3 }, 3)).toEqual({ stock: 0 });
    expect(stockAfterAdjustment({ Reason: 'counted', Quantity: 10 }, 3)).toEqual({ stock: 10 });
    expect(stockAfterAdjustment({ Reason: 'counted', Quantity: '0' }, 3)).toEqual({ stock: 0 });
    expect(stockAdjustmentDelta({ Reason: 'counted', Quantity: 1 }, 3)).toBe(-2);
    expect(stockAdjustmentDelta({ Reason: 'received', Quantity: 5 }, 3)).toBe(5);
    expect(stockAdjustmentDelta({ Reason: 'damaged', Quantity: 1 }, 3)).toBe(-1);
  });

  it('refuses an unknown reason', () => {
    expect(stockAdjustmentErrors({ Reason: 'stolen', Quantity: 1 }, 3)).toEqual({ Reason: E.reasonInvalid });
    expect(stockAdjustmentErrors({ Reason: undefined, Quantity: 1 }, 3)).toEqual({ Reason: E.reasonInvalid });
    expect(stockAfterAdjustment({ Reason: 'stolen', Quantity: 1 }, 3)).toBeNull();
  });

  it('the quantity is a positive whole number, and counted may be 0', () => {
    expect(stockAdjustmentErrors({ Reason: 'received', Quantity: 0 }, 3)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentErrors({ Reason: 'damaged', Quantity: 0 }, 3)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentErrors({ Reason: 'counted', Quantity: 0 }, 3)).toEqual({});
    expect(stockAdjustmentErrors({ Reason: 'counted', Quantity: -1 }, 3)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentErrors({ Reason: 'received', Quantity: 1.5 }, 3)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentErrors({ Reason: 'received', Quantity: '' }, 3)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentErrors({ Reason: 'received', Quantity: null }, 3)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentErrors({ Reason: 'received', Quantity: 1_000_000 }, 1)).toEqual({ Quantity: E.quantityInvalid });
  });

  it('damaged may not take the stock below 0', () => {
    expect(stockAdjustmentErrors({ Reason: 'damaged', Quantity: 4 }, 3)).toEqual({ Quantity: E.stockBelowZero });
    expect(stockAfterAdjustment({ Reason: 'damaged', Quantity: 4 }, 3)).toBeNull();
    expect(stockAdjustmentDelta({ Reason: 'damaged', Quantity: 4 }, 3)).toBeNull();
  });

  it('an unlimited stock is not received or damaged; counting it starts keeping a stock', () => {
    expect(stockAdjustmentErrors({ Reason: 'received', Quantity: 1 }, null)).toEqual({ Quantity: E.stockUnlimited });
    expect(stockAdjustmentErrors({ Reason: 'damaged', Quantity: 1 }, null)).toEqual({ Quantity: E.stockUnlimited });
    expect(stockAfterAdjustment({ Reason: 'received', Quantity: 1 }, null)).toBeNull();
    expect(stockAdjustmentErrors({ Reason: 'counted', Quantity: 12 }, null)).toEqual({});
    expect(stockAfterAdjustment({ Reason: 'counted', Quantity: 12 }, null)).toEqual({ stock: 12 });
    expect(stockAfterAdjustment({ Reason: 'counted', Quantity: 0 }, null)).toEqual({ stock: 0 });
    expect(stockAdjustmentErrors({ Reason: 'counted', Quantity: -1 }, null)).toEqual({ Quantity: E.quantityInvalid });
    expect(stockAdjustmentDelta({ Reason: 'counted', Quantity: 12 }, null)).toBeNull();
    expect(stockAdjustmentReasonsFor(null)).toEqual(['counted']);
  });

  it('unlimited stops keeping a stock, whatever the quantity; an unlimited stock cannot stop again', () => {
    expect(stockAdjustmentErrors({ Reason: 'unlimited', Quantity: 0 }, 7)).toEqual({});
    expect(stockAdjustmentErrors({ Reason: 'unlimited', Quantity: '' }, 0)).toEqual({});
    expect(stockAfterAdjustment({ Reason: 'unlimited', Quantity: 0 }, 7)).toEqual({ stock: null });
    expect(stockAdjustmentDelta({ Reason: 'unlimited', Quantity: 0 }, 7)).toBeNull();
    expect(stockAdjustmentErrors({ Reason: 'unlimited', Quantity: 0 }, null)).toEqual({ Reason: E.stockUnlimited });
    expect(stockAfterAdjustment({ Reason: 'unlimited', Quantity: 0 }, null)).toBeNull();
    expect(stockAdjustmentReasonsFor(3)).toEqual(['received', 'counted', 'damaged', 'unlimited']);
  });
});
