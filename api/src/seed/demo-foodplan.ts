import { randomUUID } from 'node:crypto';
import { addCalendarDays, copenhagenDate, copenhagenDayBounds, mondayOf, schoolDaysBetween, type SchoolDayRule } from '@kk/domain';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { insertOwner } from '../modules/catalogue/repository';
import type { NutritionFactsRow } from '../modules/foodplan/plan-repository';
import { insertFoodplan, insertMenuItems, insertOffer, insertProductType, type NewMenuItem } from '../modules/foodplan/repository';
import { centredText, initialsOf, svgPicture } from './demo-pictures';
import type { DemoCustomerKey } from './demo-world';

/** The master caterer that cooks Solbakke Skole's Frokostordning. */
export const DEMO_MASTER_CATERER = 'Det Gode Køkken';

/** How many weeks of menus the seed writes, from Monday of the current week. */
export const DEMO_MENU_WEEKS = 6;

export type DemoFoodplanKey = 'solbakkeSkolemad' | 'solbakkeFrokostordning' | 'kildevangMadklub';

export interface DemoFoodplanIds {
  plans: Record<DemoFoodplanKey, string>;
  /** Product type (group) ids by plan and group name. */
  groups: Record<DemoFoodplanKey, Record<string, string>>;
  /** Subscription offers by name. */
  offers: Record<string, string>;
}

interface Dish {
  name: string;
  description: string;
  allergens: number[];
  allergenText?: string;
  ingredients: string;
  /** kcal per portion; the other facts follow from it and the dish's kind. */
  kcal: number;
  /** A limited stock on the days it is served. */
  stock?: number;
}

interface DemoGroup {
  name: string;
  deliveryTypeId: number;
  priceOre: number;
  colour: string;
  descriptors: { da: string; de: string; en: string };
  /** Rotated day by day; several per day when `perDay` is above 1. */
  dishes: Dish[];
  perDay?: number;
  /** The master caterer's product number prefix. */
  productNumber?: string;
}

interface DemoPlan {
  customer: DemoCustomerKey;
  name: string;
  masterCater: string | null;
  registration: SchoolDayRule;
  cancellation: SchoolDayRule;
  groups: DemoGroup[];
  offers: {
    name: string;
    priceOre: number;
    nextPeriodPriceOre: number | null;
    typeId: 1 | 2;
    deliveryTypeId: number;
    daysBefore: number;
    allergens: number[];
    kcal: number;
  }[];
}

const d = (name: string, description: string, allergens: number[], ingredients: string, kcal: number, extra: Partial<Dish> = {}): Dish => ({
  name,
  description,
  allergens,
  ingredients,
  kcal,
  ...extra,
});

