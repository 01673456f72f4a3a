const { createFederatedConfig } = require('@kk/build');

module.exports = createFederatedConfig({
  name: 'mfe_cart',
  dir: __dirname,
  exposes: { './app': './src/app/app.tsx', './parcel': './src/app/parcel.tsx' },
  title: 'mfe-cart',
});
