import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import type { ApplicationName } from '@kk/contracts';
import type { Culture } from '@kk/domain';
import { i18n, initI18n, setAppConfig, useSession } from '@kk/platform';
import { unanswered } from '@kk/platform/test-support';
import { FeedbackHost } from '../feedback/FeedbackHost';
import { toastStore } from '../feedback/toasts';
import { installFeedback } from '../feedback/installFeedback';
import { KkProvider } from '../provider';
import { registerUiTexts } from '../translations';

/** Waits until every request is answered and React has shown the answers. */
export async function settled(): Promise<void> {
  await waitFor(() => {
    if (unanswered() > 0) throw new Error(`${unanswered()} requests unanswered`);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

export interface PageOptions {
  culture?: Culture;
  pageKey?: string;
  roles?: string[];
  /** The wallet site unless told (the partner site and the support tool are staff's). */
  application?: ApplicationName;
  /** The customers a partner-site user belongs to. */
  customers?: { ID: string; Name: string; PageKey: string }[];
}

/**
 * Renders a remote's screen inside the page's providers, with the toaster and dialog
 * outlet the shell would give and a signed-in guardian. `registerTexts` adds the remote's
 * texts; `wrap` adds what the remote's app layer would put around the screen.
 */
export async function renderInPage(ui: ReactElement, registerTexts: () => void, options: PageOptions & { wrap?: (children: ReactNode) => ReactNode } = {}) {
  const culture = options.culture ?? 'da';
  setAppConfig({ application: options.application ?? 'wallet', pageKey: options.pageKey ?? 'skolepenge', culture, paymentApiBase: '' });
  await initI18n(culture);
  await i18n.changeLanguage(culture);
  registerUiTexts();
  registerTexts();
  installFeedback();
  // Each screen starts without the toasts an earlier test left in the page's one toaster.
  toastStore.set([]);
  useSession.setState({ token: 'test-token', user: { ID: '00000000-0000-4000-8000-0000000000ff', Name: 'Mette', Email: 'parent@demo.dk', Roles: options.roles ?? [], Customers: options.customers ?? [], ExpiresAt: new Date().toISOString() } });
  const rendered = render(
    <KkProvider>
      {options.wrap ? options.wrap(ui) : ui}
      <FeedbackHost />
    </KkProvider>,
  );
  await settled();
  return rendered;
}
