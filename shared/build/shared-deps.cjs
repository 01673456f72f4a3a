// The modules every federated app shares as singletons, so the browser loads exactly one
// React, one i18n instance, one zustand, and one copy of our platform (event bus, session)
// and ui (Chakra system) packages. Chakra itself is not shared: only @kk/ui imports it,
// so it is tree-shaken to the components @kk/ui re-exports (toolchain notes: sharing the
// whole of @chakra-ui/react ships about 309 KB gzip).
// @kk/domain is not shared either: it is pure functions without state, so one copy is not
// needed for correctness, and a shared module is bundled whole (61 KB minified, 25 KB gzip
// on every first load) where each app's own copy is tree-shaken to the rules it calls.
const singleton = (requiredVersion) => ({ singleton: true, requiredVersion });

module.exports = {
  react: singleton('^19.3.1'),
  'react/jsx-runtime': singleton('^19.3.1'),
  'react-dom': singleton('^19.3.1'),
  'react-dom/client': singleton('^19.3.1'),
  i18next: singleton('^26.7.2'),
  zustand: singleton('^5.1.0'),
  dayjs: singleton('^1.11.23'),
  axios: singleton('^1.21.1'),
  '@kk/platform': singleton(false),
  '@kk/ui': singleton(false),
};
