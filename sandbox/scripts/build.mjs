// Bundles the sandbox card provider into dist/card-sandbox.cjs for Node 20, as
// api/scripts/build.mjs bundles the API: packages from node_modules stay external
// (installed next to the bundle), the workspace's own @kk/* packages (TypeScript
// sources) are compiled in.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const sandboxDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** @type {import('esbuild').Plugin} */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^@kk\// }, (args) => {
      const [scope, name, ...rest] = args.path.split('/');
      const packageDir = fs.realpathSync(path.join(sandboxDir, 'node_modules', scope, name));
      const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
      const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
      const exported = typeof manifest.exports?.[subpath] === 'string' ? manifest.exports[subpath] : undefined;
      if (exported) return { path: path.join(packageDir, exported) };
      if (rest.length > 0) return { path: path.join(packageDir, ...rest) };
      return { path: path.join(packageDir, manifest.main ?? 'index.ts') };
    });
  },
};

const started = Date.now();
fs.rmSync(path.join(sandboxDir, 'dist'), { recursive: true, force: true });
await build({
  absWorkingDir: sandboxDir,
  entryPoints: { 'card-sandbox': 'src/main.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.cjs' },
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  packages: 'external',
  plugins: [bundleWorkspacePackages],
  sourcemap: 'linked',
  logLevel: 'warning',
});
console.log(`card sandbox built into ${path.relative(process.cwd(), path.join(sandboxDir, 'dist')) || 'dist'} in ${Date.now() - started} ms`);
