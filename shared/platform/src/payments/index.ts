// `@kk/platform/payments`: the browser's side of the payment handler. Not part of the shared
// `@kk/platform` chunk every page loads first: the screens that pay bundle it into their own
// lazily loaded chunks. It holds no state of its own and takes the api, the bus and the
// session from `@kk/platform`, so there is still one of each on the page.
export { paymentClient, payCardChildWithMobilePay, type PaymentPort, type ProviderReturn } from './client';
export {
  cancelReserved,
  CANCEL_RESERVED_DELAY_MS,
  failureOf,
  NO_CHILD_TRANSACTIONS,
  NO_MERCHANT_DATA,
  submitOrders,
  type OrderFailure,
  type Progress,
  type ProgressMessage,
  type ReservedOrder,
  type SubmissionOptions,
  type SubmissionOutcome,
} from './submission';
export {
  answerCardQuestion,
  CARD_FAILURE,
  CARD_REDIRECT_DELAY_MS,
  checkout,
  CHECKOUT_POLL_INTERVAL_MS,
  continueAfterProvider,
  failureOfError,
  MAX_CHECKOUT_POLLS,
  waitForProvider,
  type CardHandOff,
  type CheckoutDriver,
  type CheckoutResult,
  type CheckoutStep,
  type PayMethod,
} from './checkout';
export { sessionRecord, type SessionRecord } from './sessionRecord';
