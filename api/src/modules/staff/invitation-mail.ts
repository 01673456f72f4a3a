import { composeMail, type ComposedMail } from '../../core/mail-compose';
import type { ContentLanguage } from '../notifications/language';

export interface StaffInvitationFacts {
  inviterName: string;
  customerName: string;
  /** A new user's single-use link to choose a password; null for a user who already has an account. */
  link: string | null;
  signInUrl: string;
}

/** The e-mail to a member of staff taken on (issue 28): choose a password from the link, or sign in as before. */
export function staffInvitationMail(facts: StaffInvitationFacts, language: ContentLanguage): ComposedMail & { subject: string } {
  const { inviterName, customerName, link, signInUrl } = facts;
  if (language === 'en') {
    return {
      subject: `You have access to ${customerName}`,
      ...composeMail({
        paragraphs: ['Hello,', `${inviterName} has given you access to ${customerName} as a member of staff.`, link === null ? 'Sign in with your e-mail address and password as before.' : 'Choose your password to sign in.'],
        action: link === null ? { label: 'Sign in', url: signInUrl } : { label: 'Choose your password', url: link },
        footer: link === null ? [] : ['The link works for 7 days and only once. If you do not know the sender, you can ignore this e-mail.'],
      }),
    };
  }
  return {
    subject: `Du har fået adgang til ${customerName}`,
    ...composeMail({
      paragraphs: ['Hej,', `${inviterName} har givet dig adgang til ${customerName} som medarbejder.`, link === null ? 'Log ind med din e-mailadresse og adgangskode som hidtil.' : 'Vælg din adgangskode for at logge ind.'],
      action: link === null ? { label: 'Log ind', url: signInUrl } : { label: 'Vælg din adgangskode', url: link },
      footer: link === null ? [] : ['Linket virker i 7 dage og kun én gang. Kender du ikke afsenderen, kan du se bort fra denne e-mail.'],
    }),
  };
}
