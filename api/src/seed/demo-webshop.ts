import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { insertProduct } from '../modules/catalogue/repository';
import { insertProductGroup, insertProductImage, setWebshopDetails } from '../modules/webshop/repository';
import type { DemoMoneyCoreIds, DemoProductKey, DemoSalePointKey } from './demo-money-core';
import { centredText, initialsOf, svgPicture } from './demo-pictures';
import type { DemoCustomerKey } from './demo-world';

const DAY_MS = 86_400_000;

interface DemoGroup {
  name: string;
  /** The group's word in the product descriptors. */
  descriptors: { da: string; de: string; en: string };
  colour: string;
}

interface DemoWebshopProduct {
  group: string;
  /** An existing product of the money core's seed, given a group; otherwise a new one. */
  existing?: DemoProductKey;
  name: string;
  priceOre: number;
  stock: number | null;
  purchaseLimit?: number;
  description: string;
  /** Days from now the sales window closes (negative: closed already). */
  closesInDays?: number;
  /** False: no image, the page shows its placeholder. */
  image?: boolean;
  /** Allergen ids (1 nuts, 2 milk, 4 eggs, 6 gluten, ...: the food plan's list). */
  allergens?: number[];
}

const SHOPS: Readonly<Record<'solbakkeWebshop' | 'kildevangWebshop', { customer: DemoCustomerKey; groups: Record<string, DemoGroup>; products: DemoWebshopProduct[] }>> = {
  solbakkeWebshop: {
    customer: 'solbakkeSkole',
    groups: {
      excursions: { name: 'Ture og ekskursioner', descriptors: { da: 'Ekskursion', de: 'Ausflug', en: 'Excursion' }, colour: '#1f6f5c' },
      photos: { name: 'Skolefoto', descriptors: { da: 'Skolefoto', de: 'Schulfoto', en: 'School photo' }, colour: '#6a3d9a' },
      books: { name: 'Bøger og hæfter', descriptors: { da: 'Bog', de: 'Buch', en: 'Book' }, colour: '#b15928' },
      sports: { name: 'Idrætsdag', descriptors: { da: 'Idrætsdag', de: 'Sporttag', en: 'Sports day' }, colour: '#1f78b4' },
      clothes: { name: 'Skoletøj og udstyr', descriptors: { da: 'Udstyr', de: 'Ausrüstung', en: 'Gear' }, colour: '#33a02c' },
    },
    products: [
      { group: 'excursions', name: 'Tur til Zoologisk Have, 3. klasse', priceOre: 15_000, stock: 28, purchaseLimit: 1, description: 'Heldagstur med bus den 14. maj. Madpakke medbringes.' },
      { group: 'excursions', name: 'Lejrskole på Bornholm, depositum', priceOre: 50_000, stock: 30, purchaseLimit: 1, closesInDays: 14, description: 'Depositum for lejrskolen i uge 37. Resten betales ved afrejse.' },
      { group: 'excursions', name: 'Teaterforestilling: Pippi Langstrømpe', priceOre: 6_000, stock: 0, purchaseLimit: 2, description: 'Forestillingen er udsolgt.' },
      { group: 'excursions', name: 'Museumstur til Moesgaard', priceOre: 4_000, stock: 25, closesInDays: -2, description: 'Tilmeldingen er lukket.' },
      { group: 'photos', name: 'Skolefoto, portræt', priceOre: 12_000, stock: null, purchaseLimit: 3, description: 'Portræt i 13×18 cm og digital fil.' },
      { group: 'photos', name: 'Skolefoto, klassebillede', priceOre: 9_000, stock: null, description: 'Klassebillede i 20×30 cm.' },
      { group: 'photos', name: 'Skolefoto, søskendebillede', priceOre: 15_000, stock: null, purchaseLimit: 1, description: 'Søskende fotograferes sammen i frikvarteret.', image: false },
      { group: 'books', name: 'Læsebog: Ordenes by', priceOre: 8_900, stock: 40, description: 'Læsebog til 2.–3. klasse.' },
      { group: 'books', name: 'Matematikhæfte, 4. klasse', priceOre: 4_500, stock: 60, description: 'Opgavehæfte til hele skoleåret.' },
      { group: 'books', name: 'Engelsk-dansk ordbog', priceOre: 12_900, stock: 15, description: 'Lille ordbog til skoletasken.' },
      { group: 'books', name: 'Kladdehæfter, 5 stk.', priceOre: 3_500, stock: null, description: 'Linjerede hæfter i A5.', image: false },
      { group: 'sports', name: 'Idrætsdag: T-shirt', priceOre: 7_900, stock: 50, purchaseLimit: 2, description: 'T-shirt i skolens farver, str. 110–170.' },
      { group: 'sports', name: 'Idrætsdag: frokostpakke', priceOre: 4_500, stock: 100, closesInDays: 7, description: 'Sandwich, frugt og vand på idrætsdagen.', allergens: [2, 4, 6] },
      { group: 'sports', name: 'Startnummer til skoleløbet', priceOre: 2_000, stock: null, purchaseLimit: 1, description: 'Overskuddet går til skolens legeplads.' },
      { group: 'clothes', existing: 'hoodie', name: 'Skoletrøje med logo', priceOre: 19_900, stock: 25, description: 'Hættetrøje med skolens logo.' },
      { group: 'clothes', existing: 'bottle', name: 'Drikkedunk', priceOre: 7_900, stock: null, description: 'Drikkedunk på 0,5 l uden BPA.' },
      { group: 'clothes', name: 'Skolekasket', priceOre: 5_900, stock: 12, purchaseLimit: 1, description: 'Kasket til udeskole og ture.' },
    ],
  },
  kildevangWebshop: {
    customer: 'kildevangSkole',
    groups: {
      gear: { name: 'Udstyr', descriptors: { da: 'Udstyr', de: 'Ausrüstung', en: 'Gear' }, colour: '#0b5cad' },
      photos: { name: 'Skolefoto', descriptors: { da: 'Skolefoto', de: 'Schulfoto', en: 'School photo' }, colour: '#6a3d9a' },
    },
    products: [
      { group: 'gear', existing: 'gymBag', name: 'Gymnastikpose', priceOre: 9_500, stock: 40, description: 'Gymnastikpose med navnefelt.' },
      { group: 'gear', name: 'Skolebluse', priceOre: 17_900, stock: 20, purchaseLimit: 2, description: 'Bluse med Kildevangs logo.' },
      { group: 'gear', name: 'Penalhus', priceOre: 4_900, stock: null, description: 'Penalhus med lynlås.', image: false },
      { group: 'photos', name: 'Skolefoto, portræt', priceOre: 11_000, stock: null, purchaseLimit: 2, description: 'Portræt og digital fil.' },
    ],
  },
};

