import { mayPayWith, mayPayWithCard, maySetCardSharing } from './cardConsent';
import { defaultCardFor } from './walletCards';
import type { CreditCard } from '@kk/contracts';

const HOLDER = '00000000-0000-4000-8000-000000000001';
const OTHER_GUARDIAN = '00000000-0000-4000-8000-000000000002';

describe('mayPayWithCard', () => {
  it('lets the holder pay with their card, shared or not', () => {
    expect(mayPayWithCard({ savedByUserId: HOLDER, sharedWithFamily: false }, HOLDER)).toBe(true);
    expect(mayPayWithCard({ savedByUserId: HOLDER, sharedWithFamily: true }, HOLDER)).toBe(true);
  });

  it("refuses another guardian a card its holder has not shared, and lets them while it is shared", () => {
    expect(mayPayWithCard({ savedByUserId: HOLDER, sharedWithFamily: false }, OTHER_GUARDIAN)).toBe(false);
    expect(mayPayWithCard({ savedByUserId: HOLDER, sharedWithFamily: true }, OTHER_GUARDIAN)).toBe(true);
  });

  it('lets nobody pay with a card without a holder unless it is shared', () => {
    expect(mayPayWithCard({ savedByUserId: null, sharedWithFamily: false }, HOLDER)).toBe(false);
    expect(mayPayWithCard({ savedByUserId: null, sharedWithFamily: true }, HOLDER)).toBe(true);
  });
});

describe('maySetCardSharing', () => {
  it('is the holder’s switch alone', () => {
    expect(maySetCardSharing({ savedByUserId: HOLDER, sharedWithFamily: false }, HOLDER)).toBe(true);
    expect(maySetCardSharing({ savedByUserId: HOLDER, sharedWithFamily: true }, OTHER_GUARDIAN)).toBe(false);
    expect(maySetCardSharing({ savedByUserId: null, sharedWithFamily: true }, HOLDER)).toBe(false);
  });
});

describe('mayPayWith and defaultCardFor (the screens)', () => {
  const WALLET = '00000000-0000-4000-8000-00000000000e';
  const card = (uid: string, overrides: Partial<CreditCard>): CreditCard => ({
    ID: 1, UID: uid, IsPrimary: false, Merchant: 'Dankort', MerchantName: 'Dankort', MerchantNumber: '41000101', WalletID: null,
    WalletGroupID: '00000000-0000-4000-8000-0000000000aa', WalletGuid: null, WalletName: null, Brand: 'Dankort', Last4: '0006',
    ExpiryMonth: 8, ExpiryYear: 2029, CreatedDate: '2026-09-01T08:00:00.000Z', PrimaryUses: [], ...overrides,
  });
  const inviters = card('00000000-0000-4000-8000-000000000011', { PrimaryUses: [{ WalletGuidID: WALLET, WalletName: 'Emma' }], SavedBy: 'Mette', CanUse: false });
  const own = card('00000000-0000-4000-8000-000000000012', { Last4: '1111', SavedBy: 'Karen', SavedByMe: true, CanUse: true });

  it('follows the API’s CanUse, and counts a list without it as usable', () => {
    expect(mayPayWith(inviters)).toBe(false);
    expect(mayPayWith(own)).toBe(true);
    expect(mayPayWith({})).toBe(true);
  });

  it('never proposes a card the user may not pay with, even the primary one', () => {
    expect(defaultCardFor(WALLET, [inviters])).toBeNull();
    expect(defaultCardFor(WALLET, [inviters, own])).toBe(own);
  });
});
