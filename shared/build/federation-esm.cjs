// The federation runtime's packages ship both an ES module and a CommonJS build. The
// plugin injects some of them with require() and the bundler runtime imports the others,
// so a build carried both copies of the runtime (about 20 KB gzip twice). Every app
// resolves each of them to its ES module build instead, by alias.
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

function packageRoot(entryFile, name) {
  let dir = path.dirname(entryFile);
  while (dir !== path.dirname(dir)) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest) && JSON.parse(fs.readFileSync(manifest, 'utf8')).name === name) return dir;
    dir = path.dirname(dir);
  }
  throw new Error(`No package root for ${name} above ${entryFile}`);
}

/** The `import` file of `name`'s export `subpath`, resolved as seen from `fromFile`. */
function esmFile(fromFile, name, subpath = '.') {
  const requireFrom = createRequire(fromFile);
  const root = packageRoot(requireFrom.resolve(subpath === '.' ? name : `${name}/${subpath.slice(2)}`), name);
  const manifest = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  const target = manifest.exports[subpath].import;
  return { root, file: path.join(root, typeof target === 'string' ? target : target.default) };
}

/** webpack `resolve.alias` entries (exact matches) from each package to its ES module. */
function federationRuntimeAliases() {
  const enhanced = packageRoot(require.resolve('@module-federation/enhanced/webpack'), '@module-federation/enhanced');
  const from = path.join(enhanced, 'package.json');
  const tools = esmFile(from, '@module-federation/runtime-tools');
  const toolsCore = esmFile(from, '@module-federation/runtime-tools', './runtime-core');
  const plugin = esmFile(from, '@module-federation/inject-external-runtime-core-plugin');
  const runtime = esmFile(path.join(tools.root, 'package.json'), '@module-federation/runtime');
  const core = esmFile(path.join(runtime.root, 'package.json'), '@module-federation/runtime-core');
  const sdk = esmFile(path.join(core.root, 'package.json'), '@module-federation/sdk');
  const errorCodes = esmFile(path.join(core.root, 'package.json'), '@module-federation/error-codes');
  return {
    '@module-federation/runtime-tools$': tools.file,
    '@module-federation/runtime-tools/runtime-core$': toolsCore.file,
    '@module-federation/inject-external-runtime-core-plugin$': plugin.file,
    '@module-federation/runtime$': runtime.file,
    '@module-federation/runtime-core$': core.file,
    '@module-federation/sdk$': sdk.file,
    '@module-federation/error-codes$': errorCodes.file,
  };
}

module.exports = { federationRuntimeAliases };
