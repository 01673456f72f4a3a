import { collapseDoubleFullStops, pageTitle } from './sentences';

describe('collapseDoubleFullStops', () => {
  it('ends a sentence after an abbreviation once', () => {
    expect(collapseDoubleFullStops('Nu: automatisk optankning med 200,00 kr., når saldoen kommer under 100,00 kr..')).toBe(
      'Nu: automatisk optankning med 200,00 kr., når saldoen kommer under 100,00 kr.',
    );
    expect(collapseDoubleFullStops('I alt 45,00 kr.. Tak.')).toBe('I alt 45,00 kr. Tak.');
  });

  it('leaves single stops, ellipses and longer runs alone', () => {
    expect(collapseDoubleFullStops('Højst 10 stk.')).toBe('Højst 10 stk.');
    expect(collapseDoubleFullStops('Frikadeller med kartofler og...')).toBe('Frikadeller med kartofler og...');
    expect(collapseDoubleFullStops('Vent....')).toBe('Vent....');
  });
});

describe('pageTitle', () => {
  it('names the page by its heading, then the brand', () => {
    expect(pageTitle('Transaktioner', 'Skolepenge')).toBe('Transaktioner – Skolepenge');
    expect(pageTitle('  Mine\n  tegnebøger ', 'KK Pay')).toBe('Mine tegnebøger – KK Pay');
  });

  it('is the brand alone without a heading', () => {
    expect(pageTitle(null, 'Skolepenge')).toBe('Skolepenge');
    expect(pageTitle(' ', 'Skolepenge')).toBe('Skolepenge');
    expect(pageTitle('Skolepenge', 'Skolepenge')).toBe('Skolepenge');
  });
});
