/** Why a piece of request text is refused. */
export type TextProblem = 'control characters are not allowed' | 'text must be valid Unicode (no lone surrogates)';

/**
 * Text a request may carry: no control characters but tab, line feed and carriage return,
 * and only whole Unicode characters. NUL above all: PostgreSQL refuses it in text, and
 * would answer 500; a lone UTF-16 surrogate ("\ud800", which JSON lets a body carry) is no
 * character at all, cannot be written as UTF-8 and makes jsonb refuse the stored answer.
 */
function problemOf(text: string): TextProblem | null {
  let lonely = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return 'control characters are not allowed';
    if (code >= 0xd800 && code <= 0xdbff) {
      // A high surrogate is whole only with a low one right after it.
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
      else lonely = true;
    } else if (code >= 0xdc00 && code <= 0xdfff) lonely = true;
  }
  return lonely ? 'text must be valid Unicode (no lone surrogates)' : null;
}

/**
 * Where in a parsed request value (body, query, route parameters) the first string the
 * platform does not accept is, as a dotted path ('' for the value itself), and why; null
 * when there is none. Object keys count as text too.
 */
export function unacceptableTextAt(value: unknown, path = ''): { path: string; problem: TextProblem } | null {
  if (typeof value === 'string') {
    const problem = problemOf(value);
    return problem === null ? null : { path, problem };
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unacceptableTextAt(item, join(path, String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = problemOf(key);
      if (problem !== null) return { path: join(path, JSON.stringify(key)), problem };
      const found = unacceptableTextAt(item, join(path, key));
      if (found !== null) return found;
    }
  }
  return null;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
