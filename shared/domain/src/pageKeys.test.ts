import { ALL_PAGE_KEYS, BASE_PAGE_KEYS, brandMismatch, DEFAULT_PAGE_KEY, pageKeyFromHost, splitVariant, subDomainForPageKey } from './pageKeys';

describe('page keys', () => {
  it('holds the 30 base keys and 35 suffixed variants of spec section 2', () => {
    expect(BASE_PAGE_KEYS).toHaveLength(30);
    expect(ALL_PAGE_KEYS).toHaveLength(65);
    expect(new Set(ALL_PAGE_KEYS).size).toBe(65);
    expect(ALL_PAGE_KEYS).toContain('dragorpersonale');
    expect(ALL_PAGE_KEYS).toContain('bronderslevskole');
  });

  it('chooses the key by sub-domain, locally and in production', () => {
    expect(pageKeyFromHost('kkpay.localhost:3000')).toBe('kkpay');
    expect(pageKeyFromHost('kkpay.example.dk')).toBe('kkpay');
    expect(pageKeyFromHost('randerspleje.localhost')).toBe('randerspleje');
    expect(pageKeyFromHost('product.localhost:3000')).toBe('{product}');
  });

  it('has no key for a bare host or an unknown sub-domain', () => {
    expect(pageKeyFromHost('localhost:3000')).toBeNull();
    expect(pageKeyFromHost('www.example.dk')).toBeNull();
    expect(DEFAULT_PAGE_KEY).toBe('skolepenge');
  });

  it('maps keys to sub-domains and splits variants', () => {
    expect(subDomainForPageKey('{product}')).toBe('product');
    expect(subDomainForPageKey('kkpay')).toBe('kkpay');
    expect(splitVariant('naestvedklub')).toEqual({ municipality: 'naestved', suffix: 'klub' });
    expect(splitVariant('dragor')).toBeNull();
  });
});

describe('brandMismatch', () => {
  const kkpay = { protocol: 'http:', host: 'kkpay.localhost:3000' };

  it('sends a user whose customers use another brand to that brand’s address', () => {
    expect(brandMismatch(kkpay, 'wallet', ['skolepenge'])).toEqual({ pageKey: 'skolepenge', loginUrl: 'http://skolepenge.localhost:3000/Account/Login' });
    expect(brandMismatch({ protocol: 'https:', host: 'kkpay.example.dk' }, 'wallet', ['{product}'])).toEqual({ pageKey: '{product}', loginUrl: 'https://product.example.dk/Account/Login' });
  });

  it('leaves a user on one of their own brands alone', () => {
    expect(brandMismatch(kkpay, 'wallet', ['skolepenge', 'kkpay'])).toBeNull();
  });

  it('leaves alone an address without a brand, a user without customers and the other applications', () => {
    expect(brandMismatch({ protocol: 'http:', host: 'localhost:3000' }, 'wallet', ['meeting'])).toBeNull();
    expect(brandMismatch(kkpay, 'wallet', [])).toBeNull();
    expect(brandMismatch(kkpay, 'wallet', ['not-a-page-key'])).toBeNull();
    expect(brandMismatch(kkpay, 'partner', ['skolepenge'])).toBeNull();
  });
});
