import { setAppConfig } from '../config';
import { useSession } from '../session';

// For this package's own tests of the live balance stream (not part of the remotes' entry).

/** Each test of the describe signed in (token-1) against a local API at http://api.test; fetch is given back after it. */
export function signedInForLiveStream(): void {
  const realFetch = globalThis.fetch;
  beforeEach(() => {
    setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '', localApiBase: 'http://api.test' });
    useSession.setState({ token: 'token-1' });
  });
  afterEach(() => {
    globalThis.fetch = realFetch;
  });
}

/** A server-sent-events body: the frames in turn, then the end, or nothing more while `open`. */
export function eventStream(frames: string[], { open = false } = {}): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  return new ReadableStream({
    start(controller) {
      for (const frame of frames) controller.enqueue(encoder.encode(frame));
      if (!open) controller.close();
    },
  });
}

/** Long enough for a stream's frames to be read and handed over. */
export const streamRead = () => new Promise((resolve) => setTimeout(resolve, 20));
