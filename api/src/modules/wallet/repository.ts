import { SaleLocationType } from '@kk/contracts';
import type { Queryable } from '../../db/db';
import { firstRowOrNull, insertReturningId } from '../../db/rows';

export interface WalletRow {
  id: string;
  name: string;
  picture_url: string | null;
  blocked: boolean;
  wallet_group_id: string | null;
  holder_user_id: string | null;
  balance_ore: number;
  customer_id: string;
  customer_name: string;
  customer_page_key: string;
  customer_type: string;
  customer_settings: string[];
  /** Whether the customer offers paying by card (customers.card_payments). */
  customer_card_payments: boolean;
  /** The wallet's options (wallet_restrictions; no row: neither allowed). */
  allow_quick_sale_payment: boolean;
  allow_self_ordering: boolean;
  /** The Copenhagen date the wallet was closed at a new school year (issue 28); null while open. */
  closed_on: string | null;
}

const WALLET_COLUMNS = `
  w.id, w.name, w.picture_url, w.blocked, w.wallet_group_id, w.holder_user_id, a.balance_ore,
  c.id AS customer_id, c.name AS customer_name, c.page_key AS customer_page_key, c.type AS customer_type,
  coalesce((SELECT array_agg(s.key ORDER BY s.key) FROM customer_settings s WHERE s.customer_id = c.id), '{}') AS customer_settings,
  c.card_payments AS customer_card_payments,
  coalesce(r.allow_quick_sale_payment, false) AS allow_quick_sale_payment,
  coalesce(r.allow_self_ordering, false) AS allow_self_ordering,
  to_char(w.closed_at AT TIME ZONE 'Europe/Copenhagen', 'YYYY-MM-DD') AS closed_on`;

const WALLET_FROM = `
  FROM wallets w
  JOIN customers c ON c.id = w.customer_id
  JOIN ledger_accounts a ON a.wallet_id = w.id
  LEFT JOIN wallet_restrictions r ON r.wallet_id = w.id`;

export async function findWallet(q: Queryable, walletId: string): Promise<WalletRow | null> {
  return firstRowOrNull<WalletRow>(q, `SELECT ${WALLET_COLUMNS} ${WALLET_FROM} WHERE w.id = $1`, [walletId]);
}

export async function walletsInGroups(q: Queryable, walletGroupIds: readonly string[]): Promise<WalletRow[]> {
  const { rows } = await q.query<WalletRow>(
    `SELECT ${WALLET_COLUMNS} ${WALLET_FROM} WHERE w.wallet_group_id = ANY($1::uuid[]) ORDER BY w.name, w.id`,
    [[...walletGroupIds]],
  );
  return rows;
}

export async function walletsHeldBy(q: Queryable, userId: string): Promise<WalletRow[]> {
  const { rows } = await q.query<WalletRow>(
    `SELECT ${WALLET_COLUMNS} ${WALLET_FROM} WHERE w.holder_user_id = $1 ORDER BY w.name, w.id`,
    [userId],
  );
  return rows;
}

export interface WalletScopeRow {
  holder_user_id: string | null;
  wallet_group_id: string | null;
  customer_id: string;
  customer_ancestor_ids: string[];
}

/** What the access rule needs to know about a wallet, with its customer's chain of parents. */
export async function findWalletScope(q: Queryable, walletId: string): Promise<WalletScopeRow | null> {
  return firstRowOrNull<WalletScopeRow>(
    q,
    `WITH RECURSIVE ancestors (id) AS (
       SELECT c.parent_id FROM customers c JOIN wallets w ON w.customer_id = c.id
        WHERE w.id = $1 AND c.parent_id IS NOT NULL
       UNION
       SELECT c.parent_id FROM customers c JOIN ancestors ON c.id = ancestors.id
        WHERE c.parent_id IS NOT NULL
     )
     SELECT w.holder_user_id, w.wallet_group_id, w.customer_id,
            coalesce((SELECT array_agg(id::text) FROM ancestors), '{}') AS customer_ancestor_ids
       FROM wallets w WHERE w.id = $1`,
    [walletId],
  );
}

export interface ViewerFactsRow {
  guardian_of_group_ids: string[];
  member_of_customer_ids: string[];
}

