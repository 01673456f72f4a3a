import { composeMail } from './mail-compose';
import { hideSecretLinksInHtml, hideSecretLinksInText } from './secret-links';

const note = '[link shown only to the addressee]';
const invitation = composeMail({
  paragraphs: ['Mette Jensen has invited you.'],
  action: { label: 'Accept the invitation', url: 'http://localhost:3000/AllowAccess/Accept?token=wS0o4zBLp6-KF2nHuqJJK_3u2C6aLXBXUNTRW8QgBgo' },
  footer: ['The link works for 7 days.'],
});

describe('secret links in a kept e-mail', () => {
  it("replaces every link of a message whose kind carries a secret, in the text and the HTML, and keeps the rest", () => {
    const text = hideSecretLinksInText(invitation.text, { everyLink: true, note });
    expect(text).toBe(`Mette Jensen has invited you.\n\nAccept the invitation:\n${note}\n\nThe link works for 7 days.`);
    const html = hideSecretLinksInHtml(invitation.html, { everyLink: true, note });
    expect(html).not.toMatch(/token=|<a\b/);
    expect(html).toContain('<p>Accept the invitation</p>');
    expect(html).toContain(`${note}</p>`);
    expect(html).toContain('<p>Mette Jensen has invited you.</p>');
  });

  it('replaces a link with a token parameter in any message, and only that one', () => {
    const options = { everyLink: false, note };
    expect(hideSecretLinksInText('Reset: https://skolepenge.dk/Reset?user=7&token=abc. Help: https://skolepenge.dk/Help?topic=token', options)).toBe(
      `Reset: ${note} Help: https://skolepenge.dk/Help?topic=token`,
    );
    expect(hideSecretLinksInHtml('<a href="https://x.dk/r?a=1&amp;token=abc">Reset</a> <a href="https://x.dk/Help">Help</a> https://x.dk/r?token=abc', options)).toBe(
      `Reset <a href="https://x.dk/Help">Help</a> ${note}`,
    );
    expect(hideSecretLinksInText(invitation.text, options)).toContain(note);
  });

  it('leaves a message without secret links as it is', () => {
    const receipt = 'Thank you. See http://localhost:3000/Transactions';
    expect(hideSecretLinksInText(receipt, { everyLink: false, note })).toBe(receipt);
  });
});
