import { INVITATION_VALID_DAYS, joinNames } from '@kk/domain';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';

export interface InvitationMailFacts {
  inviterName: string;
  /** The children's first names. */
  children: readonly string[];
  link: string;
}

/** The invitation e-mail in Danish or English: subject, text and HTML. */
export function invitationMail(facts: InvitationMailFacts, language: ContentLanguage): ComposedMail & { subject: string } {
  const children = joinNames(facts.children, language);
  const inviter = facts.inviterName;
  if (language === 'en') {
    return {
      subject: `${inviter} has invited you`,
      ...composeMail({
        paragraphs: [
          'Hello,',
          `${inviter} has invited you to see and top up the wallets of ${children}.`,
          'Create an account, or log in if you have one with this e-mail address, to accept the invitation.',
        ],
        action: { label: 'Accept the invitation', url: facts.link },
        footer: [
          `The link works for ${INVITATION_VALID_DAYS} days and only once.`,
          'If you do not know the sender, you can ignore this e-mail.',
        ],
      }),
    };
  }
  return {
    subject: `${inviter} har inviteret dig`,
    ...composeMail({
      paragraphs: [
        'Hej,',
        `${inviter} har inviteret dig til at se og tanke op på tegnebøgerne for ${children}.`,
        'Opret en konto, eller log ind, hvis du har en med denne e-mailadresse, for at tage imod invitationen.',
      ],
      action: { label: 'Tag imod invitationen', url: facts.link },
      footer: [
        `Linket virker i ${INVITATION_VALID_DAYS} dage og kun én gang.`,
        'Kender du ikke afsenderen, kan du se bort fra denne e-mail.',
      ],
    }),
  };
}
