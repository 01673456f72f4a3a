import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(__dirname, '..');
const eslintBin = path.join(root, 'node_modules/eslint/bin/eslint.js');

/** Lints a snippet as if it were the given file, with the project's real ESLint config. */
async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

/** The feature rule's messages for a snippet linted as the given file. */
function featureErrors(file: string, code: string): string[] {
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'kk/feature-imports').map((m) => m.message);
}

/** The payment-handler-paths rule's messages for a snippet linted as the given file. */
function paymentPathErrors(file: string, code: string): string[] {
  const run = spawnSync(process.execPath, [eslintBin, '--stdin', '--stdin-filename', file, '--format', 'json'], { cwd: root, input: code, encoding: 'utf8' });
  const [result] = JSON.parse(run.stdout) as Array<{ messages: Array<{ ruleId: string | null; message: string }> }>;
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-syntax').map((m) => m.message);
}

const PAYMENT_CALLS = [
  "import { api } from '@kk/platform';",
  "const DW = '/api/DepositWithdraw';",
  "export const reserve = (order: object) => api.post('/V2/Payment/ReserveTransaction', order);",
  "export const complete = (ID: string) => api.post('/V1/payment/CompleteTransaction', { ID });",
  "export const cancel = (ID: string) => api.post('/V1/payment/CancelTransaction', { ID });",
  "export const method = (ID: string) => api.post('/V2/Payment/CardPaymentMethod', { ID, PaymentMethod: 'MobilePay' });",
  'export const poll = () => api.get(`${DW}/PollMerchantSubscription`);',
  '',
].join('\n');

