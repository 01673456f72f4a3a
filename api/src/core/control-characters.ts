/**
 * Text a request may carry: no control characters but tab, line feed and carriage return.
 * NUL above all: PostgreSQL refuses it in text, and would answer 500.
 */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if ((code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || code === 0x7f) return true;
  }
  return false;
}

/**
 * Where in a parsed request value (body, query, route parameters) the first string with a
 * control character is, as a dotted path ('' for the value itself), or null when there is
 * none. Object keys count as text too.
 */
export function controlCharacterAt(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return hasControlCharacter(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = controlCharacterAt(item, join(path, String(index)));
      if (found !== null) return found;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (hasControlCharacter(key)) return join(path, JSON.stringify(key));
      const found = controlCharacterAt(item, join(path, key));
      if (found !== null) return found;
    }
  }
  return null;
}

const join = (path: string, key: string) => (path === '' ? key : `${path}.${key}`);
