// How the workspace bundles a Node application (the API, the card sandbox, a test's child
// process) with esbuild: packages from node_modules stay external, installed next to the
// bundle, except the workspace's own @kk/* packages, which are TypeScript sources and so
// are compiled in. CommonJS, because plain scripts and a test's child process load it too.
const fs = require('node:fs');
const path = require('node:path');

/**
 * The installed `scope/name` as the importing file sees it: in the node_modules of the
 * nearest folder above it that has one (a workspace package importing another it depends
 * on, which the application itself may not), else in the application's.
 */
function installedPackage(fromDir, packageDir, scope, name) {
  for (let dir = fromDir; dir && dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', scope, name);
    if (fs.existsSync(candidate)) return fs.realpathSync(candidate);
  }
  return fs.realpathSync(path.join(packageDir, 'node_modules', scope, name));
}

/**
 * An esbuild plugin resolving `@kk/<name>[/<subpath>]` to the source file the package's
 * `exports` (or `main`) names.
 * @param {string} packageDir
 * @returns {import('esbuild').Plugin}
 */
function workspacePackages(packageDir) {
  return {
    name: 'bundle-workspace-packages',
    setup(build) {
      build.onResolve({ filter: /^@kk\// }, (args) => {
        const [scope, name, ...rest] = args.path.split('/');
        const dir = installedPackage(args.resolveDir || packageDir, packageDir, scope, name);
        const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
        const subpath = rest.length > 0 ? `./${rest.join('/')}` : '.';
        const exported = manifest.exports && typeof manifest.exports[subpath] === 'string' ? manifest.exports[subpath] : undefined;
        if (exported) return { path: path.join(dir, exported) };
        if (rest.length > 0) return { path: path.join(dir, ...rest) };
        return { path: path.join(dir, manifest.main || 'index.ts') };
      });
    },
  };
}

/** The options every Node bundle of the workspace shares; add entryPoints and outdir or outfile. */
function nodeBundleOptions(packageDir) {
  return {
    absWorkingDir: packageDir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    plugins: [workspacePackages(packageDir)],
    logLevel: 'warning',
  };
}

/**
 * Builds `entryPoints` of the package in `packageDir` into its dist/ as .cjs files with
 * source maps, replacing what was there, and says how long it took.
 * @param {{ esbuild: typeof import('esbuild'), packageDir: string, entryPoints: Record<string, string>, label: string }} options
 */
async function bundleNodeApp({ esbuild, packageDir, entryPoints, label }) {
  const started = Date.now();
  const outdir = path.join(packageDir, 'dist');
  fs.rmSync(outdir, { recursive: true, force: true });
  await esbuild.build({ ...nodeBundleOptions(packageDir), entryPoints, outdir: 'dist', outExtension: { '.js': '.cjs' }, sourcemap: 'linked' });
  console.log(`${label} built into ${path.relative(process.cwd(), outdir) || 'dist'} in ${Date.now() - started} ms`);
}

module.exports = { workspacePackages, nodeBundleOptions, bundleNodeApp };
