import type { Queryable } from '../../db/db';
import { firstRowOrNull } from '../../db/rows';

export interface TicketRow {
  id: string;
  transaction_id: string;
  user_id: string | null;
  author_name: string;
  author_exists: boolean;
  status_id: number;
  ticket_type_id: number;
  text: string;
  deadline: Date | string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const TICKET_COLUMNS = `t.id, t.transaction_id, t.user_id, t.author_name, (u.id IS NOT NULL) AS author_exists, t.status_id,
  t.ticket_type_id, t.text, t.deadline, t.created_at, t.updated_at`;

export async function ticketsOf(q: Queryable, transactionId: string): Promise<TicketRow[]> {
  const { rows } = await q.query<TicketRow>(
    `SELECT ${TICKET_COLUMNS} FROM help_desk_tickets t LEFT JOIN users u ON u.id = t.user_id WHERE t.transaction_id = $1`,
    [transactionId],
  );
  return rows;
}

export async function findTicket(q: Queryable, id: string): Promise<TicketRow | null> {
  return firstRowOrNull<TicketRow>(q, `SELECT ${TICKET_COLUMNS} FROM help_desk_tickets t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = $1`, [id]);
}

/** The ticket, locked until the transaction ends: one change at a time, each audited against what it replaced. */
export async function lockTicket(q: Queryable, id: string): Promise<TicketRow | null> {
  return firstRowOrNull<TicketRow>(
    q,
    `SELECT ${TICKET_COLUMNS} FROM help_desk_tickets t LEFT JOIN users u ON u.id = t.user_id WHERE t.id = $1 FOR UPDATE OF t`,
    [id],
  );
}

export async function insertTicket(
  q: Queryable,
  t: { transactionId: string; userId: string; authorName: string; statusId: number; typeId: number; text: string; deadline: Date | null; at: Date },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO help_desk_tickets (transaction_id, user_id, author_name, status_id, ticket_type_id, text, deadline, created_at, updated_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $8) RETURNING id`,
    [t.transactionId, t.userId, t.authorName, t.statusId, t.typeId, t.text, t.deadline, t.at],
  );
  return rows[0]?.id as string;
}

export async function updateTicket(q: Queryable, id: string, change: { statusId?: number; typeId?: number; deadline?: Date | null; at: Date }): Promise<void> {
  await q.query(
    `UPDATE help_desk_tickets
        SET status_id = coalesce($2, status_id), ticket_type_id = coalesce($3, ticket_type_id),
            deadline = CASE WHEN $4 THEN $5 ELSE deadline END, updated_at = $6
      WHERE id = $1`,
    [id, change.statusId ?? null, change.typeId ?? null, change.deadline !== undefined, change.deadline ?? null, change.at],
  );
}

/** The payment's customer, for the staff scope (card children are not transactions of their own). */
export async function customerOfTransaction(q: Queryable, id: string): Promise<string | null> {
  const { rows } = await q.query<{ customer_id: string }>("SELECT customer_id FROM payment_transactions WHERE id = $1 AND kind <> 'card'", [id]);
  return rows[0]?.customer_id ?? null;
}

export interface UnitRow {
  id: string;
  name: string;
  active: boolean;
  created_at: Date | string;
  customer_id: string;
  customer_name: string;
  canteen_id: string | null;
  canteen_name: string | null;
  last_transaction_at: Date | string | null;
  sales_today: number;
  sum_today_ore: number;
}

export async function findUnit(q: Queryable, id: string, dayStart: Date): Promise<UnitRow | null> {
  return firstRowOrNull<UnitRow>(
    q,
    `SELECT tm.id, tm.name, tm.active, tm.created_at, c.id AS customer_id, c.name AS customer_name, o.id AS canteen_id, o.name AS canteen_name,
            (SELECT max(created_at) FROM payment_transactions p WHERE p.terminal_id = tm.id) AS last_transaction_at,
            (SELECT count(*) FROM payment_transactions p WHERE p.terminal_id = tm.id AND p.status_id = 2 AND p.created_at >= $2)::int AS sales_today,
            (SELECT coalesce(sum(amount_ore), 0) FROM payment_transactions p WHERE p.terminal_id = tm.id AND p.status_id = 2 AND p.created_at >= $2)::bigint AS sum_today_ore
       FROM terminals tm
       JOIN customers c ON c.id = tm.customer_id
       LEFT JOIN catalogue_owners o ON o.id = tm.canteen_id
      WHERE tm.id = $1`,
    [id, dayStart],
  );
}

export async function latestOfUnit(q: Queryable, id: string, limit: number) {
  const { rows } = await q.query<{ id: string; description: string; amount_ore: number; status_id: number; created_at: Date | string; wallet_id: string; wallet_name: string }>(
    `SELECT p.id, p.description, p.amount_ore, p.status_id, p.created_at, w.id AS wallet_id, w.name AS wallet_name
       FROM payment_transactions p JOIN wallets w ON w.id = p.wallet_id
      WHERE p.terminal_id = $1 ORDER BY p.created_at DESC, p.id DESC LIMIT $2`,
    [id, limit],
  );
  return rows;
}

export interface MessageRow {
  id: string;
  kind: string;
  channel: string;
  mobile_number: string | null;
  email: string | null;
  subject: string;
  body: string;
  transaction_id: string | null;
  wallet_id: string | null;
  wallet_name: string | null;
  customer_id: string | null;
  customer_name: string | null;
  created_at: Date | string;
}

export async function searchMessages(
  q: Queryable,
  f: { all: boolean; customerIds: string[]; mobileNumber: string | null; from: Date; to: Date; offset: number; limit: number },
): Promise<{ rows: MessageRow[]; totalCount: number }> {
  const { rows } = await q.query<MessageRow & { total_count: number }>(
    `SELECT count(*) OVER () AS total_count, m.id, m.kind, m.channel, m.mobile_number, m.email, m.subject, m.body, m.transaction_id,
            w.id AS wallet_id, w.name AS wallet_name, c.id AS customer_id, c.name AS customer_name, m.created_at
       FROM message_log m
       LEFT JOIN wallets w ON w.id = m.wallet_id
       LEFT JOIN customers c ON c.id = m.customer_id
      WHERE m.created_at >= $1 AND m.created_at < $2
        AND ($3::text IS NULL OR m.mobile_number = $3)
        AND ($4::boolean OR m.customer_id = ANY($5::uuid[]))
      ORDER BY m.created_at DESC, m.id DESC OFFSET $6 LIMIT $7`,
    [f.from, f.to, f.mobileNumber, f.all, f.all ? [] : f.customerIds, f.offset, f.limit],
  );
  return { rows, totalCount: Number(rows[0]?.total_count ?? 0) };
}

// The log is written by the mail module (modules/mail/repository.ts logMessage), its one writer.