/** A simple product picture: the group's colour and the product's name. */
function productSvg(name: string, colour: string): Buffer {
  return svgPicture(
    colour,
    `<circle cx="200" cy="120" r="64" fill="#ffffff" fill-opacity="0.18"/>` +
      centredText(initialsOf(name), { y: 142, fontSize: 64, bold: true, fill: '#ffffff' }) +
      centredText(name.slice(0, 34), { y: 250, fontSize: 20, fill: '#ffffff' }),
  );
}

/**
 * The webshops' product groups and products: Solbakke Skole's shop with five groups and
 * seventeen products (limited stock, purchase limits, one sold out, one whose window has
 * closed, two whose window closes soon), and a smaller shop at Kildevang Skole (kkpay).
 */
export async function seedDemoWebshops(
  tx: Queryable,
  customers: Record<DemoCustomerKey, string>,
  moneyCore: DemoMoneyCoreIds,
  clock: Clock,
): Promise<void> {
  for (const [shopKey, shop] of Object.entries(SHOPS) as [DemoSalePointKey, (typeof SHOPS)['solbakkeWebshop']][]) {
    const webshopId = moneyCore.salePoints[shopKey];
    const groupIds = new Map<string, string>();
    for (const [index, [key, group]] of Object.entries(shop.groups).entries()) {
      groupIds.set(key, await insertProductGroup(tx, { webshopId, name: group.name, sortOrder: index }));
    }
    for (const product of shop.products) {
      const group = shop.groups[product.group];
      const groupId = groupIds.get(product.group);
      if (!group || !groupId) throw new Error(`No group ${product.group} in ${shopKey}`);
      const orderableUntil = product.closesInDays === undefined ? null : new Date(clock.now().getTime() + product.closesInDays * DAY_MS);
      const productId =
        product.existing !== undefined
          ? moneyCore.products[product.existing]
          : await insertProduct(tx, {
              customerId: customers[shop.customer],
              ownerKind: 'webshop',
              ownerId: webshopId,
              name: product.name,
              priceOre: product.priceOre,
              stock: product.stock,
              foodGroup: null,
              orderableUntil,
            });
      const imageId = product.image === false ? null : await insertProductImage(tx, { contentType: 'image/svg+xml', bytes: productSvg(product.name, group.colour) });
      await setWebshopDetails(tx, productId, {
        productGroupId: groupId,
        description: product.description,
        descriptors: group.descriptors,
        purchaseLimit: product.purchaseLimit ?? null,
        orderableFrom: null,
        imageId,
        allergens: product.allergens ?? [],
      });
    }
  }
}
