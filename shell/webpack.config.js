const { createFederatedConfig } = require('@kk/build');

module.exports = createFederatedConfig({ name: 'shell', dir: __dirname, isHost: true, title: 'Kontantfri' });
