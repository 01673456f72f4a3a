import { ALL_PAGE_KEYS, BASE_PAGE_KEYS, DEFAULT_PAGE_KEY, pageKeyFromHost, splitVariant, subDomainForPageKey } from './pageKeys';

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
