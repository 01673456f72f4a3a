-- What a changed or removed food-plan dish means for the orders placed for it (issue 25).
--
-- One row per order line (the payment and the product) and change: the change of the
-- dish's contents the family was told of (allergens added and removed, allergen text,
-- ingredients, nutrition), or its removal. The row is
-- * the family's right to cancel that line with a full refund whatever the item's
--   cancellation date (the food plan's refund rule reads it: order-kind.ts refundSubject),
-- * the key that the guardians' e-mail about that change goes out once (the row is
--   written in the transaction that sends it; a retried call finds it and sends nothing),
-- * the flag of an allergy conflict: the allergens of the changed dish the child's allergy
--   profile blocks (empty: no conflict), shown in the guardian's orders view,
-- * for a removed dish, the refund that gave the line back in full.
CREATE TABLE foodplan_dish_changes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  payment_id uuid NOT NULL REFERENCES payment_transactions (id),
  product_id uuid NOT NULL REFERENCES catalogue_products (id),
  wallet_id uuid NOT NULL REFERENCES wallets (id),
  -- The change: 'c' and the id of its catalogue_changes row (or a digest of the dish's
  -- facts before and after when the planner recorded none); 'removed' for a removal.
  change_key text NOT NULL CHECK (length(change_key) BETWEEN 1 AND 100),
  reason text NOT NULL CHECK (reason IN ('changed', 'removed')),
  -- The day the dish is served (kept: a removed dish's menu row may be gone); the right to
  -- cancel with a full refund lasts until that day ends.
  serve_date date NOT NULL,
  allergens_added smallint[] NOT NULL DEFAULT '{}',
  allergens_removed smallint[] NOT NULL DEFAULT '{}',
  allergen_text_changed boolean NOT NULL DEFAULT false,
  ingredients_changed boolean NOT NULL DEFAULT false,
  nutrition_changed boolean NOT NULL DEFAULT false,
  blocked_allergens smallint[] NOT NULL DEFAULT '{}',
  refund_id uuid REFERENCES payment_transactions (id),
  created_at timestamptz NOT NULL,
  UNIQUE (payment_id, product_id, change_key)
);
CREATE INDEX foodplan_dish_changes_payment_idx ON foodplan_dish_changes (payment_id, product_id);
CREATE INDEX foodplan_dish_changes_wallet_idx ON foodplan_dish_changes (wallet_id);

ALTER TABLE message_log DROP CONSTRAINT message_log_kind_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_kind_check
  CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive',
                  'dish_changed', 'dish_removed'));
