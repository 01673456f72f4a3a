import type { Queryable } from '../../db/db';
import { insertReturningId } from '../../db/rows';

/** What a message is about (message_log.kind, migration 028). */
export type MessageKind =
  | 'receipt'
  | 'failed_refill'
  | 'invitation'
  | 'refund'
  | 'low_balance'
  | 'card_expiry'
  | 'card_expired'
  | 'mobilepay_agreement_inactive'
  | 'dish_changed'
  | 'dish_removed'
  | 'order_confirmation'
  | 'password_reset'
  | 'school_leaver';

/** message_log.body's limit: the log keeps the text, cut here; the message itself goes out whole. */
export const LOGGED_BODY_MAX = 4000;

/**
 * A message the platform sent, written to the log (spec section 2, /Messages/All): the one
 * writer of message_log. E-mails reach it through MailService.send, whatever transport
 * sends them; the seed writes its demo messages here too.
 */
export async function logMessage(
  q: Queryable,
  m: {
    customerId: string | null;
    walletId: string | null;
    kind: MessageKind;
    channel: 'sms' | 'email';
    mobileNumber: string | null;
    email: string | null;
    subject: string;
    body: string;
    transactionId: string | null;
    at: Date;
  },
): Promise<string> {
  return insertReturningId(
    q,
    `INSERT INTO message_log (customer_id, wallet_id, kind, channel, mobile_number, email, subject, body, transaction_id, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
    [m.customerId, m.walletId, m.kind, m.channel, m.mobileNumber, m.email, m.subject, m.body.slice(0, LOGGED_BODY_MAX), m.transactionId, m.at],
  );
}

export interface KeptMailRow {
  id: string;
  /** Its message_log row's kind: whether its links are a credential of the addressee. */
  kind: MessageKind;
  /** An e-mail, or a text the SMS sandbox kept (to_address is then the mobile number). */
  channel: 'email' | 'sms';
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string;
  created_at: Date | string;
}

/** The database transport's delivery: the whole message, beside its log row. */
export async function keepMail(
  q: Queryable,
  m: { messageLogId: string; to: string; subject: string; text: string; html: string; at: Date; channel?: 'email' | 'sms' },
): Promise<void> {
  await q.query(
    `INSERT INTO kept_mails (message_log_id, to_address, subject, text_body, html_body, created_at, channel)
     VALUES ($1, $2, $3, $4, $5, $6, $7)`,
    [m.messageLogId, m.to, m.subject, m.text, m.html, m.at, m.channel ?? 'email'],
  );
}

/** The kept e-mails, newest first. */
export async function keptMails(q: Queryable, limit: number): Promise<KeptMailRow[]> {
  const { rows } = await q.query<KeptMailRow>(
    `SELECT k.id, l.kind, k.channel, k.to_address, k.subject, k.text_body, k.html_body, k.created_at
       FROM kept_mails k JOIN message_log l ON l.id = k.message_log_id
      ORDER BY k.created_at DESC, k.kept_order DESC LIMIT $1`,
    [limit],
  );
  return rows;
}
