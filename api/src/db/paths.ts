import fs from 'node:fs';
import path from 'node:path';

/**
 * The api/ folder, found by walking up from this code: the same answer whether it runs
 * from src/ (tests, tsx) or from the bundle in dist/, so migrations are found either way.
 */
export function apiRoot(): string {
  let dir = __dirname;
  for (;;) {
    if (fs.existsSync(path.join(dir, 'migrations')) && fs.existsSync(path.join(dir, 'package.json'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the api folder (with migrations/) above ${__dirname}`);
    dir = parent;
  }
}

export function migrationsDir(): string {
  return path.join(apiRoot(), 'migrations');
}

/** `<repo>/.data/pglite`: PGlite's data folder unless DATA_DIR says otherwise. */
export function defaultDataDir(): string {
  return path.join(path.dirname(apiRoot()), '.data', 'pglite');
}
