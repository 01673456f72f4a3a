import type { DevMailMessagesResponse } from '@kk/contracts';
import { forbidden } from '../../core/errors';
import { hideSecretLinksInHtml, hideSecretLinksInText } from '../../core/secret-links';
import type { Db } from '../../db/db';
import { keptMails, type MessageKind } from './repository';

/** The role that opens the development mail page. */
export const DEV_MAIL_ROLE = 'Developer';

/** How many kept e-mails the development mail page lists. */
const DEV_MAIL_LIMIT = 200;

/** Kinds of message whose links are a credential of the addressee (an invitation's sign-up link, a password reset's link). */
const KINDS_WITH_SECRET_LINKS: ReadonlySet<MessageKind> = new Set<MessageKind>(['invitation', 'password_reset']);

/** What the page shows in place of a link that is not the reader's. */
export const HIDDEN_LINK_NOTE = {
  da: '[linket vises kun for modtageren]',
  en: '[link shown only to the addressee]',
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The development mail page (GET /api/DevMail/Messages): the e-mails the database
 * transport kept and the texts the SMS sandbox kept (Channel sms), newest first, for a signed-in user with the role Developer (403
 * otherwise). A message keeps its secret links (an invitation's) only for the developer
 * it was sent to; everyone else reads the note instead, so the page hands no one else's
 * invitation out. Off (404, the route is not registered) with SMTP, in production and
 * with DEV_MAIL_PAGE=off.
 */
export class DevMailPage {
  constructor(private readonly db: Db) {}

  async messagesFor(reader: { email: string; roles: readonly string[] }, culture: 'da' | 'en'): Promise<DevMailMessagesResponse> {
    if (!reader.roles.includes(DEV_MAIL_ROLE)) throw forbidden(`The development mail page is for the role ${DEV_MAIL_ROLE}`);
    return (await keptMails(this.db, DEV_MAIL_LIMIT)).map((row) => {
      const own = sameAddress(row.to_address, reader.email);
      const hide = { everyLink: KINDS_WITH_SECRET_LINKS.has(row.kind), note: HIDDEN_LINK_NOTE[culture] };
      return {
        ID: row.id,
        Channel: row.channel,
        To: row.to_address,
        Subject: row.subject,
        Text: own ? row.text_body : hideSecretLinksInText(row.text_body, hide),
        Html: own ? row.html_body : hideSecretLinksInHtml(row.html_body, hide),
        CreatedDate: iso(row.created_at),
      };
    });
  }
}
