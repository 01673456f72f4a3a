// Plain constants, free of zod, so the browser can import them without pulling in schemas.

/** Header the shell sends so the API knows which application a call comes from. */
export const APPLICATION_HEADER = 'x-application';
/** Header the shell sends with the active page key (chosen by sub-domain). */
export const PAGE_KEY_HEADER = 'x-page-key';