export async function findViewerFacts(q: Queryable, userId: string): Promise<ViewerFactsRow> {
  const { rows } = await q.query<ViewerFactsRow>(
    `SELECT
       coalesce((SELECT array_agg(wallet_group_id::text ORDER BY wallet_group_id) FROM wallet_group_guardians WHERE user_id = $1), '{}')
         AS guardian_of_group_ids,
       coalesce((SELECT array_agg(customer_id::text ORDER BY customer_id) FROM customer_memberships WHERE user_id = $1), '{}')
         AS member_of_customer_ids`,
    [userId],
  );
  return rows[0] ?? { guardian_of_group_ids: [], member_of_customer_ids: [] };
}

export async function upsertWalletPageSetting(q: Queryable, walletId: string, key: string, value: string, at: Date): Promise<void> {
  await q.query(
    `INSERT INTO wallet_page_settings (wallet_id, key, value, updated_at) VALUES ($1, $2, $3, $4)
     ON CONFLICT (wallet_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [walletId, key, value, at],
  );
}

export async function walletPageSettings(q: Queryable, walletId: string): Promise<{ key: string; value: string }[]> {
  const { rows } = await q.query<{ key: string; value: string }>(
    'SELECT key, value FROM wallet_page_settings WHERE wallet_id = $1 ORDER BY key',
    [walletId],
  );
  return rows;
}

export async function upsertWalletGroupPageSetting(
  q: Queryable,
  walletGroupIds: readonly string[],
  key: string,
  value: string,
  at: Date,
): Promise<void> {
  await q.query(
    `INSERT INTO wallet_group_page_settings (wallet_group_id, key, value, updated_at)
     SELECT group_id, $2, $3, $4 FROM unnest($1::uuid[]) AS group_id
     ON CONFLICT (wallet_group_id, key) DO UPDATE SET value = EXCLUDED.value, updated_at = EXCLUDED.updated_at`,
    [[...walletGroupIds], key, value, at],
  );
}

/** One value per key over the groups: the most recently written wins. */
export async function walletGroupPageSettings(q: Queryable, walletGroupIds: readonly string[]): Promise<{ key: string; value: string }[]> {
  const { rows } = await q.query<{ key: string; value: string }>(
    `SELECT DISTINCT ON (key) key, value FROM wallet_group_page_settings
      WHERE wallet_group_id = ANY($1::uuid[])
      ORDER BY key, updated_at DESC, wallet_group_id`,
    [[...walletGroupIds]],
  );
  return rows;
}

export async function insertWalletGroup(q: Queryable, name: string): Promise<string> {
  return insertReturningId(q, 'INSERT INTO wallet_groups (name) VALUES ($1) RETURNING id', [name]);
}

export async function insertGuardian(q: Queryable, walletGroupId: string, userId: string): Promise<void> {
  await q.query('INSERT INTO wallet_group_guardians (wallet_group_id, user_id) VALUES ($1, $2)', [walletGroupId, userId]);
}

export interface NewWallet {
  customerId: string;
  walletGroupId: string | null;
  holderUserId: string | null;
  name: string;
  pictureUrl: string | null;
}

export async function insertWallet(q: Queryable, wallet: NewWallet): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO wallets (customer_id, wallet_group_id, holder_user_id, name, picture_url)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [wallet.customerId, wallet.walletGroupId, wallet.holderUserId, wallet.name, wallet.pictureUrl],
  );
}

/** A pupil's wallet of a school (the pupil import): its own wallet group, its grade, no holder. */
export interface NewPupilWallet {
  id: string;
  walletGroupId: string;
  name: string;
  gradeNumber: number;
  gradeLetter: string;
  gradeLevel: 'Grade' | 'Special';
}

/** Many pupils' wallet groups and wallets in two statements (ids chosen by the caller). */
export async function insertPupilWallets(q: Queryable, customerId: string, pupils: readonly NewPupilWallet[]): Promise<void> {
  if (pupils.length === 0) return;
  await q.query('INSERT INTO wallet_groups (id, name) SELECT * FROM unnest($1::uuid[], $2::text[])', [pupils.map((p) => p.walletGroupId), pupils.map((p) => p.name)]);
  await q.query(
    `INSERT INTO wallets (id, customer_id, wallet_group_id, name, grade_number, grade_letter, grade_level)
     SELECT p.id, $1, p.group_id, p.name, p.grade_number, p.grade_letter, p.grade_level
       FROM unnest($2::uuid[], $3::uuid[], $4::text[], $5::smallint[], $6::text[], $7::text[]) AS p (id, group_id, name, grade_number, grade_letter, grade_level)`,
    [customerId, pupils.map((p) => p.id), pupils.map((p) => p.walletGroupId), pupils.map((p) => p.name), pupils.map((p) => p.gradeNumber), pupils.map((p) => p.gradeLetter), pupils.map((p) => p.gradeLevel)],
  );
}

/** New names and grades of many pupils' wallets in one statement (the pupil import). */
export async function updatePupilWallets(q: Queryable, customerId: string, pupils: readonly Omit<NewPupilWallet, 'walletGroupId'>[]): Promise<void> {
  if (pupils.length === 0) return;
  await q.query(
    `UPDATE wallets w SET name = p.name, grade_number = p.grade_number, grade_letter = p.grade_letter, grade_level = p.grade_level
       FROM unnest($2::uuid[], $3::text[], $4::smallint[], $5::text[], $6::text[]) AS p (id, name, grade_number, grade_letter, grade_level)
      WHERE w.id = p.id AND w.customer_id = $1`,
    [customerId, pupils.map((p) => p.id), pupils.map((p) => p.name), pupils.map((p) => p.gradeNumber), pupils.map((p) => p.gradeLetter), pupils.map((p) => p.gradeLevel)],
  );
}

/** The school (NFC) cards of each wallet, in the order they were added. */
export async function schoolCardsOf(q: Queryable, walletIds: readonly string[]): Promise<Map<string, { number: string; blocked: boolean }[]>> {
  const cards = new Map<string, { number: string; blocked: boolean }[]>();
  if (walletIds.length === 0) return cards;
  const { rows } = await q.query<{ wallet_id: string; card_number: string; blocked: boolean }>(
    'SELECT wallet_id, card_number, blocked_at IS NOT NULL AS blocked FROM school_cards WHERE wallet_id = ANY($1::uuid[]) ORDER BY created_at, card_number',
    [walletIds],
  );
  for (const row of rows) cards.set(row.wallet_id, [...(cards.get(row.wallet_id) ?? []), { number: row.card_number, blocked: row.blocked }]);
  return cards;
}

export interface SaleLocationRow {
  customer_id: string;
  location: string;
  type_id: number;
}

/**
 * Where each customer sells on the spot, its own places and those of the customers above
 * it (a municipality's canteen serves its schools): each active canteen terminal's canteen
 * (the terminal itself when it has none), type 1, and each meeting location, type 2
 * (SaleLocationType in @kk/contracts). One statement for all the customers.
 */
export async function saleLocationsOf(q: Queryable, customerIds: readonly string[]): Promise<Map<string, { Location: string; Type: { ID: number } }[]>> {
  const locations = new Map<string, { Location: string; Type: { ID: number } }[]>();
  if (customerIds.length === 0) return locations;
  const { rows } = await q.query<SaleLocationRow>(
    `WITH RECURSIVE chain (customer_id, id) AS (
       SELECT c.id, c.id FROM customers c WHERE c.id = ANY($1::uuid[])
       UNION
       SELECT chain.customer_id, c.parent_id FROM chain JOIN customers c ON c.id = chain.id WHERE c.parent_id IS NOT NULL
     ),
     places (owner_id, location, type_id) AS (
       SELECT t.customer_id, coalesce(o.name, t.name), $2::int
         FROM terminals t LEFT JOIN catalogue_owners o ON o.id = t.canteen_id
        WHERE t.active
       UNION
       SELECT o.customer_id, o.name, $3::int FROM catalogue_owners o WHERE o.kind = 'meeting_location'
     )
     SELECT DISTINCT chain.customer_id, places.location, places.type_id
       FROM chain JOIN places ON places.owner_id = chain.id
      ORDER BY chain.customer_id, places.type_id, places.location`,
    [[...customerIds], SaleLocationType.Canteen, SaleLocationType.MeetingLocation],
  );
  for (const row of rows) {
    locations.set(row.customer_id, [...(locations.get(row.customer_id) ?? []), { Location: row.location, Type: { ID: row.type_id } }]);
  }
  return locations;
}
