/**
 * A plain e-mail as the platform writes them: paragraphs and, at most, one link to follow.
 * The same parts become the text body and a simple HTML body (escaped; the link's address
 * written out too, so it can be copied where a mail program shows no links).
 */
export interface MailParts {
  paragraphs: readonly string[];
  action?: { label: string; url: string };
  /** Small print below the action. */
  footer?: readonly string[];
}

export interface ComposedMail {
  text: string;
  html: string;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
}

export function composeMail(parts: MailParts): ComposedMail {
  const footer = parts.footer ?? [];
  const text = [
    ...parts.paragraphs,
    ...(parts.action ? [`${parts.action.label}:\n${parts.action.url}`] : []),
    ...footer,
  ].join('\n\n');
  const p = (value: string, style = '') => `<p${style}>${escapeHtml(value)}</p>`;
  const html = [
    '<!DOCTYPE html>',
    '<html><body style="font-family: Arial, Helvetica, sans-serif; line-height: 1.5; color: #1a1a1a">',
    ...parts.paragraphs.map((paragraph) => p(paragraph)),
    ...(parts.action
      ? [
          `<p><a href="${escapeHtml(parts.action.url)}">${escapeHtml(parts.action.label)}</a></p>`,
          p(parts.action.url, ' style="font-size: 12px; color: #555; word-break: break-all"'),
        ]
      : []),
    ...footer.map((line) => p(line, ' style="font-size: 12px; color: #555"')),
    '</body></html>',
  ].join('\n');
  return { text, html };
}
