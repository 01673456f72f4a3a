import { expiryAtLogin, isSessionActive, slidIdleExpiry, type SessionPolicy } from './session-expiry';

const minutes = (n: number) => n * 60_000;
const policy: SessionPolicy = { idleTimeoutMs: minutes(60), absoluteTimeoutMs: minutes(12 * 60) };
const login = new Date('2025-03-03T08:00:00Z');
const at = (offsetMinutes: number) => new Date(login.getTime() + minutes(offsetMinutes));

describe('session expiry', () => {
  it('sets the idle and absolute expiry at login', () => {
    expect(expiryAtLogin(login, policy)).toEqual({ idleExpiresAt: at(60), absoluteExpiresAt: at(720) });
  });

  it('never lets the idle expiry pass the absolute one', () => {
    const short = { idleTimeoutMs: minutes(60), absoluteTimeoutMs: minutes(30) };
    expect(expiryAtLogin(login, short).idleExpiresAt).toEqual(at(30));
  });

  it('is active before both expiries and not at or after either', () => {
    const expiry = expiryAtLogin(login, policy);
    expect(isSessionActive({ ...expiry, revokedAt: null }, at(59))).toBe(true);
    expect(isSessionActive({ ...expiry, revokedAt: null }, at(60))).toBe(false);
    expect(isSessionActive({ idleExpiresAt: at(800), absoluteExpiresAt: at(720), revokedAt: null }, at(720))).toBe(false);
  });

  it('is never active once revoked', () => {
    expect(isSessionActive({ ...expiryAtLogin(login, policy), revokedAt: at(1) }, at(2))).toBe(false);
  });

  it('slides the idle expiry on activity, capped by the absolute expiry', () => {
    const expiry = expiryAtLogin(login, policy);
    expect(slidIdleExpiry(expiry, at(30), policy)).toEqual(at(90));
    expect(slidIdleExpiry({ idleExpiresAt: at(700), absoluteExpiresAt: at(720) }, at(690), policy)).toEqual(at(720));
  });

  it('skips the write when the expiry would move by less than a minute', () => {
    expect(slidIdleExpiry(expiryAtLogin(login, policy), new Date(login.getTime() + 30_000), policy)).toBeNull();
  });
});
