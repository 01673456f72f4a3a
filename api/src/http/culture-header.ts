/** The spec's `language` header (the user's culture), for pages of the card provider. */
export function languageOf(header: string | string[] | undefined): 'da' | 'en' | undefined {
  const value = (Array.isArray(header) ? header[0] : header)?.toLowerCase();
  if (value?.startsWith('en')) return 'en';
  if (value?.startsWith('da')) return 'da';
  return undefined;
}

/** The reader's language for texts the platform writes (core/platform-texts.ts): Danish unless they asked for English. */
export const readerCulture = (header: string | string[] | undefined): 'da' | 'en' => languageOf(header) ?? 'da';
