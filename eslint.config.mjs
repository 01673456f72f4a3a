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
    files: ['shared/domain/**/*.ts', 'shared/contracts/**/*.ts', 'api/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: FRAMEWORKS_AND_DRIVERS, message: 'Pure business rules import no UI framework, web server or database driver.' },
            { group: ['**/db/**', '**/modules/**', '**/repository*'], message: 'The domain core does not reach into the database layer.' },
          ],
        },
      ],
    },
  },
);
