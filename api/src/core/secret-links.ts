/**
 * Links in an e-mail that are a credential of its addressee: whoever follows an
 * invitation's link can sign up as a guardian of the inviter's children. The development
 * mail page shows a kept e-mail whole only to its addressee; to every other developer such
 * links are replaced by a note.
 *
 * Which links are secret: every link of a message whose kind carries one (an invitation;
 * a password reset, should one come), and in any message a link with a `token` parameter
 * (how the platform's one-time links carry their secret), so a new kind that forgets to
 * say so still hides its secret.
 */

const LINK = /https?:\/\/[^\s<>"']+/g;
const TOKEN_PARAMETER = /[?&](?:amp;)?token=/i;

const isSecret = (link: string, everyLink: boolean) => everyLink || TOKEN_PARAMETER.test(link);

/** A plain-text body with its secret links replaced by the note. */
export function hideSecretLinksInText(text: string, options: { everyLink: boolean; note: string }): string {
  return text.replace(LINK, (link) => (isSecret(link, options.everyLink) ? options.note : link));
}

const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * An HTML body with its secret links gone: an anchor to one keeps its label and loses the
 * anchor, and the address written out is replaced by the note.
 */
export function hideSecretLinksInHtml(html: string, options: { everyLink: boolean; note: string }): string {
  const withoutAnchors = html.replace(/<a\b[^>]*\bhref\s*=\s*["']([^"']*)["'][^>]*>([\s\S]*?)<\/a>/gi, (anchor, href: string, label: string) =>
    isSecret(href, options.everyLink) && /^https?:\/\//i.test(href) ? label : anchor,
  );
  // Addresses left are written out as text (and in anchors that are not secret, which keep theirs).
  return withoutAnchors.replace(/(href\s*=\s*["'])?(https?:\/\/[^\s<>"']+)/gi, (match, attribute: string | undefined, link: string) =>
    attribute === undefined && isSecret(link, options.everyLink) ? escapeHtml(options.note) : match,
  );
}
