// Bundles the API into dist/main.cjs and dist/seed.cjs for Node 20, the way every Node
// application of the workspace is bundled (@kk/build/node-bundle.cjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import nodeBundle from '@kk/build/node-bundle.cjs';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await nodeBundle.bundleNodeApp({ esbuild, packageDir: apiDir, entryPoints: { main: 'src/main.ts', seed: 'src/seed/cli.ts' }, label: 'api' });
