import type { Queryable } from '../../db/db';

/** A timestamp as the export writes it. */
const iso = (value: Date | string | null): string | null => (value === null ? null : new Date(value).toISOString());

export interface ExportUser {
  ID: string;
  Name: string;
  Email: string;
  MobileNumber: string | null;
  Language: string | null;
  CreatedAt: string | null;
  Roles: string[];
  Customers: string[];
}

export async function exportUser(q: Queryable, userId: string): Promise<ExportUser | null> {
  const { rows } = await q.query<{ id: string; name: string; email: string; mobile_number: string | null; language: string | null; created_at: Date; roles: string[]; customers: string[] }>(
    `SELECT u.id, u.name, u.email, u.mobile_number, u.language, u.created_at,
            coalesce((SELECT array_agg(r.role ORDER BY r.role) FROM user_roles r WHERE r.user_id = u.id), '{}') AS roles,
            coalesce((SELECT array_agg(c.name ORDER BY c.name) FROM customer_memberships m JOIN customers c ON c.id = m.customer_id WHERE m.user_id = u.id), '{}') AS customers
       FROM users u WHERE u.id = $1`,
    [userId],
  );
  const row = rows[0];
  if (row === undefined) return null;
  return { ID: row.id, Name: row.name, Email: row.email, MobileNumber: row.mobile_number, Language: row.language, CreatedAt: iso(row.created_at), Roles: row.roles, Customers: row.customers };
}

export interface ExportWallet {
  ID: string;
  Name: string;
  Customer: string;
  Family: string | null;
  Email: string | null;
  MobileNumber: string | null;
  Grade: string | null;
  BalanceOre: number;
  SchoolCards: string[];
  HasPicture: boolean;
  Blocked: boolean;
  CreatedAt: string | null;
}

export async function exportWallets(q: Queryable, walletIds: readonly string[]): Promise<ExportWallet[]> {
  const { rows } = await q.query<{
    id: string; name: string; customer: string; family: string | null; email: string | null; mobile_number: string | null;
    grade_number: number | null; grade_letter: string | null; balance_ore: number | null; school_cards: string[]; has_picture: boolean; blocked: boolean; created_at: Date;
  }>(
    `SELECT w.id, w.name, c.name AS customer, g.name AS family, w.email, w.mobile_number, w.grade_number, w.grade_letter,
            a.balance_ore, w.blocked, w.created_at,
            coalesce((SELECT array_agg(s.card_number ORDER BY s.card_number) FROM school_cards s WHERE s.wallet_id = w.id), '{}') AS school_cards,
            (w.picture_url IS NOT NULL OR EXISTS (SELECT 1 FROM wallet_pictures p WHERE p.wallet_id = w.id)) AS has_picture
       FROM wallets w JOIN customers c ON c.id = w.customer_id
       LEFT JOIN wallet_groups g ON g.id = w.wallet_group_id
       LEFT JOIN ledger_accounts a ON a.wallet_id = w.id
      WHERE w.id = ANY($1::uuid[])
      ORDER BY w.name, w.id`,
    [walletIds],
  );
  return rows.map((row) => ({
    ID: row.id,
    Name: row.name,
    Customer: row.customer,
    Family: row.family,
    Email: row.email,
    MobileNumber: row.mobile_number,
    Grade: row.grade_number === null ? null : `${row.grade_number}${row.grade_letter ?? ''}`,
    BalanceOre: Number(row.balance_ore ?? 0),
    SchoolCards: row.school_cards,
    HasPicture: row.has_picture,
    Blocked: row.blocked,
    CreatedAt: iso(row.created_at),
  }));
}

export interface ExportTransaction {
  ID: string;
  WalletID: string;
  Kind: string;
  StatusID: number;
  Description: string;
  AmountOre: number;
  WalletAmountOre: number;
  CardAmountOre: number;
  CreatedAt: string | null;
}

export interface ExportMovement {
  LedgerTransactionID: string;
  WalletID: string;
  Kind: string;
  Description: string;
  AmountOre: number;
  CreatedAt: string | null;
}

