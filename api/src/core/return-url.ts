/**
 * Where a card provider may send the browser back: an http(s) address on one of the
 * platform's own front-end origins. Anything else would make the provider's page an
 * open redirect to a look-alike site.
 */
export function isAllowedReturnUrl(value: string, allowedOrigins: readonly (string | RegExp)[]): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((allowed) => (typeof allowed === 'string' ? allowed === url.origin : allowed.test(url.origin)));
}
