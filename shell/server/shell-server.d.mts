import type { Server } from 'node:http';

export function startShellServer(options: {
  application: 'wallet' | 'partner' | 'support';
  port: number;
  distDir: string;
  remotesFile: string;
  apiUrl: string;
  host?: string;
  paymentApiBase?: string;
}): Promise<Server>;

/** The page with its start-up configuration written into it as JSON (a data block, not a script). */
export function withStartupConfig(html: string, config: { appConfig: { application: string; paymentApiBase: string }; remotes: unknown }): string;