/** Every posting to the wallets' ledger accounts: the balance's own history, payments or not (the demo's history is posted straight to the ledger). */
export async function exportMovements(q: Queryable, walletIds: readonly string[]): Promise<ExportMovement[]> {
  const { rows } = await q.query<{ transaction_id: string; wallet_id: string; kind: string; description: string; amount_ore: number; created_at: Date }>(
    `SELECT p.transaction_id, a.wallet_id, t.kind, t.description, p.amount_ore, t.created_at
       FROM ledger_accounts a
       JOIN ledger_postings p ON p.account_id = a.id
       JOIN ledger_transactions t ON t.id = p.transaction_id
      WHERE a.wallet_id = ANY($1::uuid[])
      ORDER BY t.created_at, p.transaction_id`,
    [walletIds],
  );
  return rows.map((row) => ({
    LedgerTransactionID: row.transaction_id, WalletID: row.wallet_id, Kind: row.kind, Description: row.description, AmountOre: Number(row.amount_ore), CreatedAt: iso(row.created_at),
  }));
}

export async function exportTransactions(q: Queryable, walletIds: readonly string[]): Promise<ExportTransaction[]> {
  const { rows } = await q.query<{ id: string; wallet_id: string; kind: string; status_id: number; description: string; amount_ore: number; wallet_amount_ore: number; card_amount_ore: number; created_at: Date }>(
    `SELECT id, wallet_id, kind, status_id, description, amount_ore, wallet_amount_ore, card_amount_ore, created_at
       FROM payment_transactions WHERE wallet_id = ANY($1::uuid[]) ORDER BY created_at, id`,
    [walletIds],
  );
  return rows.map((row) => ({
    ID: row.id, WalletID: row.wallet_id, Kind: row.kind, StatusID: row.status_id, Description: row.description,
    AmountOre: Number(row.amount_ore), WalletAmountOre: Number(row.wallet_amount_ore), CardAmountOre: Number(row.card_amount_ore), CreatedAt: iso(row.created_at),
  }));
}

export interface ExportOrder {
  ID: string;
  WalletID: string;
  Type: 'webshop' | 'foodplan' | 'meeting' | 'other';
  StatusID: number;
  AmountOre: number;
  CreatedAt: string | null;
  DeliveryTime: string | null;
  Lines: { Name: string; Quantity: number; PriceOre: number; RefundedQuantity: number }[];
}

export async function exportOrders(q: Queryable, walletIds: readonly string[]): Promise<ExportOrder[]> {
  const { rows } = await q.query<{ id: string; wallet_id: string; type: ExportOrder['Type']; status_id: number; amount_ore: number; created_at: Date; delivery_time: Date | null; lines: ExportOrder['Lines'] }>(
    `SELECT p.id, p.wallet_id, p.status_id, p.amount_ore, p.created_at, mo.delivery_time,
            CASE WHEN mo.transaction_id IS NOT NULL OR p.department_id IS NOT NULL THEN 'meeting'
                 WHEN p.is_foodplan OR p.food_plan_id IS NOT NULL THEN 'foodplan'
                 WHEN p.webshop_id IS NOT NULL THEN 'webshop' ELSE 'other' END AS type,
            coalesce((SELECT jsonb_agg(jsonb_build_object('Name', l.name, 'Quantity', l.quantity, 'PriceOre', l.price_ore, 'RefundedQuantity', l.refunded_quantity) ORDER BY l.line_no)
                        FROM payment_transaction_lines l WHERE l.transaction_id = p.id), '[]') AS lines
       FROM payment_transactions p LEFT JOIN meeting_orders mo ON mo.transaction_id = p.id
      WHERE p.wallet_id = ANY($1::uuid[]) AND p.kind = 'order'
      ORDER BY p.created_at, p.id`,
    [walletIds],
  );
  return rows.map((row) => ({
    ID: row.id, WalletID: row.wallet_id, Type: row.type, StatusID: row.status_id, AmountOre: Number(row.amount_ore), CreatedAt: iso(row.created_at), DeliveryTime: iso(row.delivery_time),
    Lines: row.lines.map((line) => ({ ...line, PriceOre: Number(line.PriceOre) })),
  }));
}

