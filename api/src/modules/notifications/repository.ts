import type { Queryable } from '../../db/db';

export interface SystemNotificationRow {
  id: string;
  message: string;
  message_en: string | null;
  notification_type_id: number;
  show_on_frontpage: boolean;
  start_date: Date;
  end_date: Date | null;
  customer_id: string | null;
}

const COLUMNS = 'n.id, n.message, n.message_en, n.notification_type_id, n.show_on_frontpage, n.start_date, n.end_date, n.customer_id';

/**
 * The customers a user belongs to (through held wallets, guarded wallet groups and staff
 * memberships) and every customer above them, so a municipality's notice reaches its schools.
 */
const USER_CUSTOMERS_AND_ANCESTORS = `
  WITH RECURSIVE mine(id) AS (
    SELECT w.customer_id FROM wallets w WHERE w.holder_user_id = $1
    UNION
    SELECT w.customer_id FROM wallets w
      JOIN wallet_group_guardians g ON g.wallet_group_id = w.wallet_group_id
     WHERE g.user_id = $1
    UNION
    SELECT m.customer_id FROM customer_memberships m WHERE m.user_id = $1
    UNION
    SELECT c.parent_id FROM customers c JOIN mine ON mine.id = c.id WHERE c.parent_id IS NOT NULL
  )`;

/** Current at `now`: started, and not yet ended. Global ones (no customer) for everybody. */
export async function currentForUser(q: Queryable, userId: string, now: Date): Promise<SystemNotificationRow[]> {
  const { rows } = await q.query<SystemNotificationRow>(
    `${USER_CUSTOMERS_AND_ANCESTORS}
     SELECT ${COLUMNS} FROM system_notifications n
      WHERE n.start_date <= $2
        AND (n.end_date IS NULL OR n.end_date > $2)
        AND (n.customer_id IS NULL OR n.customer_id IN (SELECT id FROM mine))
      ORDER BY n.notification_type_id DESC, n.start_date DESC, n.id`,
    [userId, now],
  );
  return rows;
}

export interface NewSystemNotification {
  message: string;
  messageEnglish: string | null;
  typeId: number;
  showOnFrontpage: boolean;
  startDate: Date;
  endDate: Date | null;
  customerId: string | null;
  createdBy: string | null;
}

export async function insertNotification(q: Queryable, n: NewSystemNotification): Promise<SystemNotificationRow> {
  const { rows } = await q.query<SystemNotificationRow>(
    `INSERT INTO system_notifications
       (message, message_en, notification_type_id, show_on_frontpage, start_date, end_date, customer_id, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     RETURNING id, message, message_en, notification_type_id, show_on_frontpage, start_date, end_date, customer_id`,
    [n.message, n.messageEnglish, n.typeId, n.showOnFrontpage, n.startDate, n.endDate, n.customerId, n.createdBy],
  );
  const row = rows[0];
  if (!row) throw new Error('insert into system_notifications returned no row');
  return row;
}

export async function customerExists(q: Queryable, customerId: string): Promise<boolean> {
  const { rows } = await q.query('SELECT 1 FROM customers WHERE id = $1', [customerId]);
  return rows.length > 0;
}
