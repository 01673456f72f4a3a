import type { ApplicationName, RemotesManifest } from '@kk/contracts';

export interface ServerAppConfig {
  application: ApplicationName;
  paymentApiBase: string;
}

async function fetchJson<T>(url: string): Promise<T> {
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** The application this origin serves, and where each remote is deployed right now. */
export async function loadStartupConfig(): Promise<{ appConfig: ServerAppConfig; remotes: RemotesManifest }> {
  const [appConfig, remotes] = await Promise.all([
    fetchJson<ServerAppConfig>('/app-config.json'),
    fetchJson<RemotesManifest>('/remotes.json'),
  ]);
  return { appConfig, remotes };
}
