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

  it('shows the money-out pages (issue 27): sales and payouts in both, the reconciliation in the support tool only', () => {
    expect(screenFor('/Reports/Sales', 'partner')).toBe('sales');
    expect(screenFor('/reports/payouts', 'support')).toBe('payouts');
    expect(screenFor('/Reports', 'partner')).toBe('none');
    expect(screenFor('/Reconciliation', 'support')).toBe('reconciliation');
    expect(screenFor('/Reconciliation', 'partner')).toBe('none');
  });

  it('shows the new school year (issue 28) in the support tool only', () => {
    expect(screenFor('/SchoolYear', 'support')).toBe('schoolYear');
    expect(screenFor('/schoolyear', 'support')).toBe('schoolYear');
    expect(screenFor('/SchoolYear', 'partner')).toBe('none');
  });

  it('shows the pupil import (issue 28) on the partner site only', () => {
    expect(screenFor('/Pupils/Import', 'partner')).toBe('pupilImport');
    expect(screenFor('/pupils/import', 'partner')).toBe('pupilImport');
    expect(screenFor('/Pupils/Import', 'support')).toBe('none');
  });
});
