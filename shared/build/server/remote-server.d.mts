import type { Server } from 'node:http';

export function startRemoteServer(options: { dir: string; port: number; host?: string }): Promise<Server>;