// Allergen ids (spec order): 1 nuts, 2 milk, 3 celery, 4 eggs, 5 fish, 6 gluten, 7 lupine, 8 molluscs, 9 mustard,
// 10 peanuts, 11 sesame, 12 shellfish, 13 soy, 14 sulphite, 15 free text.
const HOT_DISHES: Dish[] = [
  d('Frikadeller med kartoffelsalat', 'Hjemmelavede frikadeller af svin og kalv med kold kartoffelsalat og rødkål.', [2, 4, 6, 9], 'Hakket svine- og kalvekød, løg, æg, hvedemel, mælk, kartofler, creme fraiche, purløg, sennep, rødkål', 640),
  d('Lasagne med grøn salat', 'Ovnbagt lasagne med oksekødssovs, bechamel og revet ost; salat ved siden af.', [2, 3, 6], 'Hakket oksekød, tomater, gulerod, bladselleri, lasagneplader (hvede), mælk, smør, ost, salat', 610),
  d('Kylling i karry med ris', 'Mild karrygryde med kylling, æble og porrer, serveret med fuldkornsris.', [2, 3], 'Kyllingebryst, porrer, æble, karry, fløde, selleri, fuldkornsris', 580),
  d('Fiskefrikadeller med remoulade', 'Bagte fiskefrikadeller af torsk med rugbrød, remoulade og råkost.', [4, 5, 6, 9], 'Torsk, æg, hvedemel, løg, rugbrød, remoulade (æg, sennep), gulerødder, hvidkål', 560),
  d('Boller i karry', 'Klassiske kødboller i karrysovs med ris og agurkesalat.', [2, 4, 6], 'Svinekød, æg, hvedemel, mælk, karry, løg, ris, agurk, eddike', 620),
  d('Chili sin carne med ris', 'Vegetarisk chili med bønner, majs og linser; creme fraiche ved siden af.', [2], 'Kidneybønner, røde linser, majs, tomater, peberfrugt, spidskommen, ris, creme fraiche', 540, { stock: 40 }),
  d('Pasta med kødsovs', 'Fuldkornspasta med oksekødssovs og revet parmesan.', [2, 3, 6], 'Fuldkornspasta (hvede), hakket oksekød, tomater, gulerod, selleri, løg, parmesan', 600),
  d('Hjemmebagt pizza', 'Pizza med tomat, skinke, champignon og mozzarella; grøntsagsstave til.', [2, 6], 'Hvedemel, gær, tomat, skinke, champignon, mozzarella, oregano, gulerod, agurk', 650, { stock: 30 }),
  d('Tarteletter med høns i asparges', 'Tarteletter med hønsekød og asparges i lys sovs.', [2, 6], 'Tarteletter (hvede, smør), høne, asparges, mælk, smør, hvedemel', 570),
  d('Grøntsagssuppe med boller', 'Suppe med rodfrugter og grønne bønner, serveret med hjemmebagte boller.', [3, 6, 11], 'Gulerod, knoldselleri, porre, kartoffel, grønne bønner, hvedemel, gær, sesamfrø', 480),
  d('Ovnbagt laks med kartofler', 'Laks med citron og dild, kogte kartofler og ærter.', [2, 5], 'Laks, citron, dild, kartofler, ærter, smør', 590, { stock: 25 }),
  d('Falafel med hummus og pitabrød', 'Sprøde falafler med hummus, tomatsalsa og pitabrød.', [6, 11], 'Kikærter, persille, løg, hvidløg, tahin (sesam), hvedemel, tomat, agurk', 560),
  d('Kyllingewrap med grønt', 'Tortilla med marineret kylling, salat, majs og yoghurtdressing.', [2, 6], 'Hvedetortilla, kylling, salat, majs, tomat, yoghurt, krydderier', 540),
  d('Mørbradgryde med ris', 'Mørbrad i let flødesovs med champignon og ris.', [2], 'Svinemørbrad, champignon, løg, fløde, paprika, ris', 620),
  d('Kartoffelsuppe med bacon', 'Cremet kartoffel-porresuppe med sprød bacon og brød.', [2, 6], 'Kartofler, porrer, fløde, bacon, hvedebrød', 520),
  d('Shawarma med ris og salat', 'Krydret kylling med ris, hvidkålssalat og hvidløgsdressing.', [2, 11, 15], 'Kylling, shawarmakrydderi, ris, hvidkål, yoghurt, hvidløg, sesam', 600, { allergenText: 'Kiwi i dressingen' }),
  d('Pasta med tomat og linser', 'Vegetarisk pasta med tomat-linsesovs og basilikum.', [6], 'Fuldkornspasta (hvede), røde linser, tomater, løg, basilikum', 530),
  d('Stegt flæsk med persillesovs', 'Sprødt stegt flæsk med kartofler og persillesovs, Danmarks nationalret.', [2, 6], 'Svinebryst, kartofler, mælk, smør, hvedemel, persille', 720, { stock: 35 }),
];

const COLD_DISHES: Dish[] = [
  d('Rugbrødssandwich med æg og karse', 'Groft rugbrød med æggesalat, karse og tomat.', [2, 4, 6], 'Rugbrød (rug, hvede), æg, mayonnaise, karse, tomat', 420),
  d('Pastasalat med kylling', 'Fuldkornspasta med kylling, ærter, majs og pesto.', [1, 2, 6], 'Fuldkornspasta (hvede), kylling, ærter, majs, pesto (basilikum, pinjekerner, parmesan)', 480),
  d('Wrap med laks og spinat', 'Tortilla med røget laks, flødeost og babyspinat.', [2, 5, 6], 'Hvedetortilla, røget laks, flødeost, babyspinat, agurk', 450),
  d('Sandwich med hummus og grønt', 'Grovbolle med hummus, rødbede, salat og gulerod.', [6, 11], 'Grovbolle (hvede), kikærter, tahin (sesam), rødbede, salat, gulerod', 410),
  d('Rugbrød med leverpostej og agurk', 'To stykker rugbrød med hjemmelavet leverpostej, agurk og rødbeder.', [2, 4, 6], 'Rugbrød, svinelever, mælk, æg, hvedemel, agurk, rødbeder', 430),
  d('Bulgursalat med feta', 'Bulgur med feta, agurk, tomat og mynte.', [2, 6], 'Bulgur (hvede), feta, agurk, tomat, mynte, citron, olivenolie', 440),
];

