import type { Queryable } from '../../db/db';

/** Registers the card on the wallet; false when the number belongs to another wallet. */
export async function registerCard(q: Queryable, cardNumber: string, walletId: string, at: Date): Promise<boolean> {
  const { rows } = await q.query<{ wallet_id: string }>(
    `WITH added AS (
       INSERT INTO school_cards (card_number, wallet_id, created_at) VALUES ($1, $2, $3)
       ON CONFLICT (card_number) DO NOTHING RETURNING wallet_id
     )
     SELECT wallet_id FROM added
     UNION ALL
     SELECT wallet_id FROM school_cards WHERE card_number = $1`,
    [cardNumber, walletId, at],
  );
  return rows[0]?.wallet_id === walletId;
}

export async function walletOfCard(q: Queryable, cardNumber: string): Promise<string | null> {
  const { rows } = await q.query<{ wallet_id: string }>('SELECT wallet_id FROM school_cards WHERE card_number = $1', [cardNumber]);
  return rows[0]?.wallet_id ?? null;
}

export async function removeCard(q: Queryable, cardNumber: string, walletId: string): Promise<void> {
  await q.query('DELETE FROM school_cards WHERE card_number = $1 AND wallet_id = $2', [cardNumber, walletId]);
}

/** Blocks (at the given time, by the user) or unblocks the wallet's card; answers whether it is blocked now. */
export async function setCardBlocked(q: Queryable, cardNumber: string, walletId: string, block: { at: Date; userId: string } | null): Promise<boolean> {
  const { rows } = await q.query<{ blocked: boolean }>(
    `UPDATE school_cards
        SET blocked_at = CASE WHEN $3::timestamptz IS NULL THEN NULL ELSE coalesce(blocked_at, $3::timestamptz) END,
            blocked_by_user_id = CASE WHEN $3::timestamptz IS NULL THEN NULL ELSE coalesce(blocked_by_user_id, $4::uuid) END
      WHERE card_number = $1 AND wallet_id = $2
      RETURNING blocked_at IS NOT NULL AS blocked`,
    [cardNumber, walletId, block?.at ?? null, block?.userId ?? null],
  );
  return rows[0]?.blocked ?? false;
}

/**
 * Many cards in one statement (the pupil import): each number to its wallet; a number
 * already registered is left as it is. Answers how many were registered.
 */
export async function registerCards(q: Queryable, cards: readonly { number: string; walletId: string }[], at: Date): Promise<number> {
  if (cards.length === 0) return 0;
  const { rows } = await q.query<{ card_number: string }>(
    `INSERT INTO school_cards (card_number, wallet_id, created_at)
     SELECT c.number, c.wallet_id, $3 FROM unnest($1::text[], $2::uuid[]) AS c (number, wallet_id)
     ON CONFLICT (card_number) DO NOTHING RETURNING card_number`,
    [cards.map((c) => c.number), cards.map((c) => c.walletId), at],
  );
  return rows.length;
}
