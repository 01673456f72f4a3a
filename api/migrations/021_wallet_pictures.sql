-- A wallet's picture, in the database so that every API instance serves it (no local
-- files). A new picture gets a new id, so its /blob address changes and browsers may cache
-- each address for ever; the old row is removed with its address.

CREATE TABLE wallet_pictures (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  wallet_id uuid NOT NULL UNIQUE REFERENCES wallets (id) ON DELETE CASCADE,
  content_type text NOT NULL CHECK (content_type IN ('image/jpeg', 'image/png', 'image/webp')),
  bytes bytea NOT NULL CHECK (octet_length(bytes) BETWEEN 1 AND 10485760),
  file_name text NOT NULL CHECK (length(file_name) BETWEEN 1 AND 255),
  uploaded_by uuid REFERENCES users (id),
  created_at timestamptz NOT NULL
);
