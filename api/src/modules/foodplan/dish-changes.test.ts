import { FoodPlanDish, GetOrdersResponse, PaymentTransaction, type MenuItem, type MenuResponse } from '@kk/contracts';
import { allergenName } from '@kk/domain';
import type { AuthContext } from '../../http/auth-context';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, infoOf, itemOf, menuOf, reserve } from '../../test-support/foodplan';
import { ledgerProblems } from '../../test-support/ledger-verify';
import { deposit, fundsOf, paymentCall } from '../../test-support/payments';
import { WalletAlerts } from '../alerts/wallet-alerts';
import { CatalogueEditing } from '../catalogue/editing';
import { CatalogueReader, CatalogueStock } from '../catalogue/reader';
import { IdempotencyService } from '../idempotency/service';
import { LedgerService } from '../ledger/service';
import { MailService } from '../mail/service';
import { databaseTransport } from '../mail/transport';
import { defaultPaymentConfig } from '../payment/config';
import { OrderKinds } from '../payment/order-kind';
import { PaymentService } from '../payment/service';
import { Settlement } from '../payment/settlement';
import { RestrictionReader } from '../restrictions/reader';
import { WalletService } from '../wallet/service';
import { DishChanges } from './dish-change-consequences';
import type { DishFacts } from './dish-changes';

/**
 * What a changed or removed dish means for its orders (issue 25), on PGlite and on
 * PostgreSQL: families see only published dishes; a change of a dish's contents gives
 * every guardian who ordered it one e-mail in their language, once, and the right to
 * cancel with a full refund after the cancellation date (and only with it); a child whose
 * allergy profile the changed dish conflicts with has the order flagged; a removed dish is
 * refunded in full once. The week planner (catalogue-service.ts) calls DishChanges after its
 * transaction commits: most tests write the dish as the planner would and call it; the
 * last goes through the planner's own Update and Delete as kok@demo.dk.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent', 'kkpayParent'] });

let parentToken = '';
const parent = () => parentToken || api.tokens.parent;
async function advanceMinutes(minutes: number): Promise<void> {
  clock.advanceMinutes(minutes);
  parentToken = (await loginAs(api.app, 'parent')).AccessToken;
}

let consequences: DishChanges;
let cook: AuthContext;
let master: MenuResponse;

/** The dish as the planner hands it over. */
async function factsOf(productId: string): Promise<DishFacts> {
  const { rows } = await api.db.query<{
    foodplan_id: string;
    customer_id: string;
    serve_date: string;
    name: string;
    price_ore: number;
    allergens: number[];
    allergen_text: string | null;
    ingredients: string | null;
    nutrition: Record<string, number>;
    published_at: Date | null;
  }>(
    `SELECT i.foodplan_id, p.customer_id, to_char(i.serve_date, 'YYYY-MM-DD') AS serve_date, p.name, p.price_ore, i.allergens::int[] AS allergens,
            i.allergen_text, i.ingredients, i.nutrition, i.published_at
       FROM foodplan_items i JOIN catalogue_products p ON p.id = i.product_id WHERE i.product_id = $1`,
    [productId],
  );
  const row = rows[0];
  if (!row) throw new Error(`no dish ${productId}`);
  return {
    productId,
    foodPlanId: row.foodplan_id,
    customerId: row.customer_id,
    serveDate: row.serve_date,
    name: row.name,
    priceOre: Number(row.price_ore),
    allergens: row.allergens.map(Number),
    allergenText: row.allergen_text,
    ingredients: row.ingredients,
    nutrition: row.nutrition,
    publishedAt: row.published_at === null ? null : new Date(row.published_at),
  };
}

