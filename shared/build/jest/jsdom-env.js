// jsdom lacks several browser and Node globals that React, Chakra and axios use
// (toolchain notes). A setup file cannot see the Node ones, so the environment copies them.
// Not MessageChannel: React's scheduler would use Node's ports, which keep jest alive.
const { TestEnvironment } = require('jest-environment-jsdom');

class KkJsdomEnvironment extends TestEnvironment {
  constructor(config, context) {
    super(config, context);
    const g = this.global;
    for (const name of ['structuredClone', 'TextEncoder', 'TextDecoder', 'ReadableStream', 'TransformStream', 'fetch', 'Request', 'Response', 'Headers', 'AbortController', 'AbortSignal']) {
      if (typeof g[name] === 'undefined' && typeof globalThis[name] !== 'undefined') g[name] = globalThis[name];
    }
    g.matchMedia ??= (query) => ({
      matches: false, media: query, onchange: null,
      addListener() {}, removeListener() {}, addEventListener() {}, removeEventListener() {}, dispatchEvent() { return false; },
    });
    class NoopObserver { observe() {} unobserve() {} disconnect() {} takeRecords() { return []; } }
    g.ResizeObserver ??= NoopObserver;
    g.IntersectionObserver ??= NoopObserver;
    g.scrollTo ??= () => {};
  }
}
module.exports = KkJsdomEnvironment;
