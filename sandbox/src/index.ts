/** The sandbox card provider as a library: tests start it in-process. */
export { startSandboxServer, type SandboxServer, type SandboxServerOptions } from './server';
export type { SandboxState } from './state';
