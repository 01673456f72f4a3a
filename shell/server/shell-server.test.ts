/**
 * @jest-environment node
 */
// A server test: it starts real HTTP servers and needs no browser globals.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { builtSite, closeServer, CULTURE_SWITCH_CASES, expectFuzzAnswered, NOT_A_PATH, otherHostTargets, sendRaw } from '../../shared/build/jest/hostile-requests.mjs';
import { createRemoteAssets, exposedFiles } from './remote-assets.mjs';
import { startShellServer, withStartupConfig } from './shell-server.mjs';

const manifest = {
  exposes: [
    { name: 'app', path: './app', assets: { js: { sync: ['406.a.js', '__federation_expose_app.b.js'], async: ['862.c.js'] } } },
    { name: 'parcel', path: './parcel', assets: { js: { sync: ['__federation_expose_parcel.d.js'], async: [] } } },
  ],
};

describe('the shell’s page', () => {
  it('carries its start-up configuration as data, safe to embed', () => {
    const html = withStartupConfig('<html><head><title>x</title></head><body></body></html>', {
      appConfig: { application: 'wallet', paymentApiBase: '' },
      remotes: { remotes: { evil: { entry: 'http://x/</script><script>alert(1)</script>' } } },
    });
    expect(html).toContain('<script id="kk-startup" type="application/json">');
    expect(html).not.toContain('</script><script>alert(1)');
    const json = /<script id="kk-startup" type="application\/json">(.*)<\/script>/.exec(html)?.[1] ?? '';
    expect(JSON.parse(json).remotes.remotes.evil.entry).toBe('http://x/</script><script>alert(1)</script>');
  });

  it('names each exposed module’s first files beside the remote’s entry', () => {
    expect(exposedFiles(manifest, 'http://localhost:3101/remoteEntry.js')).toEqual({
      app: ['http://localhost:3101/406.a.js', 'http://localhost:3101/__federation_expose_app.b.js'],
      parcel: ['http://localhost:3101/__federation_expose_parcel.d.js'],
    });
  });

  it('reads each remote’s manifest over HTTP, keeps it briefly and leaves out one it cannot read', async () => {
    let reads = 0;
    const server = http.createServer((req, res) => {
      reads += 1;
      if (req.url === '/ok/mf-manifest.json') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(manifest));
      } else {
        res.writeHead(404);
        res.end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    let clock = 0;
    const remoteAssets = createRemoteAssets({ now: () => clock });
    const remotes = { mfe_wallet: { entry: `${base}/ok/remoteEntry.js` }, mfe_cart: { entry: `${base}/gone/remoteEntry.js` } };
    try {
      const first = await remoteAssets(remotes);
      expect(Object.keys(first)).toEqual(['mfe_wallet']);
      expect(first.mfe_wallet.app[0]).toBe(`${base}/ok/406.a.js`);
      await remoteAssets(remotes);
      expect(reads).toBe(2);
      clock += 11_000;
      await remoteAssets(remotes);
      expect(reads).toBe(4);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

/** An HTTP server that answers 200 and remembers every request it was sent. */
async function recordingServer(name: string) {
  const hits: { method: string; url: string; headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      hits.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ from: name }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, hits, port: (server.address() as AddressInfo).port };
}

describe('the shell’s server under hostile requests (issue 23)', () => {
  let shell: http.Server;
  let port: number;
  let api: Awaited<ReturnType<typeof recordingServer>>;
  /** Another service the shell's machine can reach: the proxy must never ask it anything. */
  let elsewhere: Awaited<ReturnType<typeof recordingServer>>;
  let remotesFile: string;

  beforeAll(async () => {
    const { dir, dist } = builtSite('kk-shell-', { 'index.html': '<html><head><title>shell</title></head><body></body></html>', 'main.js': 'console.log(1);' });
    remotesFile = path.join(dir, 'remotes.json');
    writeFileSync(remotesFile, JSON.stringify({ remotes: {} }));
    api = await recordingServer('api');
    elsewhere = await recordingServer('elsewhere');
    shell = await startShellServer({ application: 'wallet', port: 0, distDir: dist, remotesFile, apiUrl: `http://127.0.0.1:${api.port}` });
    port = (shell.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await closeServer(shell);
    await closeServer(api.server);
    await closeServer(elsewhere.server);
  });

  beforeEach(() => {
    api.hits.length = 0;
  });

  /** The shell still serves its page: after each hostile request, the process and its server live. */
  async function expectStillServing() {
    const page = await sendRaw(port, '/Webshop/Index');
    expect(page.status).toBe(200);
    expect(page.body).toContain('kk-startup');
  }

  it.each(CULTURE_SWITCH_CASES)('%s redirects to a path of the site and the shell lives on', async (target) => {
    const answer = await sendRaw(port, target);
    expect(answer.status).toBe(302);
    const location = answer.headers.location ?? '';
    // One leading slash, then only printable ASCII: no tab, line break or backslash a browser would re-read.
    expect(location).toMatch(/^\/(?![/\\])[\x21-\x7e]*$/);
    expect(new URL(location, 'http://localhost:3000/DepositWithdraw/x').origin).toBe('http://localhost:3000');
    expect(answer.headers['set-cookie']).toContain('kk.culture=en');
    await expectStillServing();
  });

  it('sends the culture switch to the front page for the issue’s tab, and keeps a good path', async () => {
    expect((await sendRaw(port, '/Home/SetCulture?culture=en&redirectURL=/%09/evil.example')).headers.location).toBe('/');
    expect((await sendRaw(port, '/Home/SetCulture?culture=en&redirectURL=/%0a')).headers.location).toBe('/');
    expect((await sendRaw(port, '/Home/SetCulture?culture=da&redirectURL=%2FWebshop%2FIndex%3Fx%3D1')).headers.location).toBe('/Webshop/Index?x=1');
    // A path with a letter a header cannot carry is sent percent-encoded, not refused by Node.
    expect((await sendRaw(port, '/Home/SetCulture?culture=da&redirectURL=/%C3%A6ble')).headers.location).toBe('/%C3%A6ble');
  });

  it.each(NOT_A_PATH)('refuses the target %j with 400 and lives on', async (target) => {
    expect((await sendRaw(port, target)).status).toBe(400);
    await expectStillServing();
  });

  it('never fetches from another host for a path that names one, whatever the method, body and headers', async () => {
    for (const target of otherHostTargets(`127.0.0.1:${elsewhere.port}`)) {
      for (const method of ['GET', 'POST', 'PUT', 'DELETE']) {
        const answer = await sendRaw(port, target, {
          method,
          headers: { Authorization: 'Bearer stolen-token', 'Content-Type': 'application/json' },
          body: method === 'GET' ? '' : JSON.stringify({ Amount: 100 }),
        });
        expect([target, method, answer.status]).toEqual([target, method, 400]);
      }
    }
    expect(elsewhere.hits).toEqual([]);
    expect(api.hits).toEqual([]);
    await expectStillServing();
  });

  it('proxies an API path to the configured API only, with the path and query and the API’s host', async () => {
    const answer = await sendRaw(port, '/api/Wallet/Detail?walletID=1', { headers: { Authorization: 'Bearer t' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('"from":"api"');
    expect(api.hits).toHaveLength(1);
    expect(api.hits[0]).toMatchObject({ method: 'GET', url: '/api/Wallet/Detail?walletID=1' });
    expect(api.hits[0]?.headers.host).toBe(`127.0.0.1:${api.port}`);
    expect(api.hits[0]?.headers['x-forwarded-host']).toBe(`127.0.0.1:${port}`);
    expect(api.hits[0]?.headers.authorization).toBe('Bearer t');
  });

  it('answers 500 for a request whose handling fails, and serves the next one', async () => {
    writeFileSync(remotesFile, '{ not json');
    try {
      const answer = await sendRaw(port, '/Webshop/Index');
      expect(answer.status).toBe(500);
      expect(answer.body).not.toContain('SyntaxError');
    } finally {
      writeFileSync(remotesFile, JSON.stringify({ remotes: {} }));
    }
    await expectStillServing();
  });

  it('answers every fuzzed path and query value without a server error, and lives on after each', async () => {
    await expectFuzzAnswered(port, expectStillServing);
    expect(elsewhere.hits).toEqual([]);
  }, 120_000);
});
