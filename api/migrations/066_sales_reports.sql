-- Sales reports (issue 27): what each customer sold, refunds netted, split by VAT rate and
-- grouped by day, month, sale location, terminal, product group or institution.
--
-- * An order line keeps the VAT rate and product group its product had when it was sold,
--   so a later change of the catalogue does not rewrite a closed month. A trigger fills
--   them from the catalogue on every insert, whichever path (the payment handler, the
--   canteen's SQL, the seed) writes the line.
-- * The report's money is the ledger's: every posting to a customer's revenue account (a
--   sale) or refund account (a refund). A posting is split over its payment's lines by their
--   share of the order (cumulative rounding, so the parts add up to the posting to the øre).
-- * A closed Copenhagen day is summarised once into sales_daily (job reports.sales-summary)
--   and read from there; the days not summarised yet (today) are read from the ledger. The
--   postings of a closed day never change, so the summary never goes stale.

ALTER TABLE payment_transaction_lines
  ADD COLUMN vat_rate_bp smallint CHECK (vat_rate_bp IN (0, 2500)),
  ADD COLUMN product_group text CHECK (length(product_group) BETWEEN 1 AND 100);

UPDATE payment_transaction_lines l
   SET vat_rate_bp = p.vat_rate_bp,
       product_group = coalesce(wg.name, mg.name, p.food_group)
  FROM catalogue_products p
  LEFT JOIN webshop_product_groups wg ON wg.id = p.product_group_id
  LEFT JOIN meeting_products mp ON mp.product_id = p.id
  LEFT JOIN meeting_product_groups mg ON mg.id = mp.product_group_id
 WHERE p.id = l.product_id;

CREATE TABLE sales_daily (
  customer_id uuid NOT NULL REFERENCES customers (id),
  day date NOT NULL,
  location_id uuid,
  terminal_id uuid,
  product_group text,
  vat_rate_bp smallint NOT NULL CHECK (vat_rate_bp IN (0, 2500)),
  sales_ore bigint NOT NULL,
  refunds_ore bigint NOT NULL,
  -- Ledger transactions counted once per day, location and terminal (a transaction's first part) ...
  sale_count integer NOT NULL,
  refund_count integer NOT NULL,
  -- ... and once per product group (its first part in that group).
  group_sale_count integer NOT NULL,
  group_refund_count integer NOT NULL
);
CREATE INDEX sales_daily_customer_day_idx ON sales_daily (customer_id, day);

-- The days summarised into sales_daily, each once, for every customer at the same time.
CREATE TABLE sales_summarised_days (
  day date PRIMARY KEY,
  summarised_at timestamptz NOT NULL
);

-- The line's snapshot trigger (payment_transaction_lines_sales_snapshot) is in repeatable/reports.sql.
