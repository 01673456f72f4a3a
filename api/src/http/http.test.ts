import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, loginAs, useApiHarness } from '../test-support/app';
import type { TestDatabase } from '../test-support/db';
import { loggerOptions } from './logging';

let database: TestDatabase;
let app: FastifyInstance;

const api = useApiHarness();
beforeAll(() => ({ database, app } = api));

const PROTECTED: readonly { method: 'GET' | 'POST'; url: string }[] = [
  { method: 'POST', url: '/api/Account/Logout' },
  { method: 'GET', url: '/api/Account/Me' },
  { method: 'GET', url: '/api/customers/customerSettings' },
  { method: 'GET', url: '/api/customers/pageSettings' },
  { method: 'GET', url: '/api/Onboarding/GetChildren' },
  { method: 'GET', url: '/api/Wallet/Detail?walletID=00000000-0000-4000-8000-000000000000' },
  { method: 'GET', url: '/api/Wallet/WalletPageSettings?walletID=00000000-0000-4000-8000-000000000000' },
  { method: 'POST', url: '/api/Wallet/WalletPageSetting?walletID=00000000-0000-4000-8000-000000000000&key=A' },
  { method: 'GET', url: '/api/WalletGroup/WalletGroupPageSettings' },
  { method: 'POST', url: '/api/WalletGroup/WalletGroupPageSetting?key=A' },
  { method: 'POST', url: '/JavaScriptLogger/Debug' },
  { method: 'POST', url: '/JavaScriptLogger/Info' },
  { method: 'POST', url: '/JavaScriptLogger/Error' },
];

describe('authentication', () => {
  it.each(PROTECTED)('$method $url answers 401 with the error object without a token', async ({ method, url }) => {
    const response = await app.inject({ method, url, payload: method === 'POST' ? { message: 'x' } : undefined });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ StatusCode: 401, message: 'Unauthorized', reason: 'A bearer token is required' });
  });

  it('checks the token before validating the request', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/Wallet/Detail?walletID=not-a-uuid' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    ['/api/health', 'application/json'],
    ['/api/Landing', 'application/json'],
    ['/assets/ISO2/ISO2_phone.json', 'application/json'],
    ['/api/openapi.json', 'application/json'],
    ['/api/docs', 'text/html'],
    ['/api/docs/static/swagger-ui-bundle.js', 'javascript'],
  ])('GET %s is anonymous', async (url, contentType) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain(contentType);
  });
});

describe('errors', () => {
  it('answers an unknown route with 404 and the error object', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/NoSuchThing?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ StatusCode: 404, message: 'Not found', reason: 'No route GET /api/NoSuchThing' });
  });

  it('answers a query that fails its schema with 400 Request is invalid and the field', async () => {
    const { AccessToken } = await loginAs(app, 'parent');
    const response = await app.inject({ method: 'GET', url: '/api/Wallet/Detail?walletID=42', headers: bearer(AccessToken) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ StatusCode: 400, message: 'Request is invalid' });
    expect(response.json().reason).toContain('walletID');
  });
});

describe('headers', () => {
  it('sends security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('lets the docs page load its own scripts and styles under the policy', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(page.body).not.toMatch(/<script>(?!\s*<\/script>)/);
    const assets = [...page.body.matchAll(/(?:src|href)="\.\/([^"]+)"/g)].map((match) => match[1]);
    expect(assets).toEqual(expect.arrayContaining(['static/swagger-ui-bundle.js', 'static/swagger-initializer.js', 'static/swagger-ui.css']));
    for (const asset of assets) {
      const response = await app.inject({ method: 'GET', url: `/api/docs/${asset}` });
      expect(`${asset} ${response.statusCode}`).toBe(`${asset} 200`);
    }
  });

  it('allows local front-end origins to call the API directly (CORS)', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/Account/Me',
      headers: { origin: 'http://kkpay.localhost:3000', 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('http://kkpay.localhost:3000');
    const foreign = await app.inject({
      method: 'OPTIONS',
      url: '/api/Account/Me',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('OpenAPI', () => {
  it('documents the routes with their zod schemas', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json();
    expect(document.openapi).toBe('3.1.0');
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/Account/Login', '/api/Onboarding/GetChildren', '/api/Wallet/Detail', '/JavaScriptLogger/Error']),
    );
    const login = document.paths['/api/Account/Login'].post;
    expect(login.requestBody.content['application/json'].schema.required).toEqual(['Email', 'Password']);
    expect(document.paths['/api/Wallet/Detail'].get.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'walletID', in: 'query', required: true })]),
    );
  });
});

describe('JavaScriptLogger', () => {
  function capturingApp(lines: string[]) {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(...String(chunk).split('\n').filter((line) => line !== ''));
        done();
      },
    });
    const options = loggerOptions('debug');
    return buildTestApp({ db: database.db, logger: typeof options === 'object' ? { ...options, stream } : { stream } });
  }

  it.each([
    ['Debug', 20],
    ['Info', 30],
    ['Error', 50],
  ])('POST /JavaScriptLogger/%s writes a JSON line at that level with the user id', async (name, level) => {
    const lines: string[] = [];
    const logging = await capturingApp(lines);
    const login = await loginAs(logging, 'parent');
    const response = await logging.inject({
      method: 'POST',
      url: `/JavaScriptLogger/${name}`,
      headers: bearer(login.AccessToken),
      payload: { message: `Cart failed to load (${name})` },
    });
    await logging.close();
    expect(response.statusCode).toBe(204);
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(entries).toContainEqual(
      expect.objectContaining({ level, source: 'browser', userId: login.User.ID, clientMessage: `Cart failed to load (${name})` }),
    );
    expect(lines.join('\n')).not.toContain(login.AccessToken);
    expect(lines.join('\n')).not.toContain('Demo-1234');
  });

  it('redacts passwords and authorization headers from anything logged', async () => {
    const lines: string[] = [];
    const logging = await capturingApp(lines);
    logging.log.info({ req: { headers: { authorization: 'Bearer secret-token' } }, body: { Password: 'Demo-1234' } }, 'probe');
    await logging.close();
    const probe = lines.find((line) => line.includes('probe')) ?? '';
    expect(probe).toContain('[redacted]');
    expect(probe).not.toContain('secret-token');
    expect(probe).not.toContain('Demo-1234');
  });
});
