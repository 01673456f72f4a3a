const { createFederatedConfig } = require('@kk/build');

module.exports = createFederatedConfig({
  name: 'mfe_onboarding',
  dir: __dirname,
  exposes: { './parcel': './src/app/parcel.tsx' },
  title: 'mfe-onboarding',
});
