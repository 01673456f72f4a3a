import { PRINT_DATA_MESSAGE, PRINT_READY_MESSAGE, type PrintData } from '@kk/domain';
import { receivePrintData, startPrintJob } from './print';

/** A stand-in for the window pair: postMessage between two EventTargets of one origin. */
class FakeWindow extends EventTarget {
  closed = false;
  opener: FakeWindow | null = null;
  child: FakeWindow | null = null;
  opened: string | null = null;
  readonly location = { origin: 'http://localhost' };

  open(url: string): FakeWindow {
    this.opened = url;
    this.child = new FakeWindow();
    this.child.opener = this;
    return this.child;
  }

  postMessage(data: unknown, origin: string): void {
    const source = this === this.child?.opener?.child ? this.opener : this.child;
    queueMicrotask(() => this.dispatchEvent(Object.assign(new Event('message'), { data, origin, source: source ?? this.opener })));
  }

  close(): void {
    this.closed = true;
  }
}

const receipt: PrintData = { template: 'receipt', title: 'Kvittering', model: { reference: 't-1' } };

describe('the print window hand-over', () => {
  it('opens the window at once on its preparation page and delivers the data when both are ready', async () => {
    const opener = new FakeWindow();
    let release: (data: PrintData) => void = () => undefined;
    const job = startPrintJob(() => new Promise<PrintData>((resolve) => (release = resolve)), opener as unknown as Window);
    expect(opener.opened).toMatch(/^\/Print\?job=/);
    const child = opener.child!;
    const received: unknown[] = [];
    child.addEventListener('message', (event) => received.push((event as MessageEvent).data));

    const jobId = decodeURIComponent(opener.opened!.split('job=')[1]!);
    opener.dispatchEvent(Object.assign(new Event('message'), { data: { type: PRINT_READY_MESSAGE, job: jobId }, origin: 'http://localhost', source: child }));
    release(receipt);
    await job;
    await new Promise((r) => setTimeout(r, 0));
    expect(received).toEqual([{ type: PRINT_DATA_MESSAGE, job: jobId, data: receipt }]);
    expect(child.closed).toBe(false);
  });

  it('closes the window and rejects when the data cannot be fetched', async () => {
    const opener = new FakeWindow();
    await expect(startPrintJob(() => Promise.reject(new Error('500')), opener as unknown as Window)).rejects.toThrow('500');
    expect(opener.child?.closed).toBe(true);
  });

  it('ignores messages from other windows or origins', async () => {
    const opener = new FakeWindow();
    const job = startPrintJob(receipt, opener as unknown as Window);
    const jobId = decodeURIComponent(opener.opened!.split('job=')[1]!);
    const received: unknown[] = [];
    opener.child!.addEventListener('message', (event) => received.push((event as MessageEvent).data));
    opener.dispatchEvent(Object.assign(new Event('message'), { data: { type: PRINT_READY_MESSAGE, job: jobId }, origin: 'http://evil.example', source: opener.child }));
    opener.dispatchEvent(Object.assign(new Event('message'), { data: { type: PRINT_READY_MESSAGE, job: jobId }, origin: 'http://localhost', source: new FakeWindow() }));
    await new Promise((r) => setTimeout(r, 0));
    expect(received).toEqual([]);
    opener.dispatchEvent(Object.assign(new Event('message'), { data: { type: PRINT_READY_MESSAGE, job: jobId }, origin: 'http://localhost', source: opener.child }));
    await job;
  });

  it('lets the print window ask its opener and wait for the data', async () => {
    const opener = new FakeWindow();
    const child = opener.open('/Print?job=j-1');
    opener.addEventListener('message', (event) => {
      const data = (event as MessageEvent).data as { type: string; job: string };
      if (data.type === PRINT_READY_MESSAGE) {
        child.dispatchEvent(Object.assign(new Event('message'), { data: { type: PRINT_DATA_MESSAGE, job: data.job, data: receipt }, origin: 'http://localhost', source: opener }));
      }
    });
    await expect(receivePrintData('j-1', child as unknown as Window)).resolves.toEqual(receipt);
  });

  it('fails at once without an opener', async () => {
    await expect(receivePrintData('j-1', new FakeWindow() as unknown as Window)).rejects.toThrow('no opener');
  });
});
