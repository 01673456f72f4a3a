-- A card is charged only with its holder's consent (issue 23). A group card stays the
-- family's (spec section 4, "Cards"), but the adult who saved it is its holder
-- (credit_cards.created_by_user_id, set since migration 010 from the registration's user):
-- only they may pay with it, unless they share it with the family's other guardians.

-- The holder's switch: off by default, only the holder turns it on and off.
ALTER TABLE credit_cards ADD COLUMN shared_with_family boolean NOT NULL DEFAULT false;

-- Who made the card a wallet's primary card: the wallet's refills run on their behalf, so
-- they must be allowed to pay with it (cards/card-consent.ts). NULL only for rows made
-- outside the API (test fixtures); the backfill below fills every existing one.
ALTER TABLE wallet_primary_cards ADD COLUMN assigned_by_user_id uuid REFERENCES users (id) ON DELETE SET NULL;

-- Backfill the holder: first the user whose registration saved the card.
UPDATE credit_cards c SET created_by_user_id = r.user_id
  FROM card_registrations r
 WHERE c.created_by_user_id IS NULL AND r.id = c.registration_id;

-- Else the group's own guardian (a guardian row no shared access made), when there is
-- exactly one: the adult who had the family's cards before anyone was invited.
WITH own_guardians AS (
  SELECT g.wallet_group_id, min(g.user_id::text)::uuid AS user_id, count(*) AS n
    FROM wallet_group_guardians g
   WHERE NOT EXISTS (SELECT 1 FROM wallet_access_groups a WHERE a.wallet_group_id = g.wallet_group_id AND a.owns_guardian_row
                        AND EXISTS (SELECT 1 FROM wallet_accesses w WHERE w.id = a.access_id AND w.receiver_user_id = g.user_id))
   GROUP BY g.wallet_group_id
)
UPDATE credit_cards c SET created_by_user_id = o.user_id
  FROM own_guardians o
 WHERE c.created_by_user_id IS NULL AND o.n = 1
   AND o.wallet_group_id = coalesce(c.wallet_group_id, (SELECT w.wallet_group_id FROM wallets w WHERE w.id = c.wallet_id));

-- Else, for a wallet outside any family, the wallet's holder (an adult's own wallet).
UPDATE credit_cards c SET created_by_user_id = w.holder_user_id
  FROM wallets w
 WHERE c.created_by_user_id IS NULL AND w.id = c.wallet_id AND w.wallet_group_id IS NULL;

-- A card whose holder cannot be named stays the family's, as it was: shared.
UPDATE credit_cards SET shared_with_family = true WHERE created_by_user_id IS NULL;

-- Existing primary cards were chosen before anyone asked: counted as their holder's choice.
UPDATE wallet_primary_cards p SET assigned_by_user_id = c.created_by_user_id
  FROM credit_cards c
 WHERE c.id = p.credit_card_id AND p.assigned_by_user_id IS NULL;
