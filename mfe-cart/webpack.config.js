const { createFederatedConfig } = require('@kk/build');

module.exports = createFederatedConfig({
  name: 'mfe_cart',
  dir: __dirname,
  exposes: { './app': './src/app.tsx', './parcel': './src/parcel.tsx' },
  title: 'mfe-cart',
});