/** The planner's change of a dish's contents: written and committed, then handed to the consequences. */
async function changeDish(productId: string, change: Partial<Pick<DishFacts, 'allergens' | 'ingredients' | 'priceOre' | 'name'>>): Promise<{ before: DishFacts; after: DishFacts }> {
  const before = await factsOf(productId);
  await api.db.transaction(async (tx) => {
    if (change.allergens) await tx.query('UPDATE foodplan_items SET allergens = $2::smallint[] WHERE product_id = $1', [productId, change.allergens]);
    if (change.ingredients !== undefined) await tx.query('UPDATE foodplan_items SET ingredients = $2 WHERE product_id = $1', [productId, change.ingredients]);
    if (change.priceOre !== undefined) await tx.query('UPDATE catalogue_products SET price_ore = $2 WHERE id = $1', [productId, change.priceOre]);
    if (change.name !== undefined) await tx.query('UPDATE catalogue_products SET name = $2 WHERE id = $1', [productId, change.name]);
  });
  return { before, after: await factsOf(productId) };
}

interface KeptMail {
  to_address: string;
  subject: string;
  text_body: string;
  kind: string;
}
async function mailsOf(kind: 'dish_changed' | 'dish_removed'): Promise<KeptMail[]> {
  const { rows } = await api.db.query<KeptMail>(
    `SELECT k.to_address, k.subject, k.text_body, l.kind FROM kept_mails k JOIN message_log l ON l.id = k.message_log_id WHERE l.kind = $1 ORDER BY k.to_address, k.created_at`,
    [kind],
  );
  return rows;
}

async function ordersOf(walletId: string, token = parent(), language = 'da') {
  const response = await api.app.inject({
    method: 'GET',
    url: `/api/Foodplanner/V3/GetOrders?start=2026-03-16&end=2026-03-20&walletID=${walletId}`,
    headers: { ...bearer(token), language },
  });
  if (response.statusCode !== 200) throw new Error(`GetOrders: ${response.statusCode} ${response.body}`);
  return GetOrdersResponse.parse(response.json());
}

async function buy(walletId: string, item: MenuItem): Promise<PaymentTransaction> {
  const bought = await reserve(api.app, parent(), foodplanOrder(master, walletId, [{ item, quantity: 1 }]));
  expect([bought.Status.ID, bought.ErrorMessage ?? null]).toEqual([2, null]);
  return bought;
}

const refundOf = (token: string, bought: PaymentTransaction, item: MenuItem) =>
  paymentCall(api.app, token, '/V2/Payment/RefundTransaction', { ID: bought.ID, CustomerID: bought.Customer?.ID, Products: [{ ID: item.ProductID, Quantity: 1 }] });

const expectLedgerVerified = async () => expect(await ledgerProblems(api.db, api.database.engine)).toBe('');

