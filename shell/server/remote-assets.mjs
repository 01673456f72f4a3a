// The files each remote's exposed modules need first, read from the remote's own
// mf-manifest.json (beside its remoteEntry.js). The shell's page names them so the
// browser can fetch a remote's entry and its module together, instead of one after the
// other. Read over HTTP, as the shell would in production, and kept briefly: a redeployed
// remote is seen within seconds.
const KEEP_MS = 10_000;
const TIMEOUT_MS = 1_000;

/** mf-manifest.json of a remote, next to its entry. */
export function manifestUrlOf(entry) {
  return new URL('mf-manifest.json', entry).toString();
}

/**
 * { app?: string[], parcel?: string[] }: the absolute URLs of the files each exposed
 * module loads synchronously (the manifest's `assets.js.sync`).
 */
export function exposedFiles(manifest, entry) {
  const files = {};
  for (const expose of manifest.exposes ?? []) {
    const name = String(expose.name ?? expose.path ?? '').replace(/^\.\//, '');
    const sync = expose.assets?.js?.sync;
    if (name && Array.isArray(sync)) files[name] = sync.map((file) => new URL(file, entry).toString());
  }
  return files;
}

export function createRemoteAssets({ fetchImpl = fetch, now = () => Date.now() } = {}) {
  const cache = new Map();

  async function read(entry) {
    const response = await fetchImpl(manifestUrlOf(entry), { signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!response.ok) throw new Error(`mf-manifest.json answered ${response.status}`);
    return exposedFiles(await response.json(), entry);
  }

  /** The files per remote name; a remote whose manifest cannot be read is left out. */
  return async function remoteAssets(remotes) {
    const out = {};
    await Promise.all(
      Object.entries(remotes ?? {}).map(async ([name, { entry }]) => {
        const kept = cache.get(entry);
        if (kept && now() - kept.at < KEEP_MS) {
          if (kept.files) out[name] = kept.files;
          return;
        }
        try {
          const files = await read(entry);
          cache.set(entry, { at: now(), files });
          out[name] = files;
        } catch {
          // Without them the remote still loads, one request after the other.
          cache.set(entry, { at: now(), files: null });
        }
      }),
    );
    return out;
  };
}
