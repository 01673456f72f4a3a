#!/usr/bin/env node
// Writes every brand's documents (data-controller policy and its MitID variant, cookie
// policy, terms, user guide in Danish and for other languages) as PDFs into
// <out>/<subdomain>/, and the anonymous cookie-policy text per culture into <textDir>.
// Usage: node shell/scripts/generate-brand-documents.mjs [outDir] [textDir]
// (defaults shell/dist/brands and shell/dist).
//
// The brands come from the one brand table (derive.cjs), the file names from the policy
// rules (documents.cjs). Rendering about 400 PDFs takes a few seconds on two cores, so the
// result is kept in node_modules/.cache under a hash of every input and copied on later
// builds; a change to the table, the texts, the layout or pdfkit renders anew.
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { deriveBrands } from '../../shared/platform/src/brands/derive.cjs';
import { cookiePolicyText } from './brand-documents/policy-texts.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const brandsSource = resolve(here, '../../shared/platform/src/brands');
const outDir = resolve(process.argv[2] ?? join(here, '../dist/brands'));
const textDir = resolve(process.argv[3] ?? join(here, '../dist'));
const cacheRoot = resolve(here, '../node_modules/.cache/kk-brand-documents');

function inputsHash() {
  const hash = createHash('sha256');
  const files = [
    join(brandsSource, 'brand-table.json'), join(brandsSource, 'derive.cjs'), join(brandsSource, 'read-table.cjs'),
    join(brandsSource, 'color.cjs'), join(brandsSource, 'documents.cjs'), fileURLToPath(import.meta.url),
    ...readdirSync(join(here, 'brand-documents')).sort().map((name) => join(here, 'brand-documents', name)),
  ];
  for (const file of files) hash.update(file.slice(resolve(here, '../..').length)).update(readFileSync(file));
  hash.update(JSON.parse(readFileSync(join(here, '../node_modules/pdfkit/package.json'), 'utf8')).version);
  return hash.digest('hex').slice(0, 16);
}

function runWorker(brands, dir) {
  return new Promise((resolvePromise, reject) => {
    const worker = new Worker(join(here, 'brand-documents/worker.mjs'), { workerData: { brands, outDir: dir } });
    let result = { files: 0, bytes: 0 };
    worker.on('message', (message) => (result = message));
    worker.on('error', reject);
    worker.on('exit', (code) => (code === 0 ? resolvePromise(result) : reject(new Error(`document worker exited with ${code}`))));
  });
}

async function render(brands, dir) {
  const workers = Math.max(1, Math.min(availableParallelism(), 4));
  const slices = Array.from({ length: workers }, (_, i) => brands.filter((_, index) => index % workers === i));
  const results = await Promise.all(slices.filter((slice) => slice.length).map((slice) => runWorker(slice, dir)));
  return results.reduce((sum, r) => ({ files: sum.files + r.files, bytes: sum.bytes + r.bytes }), { files: 0, bytes: 0 });
}

function sizeOf(dir) {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile() && entry.name.endsWith('.pdf')) {
      files += 1;
      bytes += readFileSync(join(entry.parentPath ?? entry.path, entry.name)).length;
    }
  }
  return { files, bytes };
}

const started = Date.now();
const brands = deriveBrands(JSON.parse(readFileSync(join(brandsSource, 'brand-table.json'), 'utf8')));
const cached = join(cacheRoot, inputsHash());
let totals;
let how = 'from cache';
if (existsSync(join(cached, '.complete'))) {
  totals = sizeOf(cached);
} else {
  const building = `${cached}.${process.pid}.tmp`;
  rmSync(building, { recursive: true, force: true });
  mkdirSync(building, { recursive: true });
  totals = await render(brands, building);
  writeFileSync(join(building, '.complete'), new Date().toISOString());
  rmSync(cached, { recursive: true, force: true });
  renameSync(building, cached);
  how = 'rendered';
}
mkdirSync(outDir, { recursive: true });
cpSync(cached, outDir, { recursive: true, filter: (source) => !source.endsWith('.complete') });

const text = cookiePolicyText();
mkdirSync(textDir, { recursive: true });
writeFileSync(join(textDir, 'cookie-policy.da.txt'), text.da, 'utf8');
writeFileSync(join(textDir, 'cookie-policy.en.txt'), text.en, 'utf8');

const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(`Wrote ${totals.files} documents for ${brands.length} brands (${(totals.bytes / 1024 / 1024).toFixed(1)} MB, ${how}) to ${outDir} in ${seconds} s`);
