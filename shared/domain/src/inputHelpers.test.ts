import { confirmMatches, formatDecimalInput, formatPhone, normaliseDecimalInput, parseDecimalInput } from './inputHelpers';

describe('input helpers', () => {
  it('confirm field: equal or not', () => {
    expect(confirmMatches('abc', 'abc')).toBe(true);
    expect(confirmMatches('abc', 'abC')).toBe(false);
    expect(confirmMatches('', '')).toBe(true);
  });

  it('decimal inputs default to two decimals with a comma', () => {
    expect(formatDecimalInput(12.5)).toBe('12,50');
    expect(formatDecimalInput(0)).toBe('0,00');
    expect(formatDecimalInput(1234.567)).toBe('1234,57');
    expect(normaliseDecimalInput('12,5')).toBe('12,50');
    expect(normaliseDecimalInput('12.5')).toBe('12,50');
    expect(normaliseDecimalInput(' 7 ')).toBe('7,00');
  });

  it('0 decimals gives an integer', () => {
    expect(formatDecimalInput(12.5, 0)).toBe('13');
    expect(normaliseDecimalInput('99,4', 0)).toBe('99');
    expect(() => formatDecimalInput(1, -1)).toThrow(RangeError);
  });

  it('reads only numbers', () => {
    expect(parseDecimalInput('1,25')).toBe(1.25);
    expect(parseDecimalInput(',5')).toBe(0.5);
    expect(parseDecimalInput('-3')).toBe(-3);
    expect(parseDecimalInput('abc')).toBeNull();
    expect(parseDecimalInput('1,2,3')).toBeNull();
    expect(parseDecimalInput('')).toBeNull();
    expect(normaliseDecimalInput('kr')).toBeNull();
  });

  it('formats 10-digit phone numbers with the 2-digit country code, and nothing else', () => {
    expect(formatPhone('4512345678')).toBe('+45 12 34 56 78');
    expect(formatPhone('+45 12 34 56 78')).toBe('+45 12 34 56 78');
    expect(formatPhone('12345678')).toBeNull();
    expect(formatPhone('451234567890')).toBeNull();
    expect(formatPhone('45abc45678')).toBeNull();
  });
});
