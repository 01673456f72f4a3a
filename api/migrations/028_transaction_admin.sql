-- Transactions and admin for the partner site and the support tool (spec sections 3, 4,
-- 6 and 7): what a staff member needs to find a payment, see everything about it, put it
-- right and follow it up. Money still moves only through ledger_post; these tables
-- describe and audit, they hold no money.

-- The mobile number registered for a wallet (spec section 5: mobile is always required
-- at registration): the transaction's MobileNumber, and the key of the messages log.
ALTER TABLE wallets ADD COLUMN mobile_number text CHECK (mobile_number ~ '^[0-9]{8,15}$');
CREATE INDEX wallets_mobile_number_idx ON wallets (mobile_number) WHERE mobile_number IS NOT NULL;

-- Where and why a transaction failed, recorded when it fails (the details' stack trace).
ALTER TABLE payment_transactions ADD COLUMN stacktrace text CHECK (length(stacktrace) <= 20000);

-- The custom informations recorded while a transaction is made (spec section 3):
-- CardHolderModel (who paid by card), Info (why it failed, the failed products). The
-- CreateTransactionModel is the order as sent, kept in payment_transactions.custom_data.
CREATE TABLE payment_custom_informations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  transaction_id uuid NOT NULL REFERENCES payment_transactions (id),
  json_type text NOT NULL CHECK (json_type IN ('CardHolderModel', 'Info')),
  json_data text NOT NULL CHECK (length(json_data) <= 20000),
  created_at timestamptz NOT NULL
);
CREATE INDEX payment_custom_informations_transaction_idx ON payment_custom_informations (transaction_id, created_at);

-- Notes on a transaction: every admin action writes one (who, when, what, before and
-- after), and staff may write their own. Never changed or removed.
CREATE TABLE transaction_notes (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL REFERENCES payment_transactions (id),
  user_id uuid REFERENCES users (id),
  author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 200),
  -- The admin action (ChangeTransactionStatus, ManualComplete, Retry, Cancel, Duplicate,
  -- Refund), or NULL for a note written by hand.
  action text CHECK (length(action) BETWEEN 1 AND 50),
  note text NOT NULL CHECK (length(note) BETWEEN 1 AND 4000),
  before_state jsonb,
  after_state jsonb,
  created_at timestamptz NOT NULL
);
CREATE INDEX transaction_notes_transaction_idx ON transaction_notes (transaction_id, created_at DESC);
-- Notes are never changed or removed: the trigger is in repeatable/ledger.sql.

-- Help-desk tickets on a transaction. Status 1 closed, 2 open, 3 note; type 1 critical,
-- 2 serious, 3 minor, 4 simple; an optional deadline.
CREATE TABLE help_desk_tickets (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  transaction_id uuid NOT NULL REFERENCES payment_transactions (id),
  user_id uuid REFERENCES users (id),
  author_name text NOT NULL CHECK (length(author_name) BETWEEN 1 AND 200),
  status_id smallint NOT NULL CHECK (status_id IN (1, 2, 3)),
  ticket_type_id smallint NOT NULL CHECK (ticket_type_id IN (1, 2, 3, 4)),
  text text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  deadline timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX help_desk_tickets_transaction_idx ON help_desk_tickets (transaction_id);

-- The e-mails and text messages the platform sent (receipts, failed refills,
-- invitations): the support tool's /Messages/All, searched by mobile number and date.
CREATE TABLE message_log (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  customer_id uuid REFERENCES customers (id),
  wallet_id uuid REFERENCES wallets (id),
  kind text NOT NULL CHECK (kind IN ('receipt', 'failed_refill', 'invitation', 'refund', 'low_balance')),
  channel text NOT NULL CHECK (channel IN ('sms', 'email')),
  mobile_number text CHECK (mobile_number ~ '^[0-9]{8,15}$'),
  email text CHECK (length(email) <= 320),
  subject text NOT NULL CHECK (length(subject) BETWEEN 1 AND 300),
  body text NOT NULL CHECK (length(body) BETWEEN 1 AND 4000),
  transaction_id uuid REFERENCES payment_transactions (id),
  created_at timestamptz NOT NULL,
  CHECK (mobile_number IS NOT NULL OR email IS NOT NULL)
);
CREATE INDEX message_log_mobile_idx ON message_log (mobile_number, created_at DESC) WHERE mobile_number IS NOT NULL;
CREATE INDEX message_log_created_idx ON message_log (created_at DESC);

-- The staff searches (api/src/modules/transactions/staff-repository.ts) read payment
-- transactions newest first by customer, by wallet (existing index), by terminal, or
-- across every tenant (the support tool); bench/search measures them.
CREATE INDEX payment_transactions_customer_created_idx ON payment_transactions (customer_id, created_at DESC);
CREATE INDEX payment_transactions_created_idx ON payment_transactions (created_at DESC);
CREATE INDEX payment_transactions_terminal_created_idx ON payment_transactions (terminal_id, created_at DESC) WHERE terminal_id IS NOT NULL;