describe('import boundaries', () => {
  jest.setTimeout(30_000);

  it('refuse a remote importing another remote', async () => {
    expect(await boundaryErrors('mfe-wallet/src/x.ts', "import { cartTexts } from '../../mfe-cart/src/translations';\nexport const x = cartTexts;\n")).toEqual([
      expect.stringContaining('Remotes never import each other'),
    ]);
    expect(await boundaryErrors('mfe-cart/src/x.ts', "import x from '@kk/mfe-wallet';\nexport default x;\n")).toHaveLength(1);
  });

  it('refuse a remote importing Chakra around @kk/ui', async () => {
    expect(await boundaryErrors('mfe-meeting/src/x.tsx', "import { Box } from '@chakra-ui/react';\nexport const y = Box;\n")).toEqual([
      expect.stringContaining('@kk/ui'),
    ]);
  });

  it.each([
    ['shared/domain/src/x.ts', 'react'],
    ['shared/domain/src/x.ts', 'fastify'],
    ['shared/contracts/src/x.ts', 'pg'],
    ['api/src/core/x.ts', 'fastify'],
    ['api/src/core/x.ts', '@electric-sql/pglite'],
    ['api/src/core/x.ts', 'react'],
  ])('refuse %s importing %s', async (file, dependency) => {
    expect(await boundaryErrors(file, `import x from '${dependency}';\nexport default x;\n`)).toEqual([
      expect.stringContaining('Pure business rules'),
    ]);
  });

  it('keep the card sandbox and the API apart but for the protocol module', async () => {
    expect(await boundaryErrors('api/src/modules/x.ts', "import { x } from '@kk/card-sandbox';\nexport { x };\n")).toEqual([expect.stringContaining('Only tests start the card sandbox')]);
    expect(await boundaryErrors('api/src/modules/x.test.ts', "import { x } from '../../../sandbox/src/server';\nexport { x };\n")).toEqual([
      expect.stringContaining('@kk/card-sandbox/protocol'),
    ]);
    expect(await boundaryErrors('sandbox/src/x.ts', "import { x } from '../../api/src/db/paths';\nexport { x };\n")).toEqual([expect.stringContaining('imports nothing of the API')]);
    expect(await boundaryErrors('sandbox/src/protocol/x.ts', "import x from 'fastify';\nexport default x;\n")).toEqual([expect.stringContaining('Pure business rules')]);
    expect(await boundaryErrors('api/src/modules/x.ts', "import { x } from '@kk/card-sandbox/protocol';\nexport { x };\n")).toEqual([]);
    expect(await boundaryErrors('api/src/modules/x.test.ts', "import { x } from '@kk/card-sandbox';\nexport { x };\n")).toEqual([]);
  });

  it('allow what each package may import', async () => {
    expect(await boundaryErrors('mfe-wallet/src/x.ts', "import { bus } from '@kk/platform';\nimport { Box } from '@kk/ui';\nexport { bus, Box };\n")).toEqual([]);
    expect(await boundaryErrors('shared/domain/src/x.ts', "import dayjs from 'dayjs';\nexport default dayjs;\n")).toEqual([]);
  });

  it.each([
    ['mfe-wallet/src/features/home/x.ts', "import { cardsApi } from '../cards/api';\nexport const x = cardsApi;\n", 'home → cards'],
    ['mfe-wallet/src/features/refills/x.ts', "import { missingCardParts } from '../deposit/missingCard';\nexport const x = missingCardParts;\n", 'refills → deposit'],
    ['mfe-wallet/src/features/home/deep/x.ts', "import { TransactionLine } from '../../../features/transactions/TransactionLine';\nexport const x = TransactionLine;\n", 'home → transactions'],
    ['mfe-cart/src/features/basket/x.tsx', "const Checkout = import('../checkout/Checkout');\nexport default Checkout;\n", 'basket → checkout'],
    ['mfe-wallet/src/features/transactions/x.test.tsx', "import { WalletWidget } from '../home/WalletWidget';\nexport const x = WalletWidget;\n", 'transactions → home'],
  ])('refuse a feature importing another feature: %s', (file, code, names) => {
    expect(featureErrors(file, code)).toEqual([expect.stringMatching(new RegExp(`^Features never import each other \\(${names}\\)`))]);
  });

  it("refuse a feature importing its remote's app layer, and production code importing test-support", () => {
    expect(featureErrors('mfe-wallet/src/features/home/x.ts', "import { homeSlots } from '../../app/homeSlots';\nexport const x = homeSlots;\n")).toEqual([
      expect.stringContaining("does not import its remote's src/app"),
    ]);
    expect(featureErrors('mfe-wallet/src/features/home/x.ts', "import { fakeApi } from '../../test-support/fakeApi';\nexport const x = fakeApi;\n")).toEqual([
      expect.stringContaining('test-support'),
    ]);
  });

  it('allow a feature its own files, @kk packages and (in tests) test-support; allow the app layer every feature', () => {
    expect(featureErrors('mfe-wallet/src/features/home/x.ts', "import { homeApi } from './api';\nimport { useHomeSlots } from './slots';\nimport { fetchChildren } from '@kk/platform';\nimport { RouteLink } from '@kk/ui';\nexport { homeApi, useHomeSlots, fetchChildren, RouteLink };\n")).toEqual([]);
    expect(featureErrors('mfe-wallet/src/features/home/deep/x.ts', "import { homeApi } from '../api';\nexport const x = homeApi;\n")).toEqual([]);
    expect(featureErrors('mfe-wallet/src/features/home/x.test.tsx', "import { renderInPage } from '../../test-support/render';\nimport { walletTexts } from '../../app/texts';\nexport { renderInPage, walletTexts };\n")).toEqual([]);
    expect(featureErrors('mfe-wallet/src/app/x.tsx', "import { WalletOverview } from '../features/home/WalletOverview';\nimport { TransactionsPanel } from '../features/transactions/TransactionsPanel';\nconst D = import('../features/deposit/AddFundsDialog');\nexport { WalletOverview, TransactionsPanel, D };\n")).toEqual([]);
  });

  it.each(['mfe-cart/src/features/cart/x.ts', 'mfe-foodplan/src/features/subscriptions/x.tsx', 'shell/src/x.ts'])("refuse %s calling the payment handler's paths around @kk/platform/payments", (file) => {
    expect(paymentPathErrors(file, PAYMENT_CALLS)).toEqual(Array.from({ length: 5 }, () => expect.stringContaining('Only @kk/platform/payments calls the payment handler')));
  });

  it("allow @kk/platform/payments, tests and the staff tool's Admin paths", () => {
    expect(paymentPathErrors('shared/platform/src/payments/x.ts', PAYMENT_CALLS)).toEqual([]);
    expect(paymentPathErrors('mfe-cart/src/features/cart/x.test.ts', PAYMENT_CALLS)).toEqual([]);
    expect(paymentPathErrors('mfe-transactions/src/features/details/x.ts', "export const cancel = '/V1/Admin/payment/CancelTransaction';\nexport const complete = '/V2/Admin/Payment/ManualCompleteTransaction';\n")).toEqual([]);
  });
});
