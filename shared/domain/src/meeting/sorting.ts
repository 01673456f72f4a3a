/**
 * Meeting product sorting (spec section 5): names that start with a number and a dash
 * ('1 - Morgenbrød', '10-Frokost') come first, by that number and then the rest of the
 * name; the others follow alphabetically, ignoring case (Danish alphabet: æ, ø, å last).
 */
const NUMBERED = /^\s*(\d+)\s*-\s*(.*)$/s;
const collator = new Intl.Collator('da', { sensitivity: 'accent', numeric: false });

function keyOf(name: string): { number: number | null; text: string } {
  const match = NUMBERED.exec(name);
  return match ? { number: Number(match[1]), text: match[2] ?? '' } : { number: null, text: name };
}

export function compareMeetingProductNames(a: string, b: string): number {
  const ka = keyOf(a);
  const kb = keyOf(b);
  if (ka.number !== null && kb.number === null) return -1;
  if (ka.number === null && kb.number !== null) return 1;
  if (ka.number !== null && kb.number !== null && ka.number !== kb.number) return ka.number - kb.number;
  return collator.compare(ka.text, kb.text) || (a < b ? -1 : a > b ? 1 : 0);
}

export function sortMeetingProducts<P extends { Name: string }>(products: readonly P[]): P[] {
  return [...products].sort((a, b) => compareMeetingProductNames(a.Name, b.Name));
}

/**
 * The name a user reads: without the sort key ('1 - Kage, hjemmebagt' reads 'Kage,
 * hjemmebagt'). The catalogue's editor keeps the whole name, where the key is set.
 */
export function meetingProductLabel(name: string): string {
  const match = NUMBERED.exec(name);
  const text = match?.[2]?.trim() ?? '';
  return match && text !== '' ? text : name;
}
