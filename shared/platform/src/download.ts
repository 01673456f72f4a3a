import { CSV_BOM } from '@kk/domain';

// A subpath of its own (`@kk/platform/download`), so the screens that save files bundle it
// and the first load does not carry it.
// Safari and older Firefox start the download only after the click has returned: an
// address released at once (as one copy of this code did) saves nothing there.
const RELEASE_AFTER_MS = 1_000;

/** Hands the browser a file to save: a hidden link with `download`, clicked and removed. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), RELEASE_AFTER_MS);
}

/** Text saved as a CSV file: UTF-8 with one byte-order mark, so a spreadsheet reads æ, ø and å. */
export function downloadCsv(text: string, fileName: string): void {
  downloadBlob(new Blob([CSV_BOM + text.replace(/^\uFEFF/, '')], { type: 'text/csv;charset=utf-8' }), fileName);
}
