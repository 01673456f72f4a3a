import type { Buffer } from 'node:buffer';
import type { Server } from 'node:http';

export interface RawAnswer {
  /** 0: closed without an answer; -1: no answer in time. */
  status: number;
  headers: Record<string, string>;
  body: string;
}

export function sendRaw(
  port: number,
  target: string | Buffer,
  options?: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number },
): Promise<RawAnswer>;

export const CULTURE_SWITCH_CASES: readonly string[];
export const NOT_A_PATH: readonly string[];
export function otherHostTargets(hostPort: string): string[];
export function fuzzTargets(count?: number, seed?: number): (string | Buffer)[];
export function shown(target: string | Buffer): string;
export function expectFuzzAnswered(port: number, stillServing: () => Promise<void>, targets?: (string | Buffer)[]): Promise<void>;
export function builtSite(prefix: string, files: Record<string, string>): { dir: string; dist: string };
export function closeServer(server: Server): Promise<void>;
