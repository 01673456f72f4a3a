import http, { type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { DescribedError } from '@kk/domain';
import { api, ApiError } from './api';
import { setAppConfig } from './config';
import { setFeedbackPresenter } from './feedback';
import { usePageSettings } from './pageSettings';
import { useSession } from './session';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}

const ANSWERS: Record<string, [number, unknown]> = {
  '/api/ok': [200, { ok: true }],
  '/api/fund': [400, { StatusCode: 400, message: 'NoFund', reason: 'Saldo 0 kr.' }],
  '/api/quiet': [400, { StatusCode: -1, message: 'Cancelled', reason: 'cancelled by the user' }],
  '/api/expired': [401, { StatusCode: 401, message: 'Unauthorized', reason: 'gone' }],
  '/JavaScriptLogger/Error': [204, null],
};

let server: http.Server;
let seen: Seen[] = [];
const shown = { success: 0, errors: [] as [DescribedError, string][], busy: [] as boolean[] };

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': 'http://localhost',
      'Access-Control-Allow-Headers': 'authorization, content-type, language, x-requested-with, x-application, x-page-key, walletid',
      'Access-Control-Allow-Methods': 'GET, POST, PUT, DELETE',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors);
      res.end();
      return;
    }
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0] ?? '';
      seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      const [status, answer] = ANSWERS[path] ?? [404, { StatusCode: 404, message: 'Not found', reason: path }];
      res.writeHead(status, { ...cors, 'Content-Type': 'application/json' });
      res.end(answer === null ? '' : JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  setFeedbackPresenter(null);
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  const { port } = server.address() as AddressInfo;
  setAppConfig({ application: 'wallet', pageKey: 'kkpay', culture: 'en', paymentApiBase: '', localApiBase: `http://127.0.0.1:${port}` });
  useSession.getState().setToken('token-for-the-test-0123456789');
  usePageSettings.getState().setSettings([]);
  seen = [];
  shown.success = 0;
  shown.errors = [];
  shown.busy = [];
  setFeedbackPresenter({
    success: () => void (shown.success += 1),
    error: (error, how) => void shown.errors.push([error, how]),
    busy: (active) => void shown.busy.push(active),
  });
});

const waitForLog = async (count = 1) => {
  const logs = () => seen.filter((s) => s.url === '/JavaScriptLogger/Error');
  for (let i = 0; i < 100 && logs().length < count; i++) await new Promise((r) => setTimeout(r, 10));
  return logs()[count - 1];
};

describe('the API client (spec section 7)', () => {
  it('sends the headers and GET data as query parameters', async () => {
    await api.get('/api/ok', { walletID: 'w-1', count: 6 }, { walletId: 'w-1' });
    const [call] = seen;
    expect(call?.url).toBe('/api/ok?walletID=w-1&count=6');
    expect(call?.headers).toMatchObject({ language: 'en', 'x-requested-with': 'XMLHttpRequest', walletid: 'w-1', 'x-page-key': 'kkpay' });
    expect(call?.headers.authorization).toBe('Bearer token-for-the-test-0123456789');
  });

  it('sends bodies as JSON', async () => {
    await api.post('/api/ok', { Amount: 100 }, { silent: true });
    expect(seen[0]?.headers['content-type']).toBe('application/json');
    expect(seen[0]?.body).toBe('{"Amount":100}');
  });

  it('sends DELETE data as query parameters too', async () => {
    await api.delete('/api/ok', { uid: 'c-1', merchant: 'sandbox' });
    expect(seen[0]).toMatchObject({ method: 'DELETE', url: '/api/ok?uid=c-1&merchant=sandbox', body: '' });
  });

  it('shows the success notice for a non-GET call unless it is silent, never for GET', async () => {
    await api.post('/api/ok', { a: 1 });
    await api.put('/api/ok', { a: 1 }, { silent: true });
    await api.get('/api/ok');
    expect(shown.success).toBe(1);
  });

  it('shows a failure as the error toast with the catalogue text, and logs it', async () => {
    await expect(api.get('/api/fund')).rejects.toBeInstanceOf(ApiError);
    expect(shown.errors).toHaveLength(1);
    const [error, how] = shown.errors[0]!;
    expect(how).toBe('notice');
    expect(error).toMatchObject({ key: 'noFund', statusCode: 5, serverMessage: 'NoFund', serverReason: 'Saldo 0 kr.' });
    const log = await waitForLog();
    expect(JSON.parse(log!.body).message).toContain('GET /api/fund failed: HTTP 400, StatusCode 400, NoFund (Saldo 0 kr.)');
  });

  it('shows the error dialog instead when the page has an institution number', async () => {
    usePageSettings.getState().setSettings([{ Key: 'InstitutionNumber', Value: '280101' }]);
    await expect(api.post('/api/fund', {})).rejects.toBeInstanceOf(ApiError);
    expect(shown.errors[0]?.[1]).toBe('dialog');
    await waitForLog();
  });

  it('shows nothing for a silent call or status -1, but still logs the failure', async () => {
    await expect(api.get('/api/fund', undefined, { silent: true })).rejects.toBeInstanceOf(ApiError);
    await expect(api.get('/api/quiet')).rejects.toBeInstanceOf(ApiError);
    expect(shown.errors).toEqual([]);
    expect(await waitForLog(2)).toBeDefined();
  });

  it('leaves a 401 to the expired-session handling: no toast, no log', async () => {
    setAppConfig({ ...{ application: 'support' as const, pageKey: 'kkpay', culture: 'en' as const, paymentApiBase: '' }, localApiBase: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
    await expect(api.get('/api/expired')).rejects.toMatchObject({ status: 401 });
    expect(shown.errors).toEqual([]);
    expect(seen.map((s) => s.url)).toEqual(['/api/expired']);
  });

  it('shows the spinner while a call that asks for it runs, also when it fails', async () => {
    await api.post('/api/ok', {}, { spinner: true, silent: true });
    await expect(api.post('/api/fund', {}, { spinner: true, silent: true })).rejects.toBeInstanceOf(ApiError);
    expect(shown.busy).toEqual([true, false, true, false]);
  });
});
