import { isAllowedReturnUrl } from './returnAddresses.cjs';

const LOCAL = [/^https?:\/\/((?:[a-z0-9-]+\.)*localhost|127\.0\.0\.1)(?::\d+)?$/, 'https://wallet.example.dk'];

describe('return addresses for the card provider', () => {
  it.each([
    'http://localhost:3000/DepositWithdraw/WalletCreditCard?WalletID=1&checkout=true',
    'http://kkpay.localhost:3000/DepositWithdraw/WalletGroupCreditCard',
    'https://wallet.example.dk/Webshop/Index?checkout=true',
  ])('accepts the platform origin %s', (url) => {
    expect(isAllowedReturnUrl(url, LOCAL)).toBe(true);
  });

  it.each([
    'https://evil.example/DepositWithdraw',
    'https://wallet.example.dk.evil.example/',
    'javascript:alert(1)',
    '/DepositWithdraw/WalletCreditCard',
    'http://user:pass@localhost:3000/',
    'not a url',
  ])('refuses %s', (url) => {
    expect(isAllowedReturnUrl(url, LOCAL)).toBe(false);
  });
});
