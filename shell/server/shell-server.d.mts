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
