export type ContentLanguage = 'da' | 'en';

/**
 * The language of content written in both languages, from the `language` header the front
 * end's API client sends (spec section 7). Danish by default, as the product is.
 */
export function requestLanguage(header: string | string[] | undefined): ContentLanguage {
  const value = Array.isArray(header) ? header[0] : header;
  return value?.trim().toLowerCase().startsWith('en') ? 'en' : 'da';
}
