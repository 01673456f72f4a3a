// Where the platform may send a browser: the one rule for every redirect it makes or lets
// another site make (the culture switch; a card provider's return after adding a card or
// paying an order). CommonJS, because the shell's plain-Node server loads it too.
'use strict';

/**
 * The redirect target of /Home/SetCulture: only a path on the same site, so the switch
 * cannot be used as an open redirect.
 * @param {string | null | undefined} value
 * @returns {string}
 */
function safeRedirectPath(value) {
  if (!value) return '/';
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return '/';
  return value;
}

/**
 * Where a card provider may send the browser back: an http(s) address on one of the
 * platform's own front-end origins, with no credentials in it. Anything else would make
 * the provider's page an open redirect to a look-alike site.
 * @param {string} value
 * @param {readonly (string | RegExp)[]} allowedOrigins
 * @returns {boolean}
 */
function isAllowedReturnUrl(value, allowedOrigins) {
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
