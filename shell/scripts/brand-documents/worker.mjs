// Renders the brands it is given and writes their documents under outDir/<subdomain>/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { renderBrandDocuments } from './render-brand.mjs';

const { brands, outDir } = workerData;
let files = 0;
let bytes = 0;
for (const brand of brands) {
  const dir = join(outDir, brand.subdomain);
  mkdirSync(dir, { recursive: true });
  for (const [name, pdf] of await renderBrandDocuments(brand)) {
    writeFileSync(join(dir, name), pdf);
    files += 1;
    bytes += pdf.length;
  }
}
parentPort?.postMessage({ files, bytes });