export interface ExportMessage {
  ID: string;
  WalletID: string | null;
  Channel: string;
  Kind: string;
  Email: string | null;
  MobileNumber: string | null;
  Subject: string;
  Body: string;
  CreatedAt: string | null;
}

/** The messages logged to the user (their e-mail or mobile number) or about one of their wallets. */
export async function exportMessages(q: Queryable, walletIds: readonly string[], email: string, mobile: string | null): Promise<ExportMessage[]> {
  const { rows } = await q.query<{ id: string; wallet_id: string | null; channel: string; kind: string; email: string | null; mobile_number: string | null; subject: string; body: string; created_at: Date }>(
    `SELECT id, wallet_id, channel, kind, email, mobile_number, subject, body, created_at FROM message_log
      WHERE wallet_id = ANY($1::uuid[]) OR lower(email) = $2 OR ($3::text IS NOT NULL AND mobile_number = $3)
      ORDER BY created_at, id`,
    [walletIds, email.toLowerCase(), mobile],
  );
  return rows.map((row) => ({
    ID: row.id, WalletID: row.wallet_id, Channel: row.channel, Kind: row.kind, Email: row.email, MobileNumber: row.mobile_number, Subject: row.subject, Body: row.body, CreatedAt: iso(row.created_at),
  }));
}

export interface ExportConsent {
  Kind: 'newsletter' | 'wallet_terms' | 'card_sharing';
  WalletID: string | null;
  Subject: string;
  Given: boolean;
  At: string | null;
}

/** The newsletter consent, the wallet terms answered, and the saved cards the user shares with the family. */
export async function exportConsents(q: Queryable, userId: string, walletIds: readonly string[]): Promise<ExportConsent[]> {
  const { rows } = await q.query<{ kind: ExportConsent['Kind']; wallet_id: string | null; subject: string; given: boolean; at: Date | null }>(
    `SELECT 'newsletter' AS kind, NULL::uuid AS wallet_id, 'Newsletter' AS subject, consent AS given, updated_at AS at FROM newsletter_consents WHERE user_id = $1
     UNION ALL
     SELECT 'wallet_terms', a.wallet_id, t.name, a.accepted, a.answered_at
       FROM wallet_term_answers a JOIN wallet_term_types t ON t.id = a.term_type_id
      WHERE a.user_id = $1 OR a.wallet_id = ANY($2::uuid[])
     UNION ALL
     SELECT 'card_sharing', cc.wallet_id, cc.brand || ' •••• ' || cc.last4, cc.shared_with_family, cc.created_at
       FROM credit_cards cc WHERE cc.created_by_user_id = $1
     ORDER BY 1, 5`,
    [userId, walletIds],
  );
  return rows.map((row) => ({ Kind: row.kind, WalletID: row.wallet_id, Subject: row.subject, Given: row.given, At: iso(row.at) }));
}

export interface ExportCard {
  ID: string;
  WalletID: string | null;
  Brand: string;
  MaskedNumber: string;
  Expiry: string;
  SharedWithFamily: boolean;
  CreatedAt: string | null;
  DeletedAt: string | null;
}

/** Saved cards of the wallets and of the groups the user guards: brand, the last four digits masked, expiry; never the provider's token. */
export async function exportCards(q: Queryable, walletIds: readonly string[], groupIds: readonly string[]): Promise<ExportCard[]> {
  const { rows } = await q.query<{ id: string; wallet_id: string | null; brand: string; last4: string; expiry_month: number; expiry_year: number; shared_with_family: boolean; created_at: Date; deleted_at: Date | null }>(
    `SELECT id, wallet_id, brand, last4, expiry_month, expiry_year, shared_with_family, created_at, deleted_at FROM credit_cards
      WHERE wallet_id = ANY($1::uuid[]) OR wallet_group_id = ANY($2::uuid[]) ORDER BY created_at, id`,
    [walletIds, groupIds],
  );
  return rows.map((row) => ({
    ID: row.id, WalletID: row.wallet_id, Brand: row.brand, MaskedNumber: `•••• •••• •••• ${row.last4}`, Expiry: `${String(row.expiry_month).padStart(2, '0')}/${row.expiry_year}`,
    SharedWithFamily: row.shared_with_family, CreatedAt: iso(row.created_at), DeletedAt: iso(row.deleted_at),
  }));
}

