function leafPaths(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => leafPaths(child, prefix ? `${prefix}.${key}` : key));
}

/**
 * Keys present in one language but not the other, or empty in either: every
 * user-visible string must exist in Danish and English.
 */
export function translationGaps(texts: { da: object; en: object }): string[] {
  const da = new Set(leafPaths(texts.da));
  const en = new Set(leafPaths(texts.en));
  const gaps = [...da].filter((k) => !en.has(k)).map((k) => `en misses ${k}`);
  gaps.push(...[...en].filter((k) => !da.has(k)).map((k) => `da misses ${k}`));
  for (const lang of ['da', 'en'] as const) {
    for (const key of leafPaths(texts[lang])) {
      const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], texts[lang]);
      if (typeof value !== 'string' || value.trim() === '') gaps.push(`${lang} has an empty ${key}`);
    }
  }
  return gaps;
}
