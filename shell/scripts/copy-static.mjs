#!/usr/bin/env node
// Copies the shell's static files (shell/static: the help videos) into its build.
// Usage: node shell/scripts/copy-static.mjs [distDir]   (default shell/dist)
import { cpSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const distDir = resolve(process.argv[2] ?? join(here, '../dist'));
cpSync(join(here, '../static'), distDir, { recursive: true });
console.log(`Copied shell/static to ${distDir}`);
