import { createRoot } from 'react-dom/client';
import { KkProvider } from '@kk/ui';
import { PrintPage } from './PrintPage';
import { registerPrintTexts } from './printTexts';

/** The print window's page (/Print?job=…): no chrome, no remotes, just the print. */
export function renderPrintPage(container: HTMLElement): void {
  registerPrintTexts();
  const job = new URLSearchParams(window.location.search).get('job');
  createRoot(container).render(
    <KkProvider>
      <PrintPage job={job} />
    </KkProvider>,
  );
}
