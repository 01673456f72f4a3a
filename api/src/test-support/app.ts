import './jest-sandbox-shims';
import type { AddressInfo } from 'node:net';
import { APPLICATION_HEADER, type ApplicationName, type LoginResponse } from '@kk/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type AppOptions } from '../app';
import { systemClock, type Clock } from '../clock';
import type { Db } from '../db/db';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from '../seed/demo-users';
import type { DemoWorldIds } from '../seed/seed';
import { createTestDatabase, worldOf, type TestDatabase } from './db';

/** Setting up (and tearing down) a harness: its own time, apart from each test's. */
const SETUP_TIMEOUT_MS = 180_000;

/** A clock the test moves by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date = new Date()) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advanceMinutes(minutes: number): void {
    this.current += minutes * 60_000;
  }
}

export function buildTestApp(options: AppOptions): Promise<FastifyInstance> {
  return buildApp({ logger: false, ...options });
}

/** Signs a demo user in to the application the user is meant for; returns the login response. */
export async function loginAs(
  app: FastifyInstance,
  user: DemoUserKey,
  application: ApplicationName = DEMO_USERS[user].application,
): Promise<LoginResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/Account/Login',
    headers: { [APPLICATION_HEADER]: application },
    payload: { Email: DEMO_USERS[user].email, Password: DEMO_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`Login as ${user} failed: ${response.statusCode} ${response.body}`);
  return response.json<LoginResponse>();
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** What `start` answers: an app and how to stop it (with whatever was started beside it). */
export interface StartedApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export interface ApiHarnessOptions<Started extends StartedApp = StartedApp, User extends DemoUserKey = never> {
  /** The clock of the seed and of every app (default: the system clock). */
  clock?: Clock;
  /** Migrate and seed the database (default); false leaves it empty, without the schema. */
  seed?: boolean;
  /** Build an app (default); false gives only the database (and the second connection). */
  app?: boolean;
  /** More options for the first app: a card provider, a payment config, a config. */
  appOptions?: Omit<AppOptions, 'db' | 'clock'>;
  /** Starts the first app another way than buildTestApp, e.g. startAppWithSandbox. */
  start?: (options: AppOptions) => Promise<Started>;
  /** Listen on a free local port (baseUrl, secondBaseUrl). */
  listen?: boolean;
  /**
   * A second API instance, on a connection of its own to the same database (as another
   * process; on PGlite the one connection is shared) unless `ownConnection: false`. It gets
   * the clock but none of `appOptions`. With `app: false`, only the second connection.
   */
  secondInstance?: boolean | { ownConnection: boolean };
  /** Demo users signed in to the first app before the tests; their tokens in `tokens`. */
  login?: readonly User[];
  /** Runs after the tests, before the apps and the database close (streams, listeners). */
  beforeClose?: () => unknown;
}

export interface ApiHarness<Started extends StartedApp = StartedApp, User extends DemoUserKey = never> {
  readonly database: TestDatabase;
  readonly db: Db;
  /** The seeded demo world. */
  readonly world: DemoWorldIds;
  readonly clock: Clock;
  readonly app: FastifyInstance;
  /** What `start` answered (without `start`: the app and its close). */
  readonly started: Started;
  readonly baseUrl: string;
  readonly secondDb: Db;
  readonly second: FastifyInstance;
  readonly secondBaseUrl: string;
  /** The tokens of the users in `login` (and of those `token` has signed in since). */
  readonly tokens: Readonly<Record<User, string>> & Readonly<Partial<Record<DemoUserKey, string>>>;
  /** A demo user's token on the first app, signed in once per file. */
  token(user: DemoUserKey): Promise<string>;
  /** A request to the first app with a demo user's bearer token (the request's own headers win). */
  injectAs(user: DemoUserKey, request: InjectOptions): Promise<LightMyRequestResponse>;
}

async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * The set-up of an API test file: registers beforeAll (a fresh test database, the app or
 * apps on it, the sign-ins) and afterAll (closes them all), and answers an object filled
 * in by the beforeAll. Read its fields in hooks and tests, not at the top of the file.
 *
 *   const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
 *   const api = useApiHarness({ clock, login: ['parent'] });
 *   it('…', async () => {
 *     const response = await api.app.inject({ method: 'GET', url: '/api/Account/Me', headers: bearer(api.tokens.parent) });
 *   });
 */
export function useApiHarness<Started extends StartedApp = StartedApp, User extends DemoUserKey = never>(
  options: ApiHarnessOptions<Started, User> = {},
): ApiHarness<Started, User> {
  const clockOption = options.clock === undefined ? {} : { clock: options.clock };
  const tokens: Partial<Record<DemoUserKey, string>> = {};
  const state: {
    database?: TestDatabase;
    started?: Started;
    baseUrl?: string;
    secondDb?: Db;
    second?: FastifyInstance;
    secondBaseUrl?: string;
  } = {};
  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`useApiHarness: no ${what} (not asked for, or read before beforeAll)`);
    return value;
  };

  beforeAll(async () => {
    const database = await createTestDatabase({ seed: options.seed, ...clockOption });
    state.database = database;
    if (options.secondInstance) {
      const ownConnection = typeof options.secondInstance === 'object' ? options.secondInstance.ownConnection : true;
      state.secondDb = ownConnection ? await database.openAnother() : database.db;
    }
    if (options.app === false) return;
    const appOptions: AppOptions = { ...options.appOptions, db: database.db, ...clockOption };
    const started = options.start
      ? await options.start(appOptions)
      : await buildTestApp(appOptions).then((app) => ({ app, close: () => app.close() }) as StartedApp as Started);
    state.started = started;
    if (state.secondDb) state.second = await buildTestApp({ db: state.secondDb, ...clockOption });
    if (options.listen) {
      state.baseUrl = await listenLocally(started.app);
      if (state.second) state.secondBaseUrl = await listenLocally(state.second);
    }
    for (const user of options.login ?? []) tokens[user] = (await loginAs(started.app, user)).AccessToken;
    // A fresh seeded database and app: seconds alone, longer on a busy machine; a test's own timeout is for its test.
  }, SETUP_TIMEOUT_MS);

  afterAll(async () => {
    await options.beforeClose?.();
    await state.started?.close();
    await state.second?.close();
    await state.database?.dispose();
  }, SETUP_TIMEOUT_MS);

  const harness: ApiHarness<Started, User> = {
    get database() {
      return ready(state.database, 'database');
    },
    get db() {
      return harness.database.db;
    },
    get world() {
      return worldOf(harness.database);
    },
    clock: options.clock ?? systemClock,
    get app() {
      return harness.started.app;
    },
    get started() {
      return ready(state.started, 'app');
    },
    get baseUrl() {
      return ready(state.baseUrl, 'base URL (listen)');
    },
    get secondDb() {
      return ready(state.secondDb, 'second connection (secondInstance)');
    },
    get second() {
      return ready(state.second, 'second instance (secondInstance)');
    },
    get secondBaseUrl() {
      return ready(state.secondBaseUrl, 'second base URL (listen, secondInstance)');
    },
    tokens: tokens as ApiHarness<Started, User>['tokens'],
    async token(user) {
      const token = tokens[user] ?? (await loginAs(harness.app, user)).AccessToken;
      tokens[user] = token;
      return token;
    },
    async injectAs(user, request) {
      return harness.app.inject({ ...request, headers: { ...bearer(await harness.token(user)), ...request.headers } });
    },
  };
  return harness;
}
