// Runs the API integration tests twice against a real database: embedded PGlite, then
// the PostgreSQL server named by TEST_DATABASE_URL (default: postgres@127.0.0.1:5432).
// Exits non-zero if either run fails; an unreachable PostgreSQL server is a failure.
// Extra arguments go to jest, e.g. `node scripts/test-api.mjs --testPathPatterns wallet`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const jest = path.join(root, 'node_modules', 'jest', 'bin', 'jest.js');
const extraArgs = process.argv.slice(2);

const results = ['pglite', 'postgres'].map((engine) => {
  console.log(`\n=== API tests on ${engine} ===`);
  const run = spawnSync(process.execPath, [jest, '--selectProjects', 'api', ...extraArgs], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DB_ENGINE: engine },
  });
  return { engine, ok: run.status === 0 };
});

console.log('\n=== API tests summary ===');
for (const { engine, ok } of results) console.log(`${engine.padEnd(9)} ${ok ? 'passed' : 'FAILED'}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
