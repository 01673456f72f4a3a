import { useState } from 'react';
import { downloadCsv } from '@kk/platform/download';

/**
 * Saves a CSV the API writes: fetched through the authenticated client (so the token goes
 * with it), then handed to the browser. A failure is shown by the API client's error dialog.
 */
export function useCsvDownload(): { downloading: boolean; download: (fetchText: () => Promise<string>, fileName: string) => Promise<void> } {
  const [downloading, setDownloading] = useState(false);
  const download = async (fetchText: () => Promise<string>, fileName: string) => {
    setDownloading(true);
    try {
      downloadCsv(await fetchText(), fileName);
    } catch {
      // The API client has shown the error.
    } finally {
      setDownloading(false);
    }
  };
  return { downloading, download };
}
