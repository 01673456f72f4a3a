import { screenFor } from './TransactionsApp';

describe('the screens by path', () => {
  it('shows each application its own link targets (spec section 2)', () => {
    expect(screenFor('/', 'partner')).toBe('search');
    expect(screenFor('/Transactions', 'support')).toBe('search');
    expect(screenFor('/Units/DeviceInfo', 'partner')).toBe('unit');
    expect(screenFor('/Units/Index', 'partner')).toBe('none');
    expect(screenFor('/Units/Index', 'support')).toBe('unit');
    expect(screenFor('/Messages/All', 'partner')).toBe('messages');
    expect(screenFor('/CustomerSupport/Users', 'partner')).toBe('wallet');
    expect(screenFor('/Wallet/WalletUserInfo', 'support')).toBe('wallet');
    expect(screenFor('/Wallet/WalletUserInfo', 'partner')).toBe('none');
  });
});
