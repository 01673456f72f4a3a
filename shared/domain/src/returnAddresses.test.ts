import { isAllowedReturnUrl, safeRedirectPath } from './returnAddresses.cjs';

const LOCAL = [/^https?:\/\/((?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1)(?::\d+)?$/, 'https://wallet.example.dk'];

/** What browsers drop, trim or re-read in an address, and what Node refuses in a header. */
const UNSAFE_CHARACTERS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  '\u007f',
  '\u0085',
  '\u009f',
  ' ',
  '\u00a0',
  '\u2028',
  '\u2029',
  '\u3000',
  '\ufeff',
  '\\',
  '\ud800',
  '\udfff',
];
const hex = (text: string) => [...text].map((c) => `U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join(' ');

describe('return addresses for the card provider', () => {
  it.each([
    'http://localhost:3000/DepositWithdraw/WalletCreditCard?WalletID=1&checkout=true',
    'http://kkpay.localhost:3000/DepositWithdraw/WalletGroupCreditCard',
    'https://wallet.example.dk/Webshop/Index?checkout=true',
  ])('accepts the platform origin %s', (url) => {
    expect(isAllowedReturnUrl(url, LOCAL)).toBe(true);
  });

  it.each([
    'https://evil.example/DepositWithdraw',
    'https://wallet.example.dk.evil.example/',
    'javascript:alert(1)',
    '/DepositWithdraw/WalletCreditCard',
    'http://user:pass@localhost:3000/',
    'not a url',
    // The URL parser would drop these and accept what is left; the provider would send the text as given.
    ' https://wallet.example.dk/',
    'https://wallet.example.dk/\n',
    'https://wallet.example.dk\\@evil.example/',
  ])('refuses %s', (url) => {
    expect(isAllowedReturnUrl(url, LOCAL)).toBe(false);
  });

  it.each(UNSAFE_CHARACTERS.map((c) => [hex(c), c]))('refuses an address of the platform with %s in it', (_, character) => {
    expect(isAllowedReturnUrl(`https://wallet.example.dk/Webshop/${character}Index`, LOCAL)).toBe(false);
  });
});

describe('the culture switch’s return path', () => {
  it.each(['/', '/Webshop/Index?x=1', '/DepositWithdraw/WalletCreditCard?WalletID=1#top', '/%2F%2Fevil.example', '/Webshop/æble', '/..//x'])('keeps the path of the same site %s', (path) => {
    expect(safeRedirectPath(path)).toBe(path);
  });

  it.each([
    // From the issue: the tab is dropped by the browser, which then reads //evil.example.
    '/\t/evil.example',
    '/\n',
    '/\u0000',
    '/\u2028',
    '//evil.example',
    '/\\evil.example',
    'https://evil.example',
    'evil.example',
    ' /Webshop',
    '',
  ])('sends %j to the front page', (value) => {
    expect(safeRedirectPath(value)).toBe('/');
  });

  it.each(UNSAFE_CHARACTERS.map((c) => [hex(c), c]))('sends a path with %s in it to the front page', (_, character) => {
    expect(safeRedirectPath(`/Webshop/${character}/evil.example`)).toBe('/');
  });

  it('answers only paths that stay on the site, whatever it is given', () => {
    // A small deterministic fuzz: every answer is '/' or the value itself, starting with one '/'.
    let seed = 23;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const pieces = ['/', '//', '\\', '.', '..', '%2e', '%2F', 'evil.example', ':', '@', '?', '#', '\t', '\n', '\u2028', '\ud800', 'a', 'æ', ' '];
    for (let i = 0; i < 500; i += 1) {
      const value = Array.from({ length: 1 + Math.floor(next() * 6) }, () => pieces[Math.floor(next() * pieces.length)]).join('');
      const answer = safeRedirectPath(value);
      expect([value, '/']).toContain(answer);
      expect(new URL(answer, 'https://wallet.example.dk/x/y').origin).toBe('https://wallet.example.dk');
      expect(answer).toMatch(/^\/(?![/\\])/);
    }
  });
});
