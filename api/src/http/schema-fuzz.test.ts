import { DEMO_TERMINAL_KEY } from '../seed/demo-money-core';
import { loginAs, useApiHarness } from '../test-support/app';
import { startAppWithSandbox } from '../test-support/card-sandbox';
import { readOperations, sampleFromSchema, spoiled, type JsonSchema, type OpenApiOperation } from '../test-support/openapi';
import { newKey } from '../test-support/payments';

/**
 * Every operation of the API's OpenAPI document, called with requests spoiled one field at
 * a time (wrong types, extremes, huge and control-character text, missing and extra
 * fields, bodies that are not objects or not JSON). Each answer must be a 4xx or a success,
 * never a 5xx, and a refused call must leave every table as it was. Generated, so a new
 * route is fuzzed the day it is added.
 */
jest.setTimeout(600_000);

const api = useApiHarness({ start: startAppWithSandbox });

/** Tables a refused call may still touch: sessions and sign-in counters, stored idempotent answers, live leases. */
const MAY_CHANGE = new Set(['sessions', 'login_attempts', 'idempotency_keys', 'live_wallet_watchers', 'schema_migrations', 'schema_repeatables']);
let stateSql = '';

async function state(): Promise<string> {
  const { rows } = await api.db.query<{ state: string }>(stateSql);
  return rows[0]?.state ?? '';
}

interface FuzzCase {
  label: string;
  url: string;
  payload?: unknown;
  rawBody?: string;
}

let ids: (name: string) => string | undefined;

beforeAll(async () => {
  const { rows: tables } = await api.db.query<{ name: string }>(
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1",
  );
  stateSql = `SELECT md5(${tables
    .filter((table) => !MAY_CHANGE.has(table.name))
    .map((table) => `coalesce((SELECT md5(string_agg(t::text, ',' ORDER BY t::text)) FROM "${table.name}" t), '-')`)
    .join(' || ')}) AS state`;
  const world = api.world;
  const { rows: cards } = await api.db.query<{ id: string }>('SELECT credit_card_id AS id FROM wallet_primary_cards WHERE wallet_id = $1', [world.wallets.emma]);
  const { rows: payments } = await api.db.query<{ id: string }>('SELECT id FROM payment_transactions WHERE wallet_id = $1 LIMIT 1', [world.wallets.emma]);
  const byName: Record<string, string | undefined> = {
    walletid: world.wallets.emma,
    customerid: world.customers.solbakkeSkole,
    uid: cards[0]?.id,
    walletgroupid: world.walletGroups.jensen,
    groupid: world.walletGroups.jensen,
    transactionid: payments[0]?.id,
    id: payments[0]?.id,
    role: 'Payment',
  };
  ids = (name) => byName[name.toLowerCase()];
});

function urlOf(operation: OpenApiOperation, query: Record<string, string>, pathValues: Record<string, string>): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(pathValues[name] ?? 'x'));
  const search = new URLSearchParams(query).toString();
  return search === '' ? path : `${path}?${search}`;
}

