// Where the platform may send a browser: the one rule for every redirect it makes or lets
// another site make (the culture switch; a card provider's return after adding a card or
// paying an order). CommonJS, because the shell's plain-Node server loads it too.
'use strict';

/**
 * Characters no return address may hold, wherever they stand. Browsers drop tabs and line
 * breaks from an address and trim control characters and spaces around it, so
 * '/\t/evil.example' is read as '//evil.example' (another site); a backslash is read as a
 * slash; a line break, NUL or U+2028 in a Location header makes Node refuse to send it.
 * So: control characters (C0, DEL, C1), whitespace of any kind (\s includes U+2028/2029
 * and U+FEFF) and backslashes.
 */
const FORBIDDEN = /[\p{Cc}\s\\]/u;
/** Half of a UTF-16 pair without its other half: not text, and not encodable in an address. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** A stand-in origin to resolve a path against: it stays the origin only for a path of the same site. */
const SAME_SITE = 'https://same-site.invalid';

/** Text an address may be made of: no forbidden character, valid Unicode. */
function isCleanText(value) {
  return typeof value === 'string' && !FORBIDDEN.test(value) && !LONE_SURROGATE.test(value);
}

/**
 * The redirect target of /Home/SetCulture (and any other return path): only a path on the
 * same site, beginning with exactly one '/' (not '//' or '/\', which browsers read as
 * another host), so the switch cannot be used as an open redirect. Anything else is '/'.
 * @param {string | null | undefined} value
 * @returns {string}
 */
function safeRedirectPath(value) {
  if (!value || !isCleanText(value)) return '/';
  if (!value.startsWith('/') || value.startsWith('//')) return '/';
  let resolved;
  try {
    resolved = new URL(value, SAME_SITE);
  } catch {
    return '/';
  }
  return resolved.origin === SAME_SITE ? value : '/';
}

/**
 * Where a card provider may send the browser back: an http(s) address on one of the
 * platform's own front-end origins, with no credentials in it and none of the characters
 * browsers drop or re-read (see FORBIDDEN). Anything else would make the provider's page
 * an open redirect to a look-alike site.
 * @param {string} value
 * @param {readonly (string | RegExp)[]} allowedOrigins
 * @returns {boolean}
 */
function isAllowedReturnUrl(value, allowedOrigins) {
  if (!isCleanText(value)) return false;
  let url;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return false;
  if (url.username !== '' || url.password !== '') return false;
  return allowedOrigins.some((allowed) => (typeof allowed === 'string' ? allowed === url.origin : allowed.test(url.origin)));
}

module.exports = { safeRedirectPath, isAllowedReturnUrl };
