import { composeMail, escapeHtml } from './mail-compose';

describe('composeMail', () => {
  const mail = composeMail({
    paragraphs: ['Hej', 'Mette <m@x.dk> har inviteret dig & dine.'],
    action: { label: 'Tag imod invitationen', url: 'http://kkpay.localhost:3000/AllowAccess/Accept?token=abc&x="1"' },
    footer: ['Linket virker i 7 dage.'],
  });

  it('writes the text body as paragraphs, the link on a line of its own', () => {
    expect(mail.text).toBe(
      'Hej\n\nMette <m@x.dk> har inviteret dig & dine.\n\nTag imod invitationen:\nhttp://kkpay.localhost:3000/AllowAccess/Accept?token=abc&x="1"\n\nLinket virker i 7 dage.',
    );
  });

  it('escapes every text and the link in the HTML body', () => {
    expect(mail.html).toContain('<p>Mette &lt;m@x.dk&gt; har inviteret dig &amp; dine.</p>');
    expect(mail.html).toContain('<a href="http://kkpay.localhost:3000/AllowAccess/Accept?token=abc&amp;x=&quot;1&quot;">Tag imod invitationen</a>');
    expect(mail.html).not.toContain('<m@x.dk>');
  });

  it('leaves out the action when there is none', () => {
    expect(composeMail({ paragraphs: ['Kvittering'] })).toEqual({ text: 'Kvittering', html: expect.not.stringContaining('<a ') });
  });

  it('escapes the five HTML characters', () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});