const FRUIT_AND_MILK: Dish[] = [
  d('Frugtbæger', 'Dagens frugt skåret i stykker: æble, pære og vindruer.', [], 'Æble, pære, vindruer', 90),
  d('Økologisk letmælk, 250 ml', 'Kold økologisk letmælk.', [2], 'Letmælk', 110),
  d('Gulerodsstave med dip', 'Gulerodsstave med yoghurtdip.', [2], 'Gulerødder, yoghurt, dild', 80),
  d('Kakaomælk, 250 ml', 'Kold kakaomælk med mindre sukker.', [2], 'Letmælk, kakao, sukker', 160),
];

const DAT_DISHES: Dish[] = [
  d('Grøntsagslasagne', 'Lasagne med squash, spinat og ricotta.', [2, 6], 'Lasagneplader (hvede), squash, spinat, ricotta, tomat, mozzarella', 560),
  d('Linsefrikadeller med kartofler', 'Frikadeller af røde linser og havregryn med kartofler og yoghurtsovs.', [2, 4, 6], 'Røde linser, havregryn, æg, løg, kartofler, yoghurt', 520),
  d('Nudler med tofu og grøntsager', 'Wokkede nudler med tofu, broccoli og peanutsauce.', [6, 10, 13], 'Hvedenudler, tofu (soja), broccoli, peberfrugt, sojasovs, peanuts', 580),
  d('Tomatsuppe med brød', 'Cremet tomatsuppe med basilikum og groft brød.', [2, 6], 'Tomater, løg, fløde, basilikum, grovbrød (hvede)', 450),
  d('Risotto med svampe og ærter', 'Cremet risotto med champignon, ærter og parmesan.', [2, 14], 'Risottoris, champignon, ærter, hvidvin (sulfit), parmesan, smør', 540),
];

const KOLD_DISHES: Dish[] = [
  d('Smørrebrød med kylling', 'To stykker rugbrød med kyllingesalat og salat.', [2, 3, 4, 6], 'Rugbrød, kylling, mayonnaise, selleri, salat', 440, { stock: 20 }),
  d('Sandwich med skinke og ost', 'Grovbolle med skinke, ost, salat og tomat.', [2, 6, 9], 'Grovbolle (hvede), skinke, ost, salat, tomat, sennep', 460),
  d('Sushi-bowl med laks', 'Ris med laks, edamame, agurk og sojadressing.', [5, 6, 11, 13], 'Sushiris, laks, edamamebønner (soja), agurk, sesam, sojasovs (hvede)', 500, { stock: 15 }),
  d('Quinoasalat med kylling', 'Quinoa med kylling, granatæble og spinat.', [9], 'Quinoa, kylling, granatæble, spinat, citrondressing med sennep', 430),
];

const PLUS_DISHES: Dish[] = [
  d('Frugt: æble og banan', 'Et økologisk æble og en banan.', [], 'Æble, banan', 170),
  d('Frugtspyd', 'Spyd med melon, ananas og jordbær.', [], 'Melon, ananas, jordbær', 120),
];

const DRINKS: Dish[] = [
  d('Letmælk, 250 ml', 'Kold økologisk letmælk.', [2], 'Letmælk', 110),
  d('Æblejuice, 250 ml', 'Presset dansk æblejuice.', [], 'Æblejuice', 115),
];

const EXTRA: Dish[] = [
  d('Havregrynskugle', 'Hjemmelavet havregrynskugle med kokos.', [2, 6], 'Havregryn, smør, sukker, kakao, kokos', 180),
  d('Gulerodsmuffin', 'Lille muffin med gulerod og kanel.', [2, 4, 6], 'Hvedemel, gulerod, æg, sukker, smør, kanel', 210),
  d('Yoghurt med müsli', 'Græsk yoghurt med müsli og bær.', [1, 2, 6], 'Yoghurt, havregryn, hasselnødder, bær', 200),
];

