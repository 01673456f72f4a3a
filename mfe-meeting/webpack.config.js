const { createFederatedConfig } = require('@kk/build');

module.exports = createFederatedConfig({
  name: 'mfe_meeting',
  dir: __dirname,
  exposes: { './app': './src/app/app.tsx' },
  title: 'mfe-meeting',
});
