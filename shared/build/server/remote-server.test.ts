import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { builtSite, closeServer, expectFuzzAnswered, NOT_A_PATH, otherHostTargets, sendRaw } from '../jest/hostile-requests.mjs';
import { startRemoteServer } from './remote-server.mjs';

// A remote's server under the requests of issue 23: it runs in the same process as the
// three shells (scripts/serve.mjs), so a request that stopped it would stop them all.
describe('a remote’s server under hostile requests', () => {
  let server: Server;
  let port: number;

  beforeAll(async () => {
    const { dist } = builtSite('kk-remote-', { 'index.html': '<html></html>', 'remoteEntry.js': 'var remote = 1;' });
    server = await startRemoteServer({ dir: dist, port: 0 });
    port = (server.address() as AddressInfo).port;
  });

  afterAll(() => closeServer(server));

  async function expectStillServing() {
    const entry = await sendRaw(port, '/remoteEntry.js');
    expect(entry.status).toBe(200);
    expect(entry.body).toContain('var remote = 1;');
  }

  it.each([...NOT_A_PATH, ...otherHostTargets('127.0.0.1:1')])('refuses the target %j with 400 and lives on', async (target) => {
    expect((await sendRaw(port, target)).status).toBe(400);
    await expectStillServing();
  });

  it('serves its files with CORS and answers 404 for what it does not have', async () => {
    const entry = await sendRaw(port, '/remoteEntry.js');
    expect(entry.headers['access-control-allow-origin']).toBe('*');
    expect((await sendRaw(port, '/nothing.js')).status).toBe(404);
    expect((await sendRaw(port, '/%2e%2e/%2e%2e/etc/passwd')).status).toBe(404);
  });

  it('answers every fuzzed path and query value without a server error, and lives on after each', async () => {
    await expectFuzzAnswered(port, expectStillServing);
  }, 120_000);
});
