import { canAccessWallet, mayOverrideRestrictions, type WalletScope, type WalletViewer } from './wallet-access';

const municipality = 'm-solbakke';
const school = 's-solbakke';
const otherSchool = 's-kildevang';

const emma: WalletScope = {
  holderUserId: null,
  walletGroupId: 'group-jensen',
  customerId: school,
  customerAncestorIds: [municipality],
};
const freja: WalletScope = { holderUserId: null, walletGroupId: 'group-nielsen', customerId: otherSchool, customerAncestorIds: [] };

const viewer = (overrides: Partial<WalletViewer>): WalletViewer => ({
  userId: 'u',
  application: 'wallet',
  roles: [],
  guardianOfWalletGroupIds: [],
  memberOfCustomerIds: [],
  ...overrides,
});

describe('canAccessWallet', () => {
  it('lets the holder see their own wallet', () => {
    expect(canAccessWallet(viewer({ userId: 'anne' }), { ...emma, walletGroupId: null, holderUserId: 'anne' })).toBe(true);
  });

  it("lets a guardian see their group's wallets and not another family's", () => {
    const mette = viewer({ guardianOfWalletGroupIds: ['group-jensen'] });
    expect(canAccessWallet(mette, emma)).toBe(true);
    expect(canAccessWallet(mette, freja)).toBe(false);
  });

  it('lets partner staff of the municipality see wallets of its schools only', () => {
    const peter = viewer({ application: 'partner', roles: ['PartnerSite'], memberOfCustomerIds: [municipality] });
    expect(canAccessWallet(peter, emma)).toBe(true);
    expect(canAccessWallet(peter, freja)).toBe(false);
  });

  it('gives partner staff no powers outside the partner site', () => {
    const peterOnWalletSite = viewer({ application: 'wallet', roles: ['PartnerSite'], memberOfCustomerIds: [municipality] });
    expect(canAccessWallet(peterOnWalletSite, emma)).toBe(false);
  });

  it('needs the PartnerSite role, not only membership', () => {
    expect(canAccessWallet(viewer({ application: 'partner', memberOfCustomerIds: [school] }), emma)).toBe(false);
  });

  it('lets the support tool see any wallet, and only the support tool', () => {
    expect(canAccessWallet(viewer({ application: 'support', roles: ['SupportTool'] }), freja)).toBe(true);
    expect(canAccessWallet(viewer({ application: 'wallet', roles: ['SupportTool'] }), freja)).toBe(false);
  });

  it('refuses everyone else', () => {
    expect(canAccessWallet(viewer({ roles: ['Developer', 'Debug'] }), emma)).toBe(false);
  });
});

describe('mayOverrideRestrictions', () => {
  it('lets a guardian and staff skip the restrictions when they order for a wallet', () => {
    expect(mayOverrideRestrictions(viewer({ guardianOfWalletGroupIds: [emma.walletGroupId as string] }), emma)).toBe(true);
    expect(mayOverrideRestrictions(viewer({ application: 'support', roles: ['SupportTool'] }), emma)).toBe(true);
  });

  it("never lets a pupil skip the restrictions a guardian set on the pupil's own wallet", () => {
    expect(mayOverrideRestrictions(viewer({ userId: 'emma-herself' }), { ...emma, holderUserId: 'emma-herself' })).toBe(false);
  });

  it('lets an adult skip the restrictions of their own wallet, which has no guardians', () => {
    expect(mayOverrideRestrictions(viewer({ userId: 'anne' }), { ...emma, walletGroupId: null, holderUserId: 'anne' })).toBe(true);
  });

  it('lets nobody else', () => {
    expect(mayOverrideRestrictions(viewer({}), emma)).toBe(false);
  });
});
