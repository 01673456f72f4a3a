/**
 * The staff search's free text (`Text`), matched through the word index of migration 034.
 *
 * Meaning: the text is cut into words the way the index cuts descriptions and product
 * names (lower case, runs of letters and digits, Danish æ, ø and å included, spaces and
 * punctuation separate); a transaction matches when every word of the text occurs, whole
 * or as any part of a word, in its description or in one of its product names, in any
 * order. 'kakaomæ' finds Kakaomælk, 'mælk' finds Kakaomælk and Letmælk, 'logo trøje'
 * finds "Skoletrøje med logo". One-character words narrow nothing useful and would match
 * most of the vocabulary, so they count only when the text has no longer word.
 *
 * The database answers, for each word of the text, the indexed words that contain it
 * (`TextWord.words`); this decides what the search then asks of the postings.
 */
export interface TextWord {
  /** A word of the searched text, as the index cuts and lower-cases it. */
  word: string;
  /** The indexed words that contain it. */
  words: readonly string[];
}

export type TextMatch =
  /** Nothing can match: a word of the text occurs in no indexed word. */
  | { kind: 'none' }
  /**
   * Every alternative list must be met (one of its words posted for the transaction).
   * `driver` is the list the search reads first: the longest word of the text, the one
   * likely to have the fewest postings; `others` are checked against it (a list that holds
   * all of the driver's words is left out: it is met whenever the driver is).
   */
  | { kind: 'words'; driver: readonly string[]; others: readonly (readonly string[])[] };

export function textMatch(textWords: readonly TextWord[]): TextMatch {
  const longest = Math.max(0, ...textWords.map((t) => [...t.word].length));
  const counted = longest > 1 ? textWords.filter((t) => [...t.word].length > 1) : textWords;
  if (counted.length === 0 || counted.some((t) => t.words.length === 0)) return { kind: 'none' };
  const ordered = [...counted].sort((a, b) => [...b.word].length - [...a.word].length || a.words.length - b.words.length || a.word.localeCompare(b.word));
  const [driver = [], ...rest] = ordered.map((t) => [...new Set(t.words)].sort());
  // A list holding every word of the driver's is met by whatever the driver finds.
  const others = rest.filter((list) => !driver.every((word) => list.includes(word)));
  return { kind: 'words', driver, others };
}
