// Fails a browser build whose output carries zod. It reaches the browser when a value is
// imported from a contracts file of schemas (their schemas are built at module level, which
// no bundler drops): 25 KB gzip on a first load, unnoticed. Constants the browser needs
// live in zod-free files (shared/contracts/src/codes.ts, headers.ts). The emitted files are
// read after minifying, since a module the graph holds may still be dropped as unused.
const { Compilation, WebpackError } = require('webpack');

const ZOD_MARK = 'ZodError';

class ServerOnlyGuard {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ServerOnlyGuard', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ServerOnlyGuard', stage: Compilation.PROCESS_ASSETS_STAGE_ANALYSE }, (assets) => {
        for (const [name, asset] of Object.entries(assets)) {
          if (!name.endsWith('.js') || !asset.source().toString().includes(ZOD_MARK)) continue;
          compilation.errors.push(
            new WebpackError(`zod is bundled for the browser in ${name}: a value is imported from a contracts file of schemas. Move it to a zod-free file (shared/contracts/src/codes.ts).`),
          );
        }
      });
    });
  }
}

module.exports = { ServerOnlyGuard };
