-- The food plan (spec sections 3, 4 and 5; issue 11). A customer's food plans are
-- catalogue owners of kind 'foodplan': the school's own plan or a master caterer's (an
-- outside caterer whose groups carry daily limits and whose products carry a product
-- number). Every menu item (one dish on one school day) is a catalogue product of its plan,
-- so the payment handler prices it, takes its stock and refunds it like any product; what
-- it carries beyond that is in foodplan_items. Its registration deadline is also the
-- product's orderable_until.

CREATE TABLE foodplans (
  id uuid PRIMARY KEY,
  kind text NOT NULL DEFAULT 'foodplan' CHECK (kind = 'foodplan'),
  customer_id uuid NOT NULL REFERENCES customers (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 200),
  is_master_cater boolean NOT NULL DEFAULT false,
  -- The master caterer's name (master-cater plans only).
  caterer_name text CHECK (length(caterer_name) <= 200),
  -- "N school days before at HH:mm" in Copenhagen time (@kk/domain schoolDayRuleInstant):
  -- until the registration deadline an item can be ordered, until the cancellation date
  -- a purchase of it can be refunded.
  deadline_school_days smallint NOT NULL CHECK (deadline_school_days BETWEEN 0 AND 20),
  deadline_time time NOT NULL,
  cancellation_school_days smallint NOT NULL CHECK (cancellation_school_days BETWEEN 0 AND 20),
  cancellation_time time NOT NULL,
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (is_master_cater OR caterer_name IS NULL),
  FOREIGN KEY (id, kind, customer_id) REFERENCES catalogue_owners (id, kind, customer_id)
);
CREATE INDEX foodplans_customer_idx ON foodplans (customer_id);

-- The spec's product types: the groups of a plan's menu. In a master-caterer plan a group's
-- daily limit follows its name (@kk/domain masterCaterGroupLimit: DIS, DAT, KOLD and
-- PLUS... 1 a day, others 100).
CREATE TABLE foodplan_product_types (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  foodplan_id uuid NOT NULL REFERENCES foodplans (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  delivery_type_id smallint NOT NULL DEFAULT 4 CHECK (delivery_type_id BETWEEN 1 AND 6),
  sort_order integer NOT NULL DEFAULT 0,
  UNIQUE (foodplan_id, name)
);

CREATE TABLE foodplan_items (
  product_id uuid PRIMARY KEY REFERENCES catalogue_products (id),
  foodplan_id uuid NOT NULL REFERENCES foodplans (id),
  product_type_id uuid NOT NULL REFERENCES foodplan_product_types (id),
  serve_date date NOT NULL,
  -- MasterCaterInfo.ProductNumber (master-cater plans only).
  product_number text CHECK (length(product_number) BETWEEN 1 AND 50),
  -- Allergen ids 1 to 15 in the spec's order; 15 is free text, named in allergen_text.
  allergens smallint[] NOT NULL DEFAULT '{}' CHECK (allergens <@ ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]::smallint[]),
  allergen_text text CHECK (length(allergen_text) <= 200),
  -- { EnergyKj, EnergyKcal, ProteinG, CarbohydrateG, SugarG, FatG, SaturatedFatG, FibreG, SaltG } per portion.
  nutrition jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(nutrition) = 'object'),
  ingredients text CHECK (length(ingredients) <= 2000),
  registration_deadline timestamptz NOT NULL,
  cancellation_date timestamptz NOT NULL
);
CREATE INDEX foodplan_items_plan_date_idx ON foodplan_items (foodplan_id, serve_date);

-- A wallet's purchases per plan, group and day are found from its order lines: the lines
-- of food-plan orders by wallet.
CREATE INDEX payment_transactions_foodplan_wallet_idx ON payment_transactions (wallet_id) WHERE is_foodplan;

