import { groupNoticesFor, noticeDismissed, WALLET_NOTICE, walletNoticesFor } from './walletNotices';

describe('wallet notices', () => {
  const facts = { mayManageMoney: true, hasPrimaryCard: false, walletsMissingCard: 1, walletSettings: [] };

  it('shows the missing-card notice on a wallet without a primary card', () => {
    expect(walletNoticesFor(facts)).toEqual([WALLET_NOTICE.missingCard]);
    expect(walletNoticesFor({ ...facts, hasPrimaryCard: true })).toEqual([]);
    expect(walletNoticesFor({ ...facts, mayManageMoney: false })).toEqual([]);
  });

  it('leaves it to the family notice when several wallets miss a card', () => {
    expect(walletNoticesFor({ ...facts, walletsMissingCard: 2 })).toEqual([]);
  });

  it("hides a notice whose page setting is 'false', whatever its case", () => {
    expect(walletNoticesFor({ ...facts, walletSettings: [{ Key: WALLET_NOTICE.missingCard, Value: 'False' }] })).toEqual([]);
    expect(noticeDismissed([{ Key: WALLET_NOTICE.missingCard, Value: 'true' }], WALLET_NOTICE.missingCard)).toBe(false);
  });
});

describe('group notices', () => {
  const facts = { mayManageMoney: true, isGuardian: true, anyRefillActive: false, walletsMissingCard: 0, groupSettings: [] };

  it('suggests a refill to a guardian until one is set or the tip is dismissed', () => {
    expect(groupNoticesFor(facts)).toEqual([WALLET_NOTICE.refillTip]);
    expect(groupNoticesFor({ ...facts, anyRefillActive: true })).toEqual([]);
    expect(groupNoticesFor({ ...facts, isGuardian: false })).toEqual([]);
    expect(groupNoticesFor({ ...facts, groupSettings: [{ Key: WALLET_NOTICE.refillTip, Value: 'false' }] })).toEqual([]);
  });

  it('speaks for several wallets without a primary card, until dismissed', () => {
    expect(groupNoticesFor({ ...facts, anyRefillActive: true, walletsMissingCard: 2 })).toEqual([WALLET_NOTICE.missingCards]);
    expect(groupNoticesFor({ ...facts, anyRefillActive: true, walletsMissingCard: 2, groupSettings: [{ Key: WALLET_NOTICE.missingCards, Value: 'false' }] })).toEqual([]);
  });
});
