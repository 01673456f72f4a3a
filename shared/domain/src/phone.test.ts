import type { CountryCode } from '@kk/contracts';
import { formatPhone } from './inputHelpers';
import { DEFAULT_PHONE_COUNTRY, joinPhoneNumber, normalizePhoneNumber, phoneCallingCodes, phoneDigits, splitPhoneNumber } from './phone';

const COUNTRIES: CountryCode[] = [
  { code: 'US', callingCode: '1' },
  { code: 'SJ', callingCode: '47' },
  { code: 'DK', callingCode: '45' },
  { code: 'NO', callingCode: '47' },
  { code: 'SE', callingCode: '46' },
  { code: 'FO', callingCode: '298' },
  { code: 'DK', callingCode: '45' },
];

describe('the country-code picker', () => {
  it('offers the 2-digit calling codes only, once each, in numeric order, with their countries', () => {
    expect(phoneCallingCodes(COUNTRIES)).toEqual([
      { callingCode: '45', countries: ['DK'] },
      { callingCode: '46', countries: ['SE'] },
      { callingCode: '47', countries: ['NO', 'SJ'] },
    ]);
  });

  it('defaults to Denmark, 45', () => {
    expect(DEFAULT_PHONE_COUNTRY).toEqual({ code: 'DK', callingCode: '45' });
  });
});

describe('mobile numbers', () => {
  it('are 10 digits: a 2-digit country code and 8 digits', () => {
    expect(normalizePhoneNumber('4520123401')).toBe('4520123401');
    expect(normalizePhoneNumber('+45 20 12 34 01')).toBe('4520123401');
    expect(normalizePhoneNumber('+45 (20) 12-34-01')).toBe('4520123401');
    expect(normalizePhoneNumber('20123401')).toBeNull();
    expect(normalizePhoneNumber('452012340')).toBeNull();
    expect(normalizePhoneNumber('45201234011')).toBeNull();
    expect(normalizePhoneNumber('45201234ab')).toBeNull();
    expect(normalizePhoneNumber('')).toBeNull();
  });

  it("begin with a country's 2-digit calling code when the list is given", () => {
    expect(normalizePhoneNumber('4520123401', COUNTRIES)).toBe('4520123401');
    expect(normalizePhoneNumber('4720123401', COUNTRIES)).toBe('4720123401');
    expect(normalizePhoneNumber('1020123401', COUNTRIES)).toBeNull();
    // 298 has three digits: a Faroese number does not fit the 10-digit rule.
    expect(normalizePhoneNumber('2981234567', COUNTRIES)).toBeNull();
  });

  it("are joined from the picker's code and the 8 local digits, or the whole number typed again", () => {
    expect(joinPhoneNumber('45', '20 12 34 01')).toBe('4520123401');
    expect(joinPhoneNumber('46', '70-123-456')).toBe('4670123456');
    expect(joinPhoneNumber('45', '+45 20 12 34 01')).toBe('4520123401');
    expect(joinPhoneNumber('45', '+46 20 12 34 01')).toBeNull();
    expect(joinPhoneNumber('45', '2012340')).toBeNull();
    expect(joinPhoneNumber('45', '201234011')).toBeNull();
    expect(joinPhoneNumber('298', '201234')).toBeNull();
  });

  it('are split for the picker, the default country when there is none', () => {
    expect(splitPhoneNumber('4720123401', COUNTRIES)).toEqual({ callingCode: '47', local: '20123401' });
    expect(splitPhoneNumber(null, COUNTRIES)).toEqual({ callingCode: '45', local: '' });
    expect(splitPhoneNumber('9920123401', COUNTRIES)).toEqual({ callingCode: '45', local: '' });
  });

  it('show as +CC and pairs of digits', () => {
    expect(formatPhone(joinPhoneNumber('45', '20123401')!)).toBe('+45 20 12 34 01');
    expect(phoneDigits('+45 20-12 (34) 01')).toBe('4520123401');
  });
});