const asText = (value: unknown): string => (value === null ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** The spoiled requests of one operation: each parameter and each body field in turn, then the body as a whole. */
function casesOf(operation: OpenApiOperation): FuzzCase[] {
  const params = operation.parameters.filter((parameter) => parameter.in !== 'header');
  const valid = Object.fromEntries(params.map((parameter) => [parameter.name, asText(sampleFromSchema(parameter.schema ?? {}, ids, [parameter.in, parameter.name]))]));
  const query = (overrides: Record<string, string | undefined>) =>
    Object.fromEntries(
      Object.entries({ ...valid, ...overrides }).filter(
        (entry): entry is [string, string] => entry[1] !== undefined && params.some((p) => p.name === entry[0] && p.in === 'query'),
      ),
    );
  const pathValues = (overrides: Record<string, string>) =>
    Object.fromEntries(params.filter((p) => p.in === 'path').map((p) => [p.name, overrides[p.name] ?? valid[p.name] ?? 'x']));
  const body = operation.body === undefined ? undefined : sampleFromSchema(operation.body, ids, ['body']);
  const cases: FuzzCase[] = [];
  const at = (payload: unknown = body) => ({ payload });

  for (const parameter of params) {
    for (const { label, value } of spoiled(parameter.schema ?? {})) {
      const text = asText(value);
      cases.push({
        label: `${parameter.in} ${parameter.name} as ${label}`,
        url: urlOf(operation, query(parameter.in === 'query' ? { [parameter.name]: text } : {}), pathValues(parameter.in === 'path' ? { [parameter.name]: text || ' ' } : {})),
        ...at(),
      });
    }
    if (parameter.in === 'query' && parameter.required) {
      cases.push({ label: `query ${parameter.name} missing`, url: urlOf(operation, query({ [parameter.name]: undefined }), pathValues({})), ...at() });
    }
  }
  const url = urlOf(operation, query({}), pathValues({}));
  cases.push({ label: 'an unknown query parameter with a NUL', url: `${url}${url.includes('?') ? '&' : '?'}Unexpected=%00` });

  if (operation.body !== undefined && body !== null && typeof body === 'object' && !Array.isArray(body)) {
    const properties = operation.body.properties ?? {};
    for (const [key, schema] of Object.entries(properties)) {
      for (const { label, value } of spoiled(schema)) cases.push({ label: `body ${key} as ${label}`, url, payload: { ...body, [key]: value } });
      const nested: JsonSchema = schema.items ?? schema;
      const nestedProperties = nested.properties ?? {};
      for (const [inner, innerSchema] of Object.entries(nestedProperties)) {
        const base = (sampleFromSchema(nested, ids, ['body', key]) ?? {}) as Record<string, unknown>;
        for (const { label, value } of spoiled(innerSchema).slice(0, 4)) {
          const spoilt = { ...base, [inner]: value };
          cases.push({ label: `body ${key}.${inner} as ${label}`, url, payload: { ...body, [key]: schema.items ? [spoilt] : spoilt } });
        }
      }
    }
    for (const key of operation.body.required ?? []) {
      const without = { ...(body as Record<string, unknown>) };
      delete without[key];
      cases.push({ label: `body without ${key}`, url, payload: without });
    }
    cases.push({ label: 'body with an unknown field', url, payload: { ...body, Unexpected: 'x\u0000' } });
  }
  if (operation.method !== 'GET' && operation.method !== 'DELETE') {
    for (const [label, payload] of [['null', null], ['an array', []], ['a string', 'x'], ['a number', 12]] as const) cases.push({ label: `body as ${label}`, url, payload });
    cases.push({ label: 'a body that is not JSON', url, rawBody: '{"Unclosed": ' });
  }
  return cases;
}

it('answers every spoiled request of every operation with a 4xx or a success, never a 5xx, and a refusal changes nothing', async () => {
  const operations = (await readOperations(api.app)).filter((operation) => operation.path !== '/api/live/wallets' && !operation.path.startsWith('/api/docs'));
  const serverErrors: string[] = [];
  const changedByRefusal: string[] = [];
  let cases = 0;
  for (const operation of operations) {
    const { AccessToken } = await loginAs(api.app, 'parent');
    let before = await state();
    for (const fuzz of casesOf(operation)) {
      cases += 1;
      const response = await api.app.inject({
        method: operation.method as 'GET',
        url: fuzz.url,
        headers: {
          authorization: `Bearer ${AccessToken}`,
          'idempotency-key': newKey(),
          'x-device-key': DEMO_TERMINAL_KEY,
          ...(fuzz.rawBody !== undefined || fuzz.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(fuzz.rawBody !== undefined ? { payload: fuzz.rawBody } : fuzz.payload !== undefined ? { payload: JSON.stringify(fuzz.payload) } : {}),
      });
      const where = `${operation.method} ${operation.path}: ${fuzz.label} → ${response.statusCode}`;
      if (response.statusCode >= 500) serverErrors.push(`${where} ${response.body.slice(0, 200)}`);
      const after = await state();
      if (response.statusCode >= 400 && after !== before) changedByRefusal.push(where);
      before = after;
    }
  }
  console.log(`schema fuzz: ${operations.length} operations, ${cases} spoiled requests, ${serverErrors.length} answered 5xx`);
  expect(serverErrors).toEqual([]);
  expect(changedByRefusal).toEqual([]);
  expect(cases).toBeGreaterThan(operations.length * 5);
});
