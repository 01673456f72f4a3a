import type { ApplicationName, RemotesManifest } from '@kk/contracts';

export interface ServerAppConfig {
  application: ApplicationName;
  paymentApiBase: string;
}

/** Per remote, per exposed module ('app', 'parcel'): the files it loads first (its mf-manifest.json). */
export type RemoteFiles = Record<string, Partial<Record<'app' | 'parcel', string[]>>>;

export interface StartupConfig {
  appConfig: ServerAppConfig;
  remotes: RemotesManifest;
  /** Absent when the page was served without them (a development server, a remote's manifest unread). */
  remoteFiles?: RemoteFiles;
}

/** The id of the JSON the shell's server writes into the page (shell/server/shell-server.mjs). */
export const STARTUP_ELEMENT_ID = 'kk-startup';

/** The configuration the page carries, or null on a page served without it (a development server). */
export function startupConfigInPage(doc: Document = document): StartupConfig | null {
  const text = doc.getElementById(STARTUP_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as StartupConfig;
  } catch {
    return null;
  }
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/**
 * The application this origin serves, and where each remote is deployed right now: from
 * the page itself, so nothing waits on a request for it; fetched where the page has none.
 */
export async function loadStartupConfig(): Promise<StartupConfig> {
  const inPage = startupConfigInPage();
  if (inPage) return inPage;
  const [appConfig, remotes] = await Promise.all([
    fetchJson<ServerAppConfig>('/app-config.json'),
    fetchJson<RemotesManifest>('/remotes.json'),
  ]);
  return { appConfig, remotes };
}
