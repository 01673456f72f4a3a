import type { WebshopProduct } from '@kk/contracts';

export const EMMA = '00000000-0000-4000-8000-00000000e001';
export const OLIVER = '00000000-0000-4000-8000-00000000e002';
export const SHOP = '00000000-0000-4000-8000-00000000a001';
export const CUSTOMER = '00000000-0000-4000-8000-00000000c001';

export const children = [
  { WalletID: EMMA, Name: 'Emma Jensen' },
  { WalletID: OLIVER, Name: 'Oliver Jensen' },
];

let next = 1;
const id = () => `00000000-0000-4000-8000-${String(next++).padStart(12, '0')}`;

/** A webshop product as GET /api/Webshop/Products answers it. */
export function product(name: string, overrides: Partial<WebshopProduct> = {}): WebshopProduct {
  const itemId = id();
  return {
    ID: itemId,
    ProductID: id(),
    Name: name,
    Description: `${name}, beskrivelse`,
    Descriptors: { da: 'Bog', en: 'Book' },
    Price: 45,
    LimitedAmount: false,
    SoldOut: false,
    CurrentStock: null,
    PurchaseLimit: null,
    PurchasedCount: 0,
    ProductGroupID: '00000000-0000-4000-8000-00000000b001',
    GroupName: 'Bøger',
    Webshop: { ID: SHOP, Name: 'Solbakke Skoles webshop' },
    ImageUrl: null,
    OrderableUntil: null,
    AllergenIDs: [],
    BlockedByAllergies: false,
    ...overrides,
  };
}

/** The same product as a basket line (øre), the way the webshop page puts it in the cart. */
export { basketProductOf } from '../features/webshop/loadShops';
