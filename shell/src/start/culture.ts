/** The culture cookie set by /Home/SetCulture (see shell/server/shell-server.mjs). */
export function readCultureCookie(cookie = document.cookie): string | null {
  const match = /(?:^|;\s*)kk\.culture=([^;]*)/.exec(cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}
