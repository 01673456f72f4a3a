import { translationGaps } from './translationKeys';

describe('translationGaps', () => {
  it('finds keys missing in either language and empty strings', () => {
    expect(translationGaps({ da: { a: 'x', b: { c: 'y' } }, en: { a: 'x', b: { c: 'y' } } })).toEqual([]);
    expect(translationGaps({ da: { a: 'x', b: 'y' }, en: { a: 'x' } })).toEqual(['en misses b']);
    expect(translationGaps({ da: { a: 'x' }, en: { a: ' ' } })).toEqual(['en has an empty a']);
  });
});
