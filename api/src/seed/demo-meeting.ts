import type { Queryable } from '../db/db';
import { insertOwner, insertProduct } from '../modules/catalogue/repository';
import type { DemoMoneyCoreIds, DemoProductKey } from './demo-money-core';
import type { DemoCustomerKey } from './demo-world';

/**
 * Meeting catering for the demo: Rådhusets Mødeforplejning (page key meeting) with four
 * departments, three locations and 5 product groups, and a smaller one at Randers Rådhus
 * (randerspersonale). Products show every rule: names that start with a number and a
 * dash, windows that cross midnight, and each deadline type (1: Amount hours after
 * midnight the day before; 2: Amount hours before delivery; 3: Amount days before the
 * window opens; @kk/domain MEETING_DEADLINE_TYPES).
 */

type GroupKey = 'breakfast' | 'lunch' | 'cake' | 'drinks' | 'evening';

interface DemoMeetingProduct {
  group: GroupKey;
  /** An existing product of the money core's seed at that location, given meeting details. */
  existing?: DemoProductKey;
  name: string;
  priceOre: number;
  from: string;
  to: string;
  deadline: [1 | 2 | 3, number];
}

const GROUPS: Readonly<Record<GroupKey, string>> = {
  breakfast: 'Morgenmad',
  lunch: 'Frokost',
  cake: 'Kaffe og kage',
  drinks: 'Drikkevarer',
  evening: 'Aften og natmad',
};

const RAADHUSET_PRODUCTS: readonly DemoMeetingProduct[] = [
  { group: 'drinks', existing: 'coffee', name: 'Kaffe og te', priceOre: 1_800, from: '06:00', to: '22:00', deadline: [2, 2] },
  { group: 'lunch', existing: 'meetingSandwich', name: 'Sandwich til møder', priceOre: 5_500, from: '10:00', to: '15:00', deadline: [1, 12] },
  { group: 'breakfast', name: '1 - Morgenbrød med smør og ost', priceOre: 3_200, from: '06:30', to: '10:30', deadline: [1, 14] },
  { group: 'breakfast', name: '2 - Morgenmadsbuffet', priceOre: 6_500, from: '06:30', to: '10:00', deadline: [3, 2] },
  { group: 'breakfast', name: '10 - Yoghurt med müsli', priceOre: 2_800, from: '06:30', to: '11:00', deadline: [2, 12] },
  { group: 'breakfast', name: 'Wienerbrød', priceOre: 1_900, from: '06:30', to: '11:00', deadline: [2, 4] },
  { group: 'breakfast', name: 'frisk frugt, skåret', priceOre: 2_200, from: '06:30', to: '16:00', deadline: [2, 4] },
  { group: 'breakfast', name: 'Smoothie', priceOre: 2_900, from: '07:00', to: '11:00', deadline: [2, 6] },
  { group: 'lunch', name: '1 - Dagens varme ret', priceOre: 9_500, from: '11:00', to: '13:30', deadline: [1, 10] },
  { group: 'lunch', name: '2 - Smørrebrød, 3 stk.', priceOre: 8_900, from: '10:30', to: '14:00', deadline: [1, 12] },
  { group: 'lunch', name: 'Salatbuffet', priceOre: 7_500, from: '11:00', to: '14:00', deadline: [3, 1] },
  { group: 'lunch', name: 'Vegetarisk wrap', priceOre: 5_900, from: '10:00', to: '15:00', deadline: [2, 24] },
  { group: 'lunch', name: 'Suppe med brød', priceOre: 6_200, from: '11:00', to: '14:00', deadline: [1, 12] },
  { group: 'cake', name: '1 - Kage, hjemmebagt', priceOre: 2_500, from: '09:00', to: '17:00', deadline: [1, 12] },
  { group: 'cake', name: 'Kanelsnegle', priceOre: 1_800, from: '08:00', to: '17:00', deadline: [2, 6] },
  { group: 'cake', name: 'Lagkage, 10 pers.', priceOre: 42_500, from: '10:00', to: '18:00', deadline: [3, 2] },
  { group: 'cake', name: 'Småkager', priceOre: 900, from: '08:00', to: '20:00', deadline: [2, 2] },
  { group: 'cake', name: 'Æblekage', priceOre: 2_700, from: '10:00', to: '17:00', deadline: [1, 12] },
  { group: 'drinks', name: '1 - Vand med brus', priceOre: 1_500, from: '06:00', to: '23:00', deadline: [2, 1] },
  { group: 'drinks', name: '2 - Juice, 1 liter', priceOre: 3_500, from: '06:00', to: '18:00', deadline: [2, 2] },
  { group: 'drinks', name: 'Sodavand', priceOre: 2_000, from: '08:00', to: '23:00', deadline: [2, 1] },
  { group: 'drinks', name: 'øl og vin (pr. person)', priceOre: 6_500, from: '15:00', to: '01:00', deadline: [1, 15] },
  { group: 'evening', name: '1 - Aftenbuffet', priceOre: 18_500, from: '17:00', to: '22:00', deadline: [3, 3] },
  { group: 'evening', name: 'Natmad: pølser og brød', priceOre: 6_500, from: '22:00', to: '02:00', deadline: [1, 15] },
  { group: 'evening', name: 'Sen aftenkaffe med kage', priceOre: 3_900, from: '20:00', to: '00:30', deadline: [2, 8] },
  { group: 'evening', name: 'Ostebord', priceOre: 9_900, from: '18:00', to: '01:00', deadline: [3, 1] },
  { group: 'evening', name: 'Tapas til deling', priceOre: 12_500, from: '17:00', to: '23:30', deadline: [1, 12] },
];

