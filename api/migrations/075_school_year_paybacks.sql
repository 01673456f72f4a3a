-- A leaver's balance paid back to the guardian's primary card (issue 28, a new school year).
-- The rollover's transaction records what is owed and to which saved card; the job then asks
-- the card provider to pay it under the row's reference (a retry pays once) and, once the
-- provider has paid, books it in the ledger from the wallet to the card clearing account in
-- the same transaction that marks the row paid. A card the provider refuses leaves the money
-- on the closed wallet and the row failed, for the help desk. No functions or triggers here.
ALTER TABLE school_year_rollover_wallets
  ADD COLUMN payback_ore bigint CHECK (payback_ore > 0),
  ADD COLUMN payback_credit_card_id uuid REFERENCES credit_cards (id),
  ADD COLUMN payback_status text CHECK (payback_status IN ('pending', 'paid', 'failed')),
  ADD COLUMN payback_reference text UNIQUE CHECK (length(payback_reference) BETWEEN 1 AND 200),
  ADD COLUMN payback_failure text CHECK (length(payback_failure) BETWEEN 1 AND 500),
  ADD COLUMN payback_settled_at timestamptz;

-- Rows of a run before this migration waited for this: they are owed as they stood.
UPDATE school_year_rollover_wallets r
   SET payback_ore = r.balance_ore,
       payback_status = 'pending',
       payback_reference = 'school-year:' || r.rollover_id || ':' || r.wallet_id,
       payback_credit_card_id = (SELECT pc.credit_card_id FROM wallet_primary_cards pc WHERE pc.wallet_id = r.wallet_id)
 WHERE r.payback = 'card';

ALTER TABLE school_year_rollover_wallets
  ADD CONSTRAINT school_year_card_payback_owed CHECK ((payback = 'card') = (payback_status IS NOT NULL AND payback_ore IS NOT NULL AND payback_reference IS NOT NULL)),
  ADD CONSTRAINT school_year_card_payback_paid CHECK ((payback_status = 'paid') = (provider_transaction_id IS NOT NULL AND ledger_transaction_id IS NOT NULL)),
  ADD CONSTRAINT school_year_card_payback_failed CHECK ((payback_status = 'failed') = (payback_failure IS NOT NULL)),
  ADD CONSTRAINT school_year_card_payback_settled CHECK ((payback_status IN ('paid', 'failed')) = (payback_settled_at IS NOT NULL));
CREATE INDEX school_year_paybacks_pending_idx ON school_year_rollover_wallets (payback_status) WHERE payback_status = 'pending';

-- The reconciliation matches the provider's refund lines with these pay-backs.
ALTER TABLE reconciliation_mismatches DROP CONSTRAINT reconciliation_mismatches_detail_check;
ALTER TABLE reconciliation_mismatches ADD CONSTRAINT reconciliation_mismatches_detail_check
  CHECK (detail IN ('charge_without_credit', 'card_refund_unknown', 'credit_without_charge', 'amounts_differ', 'payback_without_refund', 'payback_amounts_differ'));

-- The guardians' e-mail about a leaver.
ALTER TABLE message_log DROP CONSTRAINT message_log_kind_check;
ALTER TABLE message_log ADD CONSTRAINT message_log_kind_check
  CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance', 'card_expiry', 'card_expired', 'mobilepay_agreement_inactive',
                  'dish_changed', 'dish_removed', 'order_confirmation', 'password_reset', 'school_leaver'));
