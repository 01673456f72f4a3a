import { controlCharacterAt } from './control-characters';

describe('controlCharacterAt', () => {
  it('finds a NUL or another control character anywhere in a request value', () => {
    expect(controlCharacterAt('a\u0000b')).toBe('');
    expect(controlCharacterAt({ Description: 'Frokost\u0000' })).toBe('Description');
    expect(controlCharacterAt({ Products: [{ ID: 'x' }, { Name: 'ok', Note: 'bell\u0007' }] })).toBe('Products.1.Note');
    expect(controlCharacterAt({ key: 'ok', ['bad\u0000key']: 1 })).toBe('"bad\\u0000key"');
    expect(controlCharacterAt({ value: 'del\u007F' })).toBe('value');
  });

  it('lets ordinary text through, tabs and line breaks included', () => {
    expect(controlCharacterAt({ Message: 'Hej\r\n\tmed æ, ø og å 👋', Amount: 12.5, Flag: true, Nothing: null })).toBeNull();
    expect(controlCharacterAt(undefined)).toBeNull();
    expect(controlCharacterAt([])).toBeNull();
  });
});
