import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from './api';
import { setAppConfig } from './config';
import { peekEarlyGet, startEarlyGets, takeEarlyGet } from './early';
import { useSession } from './session';

// A real server: the early reads and the API client's own calls both reach it, so the test
// sees how many requests were really made.
let server: http.Server;
let base = '';
let seen: { url: string; headers: IncomingHttpHeaders }[] = [];
let children = [{ WalletID: 'w1', Balance: 100 }];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    seen.push({ url: req.url ?? '', headers: req.headers });
    if (req.url === '/api/refused') {
      res.writeHead(401, { ...cors, 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ StatusCode: 401, message: 'Unauthorized' }));
      return;
    }
    res.writeHead(200, { ...cors, 'Content-Type': 'application/json' });
    res.end(JSON.stringify(req.url === '/api/children' ? children : { url: req.url }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = [];
  children = [{ WalletID: 'w1', Balance: 100 }];
  setAppConfig({ application: 'wallet', pageKey: 'skolepenge', culture: 'da', paymentApiBase: '', localApiBase: base });
  useSession.getState().setToken('token-a');
});

describe('early reads', () => {
  it('sends the client’s headers and the bearer token', async () => {
    startEarlyGets(['/api/me'], 'token-a', { language: 'en', 'x-application': 'wallet' }, { base });
    await peekEarlyGet('/api/me');
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers).toMatchObject({ authorization: 'Bearer token-a', language: 'en', 'x-application': 'wallet' });
    takeEarlyGet('/api/me', 'token-a');
  });

  it('is adopted once by the API client, which then asks the server itself', async () => {
    startEarlyGets(['/api/children'], 'token-a', {}, { base });
    await peekEarlyGet('/api/children');
    children = [{ WalletID: 'w1', Balance: 250 }];
    await expect(api.get('/api/children')).resolves.toEqual([{ WalletID: 'w1', Balance: 100 }]);
    expect(seen).toHaveLength(1);
    // The next read is fresh: an early answer never stands in for a later one.
    await expect(api.get('/api/children')).resolves.toEqual([{ WalletID: 'w1', Balance: 250 }]);
    expect(seen).toHaveLength(2);
  });

  it('is not adopted by a read with parameters, nor under another token', async () => {
    startEarlyGets(['/api/children'], 'token-b', {}, { base });
    await peekEarlyGet('/api/children');
    await api.get('/api/children');
    expect(seen).toHaveLength(2);
    startEarlyGets(['/api/children'], 'token-a', {}, { base });
    await peekEarlyGet('/api/children');
    await api.get('/api/children', { walletID: 'w1' });
    expect(seen.at(-1)?.url).toBe('/api/children?walletID=w1');
    expect(takeEarlyGet('/api/children', 'token-a')).not.toBeNull();
  });

  it('keeps no refused answer: the client meets the refusal itself', async () => {
    startEarlyGets(['/api/refused'], 'token-a', {}, { base });
    await expect(peekEarlyGet('/api/refused')).resolves.toBeNull();
    await expect(api.get('/api/refused', undefined, { silent: true })).rejects.toMatchObject({ status: 401 });
    expect(seen).toHaveLength(2);
  });

  it('is not adopted once stale', async () => {
    startEarlyGets(['/api/old'], 'token-a', {}, { base, now: 1_000 });
    await peekEarlyGet('/api/old');
    expect(takeEarlyGet('/api/old', 'token-a', 1_000 + 31_000)).toBeNull();
    expect(takeEarlyGet('/api/old', 'token-a')).toBeNull();
  });
});
