// Bundles the sandbox card provider into dist/card-sandbox.cjs for Node 20, the way every
// Node application of the workspace is bundled (@kk/build/node-bundle.cjs).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import nodeBundle from '@kk/build/node-bundle.cjs';

const sandboxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
await nodeBundle.bundleNodeApp({ esbuild, packageDir: sandboxDir, entryPoints: { 'card-sandbox': 'src/main.ts' }, label: 'card sandbox' });
