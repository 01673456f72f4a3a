import { mayUseApplication, parseApplication } from './application-access';

describe('application access', () => {
  it('treats a missing header as the wallet site', () => {
    expect(parseApplication(undefined)).toBe('wallet');
    expect(parseApplication('')).toBe('wallet');
  });

  it('reads the three application names and rejects others', () => {
    expect(parseApplication('Partner')).toBe('partner');
    expect(parseApplication('support')).toBe('support');
    expect(parseApplication('admin')).toBeNull();
  });

  it('lets anyone use the wallet site', () => {
    expect(mayUseApplication('wallet', [])).toBe(true);
  });

  it('requires PartnerSite for the partner site and SupportTool for the support tool', () => {
    expect(mayUseApplication('partner', ['Transactions'])).toBe(false);
    expect(mayUseApplication('partner', ['PartnerSite'])).toBe(true);
    expect(mayUseApplication('support', ['PartnerSite'])).toBe(false);
    expect(mayUseApplication('support', ['SupportTool'])).toBe(true);
  });
});