// ── Erasure ────────────────────────────────────────────────────────────────

export interface FamilyScope {
  userIds: string[];
  groupIds: string[];
  walletIds: string[];
}

/**
 * The family of a guardian: the wallet groups they guard, every guardian of those groups,
 * every group those guardians guard in turn (until nothing is added), and the wallets of the
 * groups and those the users hold.
 */
export async function familyOf(q: Queryable, userId: string): Promise<FamilyScope> {
  const { rows } = await q.query<{ user_ids: string[] | null; group_ids: string[] | null }>(
    `WITH RECURSIVE reach (user_id, group_id) AS (
       SELECT user_id, wallet_group_id FROM wallet_group_guardians WHERE user_id = $1
       UNION
       SELECT g.user_id, g.wallet_group_id FROM reach r
         JOIN wallet_group_guardians other ON other.wallet_group_id = r.group_id
         JOIN wallet_group_guardians g ON g.user_id = other.user_id
     )
     SELECT array_agg(DISTINCT user_id) AS user_ids, array_agg(DISTINCT group_id) AS group_ids FROM reach`,
    [userId],
  );
  const userIds = [...new Set([userId, ...(rows[0]?.user_ids ?? [])])].sort();
  const groupIds = [...(rows[0]?.group_ids ?? [])].sort();
  const wallets = await q.query<{ id: string }>(
    'SELECT id FROM wallets WHERE wallet_group_id = ANY($1::uuid[]) OR holder_user_id = ANY($2::uuid[]) ORDER BY id',
    [groupIds, userIds],
  );
  return { userIds, groupIds, walletIds: wallets.rows.map((row) => row.id) };
}

/** The guardian a support lookup starts from: the user with this e-mail (case-insensitive). */
export async function userIdByEmail(q: Queryable, email: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string }>('SELECT id FROM users WHERE lower(email) = lower($1)', [email.trim()]);
  return rows[0]?.id ?? null;
}

/** The guardian a wallet's family is found from: a guardian of its group (the first by id), else its holder. */
export async function guardianOfWallet(q: Queryable, walletId: string): Promise<string | null> {
  const { rows } = await q.query<{ id: string | null }>(
    `SELECT COALESCE(
       (SELECT g.user_id FROM wallet_group_guardians g WHERE g.wallet_group_id = w.wallet_group_id ORDER BY g.user_id LIMIT 1),
       w.holder_user_id) AS id
     FROM wallets w WHERE w.id = $1`,
    [walletId],
  );
  return rows[0]?.id ?? null;
}

export interface FamilyMember {
  id: string;
  name: string;
  email: string;
}

export interface FamilyWallet {
  id: string;
  name: string;
  customer_name: string;
  balance_ore: number;
  closed_at: Date | null;
}

/** Who and what a family scope holds, for the support tool to see before it erases. */
export async function familyMembers(q: Queryable, scope: FamilyScope): Promise<{ users: FamilyMember[]; wallets: FamilyWallet[] }> {
  const users = await q.query<FamilyMember>('SELECT id, name, email FROM users WHERE id = ANY($1::uuid[]) ORDER BY name, id', [scope.userIds]);
  const wallets = await q.query<FamilyWallet>(
    `SELECT w.id, w.name, c.name AS customer_name, COALESCE(a.balance_ore, 0) AS balance_ore, w.closed_at
       FROM wallets w JOIN customers c ON c.id = w.customer_id LEFT JOIN ledger_accounts a ON a.wallet_id = w.id
      WHERE w.id = ANY($1::uuid[]) ORDER BY w.name, w.id`,
    [scope.walletIds],
  );
  return { users: users.rows, wallets: wallets.rows.map((row) => ({ ...row, balance_ore: Number(row.balance_ore) })) };
}

