import { DevMailMessagesResponse } from '@kk/contracts';
import { TestClock, useApiHarness } from '../../test-support/app';
import { LOGGED_BODY_MAX } from './repository';
import { MailService } from './service';
import { databaseTransport } from './transport';

/**
 * The database mail transport (the default outside production) and the development mail
 * page: every message is written to message_log and kept whole in kept_mails, in the
 * caller's transaction.
 */
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock });

const mailService = () => new MailService(api.db, clock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' });

async function devMail() {
  const response = await api.app.inject({ method: 'GET', url: '/api/DevMail/Messages' });
  expect(response.statusCode).toBe(200);
  return DevMailMessagesResponse.parse(response.json());
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
  expect(newest).toEqual({ ID: expect.any(String), To: 'farmor@example.dk', Subject: 'Betaling afvist', Text: 'Afvist', Html: '<p>Afvist</p>', CreatedDate: clock.now().toISOString() });
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

it('shows the page without a session and lists the kept messages only', async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/DevMail/Messages' });
  expect(response.statusCode).toBe(200);
  // The seed's demo messages are in message_log (the help desk's list) but were never e-mailed by a transport.
  const { rows } = await api.db.query<{ count: number }>('SELECT count(*)::int AS count FROM message_log');
  expect(Number(rows[0]?.count)).toBeGreaterThan(DevMailMessagesResponse.parse(response.json()).length);
});
