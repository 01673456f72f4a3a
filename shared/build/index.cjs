// Webpack configuration factory for the shell and every remote. One place decides how a
// federated app is built, so each remote's webpack.config.js is three lines.
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const sharedDeps = require('./shared-deps.cjs');
const { federationRuntimeAliases } = require('./federation-esm.cjs');
const { ServerOnlyGuard } = require('./server-only-guard.cjs');

const CHAKRA_THEME_DIR = path.join(path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [path.join(__dirname, '../ui')] })), 'dist/esm/theme');

const swcLoader = {
  loader: require.resolve('swc-loader'),
  options: {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2020',
    },
  },
};

/**
 * @param {object} o
 * @param {string} o.name      container name, a JS identifier (mfe_wallet)
 * @param {string} o.dir       the package folder (__dirname of its webpack.config.js)
 * @param {Record<string,string>} [o.exposes]  exposed modules (remotes)
 * @param {boolean} [o.isHost] the shell: emits index.html, exposes nothing
 * @param {string} [o.title]   page title for the standalone/dev page
 */
function createFederatedConfig({ name, dir, exposes = {}, isHost = false, title = name }) {
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's production build is only its federated container, which uses the
    // shell's federation runtime. Its standalone page (for its team) is the development
    // build, served by `webpack serve`, which carries a runtime of its own.
    const standalonePage = isHost || !production;
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: standalonePage ? { main: './src/index.ts' } : {},
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        // The federation runtime cannot use a content hash in the entry file name
        // (toolchain notes); chunks keep theirs so browsers may cache them forever.
        filename: '[name].js',
        chunkFilename: '[name].[contenthash:8].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        // Chakra's theme folder, so @kk/ui takes only the recipes it uses (shared/ui/src/chakraThemeBase.ts);
        // the package's exports map offers only the whole theme.
        alias: { 'chakra-theme-parts': CHAKRA_THEME_DIR, ...federationRuntimeAliases() },
      },
      module: {
        rules: [
          { test: /\.[cm]?tsx?$/, exclude: /node_modules/, use: swcLoader },
          { test: /\.(svg|png|jpg)$/, type: 'asset/resource' },
        ],
      },
      optimization: {
        minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify })],
      },
      performance: { hints: false },
      plugins: [
        new ServerOnlyGuard(),
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          remotes: {},
          shared: sharedDeps,
          shareStrategy: 'loaded-first',
          manifest: !isHost,
          dts: false,
          // The shell ships the federation runtime once and every remote uses it, instead
          // of each remoteEntry.js carrying its own copy (about 27 KB gzip each).
          experiments: isHost ? { provideExternalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } } : { externalRuntime: !standalonePage },
        }),
        ...(standalonePage
          ? [
              new HtmlWebpackPlugin({
                template: isHost ? path.join(dir, 'src/index.html') : path.join(__dirname, 'standalone.html'),
                title,
                chunks: ['main'],
                scriptLoading: 'defer',
              }),
            ]
          : []),
      ],
      devServer: { historyApiFallback: true, headers: { 'Access-Control-Allow-Origin': '*' }, host: '127.0.0.1' },
    };
  };
}

module.exports = { createFederatedConfig, sharedDeps };
