export type ExposedFiles = Record<string, string[]>;

export function manifestUrlOf(entry: string): string;
export function exposedFiles(manifest: unknown, entry: string): ExposedFiles;
export function createRemoteAssets(options?: { fetchImpl?: typeof fetch; now?: () => number }): (remotes: Record<string, { entry: string }> | undefined) => Promise<Record<string, ExposedFiles>>;
