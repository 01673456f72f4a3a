import type { Queryable } from '../../db/db';
import { firstRowOrNull, insertReturningId, rowsForIds } from '../../db/rows';

export interface InvitationRow {
  id: string;
  inviter_user_id: string;
  inviter_name: string;
  email: string;
  created_at: Date | string;
  expires_at: Date | string;
  used_at: Date | string | null;
  withdrawn_at: Date | string | null;
  /** A school's invitation (migration 071): the one wallet group it covers, and the school's name; null for a guardian's. */
  wallet_group_id: string | null;
  school_name: string | null;
}

const INVITATION_COLUMNS = `i.id, i.inviter_user_id, u.name AS inviter_name, i.email, i.created_at, i.expires_at, i.used_at, i.withdrawn_at,
  i.wallet_group_id, (SELECT c.name FROM customers c WHERE c.id = i.customer_id) AS school_name`;

/** Any fixed numbers: advisory lock classes of an inviter's list, an e-mail's sign-up and a receiver's accesses. */
const INVITER_LOCK = 727_032;
const EMAIL_LOCK = 727_033;
const RECEIVER_LOCK = 727_034;

/** Serialises the invitations one guardian sends, so the duplicate and count checks hold. */
export async function lockInviter(q: Queryable, inviterId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [INVITER_LOCK, inviterId]);
}

/** Serialises the sign-ups of one e-mail (two invitations to the same address). */
export async function lockEmail(q: Queryable, email: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [EMAIL_LOCK, email]);
}

/** Serialises what changes one receiver's accesses (accepting, removing), so row ownership is handed on exactly. */
export async function lockReceiver(q: Queryable, receiverId: string): Promise<void> {
  await q.query('SELECT pg_advisory_xact_lock($1, hashtext($2))', [RECEIVER_LOCK, receiverId]);
}

/**
 * The wallet groups a user guards in their own right: every guardian row of theirs that no
 * access of theirs made. Only these can be shared on, so an access never travels further.
 */
export async function ownGroupIds(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT g.wallet_group_id AS id FROM wallet_group_guardians g
      WHERE g.user_id = $1
        AND NOT EXISTS (
          SELECT 1 FROM wallet_access_groups ag JOIN wallet_accesses a ON a.id = ag.access_id
           WHERE a.receiver_user_id = $1 AND ag.wallet_group_id = g.wallet_group_id AND ag.owns_guardian_row)
      ORDER BY g.wallet_group_id`,
    [userId],
  );
  return rows.map((row) => row.id);
}

export interface ChildRow {
  name: string;
  customer_id: string;
}

/** The wallets of the groups, by name: the children an invitation names. */
export async function childrenOfGroups(q: Queryable, groupIds: readonly string[]): Promise<ChildRow[]> {
  return rowsForIds<ChildRow>(
    q,
    groupIds,
    'SELECT name, customer_id FROM wallets WHERE wallet_group_id = ANY($1::uuid[]) ORDER BY name, id',
  );
}

export async function openInvitationExists(q: Queryable, inviterId: string, email: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `SELECT 1 FROM access_invitations
      WHERE inviter_user_id = $1 AND email = $2 AND used_at IS NULL AND withdrawn_at IS NULL AND expires_at > $3 AND wallet_group_id IS NULL`,
    [inviterId, email, now],
  );
  return rows.length > 0;
}

export async function countOpenInvitations(q: Queryable, inviterId: string, now: Date): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM access_invitations
      WHERE inviter_user_id = $1 AND used_at IS NULL AND withdrawn_at IS NULL AND expires_at > $2 AND wallet_group_id IS NULL`,
    [inviterId, now],
  );
  return Number(rows[0]?.count ?? 0);
}

