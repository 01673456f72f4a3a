import type { Clock } from '../../clock';
import type { MailConfig } from '../../config';
import type { Db, Queryable } from '../../db/db';
import * as mails from './repository';
import type { SmsGateway } from '../sms/gateway';
import type { MailTransport } from './transport';

/** One e-mail to send: plain text and simple HTML, already in the recipient's language. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  kind: mails.MessageKind;
  /** The customer (school) it concerns: partner staff of that customer see it in /Messages/All. */
  customerId?: string | null;
  walletId?: string | null;
  transactionId?: string | null;
  /** The wallet's mobile number, logged with the e-mail: /Messages/All finds a family's messages by it. */
  mobileNumber?: string | null;
  /** What message_log keeps of the text when the text carries a secret (a password reset's link): the secret is never logged. */
  loggedText?: string;
}

/** One text message to send, already in the recipient's language. */
export interface SmsMessage {
  /** The mobile number (digits with the calling code), which message_log keeps: /Messages/All finds it. */
  to: string;
  /** The sender as the phone shows it. */
  from: string;
  text: string;
  /** message_log's subject: what the text is, for the log's readers. */
  subject: string;
  kind: mails.MessageKind;
  customerId?: string | null;
  walletId?: string | null;
  transactionId?: string | null;
}

/**
 * Sends e-mail for every module (invitations; card top-ups' receipts and failed-refill notices):
 * each message is written to message_log, then handed to the configured transport, in one
 * transaction (the caller's, when it passes one).
 */
export class MailService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly transport: MailTransport,
    private readonly config: Pick<MailConfig, 'from'>,
    /** The SMS gateway's adapter (the sandbox outside production); none: texts are not offered. */
    private readonly sms: SmsGateway | null = null,
  ) {}

  /** Whether text messages can be sent (a gateway is configured). */
  get smsAvailable(): boolean {
    return this.sms !== null && this.sms.kind !== 'off';
  }

  /**
   * Sends a text message: written to message_log (channel sms, with its mobile number) and
   * handed to the SMS gateway in the same transaction. Answers the log row's id.
   */
  async sendSms(message: SmsMessage, q?: Queryable): Promise<string> {
    if (q === undefined) return this.db.transaction((tx) => this.sendSms(message, tx));
    if (this.sms === null || this.sms.kind === 'off') throw new Error('No SMS gateway is configured');
    const at = this.clock.now();
    const logId = await mails.logMessage(q, {
      customerId: message.customerId ?? null,
      walletId: message.walletId ?? null,
      kind: message.kind,
      channel: 'sms',
      mobileNumber: message.to,
      email: null,
      subject: message.subject,
      body: message.text,
      transactionId: message.transactionId ?? null,
      at,
    });
    await this.sms.send(q, { logId, from: message.from, to: message.to, text: message.text, at });
    return logId;
  }

  get transportKind(): MailTransport['kind'] {
    return this.transport.kind;
  }

  /** Answers the message's message_log id. */
  async send(message: MailMessage, q?: Queryable): Promise<string> {
    if (q === undefined) return this.db.transaction((tx) => this.send(message, tx));
    const at = this.clock.now();
    const logId = await mails.logMessage(q, {
      customerId: message.customerId ?? null,
      walletId: message.walletId ?? null,
      kind: message.kind,
      channel: 'email',
      mobileNumber: message.mobileNumber ?? null,
      email: message.to,
      subject: message.subject,
      body: message.loggedText ?? message.text,
      transactionId: message.transactionId ?? null,
      at,
    });
    await this.transport.deliver(q, { logId, from: this.config.from, to: message.to, subject: message.subject, text: message.text, html: message.html, at });
    return logId;
  }
}