const KILDEVANG_HOT: Dish[] = [
  d('Spaghetti bolognese', 'Spaghetti med oksekødssovs og revet ost.', [2, 3, 6], 'Spaghetti (hvede), hakket oksekød, tomater, gulerod, selleri, ost', 610),
  d('Kyllingefrikassé med ris', 'Kylling med asparges og gulerødder i hvid sovs.', [2, 6], 'Kylling, asparges, gulerødder, mælk, hvedemel, ris', 570),
  d('Fiskefilet med remoulade', 'Paneret fiskefilet med kartofler og remoulade.', [4, 5, 6, 9], 'Rødspættefilet, rasp (hvede), æg, kartofler, remoulade', 590),
  d('Grøntsagstærte', 'Tærte med broccoli, porre og feta; salat til.', [2, 4, 6], 'Tærtedej (hvede, smør), broccoli, porre, feta, æg, mælk, salat', 530),
  d('Hakkebøf med løg og kartofler', 'Hakkebøf med bløde løg, brun sovs og kartofler.', [2, 6], 'Hakket oksekød, løg, kartofler, brun sovs (hvedemel, fløde)', 660),
];

const KILDEVANG_COLD: Dish[] = [
  d('Sandwich med kalkun', 'Grovbolle med kalkun, pesto og salat.', [1, 2, 6], 'Grovbolle (hvede), kalkun, pesto (pinjekerner, parmesan), salat', 440),
  d('Rugbrød med æg og rejer', 'Rugbrød med æg, rejer og mayonnaise.', [4, 6, 12], 'Rugbrød, æg, rejer, mayonnaise, citron', 420, { stock: 12 }),
  d('Wrap med falafel', 'Tortilla med falafel, hummus og grønt.', [6, 11], 'Hvedetortilla, falafel (kikærter), hummus (sesam), salat, tomat', 470),
];

const PLANS: Readonly<Record<DemoFoodplanKey, DemoPlan>> = {
  solbakkeSkolemad: {
    customer: 'solbakkeSkole',
    name: 'Skolemad',
    masterCater: null,
    registration: { SchoolDaysBefore: 1, Time: '10:00' },
    cancellation: { SchoolDaysBefore: 1, Time: '08:00' },
    groups: [
      { name: 'Varm ret', deliveryTypeId: 4, priceOre: 3_500, colour: '#c0392b', descriptors: { da: 'Varm ret', de: 'Warmes Gericht', en: 'Hot meal' }, dishes: HOT_DISHES },
      { name: 'Salat og sandwich', deliveryTypeId: 4, priceOre: 3_000, colour: '#27ae60', descriptors: { da: 'Kold ret', de: 'Kaltes Gericht', en: 'Cold meal' }, dishes: COLD_DISHES },
      { name: 'Frugt og mælk', deliveryTypeId: 3, priceOre: 800, colour: '#f39c12', descriptors: { da: 'Mellemmåltid', de: 'Zwischenmahlzeit', en: 'Snack' }, dishes: FRUIT_AND_MILK, perDay: 2 },
    ],
    offers: [],
  },
  solbakkeFrokostordning: {
    customer: 'solbakkeSkole',
    name: 'Frokostordning',
    masterCater: DEMO_MASTER_CATERER,
    registration: { SchoolDaysBefore: 2, Time: '10:00' },
    cancellation: { SchoolDaysBefore: 3, Time: '12:00' },
    groups: [
      { name: 'DIS', deliveryTypeId: 4, priceOre: 3_800, colour: '#8e44ad', descriptors: { da: 'Dagens ret', de: 'Tagesgericht', en: 'Dish of the day' }, dishes: HOT_DISHES.slice(0, 12), productNumber: 'DGK-DIS' },
      { name: 'DAT', deliveryTypeId: 4, priceOre: 3_600, colour: '#16a085', descriptors: { da: 'Vegetarret', de: 'Vegetarisch', en: 'Vegetarian' }, dishes: DAT_DISHES, productNumber: 'DGK-DAT' },
      { name: 'KOLD', deliveryTypeId: 4, priceOre: 3_200, colour: '#2980b9', descriptors: { da: 'Kold ret', de: 'Kaltes Gericht', en: 'Cold meal' }, dishes: KOLD_DISHES, perDay: 2, productNumber: 'DGK-KOLD' },
      { name: 'PLUS Frugt', deliveryTypeId: 3, priceOre: 900, colour: '#d35400', descriptors: { da: 'Frugt', de: 'Obst', en: 'Fruit' }, dishes: PLUS_DISHES, productNumber: 'DGK-PLUS' },
      { name: 'Drikkevarer', deliveryTypeId: 4, priceOre: 700, colour: '#7f8c8d', descriptors: { da: 'Drikkevare', de: 'Getränk', en: 'Drink' }, dishes: DRINKS, perDay: 2, productNumber: 'DGK-DRK' },
      { name: 'Ekstra', deliveryTypeId: 5, priceOre: 1_000, colour: '#b9770e', descriptors: { da: 'Ekstra', de: 'Extra', en: 'Extra' }, dishes: EXTRA, productNumber: 'DGK-EXT' },
    ],
    offers: [
      { name: 'Frokostabonnement, måned', priceOre: 45_000, nextPeriodPriceOre: 47_500, typeId: 1, deliveryTypeId: 4, daysBefore: 3, allergens: [2, 6], kcal: 600 },
      { name: 'Vegetarabonnement, måned', priceOre: 42_000, nextPeriodPriceOre: 42_000, typeId: 1, deliveryTypeId: 4, daysBefore: 3, allergens: [2, 6], kcal: 540 },
      { name: 'Frokostabonnement, uge', priceOre: 11_000, nextPeriodPriceOre: 11_500, typeId: 2, deliveryTypeId: 4, daysBefore: 2, allergens: [2, 6], kcal: 600 },
      { name: 'Morgenmad, måned', priceOre: 15_000, nextPeriodPriceOre: null, typeId: 1, deliveryTypeId: 2, daysBefore: 3, allergens: [2, 6], kcal: 350 },
    ],
  },
  kildevangMadklub: {
    customer: 'kildevangSkole',
    name: 'Kildevang Madklub',
    masterCater: null,
    registration: { SchoolDaysBefore: 0, Time: '09:00' },
    cancellation: { SchoolDaysBefore: 1, Time: '14:00' },
    groups: [
      { name: 'Dagens ret', deliveryTypeId: 4, priceOre: 3_200, colour: '#0b5cad', descriptors: { da: 'Dagens ret', de: 'Tagesgericht', en: 'Dish of the day' }, dishes: KILDEVANG_HOT },
      { name: 'Sandwich', deliveryTypeId: 4, priceOre: 2_800, colour: '#1e8449', descriptors: { da: 'Sandwich', de: 'Sandwich', en: 'Sandwich' }, dishes: KILDEVANG_COLD },
      { name: 'Frugt', deliveryTypeId: 3, priceOre: 500, colour: '#ca6f1e', descriptors: { da: 'Frugt', de: 'Obst', en: 'Fruit' }, dishes: PLUS_DISHES },
    ],
    offers: [{ name: 'Madklub, måned', priceOre: 52_000, nextPeriodPriceOre: 54_000, typeId: 1, deliveryTypeId: 4, daysBefore: 3, allergens: [2, 6], kcal: 590 }],
  },
};

