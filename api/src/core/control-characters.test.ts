import { unacceptableTextAt } from './control-characters';

const control = 'control characters are not allowed';
const notUnicode = 'text must be valid Unicode (no lone surrogates)';

describe('unacceptableTextAt', () => {
  it('finds a NUL or another control character anywhere in a request value', () => {
    expect(unacceptableTextAt('a\u0000b')).toEqual({ path: '', problem: control });
    expect(unacceptableTextAt({ Description: 'Frokost\u0000' })).toEqual({ path: 'Description', problem: control });
    expect(unacceptableTextAt({ Products: [{ ID: 'x' }, { Name: 'ok', Note: 'bell\u0007' }] })).toEqual({ path: 'Products.1.Note', problem: control });
    expect(unacceptableTextAt({ key: 'ok', ['bad\u0000key']: 1 })).toEqual({ path: '"bad\\u0000key"', problem: control });
    expect(unacceptableTextAt({ value: 'del\u007F' })).toEqual({ path: 'value', problem: control });
  });

  it('finds text that is not valid Unicode: a lone high or low surrogate, in a value or a key', () => {
    expect(unacceptableTextAt('a\ud800b')).toEqual({ path: '', problem: notUnicode });
    expect(unacceptableTextAt({ Description: 'ends high \ud83d' })).toEqual({ path: 'Description', problem: notUnicode });
    expect(unacceptableTextAt({ Lines: ['ok', '\udc00 starts low'] })).toEqual({ path: 'Lines.1', problem: notUnicode });
    expect(unacceptableTextAt({ ['key\udfff']: 'ok' })).toEqual({ path: '"key\\udfff"', problem: notUnicode });
    // Two high surrogates in a row: the first is alone.
    expect(unacceptableTextAt('\ud83d\ud83d\udc4b')).toEqual({ path: '', problem: notUnicode });
  });

  it('lets ordinary text through: tabs, line breaks, æøå and characters outside the BMP (a surrogate pair)', () => {
    expect(unacceptableTextAt({ Message: 'Hej\r\n\tmed æ, ø og å 👋 \ud83d\udc4b 𝄞', Amount: 12.5, Flag: true, Nothing: null })).toBeNull();
    expect(unacceptableTextAt(undefined)).toBeNull();
    expect(unacceptableTextAt([])).toBeNull();
  });
});
