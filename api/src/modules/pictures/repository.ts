import type { Queryable } from '../../db/db';
import { firstRowOrNull, insertReturningId } from '../../db/rows';

export const PICTURE_PATH_PREFIX = '/blob/wallet-pictures/';

export interface NewPicture {
  walletId: string;
  contentType: string;
  base64: string;
  fileName: string;
  uploadedBy: string;
  at: Date;
}

/**
 * Replaces the wallet's picture: the old row (and so its address) goes, the new one gets a
 * new id, and the wallet points at it. Bytes travel as base64 text and are decoded by the
 * database, which both engines do the same way.
 */
export async function replacePicture(q: Queryable, picture: NewPicture): Promise<string> {
  await q.query('DELETE FROM wallet_pictures WHERE wallet_id = $1', [picture.walletId]);
  const id = await insertReturningId(
    q,
    `INSERT INTO wallet_pictures (wallet_id, content_type, bytes, file_name, uploaded_by, created_at)
     VALUES ($1, $2, decode($3, 'base64'), $4, $5, $6) RETURNING id`,
    [picture.walletId, picture.contentType, picture.base64, picture.fileName, picture.uploadedBy, picture.at],
  );
  await q.query('UPDATE wallets SET picture_url = $2 WHERE id = $1', [picture.walletId, `${PICTURE_PATH_PREFIX}${id}`]);
  return id;
}

export async function removePicture(q: Queryable, walletId: string): Promise<void> {
  await q.query('DELETE FROM wallet_pictures WHERE wallet_id = $1', [walletId]);
  await q.query('UPDATE wallets SET picture_url = NULL WHERE id = $1', [walletId]);
}

export async function findPicture(q: Queryable, pictureId: string): Promise<{ content_type: string; base64: string } | null> {
  return firstRowOrNull<{ content_type: string; base64: string }>(
    q,
    `SELECT content_type, encode(bytes, 'base64') AS base64 FROM wallet_pictures WHERE id = $1`,
    [pictureId],
  );
}
