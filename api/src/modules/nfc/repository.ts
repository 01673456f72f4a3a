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
