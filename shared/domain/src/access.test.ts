import {
  ACCEPT_INVITATION_PATH,
  firstName,
  INVITATION_VALID_DAYS,
  invitationExpiry,
  invitationLink,
  invitationStatus,
  isEmailAddress,
  joinNames,
} from './access';
import { isAcceptablePassword, passwordProblemKeys, passwordProblems } from './passwordPolicy';

describe('isEmailAddress', () => {
  it.each(['parent@demo.dk', ' farmor@example.com ', 'a.b+c@sub.example.co.uk'])('accepts %j', (value) => {
    expect(isEmailAddress(value)).toBe(true);
  });

  it.each(['', 'parent', 'parent@', '@demo.dk', 'parent@demo', 'par ent@demo.dk', 'a@b@demo.dk', 'parent@demo..dk', `${'x'.repeat(250)}@demo.dk`])(
    'refuses %j',
    (value) => {
      expect(isEmailAddress(value)).toBe(false);
    },
  );
});

describe('invitationStatus', () => {
  const created = new Date('2026-03-01T10:00:00Z');
  const open = { expiresAt: invitationExpiry(created), usedAt: null, withdrawnAt: null };

  it(`is open for ${INVITATION_VALID_DAYS} days, then expired`, () => {
    expect(open.expiresAt.toISOString()).toBe('2026-03-08T10:00:00.000Z');
    expect(invitationStatus(open, new Date('2026-03-08T09:59:59Z'))).toBe('open');
    expect(invitationStatus(open, new Date('2026-03-08T10:00:00Z'))).toBe('expired');
  });

  it('stays used or withdrawn, expired or not', () => {
    const later = new Date('2026-04-01T00:00:00Z');
    expect(invitationStatus({ ...open, usedAt: created }, created)).toBe('used');
    expect(invitationStatus({ ...open, usedAt: created }, later)).toBe('used');
    expect(invitationStatus({ ...open, withdrawnAt: created }, created)).toBe('withdrawn');
    expect(invitationStatus({ ...open, withdrawnAt: created }, later)).toBe('withdrawn');
  });
});

describe('invitation texts', () => {
  it('links to the acceptance page of the site the inviter used, with the secret encoded', () => {
    expect(invitationLink('http://kkpay.localhost:3000/', 'a+b/c')).toBe(`http://kkpay.localhost:3000${ACCEPT_INVITATION_PATH}?token=a%2Bb%2Fc`);
  });

  it('names children by their first names, joined in the reader’s language', () => {
    expect(['Emma Jensen', '  Oliver  Jensen'].map(firstName)).toEqual(['Emma', 'Oliver']);
    expect(joinNames([], 'da')).toBe('');
    expect(joinNames(['Emma'], 'da')).toBe('Emma');
    expect(joinNames(['Emma', 'Oliver'], 'da')).toBe('Emma og Oliver');
    expect(joinNames(['Emma', 'Oliver', 'Ida'], 'en')).toBe('Emma, Oliver and Ida');
  });
});

describe('password policy', () => {
  it('accepts the demo password', () => {
    expect(passwordProblemKeys('Demo-1234', { email: 'parent@demo.dk' })).toEqual([]);
  });

  it('names each broken rule by key and in words', () => {
    expect(passwordProblemKeys('abc')).toEqual(['tooShort', 'lettersAndOthers']);
    expect(passwordProblemKeys('Password123')).toEqual(['tooCommon']);
    expect(passwordProblemKeys('farmor-2026', { email: 'Farmor@example.dk' })).toEqual(['containsEmail']);
    expect(passwordProblems('abc')).toEqual(['must be at least 8 characters', 'must contain both letters and digits or symbols']);
    expect(isAcceptablePassword(`a1${'x'.repeat(199)}`)).toBe(false);
  });
});
