import { CountryCodesResponse } from '@kk/contracts';
import type { FastifyInstance } from 'fastify';
import { useApiHarness } from '../../test-support/app';

let app: FastifyInstance;

const api = useApiHarness({ seed: false });
beforeAll(() => ({ app } = api));

describe('GET /assets/ISO2/ISO2_phone.json', () => {
  it('lists every ISO 3166-1 alpha-2 country once with its calling code', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/ISO2/ISO2_phone.json' });
    expect(response.statusCode).toBe(200);
    const countries = CountryCodesResponse.parse(response.json());
    expect(countries).toHaveLength(249);
    expect(new Set(countries.map((country) => country.code)).size).toBe(249);
    for (const country of countries) {
      expect(country.code).toMatch(/^[A-Z]{2}$/);
      expect(country.callingCode).toMatch(/^[1-9]\d{0,3}$/);
    }
    const callingCode = (code: string) => countries.find((country) => country.code === code)?.callingCode;
    expect([callingCode('DK'), callingCode('GL'), callingCode('FO'), callingCode('SE'), callingCode('US')]).toEqual(['45', '299', '298', '46', '1']);
  });
});
