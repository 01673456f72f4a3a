// A small closed-loop HTTP/1.1 load client: one keep-alive socket per connection, one
// request at a time on it, the next sent as soon as the previous answer is complete.
//
// Node's http client costs about 0.1 ms of CPU per request; on a 2-core machine that the
// client shares with the API and PostgreSQL, it took a tenth of the CPU away from what
// is measured. This one writes a ready-made request and reads the answer by its
// Content-Length (the API always sends one), much as pgbench's C client stays out of the
// way of the server it measures.
import net from 'node:net';

/**
 * Runs one connection until `until` (ms since the epoch): `request()` gives the bytes of
 * each request; `onAnswer(status, body, ms)` is told each answer and its latency;
 * `onError(error)` ends the connection's loop.
 */
export function httpLoop({ host, port, until, request, onAnswer, onError }) {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setNoDelay(true);
    let pending = Buffer.alloc(0);
    let sentAt = 0n;
    let finished = false;
    const finish = () => {
      if (finished) return;
      finished = true;
      socket.destroy();
      resolve();
    };
    const sendNext = () => {
      if (Date.now() >= until) return finish();
      sentAt = process.hrtime.bigint();
      socket.write(request());
    };
    socket.on('connect', sendNext);
    socket.on('data', (chunk) => {
      pending = pending.length === 0 ? chunk : Buffer.concat([pending, chunk]);
      const headEnd = pending.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = pending.toString('latin1', 0, headEnd);
      const length = /\r\ncontent-length: *(\d+)/i.exec(head);
      if (!length) {
        onError(new Error(`an answer without Content-Length: ${head.split('\r\n')[0]}`));
        return finish();
      }
      const end = headEnd + 4 + Number(length[1]);
      if (pending.length < end) return;
      const body = pending.subarray(headEnd + 4, end);
      pending = pending.subarray(end);
      onAnswer(Number(head.slice(9, 12)), body, Number(process.hrtime.bigint() - sentAt) / 1e6);
      sendNext();
    });
    socket.on('error', (error) => {
      onError(error);
      finish();
    });
    socket.on('close', () => {
      if (!finished) onError(new Error('the API closed the connection'));
      finish();
    });
  });
}
