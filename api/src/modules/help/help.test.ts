import type { FastifyInstance } from 'fastify';
import { useApiHarness } from '../../test-support/app';

// A fresh database is migrated and seeded per file; on PGlite that takes several seconds.
jest.setTimeout(30_000);

let app: FastifyInstance;

const api = useApiHarness();
beforeAll(() => ({ app } = api));

describe('GET /api/assets/HelpVideos', () => {
  it('lists the help videos without a session, in Danish by default, the first one expanded', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/assets/HelpVideos' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.headers.vary).toContain('language');
    const videos = response.json();
    expect(videos.map((v: { ID: string }) => v.ID)).toEqual(['add-funds', 'order-food', 'school-card']);
    expect(videos[0]).toEqual({
      ID: 'add-funds',
      VideoUrl: '/help/add-funds.webm',
      Title: 'Sådan sætter du penge ind',
      Description: expect.stringContaining('betalingskort'),
      Expand: true,
    });
    expect(videos.slice(1).every((v: { Expand: boolean }) => !v.Expand)).toBe(true);
  });

  it('answers in English for the language header en', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/assets/HelpVideos', headers: { language: 'en' } });
    expect(response.json()[1]).toMatchObject({ ID: 'order-food', Title: 'How to order food' });
  });
});
