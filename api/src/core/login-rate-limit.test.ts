import { decideLoginAttempt, loginWindowStart, type LoginRateLimitPolicy } from './login-rate-limit';

const policy: LoginRateLimitPolicy = { maxFailuresPerEmail: 5, maxFailuresPerIp: 50, windowMs: 15 * 60_000 };

describe('login rate limit', () => {
  it('allows attempts below both limits', () => {
    expect(decideLoginAttempt({ forEmail: 4, forIp: 49 }, policy)).toEqual({ allowed: true });
  });

  it('blocks the attempt after five failures for one e-mail', () => {
    expect(decideLoginAttempt({ forEmail: 5, forIp: 5 }, policy)).toEqual({ allowed: false, limitedBy: 'email' });
  });

  it('blocks an address that tried too many accounts', () => {
    expect(decideLoginAttempt({ forEmail: 0, forIp: 50 }, policy)).toEqual({ allowed: false, limitedBy: 'ip' });
  });

  it('counts attempts of the last fifteen minutes', () => {
    expect(loginWindowStart(new Date('2025-01-01T12:00:00Z'), policy)).toEqual(new Date('2025-01-01T11:45:00Z'));
  });
});
