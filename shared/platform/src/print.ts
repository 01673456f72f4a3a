import { PRINT_DATA_MESSAGE, PRINT_PATH, PRINT_READY_MESSAGE, type PrintData } from '@kk/domain';

/** The print data itself, or a fetch of it (the print window shows its preparation page meanwhile). */
export type PrintSource = PrintData | (() => Promise<PrintData>);

interface PrintMessage {
  type: string;
  job: string;
  data?: PrintData;
}

const READY_TIMEOUT_MS = 30_000;

function newJobId(): string {
  return globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`;
}

function isMessage(value: unknown, type: string, job: string): value is PrintMessage {
  const message = value as PrintMessage | null;
  return typeof message === 'object' && message !== null && message.type === type && message.job === job;
}

/**
 * Spec section 2, "Print window": opens the window at once (inside the click, so no popup
 * blocker steps in) on its preparation page, and hands it the print data when both are
 * ready. When the data cannot be fetched the window is closed and the promise rejects, so
 * the caller can show the print-error dialog.
 */
export function startPrintJob(source: PrintSource, opener: Window = window): Promise<void> {
  const job = newJobId();
  const printWindow = opener.open(`${PRINT_PATH}?job=${encodeURIComponent(job)}`, `kk-print-${job}`);
  if (!printWindow) return Promise.reject(new Error('The print window was blocked'));
  const origin = opener.location.origin;
  const data = typeof source === 'function' ? source() : Promise.resolve(source);

  return new Promise<void>((resolve, reject) => {
    let windowReady = false;
    let printData: PrintData | null = null;
    const timer = setTimeout(() => finish(new Error('The print window did not open')), READY_TIMEOUT_MS);

    function finish(error?: unknown) {
      clearTimeout(timer);
      opener.removeEventListener('message', onMessage);
      if (error === undefined) resolve();
      else reject(error);
    }
    function deliver() {
      if (!windowReady || !printData) return;
      printWindow!.postMessage({ type: PRINT_DATA_MESSAGE, job, data: printData } satisfies PrintMessage, origin);
      finish();
    }
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== printWindow || !isMessage(event.data, PRINT_READY_MESSAGE, job)) return;
      windowReady = true;
      deliver();
    }

    opener.addEventListener('message', onMessage);
    data.then(
      (ready) => {
        printData = ready;
        deliver();
      },
      (error: unknown) => {
        printWindow.close();
        finish(error);
      },
    );
  });
}

/** The print window's side: announce itself to the opener and wait for the data. */
export function receivePrintData(job: string, self: Window = window): Promise<PrintData> {
  const opener = self.opener as Window | null;
  if (!opener) return Promise.reject(new Error('This print window has no opener'));
  const origin = self.location.origin;
  return new Promise<PrintData>((resolve) => {
    function onMessage(event: MessageEvent) {
      if (event.origin !== origin || event.source !== opener || !isMessage(event.data, PRINT_DATA_MESSAGE, job) || !event.data.data) return;
      self.removeEventListener('message', onMessage);
      resolve(event.data.data);
    }
    self.addEventListener('message', onMessage);
    opener.postMessage({ type: PRINT_READY_MESSAGE, job } satisfies PrintMessage, origin);
  });
}
