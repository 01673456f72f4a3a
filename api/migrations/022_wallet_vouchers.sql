-- Tickets, vouchers and discounts a wallet holds (spec section 3, "Ticket or voucher"):
-- a ticket admits to an event or a period, a voucher carries money to spend at its
-- customer, a discount takes a percentage off.

CREATE TABLE wallet_vouchers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet_id uuid NOT NULL REFERENCES wallets (id) ON DELETE CASCADE,
  customer_id uuid NOT NULL REFERENCES customers (id),
  kind text NOT NULL CHECK (kind IN ('ticket', 'voucher', 'discount')),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  description text NOT NULL DEFAULT '' CHECK (length(description) <= 2000),
  start_date timestamptz NOT NULL,
  end_date timestamptz NOT NULL,
  discount_percent smallint CHECK (discount_percent BETWEEN 1 AND 100),
  remaining_ore bigint CHECK (remaining_ore >= 0),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date >= start_date),
  CHECK ((kind = 'discount') = (discount_percent IS NOT NULL)),
  CHECK (kind = 'voucher' OR remaining_ore IS NULL)
);
CREATE INDEX wallet_vouchers_wallet_idx ON wallet_vouchers (wallet_id, end_date);
