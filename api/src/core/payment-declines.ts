import { PaymentErrorMessage, PaymentStatusCode } from '@kk/contracts';
import { AppError } from './errors';

/**
 * A payment the rules refuse: answered as a failed transaction (HTTP 200, Status.IsFailed)
 * carrying the catalogue's server message and, where the catalogue has one, its status
 * code, with anything it wrote rolled back.
 */
export class PaymentDeclined extends Error {
  constructor(
    readonly serverMessage: PaymentErrorMessage,
    readonly detail: { failedProducts?: readonly string[]; reason?: string } = {},
  ) {
    super(serverMessage);
    this.name = 'PaymentDeclined';
  }

  get statusCode(): number | null {
    return PaymentStatusCode[this.serverMessage] ?? null;
  }
}

export const decline = (message: PaymentErrorMessage, detail?: { failedProducts?: readonly string[]; reason?: string }) =>
  new PaymentDeclined(message, detail);

/** A price the catalogue does not agree with: an error object (400), not a refusal. */
export const priceManipulated = (reason: string) => new AppError(400, PaymentErrorMessage.PriceManipulated, reason);
