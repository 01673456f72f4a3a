import { copenhagenDate, nextSchoolDayAfter, parseGrade, type Ore } from '@kk/domain';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import type { LedgerService } from '../modules/ledger/service';
import type { WalletService } from '../modules/wallet/service';

/** How many school days, from tomorrow's, the demo kitchen has orders for. */
export const DEMO_PRODUCTION_DAYS = 5;

/**
 * Children of Solbakke Skole who eat from Det Gode Køkken's Frokostordning, so kok@demo.dk's
 * production list (issue 26) is not empty: each has a wallet topped up by card and the
 * ordered days paid from it through the ledger. Ida Holm's allergy profile rules out milk,
 * which the day's DIS holds on most days: she is marked on the list and on her label.
 * Their own wallets, so the families' demo balances and orders stay as the stories expect.
 */
const CHILDREN = [
  { name: 'Ida Holm', grade: '3. A', groups: ['DIS', 'Drikkevarer'], allergies: [2] },
  { name: 'Noah Østergaard', grade: '3. A', groups: ['DIS', 'PLUS Frugt'], allergies: [] },
  { name: 'Alma Bech', grade: '6. B', groups: ['DAT', 'Drikkevarer'], allergies: [5] },
  { name: 'William Dahl', grade: '6. B', groups: ['KOLD'], allergies: [] },
] as const;

interface DishRow {
  product_id: string;
  name: string;
  price_ore: number;
  group_name: string;
  serve_date: string;
}

export async function seedDemoProductionOrders(
  tx: Queryable,
  ids: { solbakkeSkole: string; frokostordning: string },
  services: { wallets: WalletService; ledger: LedgerService },
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  const days: string[] = [];
  for (let day = nextSchoolDayAfter(copenhagenDate(now)); days.length < DEMO_PRODUCTION_DAYS; day = nextSchoolDayAfter(day)) days.push(day);
  const { rows: dishes } = await tx.query<DishRow>(
    `SELECT i.product_id, p.name, p.price_ore, g.name AS group_name, to_char(i.serve_date, 'YYYY-MM-DD') AS serve_date
       FROM foodplan_items i JOIN catalogue_products p ON p.id = i.product_id JOIN foodplan_product_types g ON g.id = i.product_type_id
      WHERE i.foodplan_id = $1 AND i.serve_date = ANY($2::date[]) AND p.active
      ORDER BY i.serve_date, g.sort_order, p.name`,
    [ids.frokostordning, days],
  );
  const at = now;
  for (const child of CHILDREN) {
    const walletId = await services.wallets.createWallet(tx, { customerId: ids.solbakkeSkole, walletGroupId: null, holderUserId: null, name: child.name, pictureUrl: null });
    const grade = parseGrade(child.grade);
    if (grade === null) throw new Error(`The demo grade '${child.grade}' is not a grade`);
    await tx.query('UPDATE wallets SET grade_number = $2, grade_letter = $3, grade_level = $4 WHERE id = $1', [walletId, grade.Number, grade.Letter, grade.Level]);
    await services.ledger.depositByCard(tx, walletId, 50_000 as Ore, at, 'Indbetaling');
    for (const day of days) {
      const lines = child.groups.map((group) => dishes.find((dish) => dish.serve_date === day && dish.group_name === group)).filter((dish): dish is DishRow => dish !== undefined);
      if (lines.length === 0) continue;
      const amountOre = lines.reduce((sum, line) => sum + Number(line.price_ore), 0);
      const ledgerTransactionId = await services.ledger.purchase(tx, walletId, ids.solbakkeSkole, amountOre as Ore, at, 'Madplan');
      const { rows } = await tx.query<{ id: string }>(
        `INSERT INTO payment_transactions (kind, status_id, wallet_id, customer_id, description, amount_ore, wallet_amount_ore, product_set, food_plan_id, is_foodplan, auto_complete, ledger_transaction_id, created_at, updated_at)
         VALUES ('order', 2, $1, $2, 'Madplan', $3, $3, $4, $5, true, true, $6, $7, $7) RETURNING id`,
        [walletId, ids.solbakkeSkole, amountOre, lines.map((line) => `${line.product_id}:1`).sort().join(','), ids.frokostordning, ledgerTransactionId, at],
      );
      const paymentId = (rows[0] as { id: string }).id;
      for (const [index, line] of lines.entries()) {
        await tx.query(
          `INSERT INTO payment_transaction_lines (transaction_id, line_no, product_id, name, price_ore, quantity, extra) VALUES ($1, $2, $3, $4, $5, 1, $6)`,
          [paymentId, index + 1, line.product_id, line.name, line.price_ore, JSON.stringify({ FoodPlanItemID: line.product_id, Date: line.serve_date })],
        );
        await tx.query('UPDATE catalogue_products SET stock = stock - 1 WHERE id = $1 AND stock > 0', [line.product_id]);
      }
    }
    // The profile as the family keeps it (after the orders: a dish that holds an allergen of the profile cannot be ordered any more).
    for (const allergen of child.allergies) {
      await tx.query('INSERT INTO wallet_allergies (wallet_id, allergen_id, created_at) VALUES ($1, $2, $3)', [walletId, allergen, at]);
    }
  }
}
