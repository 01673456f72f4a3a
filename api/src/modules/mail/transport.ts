import { createTransport } from 'nodemailer';
import { AppError } from '../../core/errors';
import { escapeHtml } from '../../core/mail-compose';
import type { Queryable } from '../../db/db';
import { sandboxSmsGateway } from '../sms/gateway';
import { keepMail } from './repository';

/** One e-mail as a transport delivers it, after it was written to message_log. */
export interface OutgoingMail {
  /** Its message_log row. */
  logId: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  at: Date;
}

/**
 * How e-mail leaves the platform. `deliver` runs inside the transaction that wrote the
 * message's log row (and whatever the message is about, e.g. the invitation): a transport
 * that fails undoes them all.
 */
export interface MailTransport {
  readonly kind: 'database' | 'smtp';
  deliver(q: Queryable, mail: OutgoingMail): Promise<void>;
}

/**
 * The default outside production: the message is kept in the database (kept_mails), where
 * the development mail page shows it, so links can be followed without a mail server.
 */
export const databaseTransport: MailTransport = {
  kind: 'database',
  deliver: (q, mail) => keepMail(q, { messageLogId: mail.logId, to: mail.to, subject: mail.subject, text: mail.text, html: mail.html, at: mail.at }),
};

/**
 * The SMS sandbox: each text is kept beside the kept e-mails (kept_mails, channel sms; the
 * mobile number as its address), so the development mail page lists it marked as SMS.
 */
export const keptSmsSandbox = sandboxSmsGateway((q, sms) =>
  keepMail(q, { messageLogId: sms.logId, to: sms.to, subject: `SMS: ${sms.from}`, text: sms.text, html: `<p>${escapeHtml(sms.text)}</p>`, at: sms.at, channel: 'sms' }),
);

/** Sends through an SMTP server (nodemailer), e.g. smtp://user:password@smtp.example.dk:587. */
export function smtpTransport(url: string, timeoutMs = 15_000): MailTransport {
  const mailer = createTransport({ url, connectionTimeout: timeoutMs, greetingTimeout: timeoutMs, socketTimeout: timeoutMs });
  return {
    kind: 'smtp',
    async deliver(_q, mail) {
      const sent = mailer.sendMail({
        from: mail.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        date: mail.at,
        // The log row's id travels with the message, so a bounce can be matched to it.
        headers: { 'X-KK-Message-ID': mail.logId },
      });
      // A server that refuses or cannot be reached undoes the caller's transaction: nothing was sent.
      await sent.catch((error: unknown) => {
        throw new AppError(503, 'Unavailable', `The e-mail could not be sent (${error instanceof Error ? error.message : 'SMTP error'}); try again later`);
      });
    },
  };
}