beforeAll(async () => {
  const ledger = new LedgerService();
  const stock = new CatalogueStock();
  const idempotency = new IdempotencyService(api.db, clock, defaultPaymentConfig.idempotencyRetentionMs);
  const payments = new PaymentService(
    api.db,
    clock,
    defaultPaymentConfig,
    new WalletService(api.db, clock, ledger),
    idempotency,
    ledger,
    new Settlement(ledger, stock),
    new OrderKinds(),
    { catalogue: new CatalogueReader(), stock, restrictions: new RestrictionReader() },
    null,
    [],
  );
  consequences = new DishChanges({
    db: api.db,
    clock,
    mail: new MailService(api.db, clock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' }),
    payments,
    recipients: new WalletAlerts(),
    editing: new CatalogueEditing(clock),
    walletSiteOrigin: 'https://wallet.example',
  });
  const kok = (await api.db.query<{ id: string; name: string }>("SELECT id, name FROM users WHERE email = 'kok@demo.dk'")).rows[0];
  if (!kok) throw new Error('no kok@demo.dk');
  cook = { sessionId: 'test', userId: kok.id, name: kok.name, email: 'kok@demo.dk', roles: ['CatalogueFoodPlan'], application: 'partner', expiresAt: new Date('2030-01-01T00:00:00Z') };

  await deposit(api.db, api.world.wallets.emma, 100_000);
  await deposit(api.db, api.world.wallets.oliver, 100_000);
  // A second guardian of the Jensen children, who reads English (new.parent@demo.dk).
  await api.db.query(
    `INSERT INTO wallet_group_guardians (wallet_group_id, user_id)
     SELECT w.wallet_group_id, u.id FROM wallets w, users u WHERE w.id = $1 AND u.email = 'new.parent@demo.dk' ON CONFLICT DO NOTHING`,
    [api.world.wallets.emma],
  );
  await api.db.query("UPDATE users SET language = 'en' WHERE email = 'new.parent@demo.dk'");
  await api.db.query("UPDATE users SET language = 'da' WHERE email = 'parent@demo.dk'");
  master = await menuOf(api.app, parent(), { foodPlanID: api.world.foodplan.plans.solbakkeFrokostordning, walletID: api.world.wallets.emma, from: '2026-03-16', to: '2026-03-20' });
});

describe('a draft or scheduled dish', () => {
  it('is not on the menu and is refused as an unknown product until its publish time, then is there with no job run', async () => {
    const dish = itemOf(master, '2026-03-19', 'KOLD');
    const menu = () => menuOf(api.app, parent(), { foodPlanID: master.FoodPlan.ID, walletID: api.world.wallets.emma, from: '2026-03-19', to: '2026-03-19' });
    const order = () => paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', foodplanOrder(master, api.world.wallets.emma, [{ item: dish, quantity: 1 }]));
    const fundsBefore = await fundsOf(api.db, api.world.wallets.emma);

    await api.db.query('UPDATE foodplan_items SET published_at = NULL WHERE product_id = $1', [dish.ProductID]);
    expect((await menu()).Items.map((item) => item.ProductID)).not.toContain(dish.ProductID);
    const draft = await order();
    expect(draft.statusCode).toBe(400);
    expect(draft.body).toContain('neither a menu item nor a subscription of this food plan');

    await api.db.query("UPDATE foodplan_items SET published_at = $2 WHERE product_id = $1", [dish.ProductID, new Date(clock.now().getTime() + 30 * 60_000)]);
    expect((await menu()).Items.map((item) => item.ProductID)).not.toContain(dish.ProductID);
    expect((await order()).statusCode).toBe(400);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(fundsBefore);

    await advanceMinutes(30);
    expect((await menu()).Items.map((item) => item.ProductID)).toContain(dish.ProductID);
    const published = await order();
    expect(published.statusCode).toBe(200);
    expect(PaymentTransaction.parse(published.json()).Status.ID).toBe(2);
  });
});

describe('a published dish with orders changes', () => {
  let dish: MenuItem;
  let other: MenuItem;
  let emmaOrder: PaymentTransaction;
  let oliverOrder: PaymentTransaction;
  let otherOrder: PaymentTransaction;
  /** The allergen the cook adds: one the dish does not have. */
  let added = 1;

  beforeAll(async () => {
    dish = itemOf(master, '2026-03-17', 'DIS');
    other = itemOf(master, '2026-03-17', 'KOLD');
    added = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].find((id) => !dishAllergens(dish).includes(id)) ?? 1;
    await api.db.query('DELETE FROM wallet_allergies WHERE wallet_id = ANY($1::uuid[])', [[api.world.wallets.emma, api.world.wallets.oliver]]);
    emmaOrder = await buy(api.world.wallets.emma, dish);
    oliverOrder = await buy(api.world.wallets.oliver, dish);
    otherOrder = await buy(api.world.wallets.emma, other);
    // Emma may not have the allergen the cook adds; Oliver has no allergy profile.
    await api.db.query('INSERT INTO wallet_allergies (wallet_id, allergen_id, created_at) VALUES ($1, $2, $3)', [api.world.wallets.emma, added, clock.now()]);
  });

  it('tells nobody and changes no order when only its price or name changed', async () => {
    const fundsBefore = await fundsOf(api.db, api.world.wallets.emma);
    const { before, after } = await changeDish(dish.ProductID, { priceOre: before0(dish) + 500, name: `${dish.Name} (ny)` });
    await consequences.changed(cook, before, after);
    expect(await mailsOf('dish_changed')).toEqual([]);
    const shown = (await ordersOf(api.world.wallets.emma)).find((order) => order.ProductID === dish.ProductID);
    expect(shown?.Price).toBe(dish.Price);
    expect(shown?.DishChange).toBeUndefined();
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(fundsBefore);
    // Back to its name and price (the e-mails below name it; a new order is priced by the catalogue).
    const back = await changeDish(dish.ProductID, { name: dish.Name, priceOre: before0(dish) });
    await consequences.changed(cook, back.before, back.after);
    expect(await mailsOf('dish_changed')).toEqual([]);
  });

  it('e-mails every guardian once, in their language, naming the dish, the day, the children and what changed', async () => {
    const { before, after } = await changeDish(dish.ProductID, { allergens: [...dishAllergens(dish), added], ingredients: 'Pasta, pesto med cashewnødder' });
    await consequences.changed(cook, before, after);
    const mails = await mailsOf('dish_changed');
    expect(mails.map((mail) => mail.to_address)).toEqual(['new.parent@demo.dk', 'parent@demo.dk']);
    const [english, danish] = mails as [KeptMail, KeptMail];
    expect(danish.subject).toBe(`${dish.Name} tirsdag 17. marts er ændret`);
    expect(danish.text_body).toContain('som du har bestilt til Emma Jensen og Oliver Jensen');
    expect(danish.text_body).toContain(`• Nye allergener: ${allergenName(added, 'da')}`);
    expect(danish.text_body).toContain('• Ingredienserne er ændret');
    expect(danish.text_body).toContain(`Bemærk: Emma Jensens allergiprofil udelukker ${allergenName(added, 'da')}`);
    expect(danish.text_body).not.toContain('Oliver Jensens allergiprofil');
    expect(danish.text_body).toContain('annullere bestillingen med fuld refusion, uanset afbestillingsfristen');
    expect(danish.text_body).toContain(`https://wallet.example/FoodPlanner/Orders?WalletID=${api.world.wallets.emma}`);
    expect(english.subject).toBe(`${dish.Name} on Tuesday 17 March has changed`);
    expect(english.text_body).toContain(`• Allergens added: ${allergenName(added, 'en')}`);
    expect(english.text_body).toContain(`Note: Emma Jensen's allergy profile excludes ${allergenName(added, 'en')}`);
    expect(english.text_body).toContain('cancel the order with a full refund, whatever its cancellation date');

    // A retried call sends nothing new and records nothing new.
    await consequences.changed(cook, before, after);
    expect(await mailsOf('dish_changed')).toHaveLength(2);
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM foodplan_dish_changes WHERE product_id = $1', [dish.ProductID]);
    expect(Number(rows[0]?.n)).toBe(2);
  });

  it("flags the order of the child whose allergy profile the dish now conflicts with, and shows what changed", async () => {
    const emma = (await ordersOf(api.world.wallets.emma)).find((order) => order.ProductID === dish.ProductID);
    expect(emma?.DishChange).toMatchObject({ Reason: 'changed', AllergensAdded: [{ ID: added, TypeID: added, Name: allergenName(added, 'da') }], IngredientsChanged: true, FullRefundUntil: '2026-03-17T23:00:00.000Z' });
    expect(emma?.AllergyConflict).toEqual({ Allergens: [{ ID: added, TypeID: added, Name: allergenName(added, 'da') }] });
    const inEnglish = (await ordersOf(api.world.wallets.emma, parent(), 'en')).find((order) => order.ProductID === dish.ProductID);
    expect(inEnglish?.AllergyConflict?.Allergens.map((allergen) => allergen.Name)).toEqual([allergenName(added, 'en')]);
    const oliver = (await ordersOf(api.world.wallets.oliver)).find((order) => order.ProductID === dish.ProductID);
    expect(oliver?.DishChange?.Reason).toBe('changed');
    expect(oliver?.AllergyConflict).toBeUndefined();
    expect((await ordersOf(api.world.wallets.emma)).find((order) => order.ProductID === other.ProductID)?.DishChange).toBeUndefined();
  });

  it('still refuses a new order of the dish for the child whose allergy profile excludes it', async () => {
    const refused = await reserve(api.app, parent(), foodplanOrder(master, api.world.wallets.emma, [{ item: dish, quantity: 1 }]));
    expect(refused.Status.IsFailed).toBe(true);
    expect(infoOf(refused)).toMatchObject({ FailedProducts: [dish.ProductID] });
    expect(refused.ErrorMessage).toBe('ineligible products');
  });

  it('lets the family cancel the changed line with a full refund after its cancellation date; another tenant gets 403 and nothing moves', async () => {
    // Thursday 12 March 13:00: past the cancellation date of the dishes of Tuesday 17 March (12 March, 12:00).
    await advanceMinutes(26 * 60);
    const before = await fundsOf(api.db, api.world.wallets.emma);
    const theirs = await refundOf((await loginAs(api.app, 'kkpayParent')).AccessToken, emmaOrder, dish);
    expect(theirs.statusCode).toBe(403);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(before);

    // The line that did not change keeps its cancellation date.
    const late = PaymentTransaction.parse((await refundOf(parent(), otherOrder, other)).json());
    expect([late.Status.IsFailed, late.ErrorMessage]).toEqual([true, 'Cannot refund due to cancellation policy']);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(before);

    const refund = await refundOf(parent(), emmaOrder, dish);
    expect(refund.statusCode).toBe(200);
    const refunded = PaymentTransaction.parse(refund.json());
    expect(refunded).toMatchObject({ Status: { ID: 2, IsFailed: false }, ParentTransactionID: emmaOrder.ID, Amount: dish.Price });
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(before.balanceOre + Math.round(dish.Price * 100));
    expect((await ordersOf(api.world.wallets.emma)).find((order) => order.ProductID === dish.ProductID)?.CurrentQuantity).toBe(0);
    // Oliver's order, cancelled whole with the wallet's cancel: the right holds for it too.
    const cancel = PaymentTransaction.parse((await paymentCall(api.app, parent(), '/V1/payment/CancelTransaction', { ID: oliverOrder.ID })).json());
    expect([cancel.Status.ID, cancel.ErrorMessage]).toEqual([4, 'Cancelled']);
    expect((await ordersOf(api.world.wallets.oliver)).find((order) => order.ProductID === dish.ProductID)).toBeUndefined();
    await expectLedgerVerified();
  });
});

