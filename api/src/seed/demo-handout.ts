import { randomUUID } from 'node:crypto';
import { copenhagenDayBounds, copenhagenLocal, localDateText, parseGrade, webshopCancellationDeadline } from '@kk/domain';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { platformText } from '../core/platform-texts';
import { LedgerService } from '../modules/ledger/service';
import * as payments from '../modules/payment/repository';
import { insertNote } from '../modules/payment/staff';
import { DEMO_USERS, type DemoUserKey } from './demo-users';
import type { DemoMoneyCoreIds } from './demo-money-core';
import type { DemoCustomerKey } from './demo-world';

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

interface Ids {
  customers: Record<DemoCustomerKey, string>;
  users: Record<DemoUserKey, string>;
  moneyCore: DemoMoneyCoreIds;
}

interface DemoHandOutOrder {
  /** Minutes before now (never before today's midnight in Copenhagen), or days ago for an order from earlier. */
  minutesAgo?: number;
  daysAgo?: number;
  items: readonly { product: string; quantity: number }[];
  /** Handed out by partner@demo.dk this many minutes after it was placed. */
  handedOutAfterMinutes?: number;
}

/**
 * The pupils of Solbakke Skole whose webshop orders fill today's hand-out list (issue 26),
 * in different classes: one order already handed out, one from yesterday still outstanding.
 * (Noah Hansen's bottle of today, demo-transaction-admin.ts, is there too, without a class.)
 */
export const DEMO_HANDOUT_PUPILS: readonly { name: string; grade: string; mobile: string; orders: readonly DemoHandOutOrder[] }[] = [
  { name: 'Alma Berg', grade: '3. A', mobile: '4522110301', orders: [{ minutesAgo: 50, items: [{ product: 'Drikkedunk', quantity: 1 }, { product: 'Kladdehæfter, 5 stk.', quantity: 2 }] }] },
  { name: 'Viktor Lund', grade: '3. A', mobile: '4522110302', orders: [{ minutesAgo: 45, items: [{ product: 'Skolefoto, portræt', quantity: 1 }], handedOutAfterMinutes: 20 }] },
  {
    name: 'Sofie Dahl',
    grade: '6. B',
    mobile: '4522110303',
    orders: [
      { daysAgo: 1, items: [{ product: 'Drikkedunk', quantity: 1 }] },
      { minutesAgo: 30, items: [{ product: 'Startnummer til skoleløbet', quantity: 1 }] },
    ],
  },
];

/**
 * Completed webshop orders at Solbakke Skole for the hand-out list, their money through the
 * ledger as every purchase's. Only products without stock are bought, so no stock moves.
 */
export async function seedDemoHandOut(tx: Queryable, ids: Ids, clock: Clock): Promise<void> {
  const ledger = new LedgerService();
  const now = clock.now();
  const school = ids.customers.solbakkeSkole;
  const webshop = ids.moneyCore.salePoints.solbakkeWebshop;
  const dayStart = copenhagenDayBounds(localDateText(copenhagenLocal(now))).start.getTime();
  const { rows: products } = await tx.query<{ id: string; name: string; price_ore: number }>(
    'SELECT id, name, price_ore::int AS price_ore FROM catalogue_products WHERE owner_id = $1 AND stock IS NULL',
    [webshop],
  );
  const productNamed = (name: string) => {
    const product = products.find((candidate) => candidate.name === name);
    if (product === undefined) throw new Error(`The demo webshop sells no unlimited '${name}'`);
    return product;
  };
  let order = 0;
  for (const pupil of DEMO_HANDOUT_PUPILS) {
    const grade = parseGrade(pupil.grade);
    if (grade === null) throw new Error(`The demo grade '${pupil.grade}' is not a grade`);
    const { rows } = await tx.query<{ id: string }>(
      "INSERT INTO wallets (customer_id, name, mobile_number, grade_number, grade_letter, grade_level) VALUES ($1, $2, $3, $4, $5, 'Grade') RETURNING id",
      [school, pupil.name, pupil.mobile, grade.Number, grade.Letter],
    );
    const walletId = rows[0]?.id as string;
    await ledger.openWalletAccount(tx, walletId);
    await ledger.depositByCard(tx, walletId, 50_000, new Date(now.getTime() - 7 * DAY_MS), platformText('cardDeposit'));
    for (const placed of pupil.orders) {
      order += 1;
      const at =
        placed.daysAgo !== undefined
          ? new Date(dayStart - placed.daysAgo * DAY_MS + 10 * 60 * MINUTE_MS)
          : // Today, before now even just after midnight: a second apart, in the order listed.
            new Date(Math.max(now.getTime() - (placed.minutesAgo ?? 0) * MINUTE_MS, Math.min(dayStart + order * 1_000, now.getTime() - 1_000)));
      const lines = placed.items.map((item, index) => {
        const product = productNamed(item.product);
        return { lineNo: index + 1, productId: product.id, name: product.name, priceOre: product.price_ore, quantity: item.quantity, extra: null };
      });
      const amountOre = lines.reduce((sum, line) => sum + line.priceOre * line.quantity, 0);
      const id = randomUUID();
      const ledgerTransactionId = await ledger.purchase(tx, walletId, school, amountOre, at, platformText('webshopOrder'));
      await payments.insertPayment(tx, {
        id, kind: 'order', parentId: null, statusId: 2, walletId, customerId: school, userId: null, description: platformText('webshopOrder'),
        amountOre, walletAmountOre: amountOre, cardAmountOre: 0, ...payments.PLAIN_PAYMENT, webshopId: webshop,
        ledgerTransactionId, expiresAt: null, createdAt: at, cancellableUntil: webshopCancellationDeadline(at),
      });
      await payments.insertLines(tx, id, lines);
      if (placed.handedOutAfterMinutes !== undefined) {
        const handedOutAt = new Date(Math.min(at.getTime() + placed.handedOutAfterMinutes * MINUTE_MS, now.getTime()));
        await payments.setHandedOut(tx, id, ids.users.partner, handedOutAt);
        await insertNote(tx, {
          transactionId: id, userId: ids.users.partner, authorName: DEMO_USERS.partner.name, action: 'HandOut',
          note: 'Udleveret fra webshoppens udleveringsliste', before: { HandedOut: false }, after: { HandedOut: true }, at: handedOutAt,
        });
      }
    }
  }
}
