import { subdomainHref } from './landing';

describe('subdomainHref', () => {
  it('prefixes the current host on localhost and in production', () => {
    expect(subdomainHref('kkpay', { protocol: 'http:', host: 'localhost:3000' })).toBe('http://kkpay.localhost:3000/');
    expect(subdomainHref('bitten', { protocol: 'https:', host: 'wallet.example.dk' })).toBe('https://bitten.wallet.example.dk/');
  });

  it('replaces the label of the brand the visitor is on', () => {
    expect(subdomainHref('bitten', { protocol: 'http:', host: 'kkpay.localhost:3000' })).toBe('http://bitten.localhost:3000/');
    expect(subdomainHref('skolepenge', { protocol: 'https:', host: 'product.example.dk' })).toBe('https://skolepenge.example.dk/');
  });

  it('uses localhost for an IP address', () => {
    expect(subdomainHref('kkpay', { protocol: 'http:', host: '127.0.0.1:3000' })).toBe('http://kkpay.localhost:3000/');
  });
});