describe('a published dish with orders is removed', () => {
  it('refunds every active line in full once, tells the guardians, and a second run refunds nothing', async () => {
    const dish = itemOf(master, '2026-03-19', 'DIS');
    const emmaOrder = await buy(api.world.wallets.emma, dish);
    const oliverOrder = await buy(api.world.wallets.oliver, dish);
    const [emmaBefore, oliverBefore] = await Promise.all([fundsOf(api.db, api.world.wallets.emma), fundsOf(api.db, api.world.wallets.oliver)]);
    const before = await factsOf(dish.ProductID);
    await api.db.query('UPDATE catalogue_products SET active = false WHERE id = $1', [dish.ProductID]);

    await consequences.removed(cook, before);
    const priceOre = Math.round(dish.Price * 100);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(emmaBefore.balanceOre + priceOre);
    expect((await fundsOf(api.db, api.world.wallets.oliver)).balanceOre).toBe(oliverBefore.balanceOre + priceOre);
    const refunds = async () =>
      (await api.db.query<{ parent_id: string }>("SELECT parent_id FROM payment_transactions WHERE kind = 'refund' AND parent_id = ANY($1::uuid[]) ORDER BY parent_id", [[emmaOrder.ID, oliverOrder.ID]])).rows;
    expect(await refunds()).toHaveLength(2);
    const mails = await mailsOf('dish_removed');
    // One e-mail per guardian per child's order: two guardians, two children.
    expect(mails).toHaveLength(4);
    expect(mails.find((mail) => mail.to_address === 'parent@demo.dk')?.subject).toBe(`${dish.Name} torsdag 19. marts er aflyst og refunderet`);
    expect(mails.find((mail) => mail.to_address === 'new.parent@demo.dk')?.text_body).toContain('is refunded in full to');

    await consequences.removed(cook, before);
    expect(await refunds()).toHaveLength(2);
    expect(await mailsOf('dish_removed')).toHaveLength(4);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(emmaBefore.balanceOre + priceOre);
    const shown = (await ordersOf(api.world.wallets.emma)).find((order) => order.ProductID === dish.ProductID);
    expect(shown).toMatchObject({ CurrentQuantity: 0, DishChange: { Reason: 'removed', FullRefundUntil: null } });
    await expectLedgerVerified();
  });
});

