import type { Queryable } from '../../db/db';

/** One text message as a gateway delivers it, after it was written to message_log. */
export interface OutgoingSms {
  /** Its message_log row. */
  logId: string;
  /** The sender's name as the phone shows it (the school's). */
  from: string;
  /** The mobile number, digits only with the calling code (4512345678). */
  to: string;
  text: string;
  at: Date;
}

/**
 * How text messages leave the platform: the SMS gateway's adapter. `send` runs inside
 * the transaction that wrote the message's log row (and completes the job that sends it):
 * a gateway that fails undoes them both, and the job tries again. A real gateway is one
 * more implementation of this interface, chosen in `mail/install.ts` from SMS_GATEWAY.
 */
export interface SmsGateway {
  readonly kind: 'sandbox' | 'off';
  send(q: Queryable, sms: OutgoingSms): Promise<void>;
}

/** Where the sandbox keeps a text (the kept e-mails' table, channel sms: the development mail page lists both). */
export type KeepSms = (q: Queryable, sms: OutgoingSms) => Promise<void>;

/**
 * The default outside production, as the card provider has its sandbox: every text is kept
 * in the database (the development mail page shows it, marked as SMS) and logged in
 * message_log with channel sms, so /Messages/All finds it by the mobile number. Production
 * refuses it (config.ts), as it refuses the database mail transport.
 */
export function sandboxSmsGateway(keep: KeepSms): SmsGateway {
  return { kind: 'sandbox', send: keep };
}

/** No gateway: texts are not offered (the alerts dialog offers no SMS) and none is sent. */
export const noSmsGateway: SmsGateway = {
  kind: 'off',
  send: async () => {
    throw new Error('No SMS gateway is configured (SMS_GATEWAY=off)');
  },
};

/** A GSM-7 text fits one SMS in 160 characters; a longer one is sent in parts of 153. */
export const SMS_SINGLE_LENGTH = 160;
