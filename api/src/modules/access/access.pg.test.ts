import { bearer, loginAs, useApiHarness } from '../../test-support/app';

/**
 * PostgreSQL only: the invitation's checks hold when the calls arrive together over two
 * API instances — one invitation and one e-mail per address, one account and one access per
 * link, and removing two accesses at once hands nothing to a removed one.
 */
jest.setTimeout(120_000);

const api = useApiHarness({ secondInstance: true });
const instance = (index: number) => (index % 2 === 0 ? api.app : api.second);

async function count(sql: string, params: unknown[] = []): Promise<number> {
  const { rows } = await api.db.query<{ count: number }>(sql, params);
  return Number(rows[0]?.count ?? 0);
}

async function secretFor(email: string): Promise<string> {
  const { rows } = await api.db.query<{ text_body: string }>('SELECT text_body FROM kept_mails WHERE to_address = $1 ORDER BY created_at DESC LIMIT 1', [email]);
  return /token=([A-Za-z0-9_-]+)/.exec(rows[0]?.text_body ?? '')?.[1] ?? '';
}

it('sends one invitation and one e-mail when the same address is invited ten times at once', async () => {
  const { AccessToken } = await loginAs(api.app, 'parent');
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      instance(index).inject({ method: 'POST', url: '/api/AllowAccess/AddUser', headers: bearer(AccessToken), payload: { email: 'samtidig@example.dk' } }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode).sort();
  expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
  expect(responses.filter((response) => response.statusCode === 409).every((response) => response.json().message === 'User already exists')).toBe(true);
  expect(await count("SELECT count(*)::int AS count FROM access_invitations WHERE email = 'samtidig@example.dk'")).toBe(1);
  expect(await count("SELECT count(*)::int AS count FROM message_log WHERE email = 'samtidig@example.dk'")).toBe(1);
});

it('creates one account and one access when one link is used ten times at once', async () => {
  const secret = await secretFor('samtidig@example.dk');
  const responses = await Promise.all(
    Array.from({ length: 10 }, (_, index) =>
      instance(index).inject({
        method: 'POST',
        url: '/api/Account/Register',
        remoteAddress: `10.1.0.${index + 1}`,
        payload: { Name: `Samtidig ${index}`, Password: 'Solsikke-2026x', Token: secret },
      }),
    ),
  );
  const statuses = responses.map((response) => response.statusCode);
  // One wins; the others find the link used (410), or are past the sign-up limit of 5 tries a link (429).
  expect(statuses.filter((status) => status === 200)).toHaveLength(1);
  expect(statuses.filter((status) => status !== 200 && status !== 410 && status !== 429)).toEqual([]);
  expect(await count("SELECT count(*)::int AS count FROM users WHERE email = 'samtidig@example.dk'")).toBe(1);
  expect(await count('SELECT count(*)::int AS count FROM wallet_accesses')).toBe(1);
});

it('takes everything back when the giver and the receiver remove the access at once', async () => {
  const [access] = (await api.db.query<{ id: string; receiver_user_id: string }>('SELECT id, receiver_user_id FROM wallet_accesses')).rows;
  const giver = (await loginAs(api.app, 'parent')).AccessToken;
  const receiver = (
    await api.app.inject({ method: 'POST', url: '/api/Account/Login', payload: { Email: 'samtidig@example.dk', Password: 'Solsikke-2026x' } })
  ).json<{ AccessToken: string }>().AccessToken;
  const responses = await Promise.all(
    [giver, receiver].map((token, index) =>
      instance(index).inject({ method: 'POST', url: '/api/AllowAccess/RemoveAccess', headers: bearer(token), payload: { accessID: access?.id } }),
    ),
  );
  expect(responses.map((response) => response.statusCode).sort()).toEqual([204, 404]);
  expect(await count('SELECT count(*)::int AS count FROM wallet_group_guardians WHERE user_id = $1', [access?.receiver_user_id])).toBe(0);
  expect(await count('SELECT count(*)::int AS count FROM user_roles WHERE user_id = $1', [access?.receiver_user_id])).toBe(0);
});