describe('a published dish whose orders are not paid yet is removed', () => {
  it('cancels the reserved order whole: its hold goes back, nothing is charged or refunded, and the guardians hear it was cancelled', async () => {
    const dish = itemOf(master, '2026-03-18', 'DIS');
    const fundsBefore = await fundsOf(api.db, api.world.wallets.emma);
    const reserved = await reserve(api.app, parent(), foodplanOrder(master, api.world.wallets.emma, [{ item: dish, quantity: 1 }], { autoComplete: false }));
    expect(reserved.Status.ID).toBe(1);
    expect((await fundsOf(api.db, api.world.wallets.emma)).heldOre).toBe(fundsBefore.heldOre + before0(dish));
    const before = await factsOf(dish.ProductID);
    await api.db.query('UPDATE catalogue_products SET active = false WHERE id = $1', [dish.ProductID]);

    await consequences.removed(cook, before);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(fundsBefore);
    const status = await api.db.query<{ status_id: number }>('SELECT status_id FROM payment_transactions WHERE id = $1', [reserved.ID]);
    expect(Number(status.rows[0]?.status_id)).toBe(4);
    expect((await api.db.query("SELECT 1 FROM payment_transactions WHERE kind = 'refund' AND parent_id = $1", [reserved.ID])).rows).toHaveLength(0);
    const mails = (await mailsOf('dish_removed')).filter((mail) => mail.subject.startsWith(dish.Name) && mail.subject.includes('18'));
    expect(mails.map((mail) => [mail.to_address, mail.subject])).toEqual([
      ['new.parent@demo.dk', `${dish.Name} on Wednesday 18 March is cancelled`],
      ['parent@demo.dk', `${dish.Name} onsdag 18. marts er aflyst`],
    ]);
    expect(mails[1]?.text_body).toContain('intet er trukket');
    // A completion asked for afterwards (the card page's return) finds the order cancelled and charges nothing.
    const completed = PaymentTransaction.parse((await paymentCall(api.app, parent(), '/V1/payment/CompleteTransaction', { ID: reserved.ID })).json());
    expect(completed.Status.ID).toBe(4);
    expect(await fundsOf(api.db, api.world.wallets.emma)).toEqual(fundsBefore);
    await consequences.removed(cook, before);
    expect((await mailsOf('dish_removed')).filter((mail) => mail.subject.startsWith(dish.Name) && mail.subject.includes('18'))).toHaveLength(2);
    await expectLedgerVerified();
  });

  it('refuses an order that arrives while the removal is being written, so no order of the dish is left unrefunded', async () => {
    const dish = itemOf(master, '2026-03-20', 'KOLD');
    const fundsBefore = await fundsOf(api.db, api.world.wallets.oliver);
    let release: () => void = () => undefined;
    const removalHeld = new Promise<void>((resolve) => {
      release = resolve;
    });
    let removalWritten: () => void = () => undefined;
    const written = new Promise<void>((resolve) => {
      removalWritten = resolve;
    });
    const removal = api.db.transaction(async (tx) => {
      await tx.query('UPDATE catalogue_products SET active = false WHERE id = $1', [dish.ProductID]);
      removalWritten();
      await removalHeld;
    });
    await written;
    const order = paymentCall(api.app, parent(), '/V2/Payment/ReserveTransaction', foodplanOrder(master, api.world.wallets.oliver, [{ item: dish, quantity: 1 }]));
    // Long enough for the order to read the catalogue (the dish still on it) and reach the dish's row lock.
    await new Promise((resolve) => setTimeout(resolve, 300));
    release();
    await removal;
    const answer = await order;
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('not for sale');
    expect(await fundsOf(api.db, api.world.wallets.oliver)).toEqual(fundsBefore);
    expect((await api.db.query("SELECT 1 FROM payment_transaction_lines WHERE product_id = $1", [dish.ProductID])).rows).toHaveLength(0);
  });
});

