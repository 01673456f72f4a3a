/**
 * The card provider could not be asked (not reachable, no answer in time, or an answer
 * that makes no sense). Pages and money calls report it; nothing was decided.
 */
export class CardProviderUnavailableError extends Error {
  constructor(
    readonly timedOut: boolean,
    message: string,
  ) {
    super(message);
    this.name = 'CardProviderUnavailableError';
  }
}
