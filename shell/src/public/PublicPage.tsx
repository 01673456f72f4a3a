import { ForgotPasswordPage } from '../account/ForgotPasswordPage';
import { ResetPasswordPage } from '../account/ResetPasswordPage';
import { AcceptInvitationPage } from './AcceptInvitationPage';
import { DevMailPage } from './DevMailPage';
import type { PublicPageKind } from './publicPages';
import { registerPublicTexts } from './publicTexts';

// This module loads only when a public page is opened; its texts come with it.
registerPublicTexts();

/** The shell's public pages, a lazy chunk of their own (the first load does not carry them). */
export default function PublicPage({ kind }: { kind: PublicPageKind }) {
  if (kind === 'devMail') return <DevMailPage />;
  if (kind === 'forgotPassword') return <ForgotPasswordPage />;
  if (kind === 'resetPassword') return <ResetPasswordPage />;
  return <AcceptInvitationPage />;
}
