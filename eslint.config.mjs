// Lint for the whole workspace. The import boundaries here fail the build when a remote
// imports another remote, when a remote reaches Chakra around @kk/ui, when a feature of a
// remote imports another feature (or the remote's app layer), or when a pure core
// (shared/domain, shared/contracts, the API's domain core) imports React, Fastify or a
// database driver.
import path from 'node:path';
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

// Only @kk/platform/payments calls the payment handler's checkout paths from a browser: a
// remote or the shell that names one (reserve, complete, cancel, the card child's payment
// method, the provider poll) pays around the one checkout. The staff tool's Admin paths
// (/V1/Admin/payment/…) are its own. (esquery regexes cannot hold a slash: `.` stands for it.)
const PAYMENT_HANDLER_PATH = String.raw`/V\d+.[Pp]ayment.((Reserve|Complete|Cancel)Transaction|CardPaymentMethod)|PollMerchantSubscription/`;
const PAYMENT_HANDLER_MESSAGE = "Only @kk/platform/payments calls the payment handler's paths: use paymentClient or the checkout (checkout, answerCardQuestion, continueAfterProvider).";
const PAYMENT_HANDLER_PATHS = [
  { selector: `Literal[value=${PAYMENT_HANDLER_PATH}]`, message: PAYMENT_HANDLER_MESSAGE },
  { selector: `TemplateElement[value.raw=${PAYMENT_HANDLER_PATH}]`, message: PAYMENT_HANDLER_MESSAGE },
];

// The fake API boundary shared by the remotes' component tests.
const SHARED_TEST_SUPPORT = { group: ['@kk/platform/test-support', '@kk/platform/test-support/*', '@kk/ui/test-support', '@kk/ui/test-support/*'], message: 'Production code does not import test-support: only tests do.' };

function remotePatterns(remote) {
  return [
    { group: otherRemotes(remote), message: 'Remotes never import each other: publish or subscribe on the event bus (@kk/platform) instead.' },
    { group: ['@chakra-ui/*', '@emotion/*'], message: 'Use the components @kk/ui re-exports, so Chakra is loaded once.' },
  ];
}

function otherRemotes(self) {
  return REMOTES.filter((r) => r !== self).flatMap((r) => [`@kk/${r}`, `@kk/${r}/*`, `**/${r}/**`, `../../${r}/*`]);
}

/** Where a file sits in a remote laid out by feature: `<remote>/src/features/<feature>/…`, `<remote>/src/app/…`. */
function remotePlace(file) {
  const m = /(?:^|\/)(mfe-[^/]+)\/src\/(?:(features)\/([^/]+)|(app|test-support))(?:\/|$)/.exec(file.split(path.sep).join('/'));
  if (!m) return null;
  return { remote: m[1], feature: m[3] ?? null, layer: m[2] ?? m[4] };
}

/**
 * A feature imports @kk/* packages and its own folder only: never another feature
 * (`../cards/api`, `../../features/cards/…`), never the remote's app layer, and its
 * production code never test-support. src/app composes the features.
 */
const featureImports = {
  meta: { type: 'problem', schema: [] },
  create(context) {
    const file = context.filename;
    const from = remotePlace(file);
    if (!from || from.layer !== 'features') return {};
    const isTest = /\.test\.tsx?$/.test(file);
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      const target = source.startsWith('.') ? remotePlace(path.resolve(path.dirname(file), source)) : remotePlace(source);
      // Another remote is the remote boundary's business (no-restricted-imports above).
      if (!target || target.remote !== from.remote) return;
      if (target.layer === 'features' && target.feature !== from.feature) {
        context.report({ node, message: `Features never import each other (${from.feature} → ${target.feature}): let src/app compose them (props, slots), move a generic piece to @kk/ui, @kk/platform or @kk/domain, or talk over the event bus.` });
      } else if (target.layer === 'app' && !isTest) {
        context.report({ node, message: `A feature does not import its remote's src/app (${from.feature}): the app passes down what the feature needs.` });
      } else if (target.layer === 'test-support' && !isTest) {
        context.report({ node, message: 'Production code does not import test-support/: only tests do.' });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) => {
        const [arg] = node.arguments;
        if (node.callee.type === 'Identifier' && node.callee.name === 'require' && arg?.type === 'Literal') check(node, arg.value);
      },
    };
  },
};

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
    rules: { 'no-restricted-imports': ['error', { patterns: remotePatterns(remote) }] },
  })),
  // (Flat config replaces a rule per file, so production files repeat the remote patterns.)
  ...REMOTES.map((remote) => ({
    files: [`${remote}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/src/test-support/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [...remotePatterns(remote), SHARED_TEST_SUPPORT] }] },
  })),
  {
    files: [...REMOTES, 'shell', 'shared/ui'].map((app) => `${app}/**/*.{ts,tsx}`),
    ignores: ['**/*.test.{ts,tsx}', '**/src/test-support/**'],
    rules: { 'no-restricted-syntax': ['error', ...PAYMENT_HANDLER_PATHS] },
  },
  {
    files: REMOTES.map((remote) => `${remote}/src/features/**/*.{ts,tsx}`),
    plugins: { kk: { rules: { 'feature-imports': featureImports } } },
    rules: { 'kk/feature-imports': 'error' },
  },
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
