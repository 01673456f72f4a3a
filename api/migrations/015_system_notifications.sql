-- System notifications (spec section 3): shown to the users of a customer (and of the
-- customers below it), or to everyone when customer_id is null, from start_date until
-- end_date (open-ended when null). Support staff create them.

CREATE TABLE system_notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  message text NOT NULL CHECK (length(message) BETWEEN 1 AND 1000),
  message_en text CHECK (message_en IS NULL OR length(message_en) BETWEEN 1 AND 1000),
  notification_type_id smallint NOT NULL CHECK (notification_type_id IN (1, 2, 3)),
  show_on_frontpage boolean NOT NULL DEFAULT false,
  start_date timestamptz NOT NULL,
  end_date timestamptz,
  customer_id uuid REFERENCES customers (id) ON DELETE CASCADE,
  created_by uuid REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK (end_date IS NULL OR end_date > start_date)
);
CREATE INDEX system_notifications_customer_id_idx ON system_notifications (customer_id);
CREATE INDEX system_notifications_start_date_idx ON system_notifications (start_date);
