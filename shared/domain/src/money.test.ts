import { formatOre, kronerToOre, oreToKroner } from './money';

describe('money', () => {
  it('converts kroner to øre exactly, with at most two decimals', () => {
    expect(kronerToOre(87.5)).toBe(8750);
    expect(kronerToOre('0,10')).toBe(10);
    expect(kronerToOre('0.30')).toBe(30);
    expect(kronerToOre(-12)).toBe(-1200);
    expect(() => kronerToOre(1.005)).toThrow(RangeError);
    expect(() => kronerToOre('abc')).toThrow(RangeError);
  });

  it('converts øre to kroner and refuses fractions of an øre', () => {
    expect(oreToKroner(25000)).toBe(250);
    expect(oreToKroner(8750)).toBe(87.5);
    expect(() => oreToKroner(1.5)).toThrow(RangeError);
  });

  it('formats in the Danish and English culture', () => {
    expect(formatOre(123450, 'da').replace(/\s/g, ' ')).toBe('1.234,50 kr.');
    expect(formatOre(123450, 'en').replace(/\s/g, ' ')).toBe('DKK 1,234.50');
  });
});
