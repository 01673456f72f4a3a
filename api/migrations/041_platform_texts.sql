-- Texts the platform writes itself (a canteen purchase, a card deposit, a refill, a refund
-- of something) are kept as a key with parameters (api/src/core/platform-texts.ts) beside
-- the Danish text, so each reader sees them in their own language. NULL: a text someone
-- wrote (a webshop's order text, a seeded purchase), shown as written. The Danish text
-- stays in description: the search's word index and older rows read it.
ALTER TABLE ledger_transactions ADD COLUMN description_text jsonb
  CHECK (description_text IS NULL OR jsonb_typeof(description_text -> 'key') = 'string');
ALTER TABLE payment_transactions ADD COLUMN description_text jsonb
  CHECK (description_text IS NULL OR jsonb_typeof(description_text -> 'key') = 'string');
