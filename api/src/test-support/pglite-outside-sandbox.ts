import type { PGlite } from '@electric-sql/pglite';
import { nativeRequire } from './jest-sandbox-shims';

/**
 * PGlite's WebAssembly loader uses dynamic import(), which jest's vm sandbox refuses
 * without Node's --experimental-vm-modules flag. The tests therefore load the PGlite class
 * with Node's own require; the adapter code in db/pglite.ts is the same as in production.
 */
export function pgliteClassOutsideSandbox(): typeof PGlite {
  return (nativeRequire()('@electric-sql/pglite') as typeof import('@electric-sql/pglite')).PGlite;
}
