import { useEffect } from 'react';
import { pageTitle } from '@kk/domain';

/**
 * The window's title names the page: its main heading (whichever remote renders it) and
 * the brand, kept up to date as remotes render. An open dialog puts its own title in front
 * (ModalDialogView); the title is written only when the page's own changes, so the
 * dialog's is not overwritten while it is open.
 */
export function usePageTitle(brandName: string, pathname: string): void {
  useEffect(() => {
    const main = document.getElementById('kk-main');
    if (main === null) return;
    let written = '';
    const update = () => {
      const heading = main.querySelector('h1')?.textContent ?? null;
      const next = pageTitle(heading, brandName);
      if (next === written) return;
      written = next;
      document.title = next;
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(main, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [brandName, pathname]);
}
