import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RoundRobinProxy {
  url: string;
  close(): Promise<void>;
}

/**
 * A small HTTP proxy in front of several API instances, as a load balancer: each request
 * goes to the next instance in turn. An instance that cannot be reached or drops the
 * connection answers 502, as a real balancer would, and the caller retries (with the same
 * Idempotency-Key); it is not retried here, so a test sees every failure.
 */
export async function startRoundRobinProxy(upstreams: readonly string[]): Promise<RoundRobinProxy> {
  let next = 0;
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const target = new URL(request.url ?? '/', upstreams[next++ % upstreams.length]);
      const forward = http.request(target, { method: request.method, headers: { ...request.headers, host: target.host } }, (upstream) => {
        response.writeHead(upstream.statusCode ?? 502, upstream.headers);
        upstream.pipe(response);
        upstream.on('error', () => response.destroy());
      });
      forward.on('error', (error) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        response.writeHead(502, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ StatusCode: 502, message: 'Bad gateway', reason: error.message }));
      });
      forward.end(Buffer.concat(chunks));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
