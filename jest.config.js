// One jest config, three projects: pure code in node, React code in jsdom, and the API
// against a real database (PGlite or PostgreSQL, chosen by DB_ENGINE; see scripts/test-api.mjs).
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
  transform: { '^.+\\.(t|j)sx?$': swc },
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit-node',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared/contracts', '<rootDir>/shared/domain', '<rootDir>/shared/build', '<rootDir>/api/src/core', '<rootDir>/scripts'],
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
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/shared/build/jest/file-stub.js' },
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/api/src'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '/api/src/core/'],
    },
  ],
};
