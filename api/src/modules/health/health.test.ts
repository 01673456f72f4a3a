import type { FastifyInstance } from 'fastify';
import { testEngine, type TestDatabase } from '../../test-support/db';
import { buildTestApp, useApiHarness } from '../../test-support/app';

let database: TestDatabase;
let app: FastifyInstance;

const api = useApiHarness();
beforeAll(() => ({ database, app } = api));

describe('GET /api/health', () => {
  it('answers ok with the engine, without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: testEngine() });
  });

  it('answers 503 with the error object when the database does not answer', async () => {
    const broken = await buildTestApp({
      db: { ...database.db, query: () => Promise.reject(new Error('connection lost')) },
    });
    const response = await broken.inject({ method: 'GET', url: '/api/health' });
    await broken.close();
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ StatusCode: 503, message: 'Service unavailable', reason: 'The database does not answer' });
  });
});
