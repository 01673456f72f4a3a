// Types for returnAddresses.cjs.

/**
 * The redirect target of /Home/SetCulture: a path on the same site (exactly one leading '/',
 * no control characters, whitespace, backslashes or lone surrogates), or '/'.
 */
export declare function safeRedirectPath(value: string | null | undefined): string;

/** Whether a card provider may send the browser back to `value`: http(s), one of the platform's own origins, no credentials, no control characters, whitespace, backslashes or lone surrogates. */
export declare function isAllowedReturnUrl(value: string, allowedOrigins: readonly (string | RegExp)[]): boolean;