const round1 = (value: number) => Math.round(value * 10) / 10;

/** Believable nutrition per portion from the energy (a school meal's usual split). */
function nutritionOf(kcal: number): NutritionFactsRow {
  return {
    EnergyKj: Math.round(kcal * 4.184),
    EnergyKcal: kcal,
    ProteinG: round1((kcal * 0.2) / 4),
    CarbohydrateG: round1((kcal * 0.5) / 4),
    SugarG: round1((kcal * 0.08) / 4),
    FatG: round1((kcal * 0.3) / 9),
    SaturatedFatG: round1((kcal * 0.1) / 9),
    FibreG: round1(kcal / 100),
    SaltG: round1(kcal / 450),
  };
}

/** A small picture of a dish: the group's colour, a plate and the dish's name. */
function dishSvg(name: string, colour: string): Buffer {
  return svgPicture(
    colour,
    `<circle cx="200" cy="125" r="78" fill="#ffffff" fill-opacity="0.9"/>` +
      `<circle cx="200" cy="125" r="58" fill="${colour}" fill-opacity="0.25"/>` +
      centredText(initialsOf(name), { y: 145, fontSize: 52, bold: true, fill: colour }) +
      centredText(name.slice(0, 36), { y: 256, fontSize: 19, fill: '#ffffff' }),
  );
}

