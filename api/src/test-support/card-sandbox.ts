import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app';
import { SandboxCardProvider } from '../modules/card-provider/sandbox-adapter';
import { startSandboxServer, type SandboxServer } from '@kk/card-sandbox';
import { buildTestApp } from './app';

export const TEST_PROVIDER_SECRET = 'test-provider-secret-0123456789';

/** A port nobody listens on right now (the API must know its address before it listens). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address() as net.AddressInfo;
      server.close(() => resolve(address.port));
    });
  });
}

export interface SandboxedApp {
  app: FastifyInstance;
  sandbox: SandboxServer;
  provider: SandboxCardProvider;
  apiUrl: string;
  close(): Promise<void>;
}

export interface SandboxedAppOptions extends Omit<AppOptions, 'cardProvider'> {
  /** How long the time-out test card keeps the sandbox waiting (short in tests). */
  timeoutDelayMs?: number;
  providerTimeoutMs?: number;
  /** The sandbox's clock and its adapter's (default: the real one), so its bookings fall on a test's days. */
  sandboxNow?: () => Date;
}

/**
 * The API listening on a real port and the sandbox provider started in-process, wired
 * together as in production: the adapter calls the sandbox over HTTP, the sandbox posts
 * signed notifications back to the API.
 */
export async function startAppWithSandbox(options: SandboxedAppOptions): Promise<SandboxedApp> {
  const { timeoutDelayMs = 300, providerTimeoutMs = 5_000, sandboxNow, ...appOptions } = options;
  const port = await freePort();
  const apiUrl = `http://127.0.0.1:${port}`;
  const sandbox = await startSandboxServer({
    port: 0,
    secret: TEST_PROVIDER_SECRET,
    timeoutDelayMs,
    notificationRetryDelaysMs: [100, 200, 400],
    ...(sandboxNow === undefined ? {} : { now: sandboxNow }),
  });
  const provider = new SandboxCardProvider({
    baseUrl: sandbox.url,
    secret: TEST_PROVIDER_SECRET,
    notificationUrl: `${apiUrl}/api/CardProvider/Notification`,
    timeoutMs: providerTimeoutMs,
    merchantName: 'Skolepenge',
    ...(sandboxNow === undefined ? {} : { now: sandboxNow }),
  });
  const app = await buildTestApp({ ...appOptions, cardProvider: provider });
  await app.listen({ port, host: '127.0.0.1' });
  return {
    app,
    sandbox,
    provider,
    apiUrl,
    async close() {
      await app.close();
      await sandbox.close();
    },
  };
}

export interface SubmittedCardPage {
  status: number;
  /** Where the sandbox sent the browser (the platform's return address with its parameters). */
  location: URL | null;
  html: string;
}

/** What a payer does on the sandbox's page: opens it and submits the form. */
export async function submitSandboxCard(pageUrl: string, card: { cardNumber: string; expiry?: string; cvc?: string }, lang = 'da'): Promise<SubmittedCardPage> {
  const page = await fetch(pageUrl);
  const html = await page.text();
  if (page.status !== 200) throw new Error(`The sandbox page answered ${page.status}: ${html.slice(0, 200)}`);
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error('The sandbox page has no form');
  const response = await fetch(new URL(action.replace(/&amp;/g, '&').replace(/lang=\w+/, `lang=${lang}`), pageUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ cardNumber: card.cardNumber, expiry: card.expiry ?? '12/30', cvc: card.cvc ?? '123' }).toString(),
    redirect: 'manual',
  });
  const location = response.headers.get('location');
  return { status: response.status, location: location ? new URL(location) : null, html: await response.text() };
}

/**
 * What a payer does on the sandbox's MobilePay page: the phone number, then Approve or
 * Reject. `sandboxUrl` is where the test reaches the sandbox (its public address may be
 * another). Answers where the sandbox sent the browser.
 */
export async function answerMobilePay(sandboxUrl: string, pageUrl: string, answer: 'approve' | 'reject'): Promise<URL> {
  const page = new URL(pageUrl);
  const form = (path: string, body: Record<string, string>) =>
    fetch(new URL(`${page.pathname}${path}?lang=da`, sandboxUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(body).toString(),
      redirect: 'manual',
    });
  const number = await form('', { mobileNumber: '12345678' });
  if (number.status !== 303) throw new Error(`The MobilePay page refused the number: ${number.status}`);
  const response = await form(`/${answer}`, {});
  if (response.status !== 303) throw new Error(`The MobilePay page refused to ${answer}: ${response.status}`);
  return new URL(response.headers.get('location') ?? '');
}

/** Until the sandbox has delivered (or given up on) every notification it holds. */
export async function waitForEmptyOutbox(sandbox: SandboxServer, timeoutMs = 5_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (sandbox.state.outbox().length > 0) {
    if (Date.now() > until) throw new Error('the sandbox still holds notifications');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