describe("the week planner's own calls (kok@demo.dk) reach the consequences", () => {
  it('an allergen added through Update e-mails the guardians once (a repeated Update tells nothing new); Delete refunds the order; the ledger holds', async () => {
    const cookToken = (await loginAs(api.app, 'cook')).AccessToken;
    const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: unknown) =>
      api.app.inject({ method, url: `/api/Catalogue/FoodPlanItem/${url}`, headers: bearer(cookToken), ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }) });
    const item = itemOf(master, '2026-03-20', 'DIS');
    await api.db.query('DELETE FROM wallet_allergies WHERE wallet_id = $1', [api.world.wallets.emma]);
    const order = await buy(api.world.wallets.emma, item);
    const search = await call('POST', 'Search', {
      StartIndex: 0,
      Count: 100,
      Search: [
        { Name: 'FoodPlanID', Value: master.FoodPlan.ID, SearchType: 0 },
        { Name: 'WeekStart', Value: '2026-03-16', SearchType: 0 },
      ],
    });
    expect(search.statusCode).toBe(200);
    const dish = FoodPlanDish.array().parse(search.json<{ Items: unknown[] }>().Items).find((row) => row.ID === item.ProductID);
    if (dish === undefined) throw new Error('the dish is not in the planner');
    const addedHere = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14].find((id) => !dish.Allergens.includes(id)) ?? 1;
    const mailsOfDish = async (kind: 'dish_changed' | 'dish_removed') => (await mailsOf(kind)).filter((mail) => mail.subject.startsWith(item.Name));

    const update = { ...dish, Allergens: [...dish.Allergens, addedHere] };
    expect((await call('PUT', `Update/${dish.ID}`, update)).statusCode).toBe(200);
    expect((await mailsOfDish('dish_changed')).map((mail) => mail.to_address)).toEqual(['new.parent@demo.dk', 'parent@demo.dk']);
    expect((await mailsOfDish('dish_changed'))[1]?.text_body).toContain(`• Nye allergener: ${allergenName(addedHere, 'da')}`);
    expect((await call('PUT', `Update/${dish.ID}`, update)).statusCode).toBe(200);
    expect(await mailsOfDish('dish_changed')).toHaveLength(2);
    const shown = (await ordersOf(api.world.wallets.emma)).find((row) => row.ProductID === item.ProductID);
    expect(shown?.DishChange?.AllergensAdded.map((allergen) => allergen.ID)).toEqual([addedHere]);

    const fundsBefore = await fundsOf(api.db, api.world.wallets.emma);
    expect((await call('DELETE', `Delete/${dish.ID}`)).statusCode).toBe(204);
    expect((await fundsOf(api.db, api.world.wallets.emma)).balanceOre).toBe(fundsBefore.balanceOre + Math.round(item.Price * 100));
    const refunds = await api.db.query("SELECT 1 FROM payment_transactions WHERE kind = 'refund' AND parent_id = $1", [order.ID]);
    expect(refunds.rows).toHaveLength(1);
    expect((await mailsOfDish('dish_removed')).map((mail) => mail.to_address)).toEqual(['new.parent@demo.dk', 'parent@demo.dk']);
    await expectLedgerVerified();
  });
});

function before0(item: MenuItem): number {
  return Math.round(item.Price * 100);
}
function dishAllergens(item: MenuItem): number[] {
  return item.Allergens.map((allergen) => allergen.ID);
}
