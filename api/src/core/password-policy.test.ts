import { isAcceptablePassword, passwordProblems } from './password-policy';

describe('password policy', () => {
  it('accepts the demo password', () => {
    expect(passwordProblems('Demo-1234', { email: 'parent@demo.dk' })).toEqual([]);
  });

  it('rejects short passwords', () => {
    expect(isAcceptablePassword('Ab-12')).toBe(false);
  });

  it('rejects passwords of only letters or only digits', () => {
    expect(isAcceptablePassword('abcdefghij')).toBe(false);
    expect(isAcceptablePassword('1234509876')).toBe(false);
  });

  it('rejects well-known passwords whatever their case', () => {
    expect(passwordProblems('Password123')).toContain('is too common');
  });

  it('rejects passwords containing the e-mail name', () => {
    expect(passwordProblems('mette-2024!', { email: 'Mette@demo.dk' })).toContain('must not contain the e-mail address');
  });

  it('rejects passwords longer than the login form accepts', () => {
    expect(isAcceptablePassword(`a1${'x'.repeat(199)}`)).toBe(false);
  });
});
