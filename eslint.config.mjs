// Lint for the whole workspace. The import boundaries here fail the build when a remote
// imports another remote, when a remote reaches Chakra around @kk/ui, or when a pure
// core (shared/domain, shared/contracts, the API's domain core) imports React, Fastify
// or a database driver.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['mfe-wallet', 'mfe-cart', 'mfe-meeting', 'mfe-foodplan', 'mfe-transactions', 'mfe-onboarding'];
const FRAMEWORKS_AND_DRIVERS = ['react', 'react-dom', 'react/*', 'react-dom/*', 'fastify', '@fastify/*', 'fastify-*', 'pg', 'pg-*', '@electric-sql/pglite', '@electric-sql/pglite/*', 'axios', 'zustand', 'i18next', 'react-i18next', '@chakra-ui/*'];

// The card sandbox is a separate application: the API uses only its protocol module
// (`@kk/card-sandbox/protocol`) and, in tests, the package's entry that starts it; the
// sandbox imports nothing of the API.
const SANDBOX_INTERNALS = {
  group: ['**/sandbox/src/**', '@kk/card-sandbox/*', '!@kk/card-sandbox/protocol'],
  message: 'The API reaches the card sandbox only through @kk/card-sandbox/protocol (and @kk/card-sandbox in tests).',
};
const SANDBOX_SERVER = { name: '@kk/card-sandbox', message: 'Only tests start the card sandbox; the API talks to it over HTTP (CARD_PROVIDER_URL).' };
const API_INTERNALS = { group: ['@kk/api', '@kk/api/*', '**/api/src/**'], message: 'The card sandbox is its own application: it imports nothing of the API.' };

function otherRemotes(self) {
  return REMOTES.filter((r) => r !== self).flatMap((r) => [`@kk/${r}`, `@kk/${r}/*`, `**/${r}/**`, `../../${r}/*`]);
}

export default tseslint.config(
  {
    ignores: ['**/node_modules/**', '**/dist/**', '.data/**', '.tools/**', 'shell/public/**', 'coverage/**', 'e2e/test-results/**', 'e2e/playwright-report/**'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['shared/ui/src/useAsync.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: otherRemotes(remote), message: 'Remotes never import each other: publish or subscribe on the event bus (@kk/platform) instead.' },
            { group: ['@chakra-ui/*', '@emotion/*'], message: 'Use the components @kk/ui re-exports, so Chakra is loaded once.' },
          ],
        },
      ],
    },
  })),
  {
    files: ['api/src/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [SANDBOX_INTERNALS] }],
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'api/src/test-support/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: [SANDBOX_SERVER], patterns: [SANDBOX_INTERNALS] }],
    },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [API_INTERNALS] }],
    },
  },
  {
    files: ['shared/domain/**/*.ts', 'shared/contracts/**/*.ts', 'api/src/core/**/*.ts', 'sandbox/src/protocol/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SANDBOX_SERVER],
          patterns: [
            { group: FRAMEWORKS_AND_DRIVERS, message: 'Pure business rules import no UI framework, web server or database driver.' },
            { group: ['**/db/**', '**/modules/**', '**/repository*'], message: 'The domain core does not reach into the database layer.' },
            // (Flat config replaces a rule per file, so these two are repeated here.)
            SANDBOX_INTERNALS,
            API_INTERNALS,
          ],
        },
      ],
    },
  },
);
