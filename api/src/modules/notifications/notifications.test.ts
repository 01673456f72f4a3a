import type { FastifyInstance } from 'fastify';
import type { DemoUserKey } from '../../seed/demo-users';
import { bearer, loginAs, useApiHarness } from '../../test-support/app';
import { worldOf, type TestDatabase } from '../../test-support/db';

// A fresh database is migrated and seeded per file; on PGlite that takes several seconds.
jest.setTimeout(30_000);

let database: TestDatabase;
let app: FastifyInstance;

const api = useApiHarness();
beforeAll(() => ({ database, app } = api));

const SEEDED = 'Nyt i Skolepenge: Fra næste uge kan I også bestille frugtordning i webshoppen.';
const HOUR_MS = 3_600_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

async function listAs(user: DemoUserKey, language?: string): Promise<{ Message: string; ShowOnFrontpage: boolean }[]> {
  const { AccessToken } = await loginAs(app, user);
  const response = await app.inject({
    method: 'GET',
    url: '/api/SystemNotifications',
    headers: { ...bearer(AccessToken), ...(language ? { language } : {}) },
  });
  expect(response.statusCode).toBe(200);
  return response.json();
}

async function createAs(user: DemoUserKey, payload: Record<string, unknown>, application?: 'wallet' | 'support') {
  const { AccessToken } = await loginAs(app, user, application);
  return app.inject({ method: 'POST', url: '/api/SystemNotifications', headers: bearer(AccessToken), payload });
}

const valid = { Message: 'Planlagt vedligehold i aften', NotificationTypeID: 2, StartDate: iso(-HOUR_MS) };

describe('GET /api/SystemNotifications', () => {
  it("shows the seeded front-page notice to Solbakke Skole's guardian, in Danish and in English", async () => {
    const danish = await listAs('parent');
    expect(danish).toEqual([expect.objectContaining({ Message: SEEDED, NotificationTypeID: 1, ShowOnFrontpage: true, EndDate: null })]);
    const english = await listAs('parent', 'en');
    expect(english[0]?.Message).toBe('New in Skolepenge: from next week you can also order the fruit scheme in the webshop.');
  });

  it("does not show one customer's notice to another customer's users", async () => {
    expect(await listAs('kkpayParent')).toEqual([]);
    expect(await listAs('careStaff')).toEqual([]);
  });

  it('needs a session', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/SystemNotifications' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ StatusCode: 401 });
  });
});

describe('POST /api/SystemNotifications', () => {
  it('lets the support tool create a global notification that every user then sees', async () => {
    const response = await createAs('support', { ...valid, MessageEnglish: 'Planned maintenance tonight' });
    expect(response.statusCode).toBe(201);
    const created = response.json();
    expect(created).toMatchObject({ Message: valid.Message, NotificationTypeID: 2, ShowOnFrontpage: false, CustomerID: null });
    expect((await listAs('kkpayParent')).map((n) => n.Message)).toContain(valid.Message);
    expect((await listAs('careStaff', 'en')).map((n) => n.Message)).toContain('Planned maintenance tonight');
  });

  it("reaches the users of a municipality's schools, and not other customers", async () => {
    const world = worldOf(database);
    const message = 'Kommunen lukker kantinerne fredag';
    expect((await createAs('support', { ...valid, Message: message, NotificationTypeID: 3, CustomerID: world.customers.solbakkeKommune })).statusCode).toBe(201);
    expect((await listAs('parent')).map((n) => n.Message)).toContain(message);
    expect((await listAs('partner')).map((n) => n.Message)).toContain(message);
    expect((await listAs('kkpayParent')).map((n) => n.Message)).not.toContain(message);
  });

  it('shows a notification only from its start date until its end date', async () => {
    const world = worldOf(database);
    const later = { ...valid, Message: 'Kommer senere', StartDate: iso(HOUR_MS), CustomerID: world.customers.kildevangSkole };
    const over = { ...valid, Message: 'Er slut', StartDate: iso(-2 * HOUR_MS), EndDate: iso(-HOUR_MS), CustomerID: world.customers.kildevangSkole };
    expect((await createAs('support', later)).statusCode).toBe(201);
    expect((await createAs('support', over)).statusCode).toBe(201);
    const messages = (await listAs('kkpayParent')).map((n) => n.Message);
    expect(messages).not.toContain('Kommer senere');
    expect(messages).not.toContain('Er slut');
  });

  it.each<[string, DemoUserKey, 'wallet' | 'support' | undefined]>([
    ['a guardian', 'parent', undefined],
    ['partner-site staff', 'partner', undefined],
    ['the support user in a wallet-site session', 'support', 'wallet'],
  ])('refuses %s with 403', async (_who, user, application) => {
    const response = await createAs(user, valid, application);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ StatusCode: 403, message: 'Authorization has been denied for this request.' });
  });

  it.each<[string, Record<string, unknown>]>([
    ['no message', { ...valid, Message: '' }],
    ['an unknown type', { ...valid, NotificationTypeID: 4 }],
    ['no start date', { Message: 'x', NotificationTypeID: 1 }],
    ['an end before the start', { ...valid, EndDate: iso(-2 * HOUR_MS) }],
    ['an unknown customer', { ...valid, CustomerID: '00000000-0000-4000-8000-000000000000' }],
  ])('answers 400 Request is invalid for %s', async (_what, payload) => {
    const response = await createAs('support', payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ StatusCode: 400, message: 'Request is invalid' });
  });
});
