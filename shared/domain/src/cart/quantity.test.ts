import { isValidCancelQuantity, lineSumOre, linesSumOre, parseQuantity } from './quantity';

describe('basket quantity', () => {
  it.each([
    [0, 1],
    [-3, 1],
    ['abc', 1],
    [undefined, 1],
    [null, 1],
    [Number.NaN, 1],
    [2.7, 2],
    ['2.7', 2],
    ['5', 5],
    [1, 1],
    [12, 12],
  ])('parses %p as %p', (input, expected) => {
    expect(parseQuantity(input)).toBe(expected);
  });
});

describe('price sums', () => {
  it('is price times quantity in øre', () => {
    expect(lineSumOre({ Price: 1_250, Quantity: 3 })).toBe(3_750);
    expect(linesSumOre([{ Price: 1_250, Quantity: 3 }, { Price: 99, Quantity: 2 }])).toBe(3_948);
  });

  it('uses the parsed quantity and a price of 0 when none is given', () => {
    expect(lineSumOre({ Price: 500, Quantity: 0 })).toBe(500);
    expect(lineSumOre({ Price: 500, Quantity: 2.7 })).toBe(1_000);
    expect(lineSumOre({ Quantity: 4 })).toBe(0);
  });
});

describe('cancel-order quantity', () => {
  it('is valid between 1 and the purchased count', () => {
    expect(isValidCancelQuantity(1, 3)).toBe(true);
    expect(isValidCancelQuantity(3, 3)).toBe(true);
    expect(isValidCancelQuantity(0, 3)).toBe(false);
    expect(isValidCancelQuantity(4, 3)).toBe(false);
    expect(isValidCancelQuantity(1.5, 3)).toBe(false);
    expect(isValidCancelQuantity(1, 0)).toBe(false);
  });
});