/** Whether the user with this e-mail already guards every one of the groups. */
export async function emailGuardsAll(q: Queryable, email: string, groupIds: readonly string[]): Promise<boolean> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(*)::int AS count FROM wallet_group_guardians g JOIN users u ON u.id = g.user_id
      WHERE u.email = $1 AND g.wallet_group_id = ANY($2::uuid[])`,
    [email, [...groupIds]],
  );
  return groupIds.length > 0 && Number(rows[0]?.count ?? 0) === groupIds.length;
}

export async function insertInvitation(
  q: Queryable,
  i: { inviterId: string; email: string; secretHash: string; createdAt: Date; expiresAt: Date },
): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO access_invitations (inviter_user_id, email, secret_hash, created_at, expires_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [i.inviterId, i.email, i.secretHash, i.createdAt, i.expiresAt],
  );
}

/**
 * A school's invitations (the pupil import), one statement for them all: each to one e-mail
 * for one wallet group, in the school's name, sent by the staff member who imported.
 */
export async function insertSchoolInvitations(
  q: Queryable,
  i: { inviterId: string; customerId: string; createdAt: Date; expiresAt: Date; rows: readonly { id: string; email: string; secretHash: string; walletGroupId: string }[] },
): Promise<void> {
  if (i.rows.length === 0) return;
  await q.query(
    `INSERT INTO access_invitations (id, inviter_user_id, email, secret_hash, created_at, expires_at, wallet_group_id, customer_id)
     SELECT r.id, $1, r.email, r.secret_hash, $3, $4, r.group_id, $2
       FROM unnest($5::uuid[], $6::text[], $7::text[], $8::uuid[]) AS r (id, email, secret_hash, group_id)`,
    [i.inviterId, i.customerId, i.createdAt, i.expiresAt, i.rows.map((r) => r.id), i.rows.map((r) => r.email), i.rows.map((r) => r.secretHash), i.rows.map((r) => r.walletGroupId)],
  );
}

/** The inviter's open invitations, newest first (a guardian's: a school's are the import's). */
export async function openInvitationsOf(q: Queryable, inviterId: string, now: Date): Promise<InvitationRow[]> {
  const { rows } = await q.query<InvitationRow>(
    `SELECT ${INVITATION_COLUMNS} FROM access_invitations i JOIN users u ON u.id = i.inviter_user_id
      WHERE i.inviter_user_id = $1 AND i.used_at IS NULL AND i.withdrawn_at IS NULL AND i.expires_at > $2 AND i.wallet_group_id IS NULL
      ORDER BY i.created_at DESC, i.id`,
    [inviterId, now],
  );
  return rows;
}

/** The invitation of a secret (by its hash); `lock` holds the row until the transaction ends. */
export async function invitationBySecretHash(q: Queryable, secretHash: string, lock = false): Promise<InvitationRow | null> {
  return firstRowOrNull<InvitationRow>(
    q,
    `SELECT ${INVITATION_COLUMNS} FROM access_invitations i JOIN users u ON u.id = i.inviter_user_id
      WHERE i.secret_hash = $1 ${lock ? 'FOR UPDATE OF i' : ''}`,
    [secretHash],
  );
}

/** Withdraws the inviter's open invitation; false when there is none with that id. */
export async function withdrawInvitation(q: Queryable, inviterId: string, invitationId: string, now: Date): Promise<boolean> {
  const { rows } = await q.query(
    `UPDATE access_invitations SET withdrawn_at = $3
      WHERE id = $1 AND inviter_user_id = $2 AND used_at IS NULL AND withdrawn_at IS NULL AND expires_at > $3
      RETURNING id`,
    [invitationId, inviterId, now],
  );
  return rows.length > 0;
}

export async function markInvitationUsed(q: Queryable, invitationId: string, userId: string, now: Date): Promise<void> {
  await q.query('UPDATE access_invitations SET used_at = $3, used_by_user_id = $2 WHERE id = $1', [invitationId, userId, now]);
}

export async function userIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
  return rows[0]?.id ?? null;
}

export async function rolesOf(q: Queryable, userId: string): Promise<string[]> {
  const { rows } = await q.query<{ role: string }>('SELECT role FROM user_roles WHERE user_id = $1 ORDER BY role', [userId]);
  return rows.map((row) => row.role);
}

export async function addRoles(q: Queryable, userId: string, roles: readonly string[]): Promise<void> {
  if (roles.length === 0) return;
  await q.query('INSERT INTO user_roles (user_id, role) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [userId, [...roles]]);
}

export async function removeRoles(q: Queryable, userId: string, roles: readonly string[]): Promise<void> {
  if (roles.length === 0) return;
  await q.query('DELETE FROM user_roles WHERE user_id = $1 AND role = ANY($2::text[])', [userId, [...roles]]);
}

export async function insertAccess(
  q: Queryable,
  a: { invitationId: string; giverId: string; receiverId: string; addedRoles: readonly string[]; at: Date },
): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO wallet_accesses (invitation_id, giver_user_id, receiver_user_id, added_roles, created_at)
     VALUES ($1, $2, $3, $4::text[], $5) RETURNING id`,
    [a.invitationId, a.giverId, a.receiverId, [...a.addedRoles], a.at],
  );
}

