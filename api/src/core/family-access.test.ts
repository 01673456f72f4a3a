import { cardServesWallet, managesWallet, managesWalletGroup } from './family-access';

const guardian = { userId: 'u-guardian', guardianOfWalletGroupIds: ['g-jensen'] };
const stranger = { userId: 'u-stranger', guardianOfWalletGroupIds: ['g-nielsen'] };

describe('family access to cards and refills', () => {
  it('lets a guardian manage the wallets of the group, and nobody else', () => {
    const emma = { holderUserId: null, walletGroupId: 'g-jensen' };
    expect(managesWallet(guardian, emma)).toBe(true);
    expect(managesWallet(stranger, emma)).toBe(false);
  });

  it("lets a holder manage their own wallet but not another holder's", () => {
    expect(managesWallet({ userId: 'u-anne', guardianOfWalletGroupIds: [] }, { holderUserId: 'u-anne', walletGroupId: null })).toBe(true);
    expect(managesWallet({ userId: 'u-anne', guardianOfWalletGroupIds: [] }, { holderUserId: 'u-dev', walletGroupId: null })).toBe(false);
  });

  it('does not treat a wallet without a group as anybody’s group', () => {
    expect(managesWallet(guardian, { holderUserId: null, walletGroupId: null })).toBe(false);
  });

  it('lets only a guardian manage a wallet group', () => {
    expect(managesWalletGroup(guardian, 'g-jensen')).toBe(true);
    expect(managesWalletGroup(stranger, 'g-jensen')).toBe(false);
  });

  it('serves a wallet with its own cards and its group’s cards only', () => {
    const emma = { id: 'w-emma', walletGroupId: 'g-jensen' };
    expect(cardServesWallet({ walletId: 'w-emma', walletGroupId: null }, emma)).toBe(true);
    expect(cardServesWallet({ walletId: 'w-oliver', walletGroupId: null }, emma)).toBe(false);
    expect(cardServesWallet({ walletId: null, walletGroupId: 'g-jensen' }, emma)).toBe(true);
    expect(cardServesWallet({ walletId: null, walletGroupId: 'g-nielsen' }, emma)).toBe(false);
    expect(cardServesWallet({ walletId: null, walletGroupId: 'g-jensen' }, { id: 'w-anne', walletGroupId: null })).toBe(false);
  });
});
