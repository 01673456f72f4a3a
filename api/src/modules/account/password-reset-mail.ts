import { PASSWORD_RESET_VALID_MINUTES } from '@kk/domain';
import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';

/** The forgotten password's e-mail in Danish or English: subject, text and HTML, with the single-use link. */
export function passwordResetMail(link: string, language: ContentLanguage): ComposedMail & { subject: string } {
  if (language === 'en') {
    return {
      subject: 'Reset your password',
      ...composeMail({
        paragraphs: ['Hello,', 'We received a request to reset the password of the account with this e-mail address.'],
        action: { label: 'Choose a new password', url: link },
        footer: [
          `The link works for ${PASSWORD_RESET_VALID_MINUTES} minutes and only once. When you have chosen a new password, you are signed out everywhere.`,
          'If you did not ask for it, you can ignore this e-mail: your password stays as it is.',
        ],
      }),
    };
  }
  return {
    subject: 'Nulstil din adgangskode',
    ...composeMail({
      paragraphs: ['Hej,', 'Vi har fået en anmodning om at nulstille adgangskoden til kontoen med denne e-mailadresse.'],
      action: { label: 'Vælg en ny adgangskode', url: link },
      footer: [
        `Linket virker i ${PASSWORD_RESET_VALID_MINUTES} minutter og kun én gang. Når du har valgt en ny adgangskode, bliver du logget ud alle steder.`,
        'Har du ikke bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.',
      ],
    }),
  };
}
