import { CARD_TYPES, cardTypeFor, cardTypesFor } from './card-types';

const names = (roles: string[]) => cardTypesFor(roles).map((type) => type.name);

describe('card types by role', () => {
  it('removes the test-only types for ordinary users', () => {
    expect(names(['DepositWithdraw', 'Webshop'])).toEqual(['Dankort', 'Visa', 'Mastercard']);
    expect(names([])).toEqual(['Dankort', 'Visa', 'Mastercard']);
  });

  it.each([['Debug'], ['Developer']])('shows every type to %s', (role) => {
    expect(names([role])).toEqual(CARD_TYPES.map((type) => type.name));
    expect(names([role])).toContain('SandboxTest');
  });

  it('finds a type by name regardless of case, only when the user may choose it', () => {
    expect(cardTypeFor(['DepositWithdraw'], 'visa')?.merchantNumber).toBe('41000102');
    expect(cardTypeFor(['DepositWithdraw'], 'SandboxTest')).toBeNull();
    expect(cardTypeFor(['Developer'], 'sandboxtest')?.testOnly).toBe(true);
    expect(cardTypeFor(['Developer'], 'Amex')).toBeNull();
  });

  it('gives every type its own merchant number', () => {
    expect(new Set(CARD_TYPES.map((type) => type.merchantNumber)).size).toBe(CARD_TYPES.length);
  });
});
