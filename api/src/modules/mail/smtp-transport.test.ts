import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { SMTPServer } from 'smtp-server';
import { defaultConfig } from '../../config';
import { bearer, buildTestApp, loginAs, useApiHarness } from '../../test-support/app';
import { MailService } from './service';
import { smtpTransport } from './transport';

/**
 * The SMTP transport against a real SMTP server in this process (smtp-server): what the
 * platform sends arrives as a MIME message with a text and an HTML part, is written to
 * message_log, and is not kept for the development mail page, which answers 404.
 */
jest.setTimeout(60_000);

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;
let smtpUrl = '';
let app: FastifyInstance;

const api = useApiHarness({ app: false });

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith('bounce@')) callback(new Error('550 No such mailbox'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  app = await buildTestApp({
    db: api.db,
    config: { ...defaultConfig, mail: { transport: 'smtp', smtpUrl, from: 'Skolepenge <no-reply@skolepenge.dk>', devMailPage: false } },
  });
});

afterAll(async () => {
  await app.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** The body of a MIME message as read: quoted-printable soft breaks joined, escapes decoded. */
function decoded(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

it('sends the invitation through the SMTP server: a text and an HTML part, the link, the log row', async () => {
  const { AccessToken } = await loginAs(app, 'parent');
  const response = await app.inject({
    method: 'POST',
    url: '/api/AllowAccess/AddUser',
    headers: { ...bearer(AccessToken), language: 'en' },
    payload: { email: 'granny@example.com' },
  });
  expect(response.statusCode).toBe(200);
  expect(received).toHaveLength(1);
  const [mail] = received;
  expect(mail?.from).toBe('no-reply@skolepenge.dk');
  expect(mail?.to).toEqual(['granny@example.com']);
  const text = decoded(mail?.raw ?? '');
  expect(text).toMatch(/^Subject: Mette Jensen has invited you$/m);
  expect(text).toMatch(/^To: granny@example\.com$/m);
  expect(text).toMatch(/Content-Type: text\/plain/);
  expect(text).toMatch(/Content-Type: text\/html/);
  expect(text).toMatch(/http:\/\/localhost(:80)?\/AllowAccess\/Accept\?token=[A-Za-z0-9_-]{43}/);

  const { rows } = await api.db.query<{ id: string; kind: string }>("SELECT id, kind FROM message_log WHERE email = 'granny@example.com'");
  expect(rows).toEqual([{ id: expect.any(String), kind: 'invitation' }]);
  expect(text.toLowerCase()).toContain(`x-kk-message-id: ${rows[0]?.id}`);
  const { rows: kept } = await api.db.query('SELECT 1 FROM kept_mails');
  expect(kept).toHaveLength(0);
});

it('answers 503 when the server refuses the message, and the invitation and its log row are undone', async () => {
  const { AccessToken } = await loginAs(app, 'parent');
  const response = await app.inject({ method: 'POST', url: '/api/AllowAccess/AddUser', headers: bearer(AccessToken), payload: { email: 'bounce@example.com' } });
  expect(response.statusCode).toBe(503);
  expect(response.json()).toMatchObject({ StatusCode: 503, message: 'Unavailable' });
  for (const table of ['access_invitations', 'message_log']) {
    const { rows } = await api.db.query(`SELECT 1 FROM ${table} WHERE email = 'bounce@example.com'`);
    expect(rows).toHaveLength(0);
  }
});

it('sends what other modules hand MailService, in any language, with non-ASCII text intact', async () => {
  const service = new MailService(api.db, { now: () => new Date() }, smtpTransport(smtpUrl), { from: 'Skolepenge <no-reply@skolepenge.dk>' });
  await service.send({ to: 'parent@demo.dk', subject: 'Kvittering: Æblemost', text: 'Tak for købet på 12,50 kr. – hilsen kantinen', html: '<p>Tak for købet</p>', kind: 'receipt' });
  const mail = received[received.length - 1];
  expect(mail?.to).toEqual(['parent@demo.dk']);
  const body = mail?.raw ?? '';
  expect(body).toContain('Subject: =?UTF-8?');
  expect(Buffer.from(decoded(body), 'latin1').toString('utf8')).toContain('Tak for købet på 12,50 kr. – hilsen kantinen');
});

it('has no development mail page with SMTP, not even for a developer', async () => {
  const response = await app.inject({ method: 'GET', url: '/api/DevMail/Messages' });
  expect(response.statusCode).toBe(404);
  const { AccessToken } = await loginAs(app, 'dev');
  expect((await app.inject({ method: 'GET', url: '/api/DevMail/Messages', headers: bearer(AccessToken) })).statusCode).toBe(404);
});