/** Why a family is not closed: each reason with how many rows stand in the way; empty when it is closed. */
export async function openFamilyReasons(q: Queryable, scope: FamilyScope, now: Date): Promise<Record<string, number>> {
  const { rows } = await q.query<Record<string, number>>(
    `SELECT
       (SELECT count(*)::int FROM ledger_accounts WHERE wallet_id = ANY($1::uuid[]) AND balance_ore <> 0) AS "WalletBalance",
       (SELECT count(*)::int FROM ledger_accounts WHERE wallet_id = ANY($1::uuid[]) AND held_ore <> 0) AS "HeldAmount",
       (SELECT count(*)::int FROM payment_transactions WHERE wallet_id = ANY($1::uuid[]) AND status_id = 1) AS "PendingPayments",
       (SELECT count(*)::int FROM foodplan_subscriptions WHERE (wallet_id = ANY($1::uuid[]) OR user_id = ANY($2::uuid[])) AND is_active) AS "ActiveSubscriptions",
       (SELECT count(*)::int FROM automatic_refill_settings WHERE wallet_id = ANY($1::uuid[]) AND enabled) AS "AutomaticRefills",
       (SELECT count(*)::int FROM monthly_refill_settings WHERE wallet_id = ANY($1::uuid[]) AND is_active) AS "MonthlyRefills",
       (SELECT count(*)::int FROM mobilepay_agreements WHERE wallet_id = ANY($1::uuid[]) AND status IN ('pending', 'active')) AS "MobilePayAgreements",
       (SELECT count(*)::int FROM meeting_orders mo JOIN payment_transactions p ON p.id = mo.transaction_id
         WHERE p.wallet_id = ANY($1::uuid[]) AND p.status_id = 2 AND mo.delivery_time > $3) AS "UndeliveredMeetingOrders"`,
    [scope.walletIds, scope.userIds, now],
  );
  return Object.fromEntries(Object.entries(rows[0] ?? {}).filter(([, count]) => Number(count) > 0).map(([reason, count]) => [reason, Number(count)]));
}

/** The staff roles a family member must not have: erasing a member of staff is not a family's erasure. */
export async function staffMembers(q: Queryable, userIds: readonly string[]): Promise<number> {
  const { rows } = await q.query<{ count: number }>(
    `SELECT count(DISTINCT user_id)::int AS count FROM user_roles WHERE user_id = ANY($1::uuid[]) AND role IN ('SupportTool', 'PartnerSite', 'HelpDesk', 'Developer')`,
    [userIds],
  );
  return rows[0]?.count ?? 0;
}

