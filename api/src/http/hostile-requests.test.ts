import { CULTURE_SWITCH_CASES, fuzzTargets, NOT_A_PATH, otherHostTargets, sendRaw, shown } from '../../../shared/build/jest/hostile-requests.mjs';
import { buildTestApp, useApiHarness } from '../test-support/app';

/**
 * The API under the requests of issue 23, over a real socket (inject would normalise
 * them): a path that is not one of its own, odd query values and a route that fails
 * answer the request alone, and the process serves the next one.
 */
const api = useApiHarness({
  listen: true,
  start: async (options) => {
    const app = await buildTestApp(options);
    // Routes that fail in each way a handler can, to see what the API answers for them.
    const anonymous = { config: { anonymous: true } };
    app.get('/api/test-failures/throws', anonymous, () => {
      throw new Error('a thrown failure');
    });
    app.get('/api/test-failures/rejects', anonymous, async () => {
      throw new Error('a rejected failure');
    });
    app.get('/api/test-failures/bad-header', anonymous, async (request, reply) => {
      // A header value Node refuses to send (a line break), as a careless redirect would make.
      return reply.code(302).header('location', `/x${String.fromCharCode(10)}y`).send();
    });
    return { app, close: () => app.close() };
  },
});

let port: number;
beforeAll(() => {
  port = Number(new URL(api.baseUrl).port);
});

async function expectStillServing() {
  const health = await sendRaw(port, '/api/health');
  expect(health.status).toBe(200);
}

it.each(['/api/test-failures/throws', '/api/test-failures/rejects', '/api/test-failures/bad-header'])('answers 500 for %s and serves the next request', async (target) => {
  const answer = await sendRaw(port, target);
  expect(answer.status).toBe(500);
  expect(answer.body).not.toContain('failure');
  await expectStillServing();
});

it.each([...NOT_A_PATH, ...otherHostTargets('127.0.0.1:1'), ...CULTURE_SWITCH_CASES])('answers %j without a server error and lives on', async (target) => {
  const answer = await sendRaw(port, target);
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  await expectStillServing();
});

it('answers every fuzzed path and query value without a server error, and lives on after each', async () => {
  for (const target of fuzzTargets(300)) {
    const answer = await sendRaw(port, target);
    expect([shown(target), answer.status >= 200 && answer.status < 500]).toEqual([shown(target), true]);
    await expectStillServing();
  }
}, 300_000);
