import { paymentTransaction } from '@kk/platform/test-support';
import type { FoodPlanOrder, FoodPlansResponse, MenuItem, PaymentTransaction, SubscriptionItem } from '@kk/contracts';

/** Wednesday 11 March 2026, 11:00 in Copenhagen: "now" in the food plan tests (ISO week 11). */
export const NOW = '2026-03-11T10:00:00.000Z';

export const CUSTOMER = '00000000-0000-4000-8000-00000000c001';
export const EMMA = '00000000-0000-4000-8000-00000000e001';
export const OLIVER = '00000000-0000-4000-8000-00000000e002';
export const SKOLEMAD = '00000000-0000-4000-8000-00000000f001';
export const FROKOST = '00000000-0000-4000-8000-00000000f002';

let next = 1;
export const id = () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;

export const children = [
  { WalletID: EMMA, Name: 'Emma Jensen', Customers: [] },
  { WalletID: OLIVER, Name: 'Oliver Jensen', Customers: [] },
];

const rule = (days: number, time: string) => ({ SchoolDaysBefore: days, Time: time });

export const plans: FoodPlansResponse = [
  { ID: SKOLEMAD, Name: 'Skolemad', CustomerID: CUSTOMER, CustomerName: 'Solbakke Skole', IsMasterCater: false, CatererName: null, BasketGroupName: 'Solbakke Skole - Skolemad', RegistrationRule: rule(1, '10:00'), CancellationRule: rule(1, '08:00'), WalletIDs: [EMMA, OLIVER] },
  { ID: FROKOST, Name: 'Frokostordning', CustomerID: CUSTOMER, CustomerName: 'Solbakke Skole', IsMasterCater: true, CatererName: 'Det Gode Køkken', BasketGroupName: 'Solbakke Skole - Frokostordning', RegistrationRule: rule(2, '10:00'), CancellationRule: rule(3, '12:00'), WalletIDs: [EMMA, OLIVER] },
];

const MILK = { ID: 2, TypeID: 2, Name: 'Mælk' };
const GLUTEN = { ID: 6, TypeID: 6, Name: 'Gluten' };
const GROUP = '00000000-0000-4000-8000-00000000b001';

/** A menu item as GET Menu answers it: an own-plan dish on Thursday 12 March, deadline Wednesday 12:00. */
export function menuItem(name: string, overrides: Partial<MenuItem> = {}): MenuItem {
  const itemId = id();
  return {
    ID: itemId,
    ProductID: itemId,
    Name: name,
    Description: `${name}, beskrivelse`,
    Descriptors: { da: 'Varm ret', de: 'Warmes Gericht', en: 'Hot meal' },
    Date: '2026-03-12',
    Price: 35,
    CurrentStock: null,
    ProductTypeID: GROUP,
    GroupName: 'Varm ret',
    GroupLimit: 0,
    GroupPurchasedCount: 0,
    PurchasedCount: 0,
    RegistrationDeadline: '2026-03-11T11:00:00.000Z',
    CancellationDate: '2026-03-11T07:00:00.000Z',
    StatusCode: null,
    Allergens: [MILK, GLUTEN],
    AllergenText: null,
    BlockingAllergens: [],
    BlockedByAllergies: false,
    NutritionFacts: { EnergyKj: 2678, EnergyKcal: 640, ProteinG: 32, CarbohydrateG: 80, SugarG: 12.8, FatG: 21.3, SaturatedFatG: 7.1, FibreG: 6.4, SaltG: 1.4 },
    Ingredients: 'Hakket svinekød, løg, æg, hvedemel, mælk',
    ImageUrl: null,
    Foodplan: { ID: SKOLEMAD, Name: 'Skolemad', IsMasterCater: false },
    MasterCaterInfo: null,
    ...overrides,
  };
}

export function menu(items: MenuItem[], plan = plans[0]!) {
  const { WalletIDs: _ignored, ...summary } = plan;
  return { FoodPlan: summary, WalletID: EMMA, From: '2026-03-09', To: '2026-03-13', ProductTypes: [], Items: items };
}

/** A subscription offer for Oliver as GetSubscriptions answers it (monthly, noon, March 2026). */
export function subscriptionItem(name: string, overrides: Partial<SubscriptionItem> = {}): SubscriptionItem {
  return {
    ID: id(),
    FoodplanID: FROKOST,
    CustomerID: CUSTOMER,
    WalletID: OLIVER,
    WalletName: 'Oliver Jensen',
    Name: name,
    SubscriptionTypeID: 1,
    DeliveryTypeID: 4,
    DaysBeforeNewPeriod: 3,
    Product: { ID: id(), Name: name, Price: 450, NextPeriodPrice: 475, PeriodDate: '2026-03-01', PeriodEndDate: '2026-03-31', NextPeriodDate: '2026-04-01', NextPeriodEndDate: '2026-04-30' },
    Subscription: null,
    QuarantineInfo: null,
    PeriodToPay: null,
    NutritionFacts: {},
    Allergens: [MILK, GLUTEN],
    ...overrides,
  };
}

export const MARCH = { StartDate: '2026-03-01', EndDate: '2026-03-31' };
/** On 11 March the first month a subscriber can still pay (March has begun: issue 23). */
export const APRIL = { StartDate: '2026-04-01', EndDate: '2026-04-30' };

export function subscription(overrides: Partial<NonNullable<SubscriptionItem['Subscription']>> = {}): NonNullable<SubscriptionItem['Subscription']> {
  return { ID: id(), IsActive: true, NextAvailableDate: null, PaymentTypeID: 2, Periods: [], ...overrides };
}

/** A food order as GetOrders answers it. */
export function foodOrder(name: string, deliveryDate: string, overrides: Partial<FoodPlanOrder> = {}): FoodPlanOrder {
  return {
    DeliveryDate: deliveryDate,
    ProductID: id(),
    MasterCaterInfo: null,
    Purchased: { Quantity: 2, TransactionID: id(), TransactionProductID: 1, WalletID: EMMA, CustomerID: CUSTOMER },
    PurchasedCount: 2,
    CancellationDate: `${deliveryDate.slice(0, 10)}T07:00:00.000Z`,
    Price: 35,
    Name: name,
    CurrentQuantity: 2,
    ...overrides,
  };
}

/** A payment handler's answer. */
export function transaction(overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return paymentTransaction({ Description: 'Madplan', Wallet: { ID: OLIVER }, Customer: { ID: CUSTOMER }, CreatedDate: NOW, ...overrides });
}