/** The products of the smaller locations: copies of some of the above, each location its own catalogue product. */
const BYRAADSSALEN = ['Kaffe og te', '1 - Morgenbrød med smør og ost', '2 - Smørrebrød, 3 stk.', '1 - Kage, hjemmebagt', '1 - Vand med brus', 'Natmad: pølser og brød'];
const KANTINEN = ['Kaffe og te', '1 - Dagens varme ret', 'Salatbuffet', 'Wienerbrød', 'Sodavand'];

const RANDERS_PRODUCTS: readonly DemoMeetingProduct[] = [
  { group: 'drinks', name: '1 - Kaffe og te', priceOre: 2_000, from: '07:00', to: '20:00', deadline: [2, 3] },
  { group: 'breakfast', name: 'Rundstykker med ost', priceOre: 3_000, from: '07:00', to: '10:00', deadline: [1, 13] },
  { group: 'lunch', name: 'Sandwich', priceOre: 5_200, from: '10:30', to: '14:30', deadline: [1, 12] },
  { group: 'cake', name: 'Kage', priceOre: 2_400, from: '09:00', to: '16:00', deadline: [3, 1] },
  { group: 'evening', name: 'Natmad', priceOre: 7_000, from: '21:00', to: '01:00', deadline: [2, 24] },
];

export interface DemoMeetingIds {
  departments: Record<string, string>;
  locations: { raadhuset: string; byraadssalen: string; kantinen: string; randers: string };
  /** Products at the raadhuset location (Rådhuset, mødelokale 1), by name. */
  products: Record<string, string>;
}

async function insertGroups(tx: Queryable, customerId: string): Promise<Record<GroupKey, string>> {
  const ids = {} as Record<GroupKey, string>;
  let index = 0;
  for (const [key, name] of Object.entries(GROUPS) as [GroupKey, string][]) {
    const { rows } = await tx.query<{ id: string }>('INSERT INTO meeting_product_groups (customer_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id', [customerId, name, index]);
    ids[key] = rows[0]?.id as string;
    index += 1;
  }
  return ids;
}

async function insertDepartments(tx: Queryable, customerId: string, names: readonly string[]): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const [index, name] of names.entries()) {
    const { rows } = await tx.query<{ id: string }>('INSERT INTO meeting_departments (customer_id, name, sort_order) VALUES ($1, $2, $3) RETURNING id', [customerId, name, index]);
    ids[name] = rows[0]?.id as string;
  }
  return ids;
}

async function insertProducts(
  tx: Queryable,
  customerId: string,
  locationId: string,
  groups: Record<GroupKey, string>,
  products: readonly DemoMeetingProduct[],
  existing: Partial<Record<DemoProductKey, string>>,
): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  for (const product of products) {
    const id =
      (product.existing && existing[product.existing]) ||
      (await insertProduct(tx, {
        customerId,
        ownerKind: 'meeting_location',
        ownerId: locationId,
        name: product.name,
        priceOre: product.priceOre,
        stock: null,
        foodGroup: null,
        orderableUntil: null,
      }));
    await tx.query(
      `INSERT INTO meeting_products (product_id, from_time, to_time, deadline_type, deadline_amount, product_group_id)
       VALUES ($1, $2::time, $3::time, $4, $5, $6)`,
      [id, product.from, product.to, product.deadline[0], product.deadline[1], groups[product.group]],
    );
    ids[product.name] = id;
  }
  return ids;
}

const named = (names: readonly string[]) => RAADHUSET_PRODUCTS.filter((product) => names.includes(product.name)).map(({ existing: _existing, ...product }) => product);

export async function seedDemoMeeting(tx: Queryable, customers: Record<DemoCustomerKey, string>, moneyCore: DemoMoneyCoreIds): Promise<DemoMeetingIds> {
  const raadhusetCustomer = customers.raadhusetsMoedeforplejning;
  const groups = await insertGroups(tx, raadhusetCustomer);
  const departments = await insertDepartments(tx, raadhusetCustomer, ['Borgmesterens Kontor', 'Teknik og Miljø', 'Børn og Unge', 'HR og Personale']);
  const raadhuset = moneyCore.salePoints.raadhusetMeetingRoom;
  const byraadssalen = await insertOwner(tx, { customerId: raadhusetCustomer, kind: 'meeting_location', name: 'Rådhuset, byrådssalen' });
  const kantinen = await insertOwner(tx, { customerId: raadhusetCustomer, kind: 'meeting_location', name: 'Rådhusets kantine, mødelokale K2' });
  const products = await insertProducts(tx, raadhusetCustomer, raadhuset, groups, RAADHUSET_PRODUCTS, moneyCore.products);
  await insertProducts(tx, raadhusetCustomer, byraadssalen, groups, named(BYRAADSSALEN), {});
  await insertProducts(tx, raadhusetCustomer, kantinen, groups, named(KANTINEN), {});

  const randersCustomer = customers.randersMoedeservice;
  const randersGroups = await insertGroups(tx, randersCustomer);
  const randersDepartments = await insertDepartments(tx, randersCustomer, ['Borgerservice', 'Kultur og Fritid']);
  const randers = await insertOwner(tx, { customerId: randersCustomer, kind: 'meeting_location', name: 'Randers Rådhus, mødesal A' });
  await insertProducts(tx, randersCustomer, randers, randersGroups, RANDERS_PRODUCTS, {});
  return { departments: { ...departments, ...randersDepartments }, locations: { raadhuset, byraadssalen, kantinen, randers }, products };
}
