import { randomUUID } from 'node:crypto';
import type { ApplicationName } from '@kk/contracts';
import { DEMO_USERS, type DemoUserKey } from '../../seed/demo-users';
import type { AuthContext } from '../../http/auth-context';
import { TestClock, useApiHarness } from '../../test-support/app';
import { CatalogueEditing } from './editing';

const clock = new TestClock(new Date('2026-12-01T09:00:00Z'));
const api = useApiHarness({ clock, app: false });
const editing = new CatalogueEditing(clock);

async function authOf(user: DemoUserKey, application: ApplicationName = DEMO_USERS[user].application): Promise<AuthContext> {
  const { rows } = await api.db.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [DEMO_USERS[user].email]);
  return {
    sessionId: randomUUID(),
    userId: rows[0]?.id ?? '',
    name: DEMO_USERS[user].name,
    email: DEMO_USERS[user].email,
    roles: [...DEMO_USERS[user].roles],
    application,
    expiresAt: new Date('2027-01-01T00:00:00Z'),
  };
}

const names = (list: { name: string }[]) => list.map((entry) => entry.name).sort();
const refusal = (promise: Promise<unknown>) => promise.then(() => null, (error: { statusCode?: number }) => error.statusCode ?? 'thrown');

describe('who may edit which catalogue', () => {
  it('gives a customer’s staff that customer and every customer below it, in the area of their role only', async () => {
    const partner = await authOf('partner');
    expect(names((await editing.scope(api.db, partner, 'webshop')).customers)).toEqual(['Solbakke Kommune', 'Solbakke Skole']);
    expect(await refusal(editing.scope(api.db, partner, 'foodplan'))).toBe(403);
    expect(await refusal(editing.scope(api.db, partner, 'meeting'))).toBe(403);
    const kildevang = await editing.scope(api.db, await authOf('kkpayPartner'), 'webshop');
    expect(names(kildevang.customers)).toEqual(['Kildevang Skole']);
    expect(names((await editing.scope(api.db, await authOf('kitchen'), 'meeting')).customers)).toEqual(['Rådhusets Mødeforplejning']);
  });

  it('gives a master caterer’s cook its caterer and no customer', async () => {
    const scope = await editing.scope(api.db, await authOf('cook'), 'foodplan');
    expect(scope).toEqual({ customers: [], caterers: [{ id: expect.any(String), name: 'Det Gode Køkken' }] });
    expect(await refusal(editing.scope(api.db, await authOf('cook'), 'webshop'))).toBe(403);
  });

  it('refuses everyone off the partner site, and the families', async () => {
    expect(await refusal(editing.scope(api.db, await authOf('partner', 'wallet'), 'webshop'))).toBe(403);
    expect(await refusal(editing.scope(api.db, await authOf('partner', 'support'), 'webshop'))).toBe(403);
    const parent = { ...(await authOf('parent')), application: 'partner' as const, roles: ['PartnerSite', 'CatalogueWebshop'] };
    // A user with the roles but no membership has nothing to edit.
    expect(await refusal(editing.scope(api.db, parent, 'webshop'))).toBe(403);
  });

  it('answers 404 for a customer outside the scope', async () => {
    const scope = await editing.scope(api.db, await authOf('kkpayPartner'), 'webshop');
    expect(() => editing.requireCustomer(scope, scope.customers[0]?.id ?? '')).not.toThrow();
    const solbakke = await api.db.query<{ id: string }>("SELECT id FROM customers WHERE name = 'Solbakke Skole'");
    expect(() => editing.requireCustomer(scope, solbakke.rows[0]?.id ?? '')).toThrow(expect.objectContaining({ statusCode: 404 }));
  });
});

describe('the catalogue’s history', () => {
  it('records who changed what, when, before and after, newest first, and never changes or forgets a record', async () => {
    const partner = await authOf('partner');
    const customer = (await editing.scope(api.db, partner, 'webshop')).customers[0];
    const entityId = randomUUID();
    await api.db.transaction(async (tx) => {
      await editing.record(tx, partner, { customerId: customer?.id ?? '', entity: 'WebshopProduct', entityId, action: 'create', before: null, after: { Name: 'Kage', Price: 12 } });
    });
    clock.advanceMinutes(1);
    await api.db.transaction(async (tx) => {
      await editing.record(tx, partner, { customerId: customer?.id ?? '', entity: 'WebshopProduct', entityId, action: 'update', before: { Name: 'Kage', Price: 12 }, after: { Name: 'Kage', Price: 14 } });
    });
    // A change whose transaction rolls back leaves no record.
    await expect(
      api.db.transaction(async (tx) => {
        await editing.record(tx, partner, { customerId: customer?.id ?? '', entity: 'WebshopProduct', entityId, action: 'delete', before: { Name: 'Kage' }, after: null });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const history = await editing.history(api.db, 'WebshopProduct', entityId);
    expect(history.Items.map((item) => [item.Action, item.AuthorName, item.CreatedDate, item.After])).toEqual([
      ['update', 'Peter Madsen', '2026-12-01T09:01:00.000Z', { Name: 'Kage', Price: 14 }],
      ['create', 'Peter Madsen', '2026-12-01T09:00:00.000Z', { Name: 'Kage', Price: 12 }],
    ]);
    expect((await editing.history(api.db, 'FoodPlanItem', entityId)).Items).toEqual([]);

    await expect(api.db.query('UPDATE catalogue_changes SET author_name = $1 WHERE entity_id = $2', ['Someone', entityId])).rejects.toThrow(/append-only/);
    await expect(api.db.query('DELETE FROM catalogue_changes WHERE entity_id = $1', [entityId])).rejects.toThrow(/append-only/);
    expect((await editing.history(api.db, 'WebshopProduct', entityId)).Items).toHaveLength(2);
  });
});
