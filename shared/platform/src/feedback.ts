import type { DescribedError } from '@kk/domain';

/**
 * What the API client shows the user: a success notice, the error dialog or error toast,
 * and the spinner dialog for calls that ask for it. @kk/ui installs the real presenter
 * (toaster and dialogs) when a page starts; this package cannot import React components,
 * and code that runs without a page (tests) simply shows nothing.
 */
export interface FeedbackPresenter {
  success(): void;
  error(error: DescribedError, presentation: 'dialog' | 'notice'): void;
  /** Called with true when a spinner call starts and false when it settles. */
  busy(active: boolean): void;
}

const silentPresenter: FeedbackPresenter = { success: () => undefined, error: () => undefined, busy: () => undefined };
let presenter: FeedbackPresenter = silentPresenter;

export function setFeedbackPresenter(next: FeedbackPresenter | null): void {
  presenter = next ?? silentPresenter;
}

export function feedback(): FeedbackPresenter {
  return presenter;
}
