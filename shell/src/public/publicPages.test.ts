import { publicPageOf } from './publicPages';

describe('publicPageOf', () => {
  it('finds the development mail page on every site, whatever the case', () => {
    expect(publicPageOf('/DevMail', 'wallet')).toBe('devMail');
    expect(publicPageOf('/devmail/', 'partner')).toBe('devMail');
    expect(publicPageOf('/DevMail', 'support')).toBe('devMail');
  });

  it('finds the acceptance page on the wallet site only', () => {
    expect(publicPageOf('/AllowAccess/Accept', 'wallet')).toBe('acceptInvitation');
    expect(publicPageOf('/allowaccess/accept', 'wallet')).toBe('acceptInvitation');
    expect(publicPageOf('/AllowAccess/Accept', 'partner')).toBeNull();
  });

  it('finds the forgotten password\'s pages on every site', () => {
    for (const application of ['wallet', 'partner', 'support'] as const) {
      expect(publicPageOf('/Account/ForgotPassword', application)).toBe('forgotPassword');
      expect(publicPageOf('/account/resetpassword/', application)).toBe('resetPassword');
    }
  });

  it('leaves every other address to the modules', () => {
    expect(publicPageOf('/', 'wallet')).toBeNull();
    expect(publicPageOf('/DevMail/Other', 'wallet')).toBeNull();
    expect(publicPageOf('/AllowAccess', 'wallet')).toBeNull();
  });
});
