import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { apiRoot } from '../db/paths';

/**
 * esbuild runs in a node process of its own: its plugin API checks `instanceof RegExp`,
 * which values from jest's sandbox (another JavaScript realm) fail.
 */
const BUNDLER = `
const esbuild = require(process.env.ESBUILD_PATH);
const { nodeBundleOptions } = require(process.env.NODE_BUNDLE_PATH);
esbuild
  .build({ ...nodeBundleOptions(process.env.API_DIR), entryPoints: [process.env.ENTRY], outfile: process.env.OUTFILE })
  .catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * Bundles a TypeScript entry of the API into a script a child `node` process can run, as
 * api/scripts/build.mjs does for the API itself (@kk/build/node-bundle.cjs): the workspace's @kk/* packages are
 * compiled in, every other package stays external. The script is written under
 * api/node_modules/.cache, so it finds the API's packages and folder as the bundle in
 * api/dist does.
 */
export function bundleForChildProcess(entry: string): { file: string; dispose(): void } {
  const api = apiRoot();
  const cache = path.join(api, 'node_modules', '.cache');
  fs.mkdirSync(cache, { recursive: true });
  const dir = fs.mkdtempSync(path.join(cache, 'kk-child-'));
  const file = path.join(dir, 'child.cjs');
  const run = spawnSync(process.execPath, ['-e', BUNDLER], {
    env: {
      ...process.env,
      ESBUILD_PATH: path.join(path.dirname(api), 'node_modules', 'esbuild'),
      NODE_BUNDLE_PATH: require.resolve('@kk/build/node-bundle.cjs'),
      API_DIR: api,
      ENTRY: entry,
      OUTFILE: file,
    },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`bundling ${entry} failed: ${run.stderr}`);
  return { file, dispose: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