/** Locks the family's wallet accounts (the ledger's own lock order: by id) so no money moves while it is erased. */
export async function lockWalletAccounts(q: Queryable, walletIds: readonly string[]): Promise<void> {
  await q.query('SELECT id FROM ledger_accounts WHERE wallet_id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [walletIds]);
}

export interface PersonalStrings {
  names: string[];
  emails: string[];
  mobiles: string[];
}

/** The names, e-mail addresses and mobile numbers of the family: what must not remain anywhere after the erasure. */
export async function personalStrings(q: Queryable, scope: FamilyScope): Promise<PersonalStrings> {
  const { rows } = await q.query<{ names: string[] | null; emails: string[] | null; mobiles: string[] | null }>(
    `SELECT array_remove(array_agg(DISTINCT n), NULL) AS names, array_remove(array_agg(DISTINCT e), NULL) AS emails, array_remove(array_agg(DISTINCT m), NULL) AS mobiles FROM (
       SELECT name AS n, email AS e, mobile_number AS m FROM users WHERE id = ANY($1::uuid[])
       UNION ALL SELECT name, email, mobile_number FROM wallets WHERE id = ANY($2::uuid[])
       UNION ALL SELECT name, NULL, NULL FROM wallet_groups WHERE id = ANY($3::uuid[])
     ) AS personal`,
    [scope.userIds, scope.walletIds, scope.groupIds],
  );
  return { names: rows[0]?.names ?? [], emails: rows[0]?.emails ?? [], mobiles: rows[0]?.mobiles ?? [] };
}

export const ERASED_NAME = 'Slettet bruger';
export const ERASED_FAMILY = 'Slettet familie';
export const ERASED_TEXT = 'Slettet';

/** The statements of one erasure; each answers how many rows it changed. The ledger (ledger_transactions, ledger_postings) is never touched. */
export async function eraseFamily(q: Queryable, scope: FamilyScope, personal: PersonalStrings, now: Date): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  const run = async (key: string, sql: string, params: readonly unknown[]) => {
    const { rows } = await q.query<{ n: number }>(`WITH changed AS (${sql} RETURNING 1) SELECT count(*)::int AS n FROM changed`, params);
    counts[key] = (counts[key] ?? 0) + (rows[0]?.n ?? 0);
  };
  const { userIds, groupIds, walletIds } = scope;
  const personalMobiles = personal.mobiles.flatMap((mobile) => [mobile, mobile.slice(-8)]);

  // Messages to or about the family: their kept copies go, the log keeps only that a message was sent.
  await run('kept_mails', `DELETE FROM kept_mails k USING message_log m WHERE k.message_log_id = m.id
     AND (m.wallet_id = ANY($1::uuid[]) OR lower(m.email) = ANY($2::text[]) OR m.mobile_number = ANY($3::text[]))`, [walletIds, personal.emails, personalMobiles]);
  await run('message_log', `UPDATE message_log SET subject = $4, body = $4, email = 'erased@invalid', mobile_number = NULL
     WHERE wallet_id = ANY($1::uuid[]) OR lower(email) = ANY($2::text[]) OR mobile_number = ANY($3::text[])`, [walletIds, personal.emails, personalMobiles, ERASED_TEXT]);
  await run('kept_mails', 'DELETE FROM kept_mails WHERE lower(to_address) = ANY($1::text[]) OR to_address = ANY($2::text[])', [personal.emails, personalMobiles]);

  // Sign-in: sessions, reset links, login attempts and invitations end; the password can never match.
  await run('sessions', 'DELETE FROM sessions WHERE user_id = ANY($1::uuid[])', [userIds]);
  await run('password_resets', 'DELETE FROM password_resets WHERE user_id = ANY($1::uuid[])', [userIds]);
  await run('login_attempts', 'DELETE FROM login_attempts WHERE lower(email) = ANY($1::text[])', [personal.emails]);
  await run('access_invitations', 'DELETE FROM access_invitations WHERE inviter_user_id = ANY($1::uuid[]) OR used_by_user_id = ANY($1::uuid[]) OR email = ANY($2::text[])', [userIds, personal.emails]);
  await run('newsletter_consents', 'DELETE FROM newsletter_consents WHERE user_id = ANY($1::uuid[])', [userIds]);
  await run('onboarding_progress', 'DELETE FROM onboarding_progress WHERE user_id = ANY($1::uuid[])', [userIds]);

  // Children's identifiers: pictures, school cards; the wallet stays (the ledger's account names it) but anonymous and blocked.
  await run('wallet_pictures', 'DELETE FROM wallet_pictures WHERE wallet_id = ANY($1::uuid[])', [walletIds]);
  await run('school_cards', 'DELETE FROM school_cards WHERE wallet_id = ANY($1::uuid[])', [walletIds]);
  await run('wallets', `UPDATE wallets SET name = $2, picture_url = NULL, email = NULL, mobile_number = NULL,
     grade_number = NULL, grade_letter = NULL, grade_level = NULL, blocked = true WHERE id = ANY($1::uuid[])`, [walletIds, ERASED_NAME]);
  await run('wallet_groups', 'UPDATE wallet_groups SET name = $2 WHERE id = ANY($1::uuid[])', [groupIds, ERASED_FAMILY]);

  // Saved cards and MobilePay: the provider's tokens and masks go; the rows stay for the payments that name them.
  await run('credit_cards', `UPDATE credit_cards SET provider_token = 'erased-' || id::text, brand = $3, last4 = '0000', expiry_month = 1, expiry_year = 2000,
     deleted_at = coalesce(deleted_at, $4), shared_with_family = false
     WHERE wallet_id = ANY($1::uuid[]) OR wallet_group_id = ANY($2::uuid[])`, [walletIds, groupIds, ERASED_TEXT, now]);
  await run('mobilepay_agreements', `UPDATE mobilepay_agreements SET provider_token = NULL, mobile_number_last4 = NULL, redirect_url = NULL
     WHERE wallet_id = ANY($1::uuid[])`, [walletIds]);

  // Payments keep every amount; texts that could name the family are replaced.
  for (const name of personal.names.filter((value) => value.trim().length >= 2)) {
    await run('payment_transactions', `UPDATE payment_transactions SET description = replace(description, $2, $3)
       WHERE wallet_id = ANY($1::uuid[]) AND strpos(description, $2) > 0`, [walletIds, name, ERASED_NAME]);
  }
  await run('payment_transactions', `UPDATE payment_transactions SET custom_data = NULL, error_message = NULL, stacktrace = NULL
     WHERE wallet_id = ANY($1::uuid[]) AND (custom_data IS NOT NULL OR error_message IS NOT NULL OR stacktrace IS NOT NULL)`, [walletIds]);
  await run('payment_custom_informations', `UPDATE payment_custom_informations SET json_data = '{}'
     WHERE transaction_id IN (SELECT id FROM payment_transactions WHERE wallet_id = ANY($1::uuid[])) AND json_data <> '{}'`, [walletIds]);
  await run('meeting_orders', `UPDATE meeting_orders SET note = NULL
     WHERE note IS NOT NULL AND transaction_id IN (SELECT id FROM payment_transactions WHERE wallet_id = ANY($1::uuid[]))`, [walletIds]);
  await run('help_desk_tickets', `UPDATE help_desk_tickets SET author_name = $2 WHERE user_id = ANY($1::uuid[])`, [userIds, ERASED_NAME]);

  // Last, the people: anonymous, unusable password, signed out for good.
  await run('users', `UPDATE users SET name = $2, email = 'erased-' || id::text || '@invalid', mobile_number = NULL, language = NULL,
     password_hash = '!erased', deactivated_at = coalesce(deactivated_at, $3) WHERE id = ANY($1::uuid[])`, [userIds, ERASED_NAME, now]);
  return counts;
}

