const { createFederatedConfig } = require('@kk/build');

module.exports = createFederatedConfig({
  name: 'mfe_foodplan',
  dir: __dirname,
  exposes: { './app': './src/app/app.tsx' },
  title: 'mfe-foodplan',
});