-- Subscriptions offered (the spec's Subscription item): a plan's product paid per month
-- (type 1) or week (type 2), for a delivery type 1 to 6. The product's catalogue price is
-- the current period's; next_period_price_ore the price from the next period on.
CREATE TABLE foodplan_subscription_offers (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  foodplan_id uuid NOT NULL REFERENCES foodplans (id),
  product_id uuid NOT NULL UNIQUE REFERENCES catalogue_products (id),
  subscription_type_id smallint NOT NULL CHECK (subscription_type_id IN (1, 2)),
  delivery_type_id smallint NOT NULL CHECK (delivery_type_id BETWEEN 1 AND 6),
  days_before_new_period smallint NOT NULL DEFAULT 0 CHECK (days_before_new_period BETWEEN 0 AND 28),
  next_period_price_ore bigint CHECK (next_period_price_ore >= 0),
  allergens smallint[] NOT NULL DEFAULT '{}' CHECK (allergens <@ ARRAY[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15]::smallint[]),
  nutrition jsonb NOT NULL DEFAULT '{}' CHECK (jsonb_typeof(nutrition) = 'object'),
  sort_order integer NOT NULL DEFAULT 0
);
CREATE INDEX foodplan_subscription_offers_plan_idx ON foodplan_subscription_offers (foodplan_id, sort_order);

-- A wallet's subscription to an offer (spec section 4): active or not, quarantined until
-- next_available_date after a removal, paid for per period. One active subscription per
-- wallet, type and delivery type (the type and delivery type are the offer's, copied so
-- the database can hold that rule).
CREATE TABLE foodplan_subscriptions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  offer_id uuid NOT NULL REFERENCES foodplan_subscription_offers (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  subscription_type_id smallint NOT NULL CHECK (subscription_type_id IN (1, 2)),
  delivery_type_id smallint NOT NULL CHECK (delivery_type_id BETWEEN 1 AND 6),
  is_active boolean NOT NULL,
  -- How renewals pay: 2 the wallet, 4 the wallet's saved card (spec section 9's payment ids).
  payment_type_id smallint NOT NULL DEFAULT 2 CHECK (payment_type_id IN (2, 4)),
  next_available_date date,
  -- The Copenhagen day it was last activated: renewals charge only periods that begin after it.
  activated_on date,
  -- Whose subscription it is: the renewal job pays as this user, through the payment handler.
  user_id uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (offer_id, wallet_id),
  CHECK (NOT is_active OR activated_on IS NOT NULL)
);
CREATE UNIQUE INDEX foodplan_subscriptions_one_active_idx
  ON foodplan_subscriptions (wallet_id, subscription_type_id, delivery_type_id) WHERE is_active;
CREATE INDEX foodplan_subscriptions_active_idx ON foodplan_subscriptions (id) WHERE is_active;

-- A period of a subscription and the payment for it (a food-plan order of the payment
-- handler). It is paid when that payment is completed and not refunded; a payment that
-- failed, was cancelled or expired may be replaced by a new one. One row per period.
CREATE TABLE foodplan_subscription_periods (
  subscription_id uuid NOT NULL REFERENCES foodplan_subscriptions (id),
  start_date date NOT NULL,
  end_date date NOT NULL CHECK (end_date >= start_date),
  payment_id uuid NOT NULL REFERENCES payment_transactions (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (subscription_id, start_date)
);
CREATE INDEX foodplan_subscription_periods_payment_idx ON foodplan_subscription_periods (payment_id);

-- The renewal job's attempts: one per subscription and period, whatever number of API
-- instances run the job (the primary key is the claim). The decision is recorded before
-- anything is charged; the outcome when it is known. Failed ones are listed by
-- FailedSubscriptionsWallet/{id} and FailedSubscriptionsWalletGroup/{id}.
CREATE TABLE foodplan_subscription_renewals (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  subscription_id uuid NOT NULL REFERENCES foodplan_subscriptions (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  period_start date NOT NULL,
  period_end date NOT NULL,
  amount_ore bigint NOT NULL CHECK (amount_ore >= 0),
  payment_type_id smallint NOT NULL CHECK (payment_type_id IN (2, 4)),
  credit_card_id uuid REFERENCES credit_cards (id),
  status text NOT NULL CHECK (status IN ('charging', 'succeeded', 'failed')),
  failure_reason text,
  -- Who carries it out: the job that recorded it (a retry of that job goes on with it; any
  -- other run for the same period finds it claimed and does nothing).
  claimed_by text NOT NULL,
  -- Renewals paid by card (type 4): the saved card is charged (the renewal's id is the
  -- provider's reference), its money goes into the wallet once, and the wallet pays the period.
  provider_transaction_id text,
  card_ledger_transaction_id uuid REFERENCES ledger_transactions (id),
  -- The payment handler's order that paid the period.
  payment_id uuid REFERENCES payment_transactions (id),
  created_at timestamptz NOT NULL,
  finished_at timestamptz,
  UNIQUE (subscription_id, period_start),
  CHECK (status <> 'failed' OR failure_reason IS NOT NULL)
);
CREATE INDEX foodplan_subscription_renewals_failed_idx ON foodplan_subscription_renewals (wallet_id, created_at DESC) WHERE status = 'failed';

-- A child's allergy profile: allergens (1 to 15) the wallet's food may not contain.
CREATE TABLE wallet_allergies (
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  allergen_id smallint NOT NULL CHECK (allergen_id BETWEEN 1 AND 15),
  created_at timestamptz NOT NULL,
  PRIMARY KEY (wallet_id, allergen_id)
);
