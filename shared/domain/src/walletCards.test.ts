import type { CreditCard } from '@kk/contracts';
import { addWalletCardPath, cardAddedDate, cardExpiry, cardLabel, cardReturnPath, defaultCardFor, isPrimaryFor, noAvailableCards, sortCards, walletCardPagePath, walletsWithoutPrimaryCard } from './walletCards';

const EMMA = '00000000-0000-4000-8000-00000000000e';
const OLIVER = '00000000-0000-4000-8000-00000000000f';
let nextId = 1;

function card(overrides: Partial<CreditCard> = {}): CreditCard {
  const id = nextId++;
  return {
    ID: id,
    UID: `00000000-0000-4000-8000-${String(id).padStart(12, '0')}`,
    IsPrimary: false,
    Merchant: 'Visa',
    MerchantName: 'Visa',
    MerchantNumber: '41000102',
    WalletID: null,
    WalletGroupID: '00000000-0000-4000-8000-0000000000aa',
    WalletGuid: null,
    WalletName: null,
    Brand: 'Visa',
    Last4: '1111',
    ExpiryMonth: 8,
    ExpiryYear: 2029,
    CreatedDate: '2026-09-01T08:00:00.000Z',
    PrimaryUses: [],
    ...overrides,
  };
}

describe('sortCards and noAvailableCards', () => {
  it('sorts group cards, wallet cards and the primary card', () => {
    const group = card();
    const own = card({ WalletID: EMMA, WalletGroupID: null });
    expect(sortCards({ CreditCards: [group, own], PrimaryCard: own })).toEqual({ groupCards: [group], walletCards: [own], primaryCard: own });
  });

  it('holds only with group cards, no wallet cards and no primary card', () => {
    const group = card();
    expect(noAvailableCards({ groupCards: [group], walletCards: [], primaryCard: null })).toBe(true);
    expect(noAvailableCards({ groupCards: [], walletCards: [], primaryCard: null })).toBe(false);
    expect(noAvailableCards({ groupCards: [group], walletCards: [card({ WalletID: EMMA })], primaryCard: null })).toBe(false);
    expect(noAvailableCards({ groupCards: [group], walletCards: [], primaryCard: group })).toBe(false);
  });
});

describe('primary cards', () => {
  const shared = card({ PrimaryUses: [{ WalletGuidID: EMMA, WalletName: 'Emma' }] });

  it('knows which wallets a card is primary for', () => {
    expect(isPrimaryFor(shared, EMMA)).toBe(true);
    expect(isPrimaryFor(shared, OLIVER)).toBe(false);
  });

  it('finds the wallets without a primary card', () => {
    const wallets = [
      { WalletID: EMMA, CreditCards: [shared] },
      { WalletID: OLIVER, CreditCards: [shared] },
    ];
    expect(walletsWithoutPrimaryCard(wallets).map((w) => w.WalletID)).toEqual([OLIVER]);
  });

  it('counts an active MobilePay agreement as a way to pay refills, and no other state of it', () => {
    expect(walletsWithoutPrimaryCard([{ WalletID: OLIVER, CreditCards: [], MobilePayAgreement: 'Active' }])).toEqual([]);
    for (const state of ['None', 'Pending', 'Stopped', 'Failed']) {
      expect(walletsWithoutPrimaryCard([{ WalletID: OLIVER, CreditCards: [], MobilePayAgreement: state }])).toHaveLength(1);
    }
  });

  it('pays with the primary card, else the only card, else asks', () => {
    const other = card({ Last4: '4242' });
    expect(defaultCardFor(EMMA, [other, shared])).toBe(shared);
    expect(defaultCardFor(OLIVER, [other])).toBe(other);
    expect(defaultCardFor(OLIVER, [other, shared])).toBeNull();
  });

  it('labels a card by brand and last four digits, and its expiry as printed', () => {
    expect(cardLabel(shared)).toBe('Visa •••• 1111');
    expect(cardExpiry(card({ ExpiryMonth: 3, ExpiryYear: 2031 }))).toBe('03/31');
    // Two cards alike are told apart by the day each was added, in the reader's way.
    expect(cardAddedDate(card({ CreatedDate: '2026-11-24T23:30:00.000Z' }), 'da')).toBe('25. nov. 2026');
    expect(cardAddedDate(card({ CreatedDate: '2026-11-24T23:30:00.000Z' }), 'en')).toBe('25 Nov 2026');
  });
});

describe('the card pages and the way back to the cart', () => {
  it('names the wallet and, when adding from the cart, the address to come back to', () => {
    expect(walletCardPagePath('w 1')).toBe('/DepositWithdraw/WalletCreditCard?WalletID=w%201');
    expect(walletCardPagePath('w1', '/Webshop/Index?checkout=true')).toBe('/DepositWithdraw/WalletCreditCard?WalletID=w1&ReturnUrl=%2FWebshop%2FIndex%3Fcheckout%3Dtrue');
    expect(addWalletCardPath('w1', null)).toBe('/DepositWithdraw/WalletCreditCard/AddCard?WalletID=w1');
  });

  it('accepts only a path on this site as the way back', () => {
    const query = (value: string) => new URLSearchParams({ ReturnUrl: value });
    expect(cardReturnPath(query('/Webshop/Index?checkout=true'))).toBe('/Webshop/Index?checkout=true');
    expect(cardReturnPath(query('https://evil.example/'))).toBeNull();
    expect(cardReturnPath(query('//evil.example/'))).toBeNull();
    expect(cardReturnPath(new URLSearchParams())).toBeNull();
  });
});
