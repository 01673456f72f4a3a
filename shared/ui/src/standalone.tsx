import { initI18n, setAppConfig, useSession } from '@kk/platform';
import type { LifeCycles } from 'single-spa';
import { createRoot } from 'react-dom/client';
import { FeedbackHost } from './feedback/FeedbackHost';
import { installFeedback } from './feedback/installFeedback';
import { KkProvider } from './provider';
import { registerUiTexts } from './translations';

/**
 * A remote's own dev page, for its team: mounts the remote alone against an API
 * (`?api=http://localhost:4000`, default that) with a token from `?token=` or local storage.
 */
export async function runStandalone(lifecycles: LifeCycles<{ domElement: HTMLElement; name: string }>, name: string): Promise<void> {
  const query = new URLSearchParams(window.location.search);
  const apiBase = query.get('api') ?? 'http://localhost:4000';
  const culture = query.get('culture') === 'en' ? 'en' : 'da';
  setAppConfig({ application: 'wallet', pageKey: query.get('pageKey') ?? 'skolepenge', culture, paymentApiBase: apiBase, localApiBase: apiBase });
  const token = query.get('token');
  if (token) useSession.getState().setToken(token);
  await initI18n(culture);
  registerUiTexts();
  // The toaster and dialogs the shell would otherwise provide.
  installFeedback();
  const feedbackRoot = document.body.appendChild(document.createElement('div'));
  createRoot(feedbackRoot).render(<KkProvider><FeedbackHost /></KkProvider>);
  const domElement = document.getElementById('standalone-root') ?? document.body;
  const props = { domElement, name, mountParcel: undefined as never, singleSpa: undefined as never };
  for (const step of [lifecycles.bootstrap, lifecycles.mount].flat()) await step(props);
}
