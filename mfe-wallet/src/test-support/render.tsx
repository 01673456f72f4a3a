import { act, render, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Culture } from '@kk/domain';
import { i18n, initI18n, setAppConfig, useSession } from '@kk/platform';
import { FeedbackHost, installFeedback, KkProvider, registerUiTexts } from '@kk/ui';
import { homeSlots } from '../app/homeSlots';
import { registerWalletTexts } from '../app/texts';
import { HomeSlotsProvider } from '../features/home/slots';
import { unanswered } from '@kk/platform/test-support';

/** Waits until every request is answered and React has shown the answers. */
export async function settled(): Promise<void> {
  await waitFor(() => {
    if (unanswered() > 0) throw new Error(`${unanswered()} requests unanswered`);
  });
  await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
}

// Every test ends with its loads shown, so none lands after the test (React's act warning).
afterEach(settled);

/**
 * Renders inside the page's providers, with the toaster and dialog outlet the shell would
 * give, and the slots the app gives the home page (the other features' panel and dialogs).
 */
export async function renderInPage(ui: ReactElement, options: { culture?: Culture; pageKey?: string; roles?: string[] } = {}) {
  const culture = options.culture ?? 'da';
  setAppConfig({ application: 'wallet', pageKey: options.pageKey ?? 'skolepenge', culture, paymentApiBase: '' });
  await initI18n(culture);
  await i18n.changeLanguage(culture);
  registerUiTexts();
  registerWalletTexts();
  installFeedback();
  useSession.setState({ token: 'test-token', user: { ID: '00000000-0000-4000-8000-0000000000ff', Name: 'Mette', Email: 'parent@demo.dk', Roles: options.roles ?? [], Customers: [], ExpiresAt: new Date().toISOString() } });
  const rendered = render(
    <KkProvider>
      <HomeSlotsProvider value={homeSlots}>{ui}</HomeSlotsProvider>
      <FeedbackHost />
    </KkProvider>,
  );
  await settled();
  return rendered;
}