export async function recordErasure(q: Queryable, userId: string, erasedBy: string, scope: FamilyScope, counts: Record<string, number>, now: Date): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO family_erasures (user_id, erased_by_user_id, user_ids, wallet_group_ids, wallet_ids, counts, erased_at)
     VALUES ($1, $2, $3::uuid[], $4::uuid[], $5::uuid[], $6::jsonb, $7) RETURNING id`,
    [userId, erasedBy, scope.userIds, scope.groupIds, scope.walletIds, JSON.stringify(counts), now],
  );
  return rows[0]!.id;
}

// ── Retention ──────────────────────────────────────────────────────────────

/** Each customer's MessageRetentionDays as stored on it, else on its parent (a municipality's for its schools); null: none set. */
export async function retentionSettings(q: Queryable): Promise<{ customer_id: string; value: string | null }[]> {
  const { rows } = await q.query<{ customer_id: string; value: string | null }>(
    `SELECT c.id AS customer_id, coalesce(own.value, parent.value) AS value FROM customers c
       LEFT JOIN customer_page_settings own ON own.customer_id = c.id AND own.key = 'MessageRetentionDays'
       LEFT JOIN customer_page_settings parent ON parent.customer_id = c.parent_id AND parent.key = 'MessageRetentionDays'
      ORDER BY c.id`,
  );
  return rows;
}

/**
 * Deletes the messages older than `before` whose customer (the message's own, else its
 * wallet's) is one of `customerIds`; with `withoutCustomer`, also those that have none.
 */
export async function deleteMessagesBefore(q: Queryable, customerIds: readonly string[], before: Date, withoutCustomer: boolean): Promise<number> {
  const { rows } = await q.query<{ n: number }>(
    `WITH gone AS (
       DELETE FROM message_log m WHERE m.created_at < $2 AND (
         coalesce(m.customer_id, (SELECT w.customer_id FROM wallets w WHERE w.id = m.wallet_id)) = ANY($1::uuid[])
         OR ($3 AND m.customer_id IS NULL AND (m.wallet_id IS NULL OR NOT EXISTS (SELECT 1 FROM wallets w WHERE w.id = m.wallet_id))))
       RETURNING 1)
     SELECT count(*)::int AS n FROM gone`,
    [customerIds, before, withoutCustomer],
  );
  return rows[0]?.n ?? 0;
}
