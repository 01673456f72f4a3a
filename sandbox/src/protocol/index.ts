/**
 * The card provider's protocol, shared by the sandbox and the API's adapter for it
 * (`api/src/modules/card-provider/sandbox-adapter.ts`): how messages are signed, the
 * test cards and the demo tokens the sandbox knows from its first start. Node only
 * (node:crypto); no server code, so importing it does not pull the sandbox into the API.
 */
export {
  checkProviderSignature,
  DEFAULT_SIGNATURE_TOLERANCE_SECONDS,
  PROVIDER_SIGNATURE_HEADER,
  signedRequestLine,
  signProviderMessage,
  type SignatureCheck,
} from './signature';
export {
  brandOf,
  cardFitsType,
  DEMO_CARD_EXPIRY,
  DEMO_SEED_LABEL,
  demoCardToken,
  passesLuhn,
  TEST_CARDS,
  testCardFor,
  type TestCard,
  type TestCardOutcome,
} from './test-cards';

/** Public, so only for development and tests: both sides refuse to start with it in production. */
export const DEV_CARD_PROVIDER_SECRET = 'kk-sandbox-dev-secret-change-me';
export { providerFeeOre } from './fees';
export { SETTLEMENT_METHODS, type SettlementFile, type SettlementLine, type SettlementMethod } from './settlement-file';