/** Every picture in one statement: answers the image id per key. */
async function insertImages(tx: Queryable, images: Map<string, Buffer>): Promise<Map<string, string>> {
  const keys = [...images.keys()];
  const ids = keys.map(() => randomUUID());
  await tx.query(
    `INSERT INTO catalogue_product_images (id, content_type, bytes) SELECT i.id, 'image/svg+xml', i.bytes FROM unnest($1::uuid[], $2::bytea[]) AS i (id, bytes)`,
    [ids, keys.map((key) => images.get(key) as Buffer)],
  );
  return new Map(keys.map((key, index) => [key, ids[index] as string]));
}

/**
 * Six weeks of school menus from Monday of this week (Monday to Friday) for Solbakke Skole
 * (its own plan Skolemad, and the master caterer Det Gode Køkken's Frokostordning with the
 * groups DIS, DAT, KOLD, PLUS Frugt, Drikkevarer and Ekstra) and for Kildevang Skole (kkpay:
 * Kildevang Madklub); pictures, allergens, nutrition and ingredients; some dishes with a
 * limited stock; subscriptions offered by the master caterer and by Kildevang.
 */
export async function seedDemoFoodplans(tx: Queryable, customers: Record<DemoCustomerKey, string>, clock: Clock): Promise<DemoFoodplanIds> {
  const monday = mondayOf(copenhagenDate(clock.now()));
  const days = schoolDaysBetween(monday, addCalendarDays(monday, DEMO_MENU_WEEKS * 7 - 1));
  const ids: DemoFoodplanIds = { plans: {} as Record<DemoFoodplanKey, string>, groups: {} as Record<DemoFoodplanKey, Record<string, string>>, offers: {} };

  const images = new Map<string, Buffer>();
  for (const plan of Object.values(PLANS)) {
    for (const group of plan.groups) for (const dish of group.dishes) images.set(`${group.colour}|${dish.name}`, dishSvg(dish.name, group.colour));
  }
  const imageIds = await insertImages(tx, images);

  for (const [index, [key, plan]] of (Object.entries(PLANS) as [DemoFoodplanKey, DemoPlan][]).entries()) {
    const customerId = customers[plan.customer];
    const id = await insertOwner(tx, { customerId, kind: 'foodplan', name: plan.name });
    await insertFoodplan(tx, {
      id,
      customerId,
      name: plan.name,
      isMasterCater: plan.masterCater !== null,
      catererName: plan.masterCater,
      registration: plan.registration,
      cancellation: plan.cancellation,
      sortOrder: index,
    });
    ids.plans[key] = id;
    ids.groups[key] = {};
    const items: NewMenuItem[] = [];
    for (const [groupIndex, group] of plan.groups.entries()) {
      const groupId = await insertProductType(tx, { foodplanId: id, name: group.name, deliveryTypeId: group.deliveryTypeId, sortOrder: groupIndex });
      ids.groups[key][group.name] = groupId;
      const perDay = group.perDay ?? 1;
      days.forEach((day, dayIndex) => {
        for (let n = 0; n < perDay; n += 1) {
          const dish = group.dishes[(dayIndex * perDay + n + groupIndex) % group.dishes.length] as Dish;
          items.push({
            productTypeId: groupId,
            serveDate: day,
            name: dish.name,
            description: dish.description,
            descriptors: group.descriptors,
            priceOre: group.priceOre,
            stock: dish.stock ?? null,
            imageId: imageIds.get(`${group.colour}|${dish.name}`) ?? null,
            productNumber: group.productNumber === undefined ? null : `${group.productNumber}-${day.replace(/-/g, '')}-${n + 1}`,
            allergens: dish.allergens,
            allergenText: dish.allergenText ?? null,
            nutrition: nutritionOf(dish.kcal),
            ingredients: dish.ingredients,
          });
        }
      });
    }
    // Published since the seed's first Monday began (by the seed's clock: families see only published dishes).
    await insertMenuItems(tx, { id, customerId, registration: plan.registration, cancellation: plan.cancellation }, items, copenhagenDayBounds(monday).start);
    for (const [offerIndex, offer] of plan.offers.entries()) {
      const created = await insertOffer(tx, {
        foodplanId: id,
        customerId,
        name: offer.name,
        priceOre: offer.priceOre,
        nextPeriodPriceOre: offer.nextPeriodPriceOre,
        subscriptionTypeId: offer.typeId,
        deliveryTypeId: offer.deliveryTypeId,
        daysBeforeNewPeriod: offer.daysBefore,
        allergens: offer.allergens,
        nutrition: nutritionOf(offer.kcal),
        sortOrder: offerIndex,
      });
      ids.offers[offer.name] = created.id;
    }
  }
  return ids;
}
