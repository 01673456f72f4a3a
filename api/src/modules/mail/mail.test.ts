import { DevMailMessagesResponse } from '@kk/contracts';
import { configFromEnv, defaultConfig } from '../../config';
import { bearer, buildTestApp, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { HIDDEN_LINK_NOTE } from './dev-mail';
import { LOGGED_BODY_MAX } from './repository';
import { MailService } from './service';
import { databaseTransport } from './transport';

/**
 * The database mail transport (the default outside production) and the development mail
 * page: every message is written to message_log and kept whole in kept_mails, in the
 * caller's transaction; the page shows them to signed-in developers (dev@demo.dk has the
 * role Developer), an invitation's link only to its addressee.
 */
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['dev', 'parent'] });

const mailService = () => new MailService(api.db, clock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' });

/** The development mail page as the developer reads it. */
async function devMail(language: 'da' | 'en' = 'da') {
  const response = await api.app.inject({ method: 'GET', url: '/api/DevMail/Messages', headers: { ...bearer(api.tokens.dev), language } });
  expect(response.statusCode).toBe(200);
  return DevMailMessagesResponse.parse(response.json());
}

/** The parent invites someone, as the guide's step 6 does; answers the invitation's kept e-mail as stored. */
async function invite(email: string, language: 'da' | 'en' = 'da') {
  const response = await api.app.inject({ method: 'POST', url: '/api/AllowAccess/AddUser', headers: { ...bearer(api.tokens.parent), language }, payload: { email } });
  expect(response.statusCode).toBe(200);
  const { rows } = await api.db.query<{ text_body: string; html_body: string }>('SELECT text_body, html_body FROM kept_mails WHERE lower(to_address) = lower($1)', [email]);
  expect(rows).toHaveLength(1);
  const secret = /token=([A-Za-z0-9_-]{43})/.exec(rows[0]?.text_body ?? '')?.[1];
  if (secret === undefined) throw new Error(`No link in the invitation to ${email}`);
  return { secret, text: rows[0]?.text_body ?? '', html: rows[0]?.html_body ?? '' };
}

it('writes every message to message_log and keeps it whole for the development mail page, newest first', async () => {
  const service = mailService();
  const long = `Kvittering\n${'x'.repeat(LOGGED_BODY_MAX + 500)}`;
  const first = await service.send({
    to: 'parent@demo.dk',
    subject: 'Kvittering',
    text: long,
    html: '<p>Kvittering</p>',
    kind: 'receipt',
    customerId: api.world.customers.solbakkeSkole,
    walletId: api.world.wallets.emma,
  });
  clock.advanceMinutes(1);
  const second = await service.send({ to: 'farmor@example.dk', subject: 'Betaling afvist', text: 'Afvist', html: '<p>Afvist</p>', kind: 'failed_refill' });

  const { rows } = await api.db.query<{ id: string; kind: string; channel: string; email: string; body: string; customer_id: string | null; wallet_id: string | null }>(
    'SELECT id, kind, channel, email, body, customer_id, wallet_id FROM message_log WHERE id = ANY($1::uuid[]) ORDER BY created_at',
    [[first, second]],
  );
  expect(rows.map((row) => [row.kind, row.channel, row.email, row.customer_id, row.wallet_id])).toEqual([
    ['receipt', 'email', 'parent@demo.dk', api.world.customers.solbakkeSkole, api.world.wallets.emma],
    ['failed_refill', 'email', 'farmor@example.dk', null, null],
  ]);
  expect(rows[0]?.body).toBe(long.slice(0, LOGGED_BODY_MAX));

  const [newest, older] = await devMail();
  expect(newest).toEqual({ ID: expect.any(String), Channel: 'email', To: 'farmor@example.dk', Subject: 'Betaling afvist', Text: 'Afvist', Html: '<p>Afvist</p>', CreatedDate: clock.now().toISOString() });
  expect(older).toMatchObject({ To: 'parent@demo.dk', Text: long, Html: '<p>Kvittering</p>' });
});

it('keeps nothing when the transaction it was sent in is undone', async () => {
  const service = mailService();
  const before = (await devMail()).length;
  await expect(
    api.db.transaction(async (tx) => {
      await service.send({ to: 'rollback@example.dk', subject: 'Invitation', text: 'Hej', html: '<p>Hej</p>', kind: 'invitation' }, tx);
      throw new Error('the invitation failed after the e-mail');
    }),
  ).rejects.toThrow('the invitation failed');
  expect(await devMail()).toHaveLength(before);
  const { rows } = await api.db.query("SELECT 1 FROM message_log WHERE email = 'rollback@example.dk'");
  expect(rows).toHaveLength(0);
});

it('lists the kept messages only, to signed-in developers: 401 without a session, 403 without the role Developer', async () => {
  const anonymous = await api.app.inject({ method: 'GET', url: '/api/DevMail/Messages' });
  expect(anonymous.statusCode).toBe(401);
  const parent = await api.app.inject({ method: 'GET', url: '/api/DevMail/Messages', headers: bearer(api.tokens.parent) });
  expect(parent.statusCode).toBe(403);
  expect(parent.json()).toMatchObject({ StatusCode: 403, reason: 'The development mail page is for the role Developer' });
  expect(parent.headers['cache-control']).toBe('no-store');
  // The seed's demo messages are in message_log (the help desk's list) but were never e-mailed by a transport.
  const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM message_log');
  expect(Number(rows[0]?.count)).toBeGreaterThan((await devMail()).length);
});

it("hides an invitation's link from every developer but its addressee, who can still use it; a stranger cannot sign up with the note", async () => {
  const toStranger = await invite('invited.stranger@example.dk');
  const listed = (await devMail()).find((mail) => mail.To === 'invited.stranger@example.dk');
  expect(listed?.Text).toBe(toStranger.text.replace(/http:\/\/\S+/, HIDDEN_LINK_NOTE.da));
  expect(listed?.Text).toContain(HIDDEN_LINK_NOTE.da);
  for (const body of [listed?.Text ?? '', listed?.Html ?? '']) {
    expect(body).not.toContain(toStranger.secret);
    expect(body).not.toMatch(/AllowAccess\/Accept|token=/);
  }
  expect(listed?.Html).toContain(HIDDEN_LINK_NOTE.da);
  // In English for a developer who reads English.
  expect((await devMail('en')).find((mail) => mail.To === 'invited.stranger@example.dk')?.Text).toContain('[link shown only to the addressee]');
  // The note is no credential.
  const stranger = await api.app.inject({ method: 'POST', url: '/api/Account/Register', payload: { Name: 'Fremmed', Password: 'Solsikke-2026x', Token: HIDDEN_LINK_NOTE.da } });
  expect(stranger.statusCode).toBeGreaterThanOrEqual(400);

  // The developer's own invitation is shown whole, its link included, and accepting it works.
  const toDeveloper = await invite('DEV@demo.dk');
  const own = (await devMail()).find((mail) => mail.To === 'dev@demo.dk');
  expect(own?.Text).toBe(toDeveloper.text);
  expect(own?.Html).toBe(toDeveloper.html);
  expect(own?.Text).toContain(`/AllowAccess/Accept?token=${toDeveloper.secret}`);
  const accepted = await api.app.inject({ method: 'POST', url: '/api/AllowAccess/AcceptInvitation', headers: bearer(api.tokens.dev), payload: { token: toDeveloper.secret } });
  expect(accepted.statusCode).toBe(200);
});

it('hides a link with a token in a message of any kind, and leaves other links alone', async () => {
  const service = mailService();
  await service.send({
    to: 'someone@example.dk',
    subject: 'Nulstil adgangskode',
    text: 'Nulstil her: http://localhost:3000/Account/Reset?user=1&token=abc123 eller læs http://localhost:3000/Help',
    html: '<p><a href="http://localhost:3000/Account/Reset?user=1&amp;token=abc123">Nulstil</a> <a href="http://localhost:3000/Help">Hjælp</a></p>',
    kind: 'receipt',
  });
  const listed = (await devMail()).find((mail) => mail.To === 'someone@example.dk');
  expect(listed?.Text).toBe(`Nulstil her: ${HIDDEN_LINK_NOTE.da} eller læs http://localhost:3000/Help`);
  expect(listed?.Html).toBe('<p>Nulstil <a href="http://localhost:3000/Help">Hjælp</a></p>');
});

it('is off (404, even for a developer) when turned off, with SMTP and in production', async () => {
  expect(defaultConfig.mail.devMailPage).toBe(true);
  expect(configFromEnv({ DEV_MAIL_PAGE: 'off' }).mail.devMailPage).toBe(false);
  expect(configFromEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' }).mail.devMailPage).toBe(false);
  expect(configFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', CARD_PROVIDER_SECRET: 'a-production-secret-0123456789', SMS_GATEWAY: 'off' }).mail.devMailPage).toBe(false);
  // Production refuses the SMS sandbox as it refuses the database mail transport.
  expect(() => configFromEnv({ NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525', CARD_PROVIDER_SECRET: 'a-production-secret-0123456789' })).toThrow(/SMS_GATEWAY=off/);
  const off = await buildTestApp({ db: api.db, clock, config: { ...defaultConfig, mail: { ...defaultConfig.mail, devMailPage: false } } });
  try {
    const { AccessToken } = await loginAs(off, 'dev');
    expect((await off.inject({ method: 'GET', url: '/api/DevMail/Messages', headers: bearer(AccessToken) })).statusCode).toBe(404);
    expect((await off.inject({ method: 'GET', url: '/api/DevMail/Messages' })).statusCode).toBe(404);
  } finally {
    await off.close();
  }
});
