import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { WalletRestrictionSettings } from '../core/wallet-restrictions';
import { NO_RESTRICTIONS } from '../core/wallet-restrictions';
import { insertOwner, insertProduct, type CatalogueOwnerKind } from '../modules/catalogue/repository';
import { registerCard } from '../modules/nfc/repository';
import { upsertRestrictions } from '../modules/restrictions/repository';
import { hashDeviceKey } from '../modules/terminal/device-key';
import { insertTerminal } from '../modules/terminal/repository';
import type { DemoCustomerKey, DemoWalletKey } from './demo-world';

/** The demo canteen terminal's device key (header X-Device-Key); only its SHA-256 is stored. */
export const DEMO_TERMINAL_KEY = 'Demo-Terminal-1';

/** School cards (NFC), as printed: digits in groups of four. */
export const DEMO_SCHOOL_CARDS: Readonly<Partial<Record<DemoWalletKey, string>>> = {
  emma: '1000 0001',
  oliver: '1000 0002',
  // Dev Eloper's own card: a wallet without the school's weekday restrictions (e2e any day).
  dev: '1000 0003',
};

export type DemoSalePointKey = 'solbakkeWebshop' | 'kildevangWebshop' | 'solbakkeCanteen' | 'raadhusetMeetingRoom';

const SALE_POINTS: Readonly<Record<DemoSalePointKey, { customer: DemoCustomerKey; kind: CatalogueOwnerKind; name: string }>> = {
  solbakkeWebshop: { customer: 'solbakkeSkole', kind: 'webshop', name: 'Solbakke Skoles webshop' },
  kildevangWebshop: { customer: 'kildevangSkole', kind: 'webshop', name: 'Kildevang Skoles webshop' },
  solbakkeCanteen: { customer: 'solbakkeSkole', kind: 'canteen', name: 'Solbakke Skoles kantine' },
  raadhusetMeetingRoom: { customer: 'raadhusetsMoedeforplejning', kind: 'meeting_location', name: 'Rådhuset, mødelokale 1' },
};

export type DemoProductKey =
  | 'hoodie'
  | 'bottle'
  | 'gymBag'
  | 'schoolPhoto'
  | 'lunch'
  | 'sandwich'
  | 'fruit'
  | 'chocolateMilk'
  | 'chocolate'
  | 'soda'
  | 'coffee'
  | 'meetingSandwich';

interface DemoProduct {
  salePoint: DemoSalePointKey;
  name: string;
  priceOre: number;
  stock: number | null;
  foodGroup: string | null;
}

export const DEMO_PRODUCTS: Readonly<Record<DemoProductKey, DemoProduct>> = {
  hoodie: { salePoint: 'solbakkeWebshop', name: 'Skoletrøje med logo', priceOre: 19_900, stock: 25, foodGroup: null },
  bottle: { salePoint: 'solbakkeWebshop', name: 'Drikkedunk', priceOre: 7_900, stock: null, foodGroup: null },
  gymBag: { salePoint: 'kildevangWebshop', name: 'Gymnastikpose', priceOre: 9_500, stock: 40, foodGroup: null },
  schoolPhoto: { salePoint: 'kildevangWebshop', name: 'Skolefoto', priceOre: 12_000, stock: null, foodGroup: null },
  lunch: { salePoint: 'solbakkeCanteen', name: 'Dagens frokost', priceOre: 3_500, stock: null, foodGroup: 'meal' },
  sandwich: { salePoint: 'solbakkeCanteen', name: 'Sandwich', priceOre: 2_800, stock: 30, foodGroup: 'meal' },
  fruit: { salePoint: 'solbakkeCanteen', name: 'Frugt', priceOre: 500, stock: null, foodGroup: 'fruit' },
  chocolateMilk: { salePoint: 'solbakkeCanteen', name: 'Kakaomælk', priceOre: 1_200, stock: null, foodGroup: 'dairy' },
  chocolate: { salePoint: 'solbakkeCanteen', name: 'Chokoladebar', priceOre: 1_000, stock: null, foodGroup: 'sweets' },
  soda: { salePoint: 'solbakkeCanteen', name: 'Sodavand', priceOre: 1_500, stock: 48, foodGroup: 'soda' },
  coffee: { salePoint: 'raadhusetMeetingRoom', name: 'Kaffe og te', priceOre: 1_800, stock: null, foodGroup: null },
  meetingSandwich: { salePoint: 'raadhusetMeetingRoom', name: 'Sandwich til møder', priceOre: 5_500, stock: null, foodGroup: null },
};

/** Examples of every kind of wallet restriction; Karen's wallet is blocked. */
function demoRestrictions(customers: Record<DemoCustomerKey, string>): Partial<Record<DemoWalletKey, WalletRestrictionSettings>> {
  return {
    oliver: {
      ...NO_RESTRICTIONS,
      dailyLimitOre: 4_000,
      maxPurchasesPerDay: 3,
      allowedWeekdays: [1, 2, 3, 4, 5],
      deniedFoodGroups: ['sweets', 'soda'],
    },
    freja: { ...NO_RESTRICTIONS, deniedCustomerIds: [customers.bittenIdraetsklub] },
  };
}

export interface DemoMoneyCoreIds {
  salePoints: Record<DemoSalePointKey, string>;
  products: Record<DemoProductKey, string>;
  terminal: string;
}

export async function seedDemoMoneyCore(
  tx: Queryable,
  customers: Record<DemoCustomerKey, string>,
  wallets: Record<DemoWalletKey, string>,
  clock: Clock,
): Promise<DemoMoneyCoreIds> {
  const salePoints = {} as Record<DemoSalePointKey, string>;
  for (const [key, point] of Object.entries(SALE_POINTS) as [DemoSalePointKey, (typeof SALE_POINTS)[DemoSalePointKey]][]) {
    salePoints[key] = await insertOwner(tx, { customerId: customers[point.customer], kind: point.kind, name: point.name });
  }
  const products = {} as Record<DemoProductKey, string>;
  for (const [key, product] of Object.entries(DEMO_PRODUCTS) as [DemoProductKey, DemoProduct][]) {
    const point = SALE_POINTS[product.salePoint];
    products[key] = await insertProduct(tx, {
      customerId: customers[point.customer],
      ownerKind: point.kind,
      ownerId: salePoints[product.salePoint],
      name: product.name,
      priceOre: product.priceOre,
      stock: product.stock,
      foodGroup: product.foodGroup,
      orderableUntil: null,
    });
  }
  const terminal = await insertTerminal(tx, {
    customerId: customers.solbakkeSkole,
    canteenId: salePoints.solbakkeCanteen,
    name: 'Kantineterminal 1',
    keyHash: hashDeviceKey(DEMO_TERMINAL_KEY),
  });
  for (const [wallet, card] of Object.entries(DEMO_SCHOOL_CARDS) as [DemoWalletKey, string][]) {
    await registerCard(tx, card.replace(/\s+/g, ''), wallets[wallet], clock.now());
  }
  for (const [wallet, settings] of Object.entries(demoRestrictions(customers)) as [DemoWalletKey, WalletRestrictionSettings][]) {
    await upsertRestrictions(tx, wallets[wallet], settings, clock.now());
  }
  await tx.query('UPDATE wallets SET blocked = true WHERE id = $1', [wallets.karen]);
  return { salePoints, products, terminal };
}
