// One jest config, three projects: pure code in node, React code in jsdom, and the API
// against a real database (PGlite or PostgreSQL, chosen by DB_ENGINE; see scripts/test-api.mjs).
// The card sandbox's tests run with the API's (they start servers); its protocol with the pure code.
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  // An API test file migrates and seeds a fresh database in beforeAll; on PGlite that now
  // takes longer than jest's default 5 s. (A global option: jest ignores it per project.)
  testTimeout: 30_000,
  projects: [
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/contracts', '<rootDir>/shared/domain', '<rootDir>/shared/build', '<rootDir>/api/src/core', '<rootDir>/sandbox/src/protocol', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'unit-dom',
      testEnvironment: '<rootDir>/shared/build/jest/jsdom-env.js',
      setupFilesAfterEnv: ['<rootDir>/shared/build/jest/setup-dom.js'],
      roots: [
        '<rootDir>/shared/platform', '<rootDir>/shared/ui', '<rootDir>/shell',
        '<rootDir>/mfe-wallet', '<rootDir>/mfe-cart', '<rootDir>/mfe-meeting',
        '<rootDir>/mfe-foodplan', '<rootDir>/mfe-transactions', '<rootDir>/mfe-onboarding',
      ],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleNameMapper: {
        '\\.(css|svg|png|jpg)$': '<rootDir>/shared/build/jest/file-stub.js',
        // @kk/ui builds its Chakra theme from the theme's parts (shared/ui/src/chakraThemeBase.ts).
        '^chakra-theme-parts/(.*)\\.js$': '<rootDir>/shared/ui/node_modules/@chakra-ui/react/dist/cjs/theme/$1.cjs',
      },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src', '<rootDir>/sandbox/src'],
      testMatch: ['**/*.test.ts'],
      // *.pg.test.ts need a PostgreSQL server (several connections at once): they run only
      // when DB_ENGINE=postgres (the second run of scripts/test-api.mjs).
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/api/src/core/', '/sandbox/src/protocol/', ...(process.env.DB_ENGINE === 'postgres' ? [] : ['\\.pg\\.test\\.ts$'])],
    },
  ],
};
