import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';

/**
 * Which transactions a staff member may find and see (spec section 6): the support tool
 * sees every tenant; partner-site staff see the transactions of the customers they belong
 * to and of the customers below them (a municipality's schools). A transaction belongs to
 * its customer, the one whose sale it is. Staff powers count only in their own
 * application, so a partner signed in to the wallet site has none.
 */
export type StaffScope = { all: true } | { all: false; customerIds: string[] };

export async function staffScopeOf(q: Queryable, auth: AuthContext): Promise<StaffScope | null> {
  if (auth.application === 'support' && auth.roles.includes('SupportTool')) return { all: true };
  if (auth.application !== 'partner' || !auth.roles.includes('PartnerSite')) return null;
  const { rows } = await q.query<{ id: string }>(
    `WITH RECURSIVE below (id) AS (
       SELECT customer_id FROM customer_memberships WHERE user_id = $1
       UNION
       SELECT c.id FROM customers c JOIN below ON c.parent_id = below.id
     )
     SELECT id::text AS id FROM below ORDER BY id`,
    [auth.userId],
  );
  return { all: false, customerIds: rows.map((row) => row.id) };
}

/** The support tool, signed in there: the admin actions of spec section 4 are its alone. */
export function isSupportStaff(auth: AuthContext): boolean {
  return auth.application === 'support' && auth.roles.includes('SupportTool');
}

export const inScope = (scope: StaffScope, customerId: string) => scope.all || scope.customerIds.includes(customerId);

// ------------------------------------------------------------------ notes (the audit trail)

export interface NewNote {
  transactionId: string;
  userId: string | null;
  authorName: string;
  action: string | null;
  note: string;
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  at: Date;
}

/** A note on a transaction, in the caller's database transaction: an admin action and its note commit together. */
export async function insertNote(q: Queryable, note: NewNote): Promise<void> {
  await q.query(
    `INSERT INTO transaction_notes (transaction_id, user_id, author_name, action, note, before_state, after_state, created_at)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8)`,
    [
      note.transactionId,
      note.userId,
      note.authorName,
      note.action,
      note.note,
      note.before ? JSON.stringify(note.before) : null,
      note.after ? JSON.stringify(note.after) : null,
      note.at,
    ],
  );
}

export interface NoteRow {
  id: string;
  user_id: string | null;
  author_name: string;
  action: string | null;
  note: string;
  before_state: Record<string, unknown> | null;
  after_state: Record<string, unknown> | null;
  created_at: Date | string;
}

/** Newest first (spec section 3). */
export async function notesOf(q: Queryable, transactionId: string): Promise<NoteRow[]> {
  const { rows } = await q.query<NoteRow>(
    `SELECT id, user_id, author_name, action, note, before_state, after_state, created_at
       FROM transaction_notes WHERE transaction_id = $1 ORDER BY created_at DESC, id DESC`,
    [transactionId],
  );
  return rows;
}

/** A custom information recorded while a transaction is made (CardHolderModel, Info). */
export async function insertCustomInformation(q: Queryable, info: { transactionId: string; jsonType: 'CardHolderModel' | 'Info'; jsonData: unknown; at: Date }): Promise<void> {
  await q.query('INSERT INTO payment_custom_informations (transaction_id, json_type, json_data, created_at) VALUES ($1, $2, $3, $4)', [
    info.transactionId,
    info.jsonType,
    JSON.stringify(info.jsonData),
    info.at,
  ]);
}

/** Where a failure happened: the stack of the code that decided it, kept with the transaction. */
export function failureTrace(message: string, detail: Record<string, unknown> = {}): string {
  const trace = new Error(message).stack ?? message;
  const facts = Object.entries(detail).map(([key, value]) => `   ${key}: ${JSON.stringify(value)}`);
  return [trace, ...(facts.length > 0 ? ['Context:', ...facts] : [])].join('\n').slice(0, 20_000);
}
