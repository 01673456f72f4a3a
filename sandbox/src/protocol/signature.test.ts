import { checkProviderSignature, signProviderMessage } from './signature';

const SECRET = 'shared-secret-for-tests';
const BODY = '{"kind":"card_registered","eventId":"evt_1"}';
const NOW = 1_800_000_000;

describe('provider message signatures', () => {
  it('accepts a message signed with the shared secret', () => {
    const header = signProviderMessage(SECRET, BODY, NOW);
    expect(header).toMatch(/^t=1800000000,v1=[0-9a-f]{64}$/);
    expect(checkProviderSignature(SECRET, BODY, header, NOW)).toEqual({ valid: true });
  });

  it('refuses a body changed after signing', () => {
    const header = signProviderMessage(SECRET, BODY, NOW);
    expect(checkProviderSignature(SECRET, BODY.replace('evt_1', 'evt_2'), header, NOW)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a signature made with another secret', () => {
    const header = signProviderMessage('another-secret', BODY, NOW);
    expect(checkProviderSignature(SECRET, BODY, header, NOW)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a timestamp changed after signing', () => {
    const header = signProviderMessage(SECRET, BODY, NOW).replace(`t=${NOW}`, `t=${NOW + 1}`);
    expect(checkProviderSignature(SECRET, BODY, header, NOW)).toEqual({ valid: false, reason: 'mismatch' });
  });

  it('refuses a message older or newer than the tolerance, and accepts one at its edge', () => {
    const old = signProviderMessage(SECRET, BODY, NOW - 301);
    expect(checkProviderSignature(SECRET, BODY, old, NOW)).toEqual({ valid: false, reason: 'stale' });
    const future = signProviderMessage(SECRET, BODY, NOW + 301);
    expect(checkProviderSignature(SECRET, BODY, future, NOW)).toEqual({ valid: false, reason: 'stale' });
    const edge = signProviderMessage(SECRET, BODY, NOW - 300);
    expect(checkProviderSignature(SECRET, BODY, edge, NOW)).toEqual({ valid: true });
    expect(checkProviderSignature(SECRET, BODY, old, NOW, 600)).toEqual({ valid: true });
  });

  it.each([
    [undefined, 'missing'],
    ['', 'missing'],
    ['v1=abc', 'malformed'],
    [`t=${NOW},v1=${'0'.repeat(63)}`, 'malformed'],
    [`t=${NOW},v1=${'g'.repeat(64)}`, 'malformed'],
  ])('refuses the header %p as %s', (header, reason) => {
    expect(checkProviderSignature(SECRET, BODY, header, NOW)).toEqual({ valid: false, reason });
  });
});
