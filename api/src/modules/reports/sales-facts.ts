/**
 * The sales facts of a period, straight from the ledger (migration 066 says why the ledger):
 * every posting to a customer's revenue account (a sale) or refund account (a refund) in
 * [$1, $2), of the customers $3 (every customer when NULL), split over the lines of its
 * payment (a refund's own lines, or its order's when it has none) with cumulative rounding
 * (@kk/domain splitByWeights is the same rule), then summed per Copenhagen day, customer,
 * sale location, terminal, product group and VAT rate. A transaction is counted on its
 * first part, and once more per product group on its first part in that group, so a sum
 * over any grouping counts each sale once.
 *
 * Its columns are sales_daily's: the summary job inserts them, a report of a day not
 * summarised yet reads them directly.
 */
export const SALES_FACTS_SQL = `
WITH period AS MATERIALIZED (
  -- Driven from the period's transactions (created_at index), their postings by transaction:
  -- started from the accounts instead, a busy account's whole history was read (measured).
  SELECT id, created_at FROM ledger_transactions WHERE created_at >= $1 AND created_at < $2
),
-- The period's postings, fenced (MATERIALIZED) before the accounts' filter: joined in one
-- query, the planner misjudged the customers' accounts as one row and drove from them,
-- reading each account's whole history or every posting times every account: 45 s and
-- 123 s for one day of a municipality at 10,000,000 transactions (measured).
period_postings AS MATERIALIZED (
  SELECT lt.id AS ledger_tx, lt.created_at, x.account_id, x.amount_ore
    FROM period lt
    JOIN ledger_postings x ON x.transaction_id = lt.id
),
posted AS (
  SELECT pp.ledger_tx, pp.account_id, (pp.created_at AT TIME ZONE 'Europe/Copenhagen')::date AS day,
         a.customer_id, a.kind = 'customer_refunds' AS is_refund, pp.amount_ore
    FROM period_postings pp
    JOIN ledger_accounts a ON a.id = pp.account_id
   WHERE a.kind IN ('customer_revenue', 'customer_refunds')
     AND ($3::uuid[] IS NULL OR a.customer_id = ANY ($3::uuid[]))
),
paid AS (
  SELECT po.*, pt.id AS payment_id, coalesce(pt.parent_id, pt.id) AS sale_id,
         CASE WHEN EXISTS (SELECT 1 FROM payment_transaction_lines own WHERE own.transaction_id = pt.id)
              THEN pt.id ELSE pt.parent_id END AS lines_of
    FROM posted po
    LEFT JOIN LATERAL (
      SELECT x.id, x.parent_id FROM payment_transactions x
       WHERE x.ledger_transaction_id = po.ledger_tx AND x.kind NOT IN ('card', 'deposit')
       ORDER BY x.created_at, x.id LIMIT 1
    ) pt ON true
),
placed AS (
  SELECT pd.*, sale.terminal_id,
         coalesce(t.canteen_id, sale.webshop_id, sale.food_plan_id, mo.location_id) AS location_id
    FROM paid pd
    LEFT JOIN payment_transactions sale ON sale.id = pd.sale_id
    LEFT JOIN terminals t ON t.id = sale.terminal_id
    LEFT JOIN meeting_orders mo ON mo.transaction_id = pd.sale_id
),
parts AS (
  SELECT pl.ledger_tx, pl.day, pl.customer_id, pl.is_refund, pl.location_id, pl.terminal_id,
         l.product_group, coalesce(l.vat_rate_bp, 2500) AS vat_rate_bp,
         CASE WHEN l.total IS NULL THEN pl.amount_ore
              ELSE (round(pl.amount_ore::numeric * l.cumulative / l.total)
                    - round(pl.amount_ore::numeric * (l.cumulative - l.weight) / l.total))::bigint
         END AS amount_ore,
         row_number() OVER (PARTITION BY pl.ledger_tx, pl.account_id ORDER BY l.vat_rate_bp, l.product_group, l.line_no) AS part_no,
         row_number() OVER (PARTITION BY pl.ledger_tx, pl.account_id, l.product_group ORDER BY l.vat_rate_bp, l.line_no) AS group_part_no
    FROM placed pl
    LEFT JOIN LATERAL (
      SELECT w.line_no, w.product_group, w.vat_rate_bp, w.weight,
             sum(w.weight) OVER (ORDER BY w.vat_rate_bp, w.product_group, w.line_no) AS cumulative,
             sum(w.weight) OVER () AS total
        FROM (
          -- Free lines only: shared by count, as splitByWeights does.
          SELECT ln.line_no, ln.product_group, ln.vat_rate_bp,
                 CASE WHEN sum(ln.price_ore * ln.quantity) OVER () = 0 THEN 1 ELSE ln.price_ore * ln.quantity END AS weight
            FROM payment_transaction_lines ln
           WHERE ln.transaction_id = pl.lines_of
        ) w
    ) l ON true
)
SELECT customer_id, day, location_id, terminal_id, product_group, vat_rate_bp::smallint AS vat_rate_bp,
       coalesce(sum(amount_ore) FILTER (WHERE NOT is_refund), 0)::bigint AS sales_ore,
       coalesce(-sum(amount_ore) FILTER (WHERE is_refund), 0)::bigint AS refunds_ore,
       count(*) FILTER (WHERE NOT is_refund AND part_no = 1)::int AS sale_count,
       count(*) FILTER (WHERE is_refund AND part_no = 1)::int AS refund_count,
       count(*) FILTER (WHERE NOT is_refund AND group_part_no = 1)::int AS group_sale_count,
       count(*) FILTER (WHERE is_refund AND group_part_no = 1)::int AS group_refund_count
  FROM parts
 GROUP BY customer_id, day, location_id, terminal_id, product_group, vat_rate_bp`;

export const SALES_FACT_COLUMNS =
  'customer_id, day, location_id, terminal_id, product_group, vat_rate_bp, sales_ore, refunds_ore, sale_count, refund_count, group_sale_count, group_refund_count';