/** Makes the user a guardian of the group; true when the row is new (the access owns it). */
export async function addGuardianRow(q: Queryable, groupId: string, userId: string): Promise<boolean> {
  const { rows } = await q.query(
    'INSERT INTO wallet_group_guardians (wallet_group_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING user_id',
    [groupId, userId],
  );
  return rows.length > 0;
}

export async function removeGuardianRow(q: Queryable, groupId: string, userId: string): Promise<void> {
  await q.query('DELETE FROM wallet_group_guardians WHERE wallet_group_id = $1 AND user_id = $2', [groupId, userId]);
}

export async function insertAccessGroup(q: Queryable, accessId: string, groupId: string, ownsGuardianRow: boolean): Promise<void> {
  await q.query('INSERT INTO wallet_access_groups (access_id, wallet_group_id, owns_guardian_row) VALUES ($1, $2, $3)', [
    accessId,
    groupId,
    ownsGuardianRow,
  ]);
}

export interface AccessRow {
  id: string;
  giver_user_id: string;
  receiver_user_id: string;
  added_roles: string[];
  created_at: Date | string;
}

export async function findAccess(q: Queryable, accessId: string): Promise<AccessRow | null> {
  return firstRowOrNull<AccessRow>(
    q,
    'SELECT id, giver_user_id, receiver_user_id, added_roles, created_at FROM wallet_accesses WHERE id = $1',
    [accessId],
  );
}

export async function accessGroups(q: Queryable, accessId: string): Promise<{ wallet_group_id: string; owns_guardian_row: boolean }[]> {
  const { rows } = await q.query<{ wallet_group_id: string; owns_guardian_row: boolean }>(
    'SELECT wallet_group_id, owns_guardian_row FROM wallet_access_groups WHERE access_id = $1 ORDER BY wallet_group_id',
    [accessId],
  );
  return rows;
}

/** Another access of the receiver that covers the group (the oldest), to hand a guardian row to. */
export async function otherAccessCovering(q: Queryable, receiverId: string, groupId: string, exceptAccessId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    `SELECT a.id FROM wallet_accesses a JOIN wallet_access_groups ag ON ag.access_id = a.id
      WHERE a.receiver_user_id = $1 AND ag.wallet_group_id = $2 AND a.id <> $3
      ORDER BY a.created_at, a.id LIMIT 1`,
    [receiverId, groupId, exceptAccessId],
  );
  return rows[0]?.id ?? null;
}

export async function setOwnsGuardianRow(q: Queryable, accessId: string, groupId: string): Promise<void> {
  await q.query('UPDATE wallet_access_groups SET owns_guardian_row = true WHERE access_id = $1 AND wallet_group_id = $2', [accessId, groupId]);
}

/** Another access the receiver holds (the oldest), to hand roles to. */
export async function otherAccessOf(q: Queryable, receiverId: string, exceptAccessId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>(
    'SELECT id FROM wallet_accesses WHERE receiver_user_id = $1 AND id <> $2 ORDER BY created_at, id LIMIT 1',
    [receiverId, exceptAccessId],
  );
  return rows[0]?.id ?? null;
}

export async function appendAddedRoles(q: Queryable, accessId: string, roles: readonly string[]): Promise<void> {
  await q.query(
    `UPDATE wallet_accesses SET added_roles = ARRAY(SELECT DISTINCT unnest(added_roles || $2::text[]) ORDER BY 1) WHERE id = $1`,
    [accessId, [...roles]],
  );
}

export async function deleteAccess(q: Queryable, accessId: string): Promise<void> {
  await q.query('DELETE FROM wallet_accesses WHERE id = $1', [accessId]);
}

export interface AccessEntryRow {
  id: string;
  created_at: Date | string;
  given: boolean;
  name: string;
  email: string;
}

/** The accesses the user gave or received, newest first; name and e-mail are the other person's. */
export async function accessesOf(q: Queryable, userId: string): Promise<AccessEntryRow[]> {
  const { rows } = await q.query<AccessEntryRow>(
    `SELECT a.id, a.created_at, (a.giver_user_id = $1) AS given, u.name, u.email
       FROM wallet_accesses a
       JOIN users u ON u.id = CASE WHEN a.giver_user_id = $1 THEN a.receiver_user_id ELSE a.giver_user_id END
      WHERE a.giver_user_id = $1 OR a.receiver_user_id = $1
      ORDER BY a.created_at DESC, a.id`,
    [userId],
  );
  return rows;
}
