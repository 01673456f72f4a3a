import { createRoot } from 'react-dom/client';
import { DEFAULT_PAGE_KEY, pageKeyFromHost, parseCulture, PRINT_PATH } from '@kk/domain';
import { getBrand, initI18n, setAppConfig } from '@kk/platform';
import { installFeedback, KkProvider, registerUiTexts } from '@kk/ui';
import { ShellApp } from './ShellApp';
import { registerChromeTexts } from './chrome/chromeTexts';
import { applyBrandToDocument } from './start/brandDocument';
import { readCultureCookie } from './start/culture';
import { loadStartupConfig } from './start/startupConfig';
import { registerShellTexts } from './translations';

async function start(): Promise<void> {
  const { appConfig, remotes } = await loadStartupConfig();
  const pageKey = pageKeyFromHost(window.location.host) ?? DEFAULT_PAGE_KEY;
  const culture = parseCulture(readCultureCookie());
  setAppConfig({ application: appConfig.application, pageKey, culture, paymentApiBase: appConfig.paymentApiBase });
  await initI18n(culture);
  registerUiTexts();
  registerShellTexts();
  registerChromeTexts();
  installFeedback();
  applyBrandToDocument(getBrand(pageKey), culture);

  const container = document.getElementById('kk-root');
  if (!container) throw new Error('The page has no #kk-root');
  if (window.location.pathname.toLowerCase() === PRINT_PATH.toLowerCase()) {
    // The print window's code loads only in the print window.
    const { renderPrintPage } = await import('./print/printEntry');
    renderPrintPage(container);
    return;
  }
  createRoot(container).render(
    <KkProvider>
      <ShellApp remotes={remotes} />
    </KkProvider>,
  );
}

start().catch((error: unknown) => {
  console.error('The shell could not start', error);
  const root = document.getElementById('kk-root');
  if (root) root.textContent = 'Siden kunne ikke starte. / The page could not start.';
});
