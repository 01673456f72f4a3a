import { brandOf, cardFitsType, passesLuhn, TEST_CARDS } from './test-cards';

describe('test cards and card types', () => {
  it('knows each test card passes the Luhn check', () => {
    for (const card of TEST_CARDS) expect(passesLuhn(card.number)).toBe(true);
  });

  it('names the network by the number', () => {
    expect(brandOf('4111111111111111')).toBe('Visa');
    expect(brandOf('5555555555554444')).toBe('Mastercard');
    expect(brandOf('2221000000000009')).toBe('Mastercard');
    expect(brandOf('5019100000000006')).toBe('Dankort');
  });

  it('takes a card only under its own card type; the test-only type takes any', () => {
    expect(cardFitsType('Visa', '4111111111111111')).toBe(true);
    expect(cardFitsType('Mastercard', '4111111111111111')).toBe(false);
    expect(cardFitsType('mastercard', '5555555555554444')).toBe(true);
    expect(cardFitsType('Dankort', '5019100000000006')).toBe(true);
    expect(cardFitsType('Dankort', '4111111111111111')).toBe(false);
    expect(cardFitsType('SandboxTest', '4000000000000002')).toBe(true);
  });
});
