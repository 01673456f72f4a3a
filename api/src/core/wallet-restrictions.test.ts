import type { TerminalSaleType } from '@kk/contracts';
import {
  NO_RESTRICTIONS,
  NO_SALE_OPTIONS,
  needsTodaysUsage,
  restrictionDecline,
  saleTypeDecline,
  terminalSaleDecline,
  type WalletRestrictionSettings,
  type WalletSaleOptions,
} from './wallet-restrictions';

const purchase = { amountOre: 2_500, sellerCustomerId: 'canteen', foodGroups: ['sweets'], isoWeekday: 3 };
const unused = { spentOre: 0, purchases: 0 };
const settings = (overrides: Partial<WalletRestrictionSettings>): WalletRestrictionSettings => ({ ...NO_RESTRICTIONS, ...overrides });

describe('restrictionDecline', () => {
  it('allows an unrestricted wallet', () => {
    expect(restrictionDecline(false, NO_RESTRICTIONS, unused, purchase)).toBeNull();
  });

  it('refuses a blocked wallet, whatever the bypass', () => {
    expect(restrictionDecline(true, NO_RESTRICTIONS, unused, purchase, { ignoreWalletSettings: true, useRestrictionOverride: true })).toBe('WalletBlocked');
  });

  it.each<[string, Partial<WalletRestrictionSettings>, { spentOre: number; purchases: number }, string]>([
    ['a denied seller', { deniedCustomerIds: ['canteen'] }, unused, 'CustomerRestriction'],
    ['a denied food group', { deniedFoodGroups: ['sweets'] }, unused, 'FoodGroupRestriction'],
    ['a day that is not allowed', { allowedWeekdays: [1, 2] }, unused, 'DayRestriction'],
    ['the purchases of the day used up', { maxPurchasesPerDay: 2 }, { spentOre: 0, purchases: 2 }, 'PurchaseLimitReached'],
    ['the daily limit passed', { dailyLimitOre: 5_000 }, { spentOre: 2_501, purchases: 1 }, 'DailyBalance'],
  ])('refuses %s', (_, overrides, usage, decline) => {
    expect(restrictionDecline(false, settings(overrides), usage, purchase)).toBe(decline);
  });

  it('allows spending exactly up to the daily limit', () => {
    expect(restrictionDecline(false, settings({ dailyLimitOre: 5_000 }), { spentOre: 2_500, purchases: 1 }, purchase)).toBeNull();
  });

  it('lets IgnoreWalletSettings skip the spending settings only', () => {
    const bypass = { ignoreWalletSettings: true, useRestrictionOverride: false };
    expect(restrictionDecline(false, settings({ allowedWeekdays: [1], dailyLimitOre: 0, maxPurchasesPerDay: 0 }), unused, purchase, bypass)).toBeNull();
    expect(restrictionDecline(false, settings({ deniedFoodGroups: ['sweets'] }), unused, purchase, bypass)).toBe('FoodGroupRestriction');
  });

  it('lets UseRestrictionOverride skip the buying restrictions only', () => {
    const bypass = { ignoreWalletSettings: false, useRestrictionOverride: true };
    expect(restrictionDecline(false, settings({ deniedCustomerIds: ['canteen'], deniedFoodGroups: ['sweets'] }), unused, purchase, bypass)).toBeNull();
    expect(restrictionDecline(false, settings({ allowedWeekdays: [1] }), unused, purchase, bypass)).toBe('DayRestriction');
  });

  it('says when the usage of the day is needed', () => {
    expect(needsTodaysUsage(NO_RESTRICTIONS, { ignoreWalletSettings: false, useRestrictionOverride: false })).toBe(false);
    expect(needsTodaysUsage(settings({ dailyLimitOre: 1 }), { ignoreWalletSettings: false, useRestrictionOverride: false })).toBe(true);
    expect(needsTodaysUsage(settings({ dailyLimitOre: 1 }), { ignoreWalletSettings: true, useRestrictionOverride: false })).toBe(false);
  });
});

describe('terminalSaleDecline: the way of paying', () => {
  const allowBoth = { allowQuickSalePayment: true, allowSelfOrdering: true };

  it('leaves the plain school-card sale to the restrictions, whatever the options', () => {
    expect(terminalSaleDecline(false, NO_RESTRICTIONS, NO_SALE_OPTIONS, 'SchoolCard', unused, purchase)).toBeNull();
    expect(terminalSaleDecline(false, settings({ allowedWeekdays: [1] }), allowBoth, 'SchoolCard', unused, purchase)).toBe('DayRestriction');
  });

  it.each<[TerminalSaleType, WalletSaleOptions, string | null]>([
    ['QuickSale', NO_SALE_OPTIONS, 'QuickSaleNotAllowed'],
    ['QuickSale', { allowQuickSalePayment: false, allowSelfOrdering: true }, 'QuickSaleNotAllowed'],
    ['QuickSale', { allowQuickSalePayment: true, allowSelfOrdering: false }, null],
    ['SelfOrder', NO_SALE_OPTIONS, 'SelfOrderingNotAllowed'],
    ['SelfOrder', { allowQuickSalePayment: true, allowSelfOrdering: false }, 'SelfOrderingNotAllowed'],
    ['SelfOrder', { allowQuickSalePayment: false, allowSelfOrdering: true }, null],
  ])('a %s with options %j: %s', (saleType, options, decline) => {
    expect(saleTypeDecline(saleType, options)).toBe(decline);
    expect(terminalSaleDecline(false, NO_RESTRICTIONS, options, saleType, unused, purchase)).toBe(decline);
  });

  it('reports a blocked wallet as blocked before the way of paying, and the way of paying before the restrictions', () => {
    expect(terminalSaleDecline(true, NO_RESTRICTIONS, NO_SALE_OPTIONS, 'QuickSale', unused, purchase)).toBe('WalletBlocked');
    expect(terminalSaleDecline(false, settings({ allowedWeekdays: [1] }), NO_SALE_OPTIONS, 'SelfOrder', unused, purchase)).toBe('SelfOrderingNotAllowed');
    expect(terminalSaleDecline(false, settings({ allowedWeekdays: [1] }), allowBoth, 'SelfOrder', unused, purchase)).toBe('DayRestriction');
  });
});
