import type { SpendingCategoryKind } from '@kk/domain';
import type { Queryable } from '../../db/db';

export interface SpendingCellRow {
  week_start: string;
  category_kind: SpendingCategoryKind;
  category_key: string;
  category_name: string | null;
  spent_ore: number | string;
}

/**
 * A wallet's spending in [from, to), grouped by Copenhagen week and category, in one round
 * trip. Spending is what the ledger took from the wallet for purchases (ledger kind
 * `purchase`), less what it gave back (`refund`); deposits, refills and card payments are
 * money in, not spending. Each movement is split over the products of the payment that
 * settled it (a refund over the products it gave back): a product counts in its webshop
 * product group, else its food group, else the kind of its seller (webshop, food plan,
 * meeting, canteen). What the products do not explain (a canteen sale or an order
 * without lines, a meeting order's surcharge, lines rewritten after the purchase) counts
 * in the movement's type, so every week's total is the ledger's to the øre.
 *
 * Reads the wallet's postings through `ledger_postings (account_id, id)`, each posting's
 * ledger transaction by its key, the payment through `payment_transactions_ledger_idx`
 * and its lines by their key.
 */
const WALLET_SPENDING = `
WITH moves AS (
  SELECT lt.id, lt.kind AS ledger_kind, lt.created_at, (-p.amount_ore)::bigint AS spent_ore
    FROM ledger_postings p
    JOIN ledger_transactions lt ON lt.id = p.transaction_id
   WHERE p.account_id = (SELECT a.id FROM ledger_accounts a WHERE a.wallet_id = $1 AND a.kind = 'wallet')
     AND lt.kind IN ('purchase', 'refund')
     AND lt.created_at >= $2 AND lt.created_at < $3
),
paid AS (
  SELECT m.id, m.created_at, m.spent_ore, pt.id AS payment_id,
         CASE WHEN m.ledger_kind = 'refund' THEN -1 ELSE 1 END AS sign,
         CASE
           WHEN coalesce(parent.kind, pt.kind) = 'terminal' THEN 'CanteenPurchase'
           WHEN EXISTS (SELECT 1 FROM meeting_orders mo WHERE mo.transaction_id = coalesce(parent.id, pt.id)) THEN 'Meeting'
           WHEN coalesce(parent.is_foodplan, pt.is_foodplan) THEN 'FoodPlan'
           WHEN pt.id IS NULL AND m.ledger_kind = 'refund' THEN 'Refund'
           ELSE 'Purchase'
         END AS type_key
    FROM moves m
    LEFT JOIN LATERAL (
      SELECT t.id, t.kind, t.parent_id, t.is_foodplan FROM payment_transactions t
       WHERE t.ledger_transaction_id = m.id AND t.kind <> 'deposit'
       ORDER BY t.created_at, t.id LIMIT 1
    ) pt ON true
    LEFT JOIN payment_transactions parent ON parent.id = pt.parent_id AND pt.kind IN ('refund', 'adjustment')
),
product_parts AS (
  SELECT pd.id, pd.created_at,
         CASE WHEN g.id IS NOT NULL THEN 'ProductGroup' WHEN cp.food_group IS NOT NULL THEN 'FoodGroup' ELSE 'Type' END AS category_kind,
         coalesce(g.id::text, cp.food_group,
                  CASE o.kind WHEN 'webshop' THEN 'Webshop' WHEN 'foodplan' THEN 'FoodPlan' WHEN 'meeting_location' THEN 'Meeting' WHEN 'canteen' THEN 'CanteenPurchase' ELSE pd.type_key END
         ) AS category_key,
         g.name AS category_name,
         (pd.sign * l.price_ore * l.quantity)::bigint AS spent_ore
    FROM paid pd
    JOIN payment_transaction_lines l ON l.transaction_id = pd.payment_id
    JOIN catalogue_products cp ON cp.id = l.product_id
    LEFT JOIN catalogue_owners o ON o.id = cp.owner_id
    LEFT JOIN webshop_product_groups g ON g.id = cp.product_group_id
),
explained AS (
  SELECT id, sum(spent_ore) AS spent_ore FROM product_parts GROUP BY id
),
parts AS (
  SELECT id, created_at, category_kind, category_key, category_name, spent_ore FROM product_parts
  UNION ALL
  SELECT pd.id, pd.created_at, 'Type', pd.type_key, NULL, pd.spent_ore - coalesce(e.spent_ore, 0)
    FROM paid pd
    LEFT JOIN explained e ON e.id = pd.id
)
SELECT to_char(date_trunc('week', created_at AT TIME ZONE 'Europe/Copenhagen'), 'YYYY-MM-DD') AS week_start,
       category_kind, category_key, max(category_name) AS category_name, sum(spent_ore)::bigint AS spent_ore
  FROM parts
 GROUP BY 1, 2, 3
HAVING sum(spent_ore) <> 0
 ORDER BY 1, 2, 3`;

export async function walletSpending(q: Queryable, walletId: string, from: Date, to: Date): Promise<SpendingCellRow[]> {
  const { rows } = await q.query<SpendingCellRow>(WALLET_SPENDING, [walletId, from, to]);
  return rows;
}
