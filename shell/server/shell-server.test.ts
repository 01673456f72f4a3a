import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRemoteAssets, exposedFiles } from './remote-assets.mjs';
import { withStartupConfig } from './shell-server.mjs';

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
