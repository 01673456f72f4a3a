import { accountInformationPath, mayChangePicture, voucherKindsShown, walletLinks, type WalletLinkContext } from './walletLinks';

const WALLET = '7d0c4c55-5f0f-4f5e-9d6a-1c1f3f4a0a01';
const context = (roles: string[], overrides: Partial<WalletLinkContext> = {}): WalletLinkContext => ({
  roles,
  pageKey: 'skolepenge',
  walletId: WALLET,
  customerHasWebshop: true,
  customerHasFoodPlan: true,
  ...overrides,
});
const kinds = (ctx: WalletLinkContext) => walletLinks(ctx).map((link) => link.kind);

describe('walletLinks', () => {
  it('gives no links without roles', () => {
    expect(walletLinks(context([]))).toEqual([]);
  });

  it('gives every link to a guardian with every role, in display order', () => {
    const all = ['Webshop', 'FoodPlanner', 'ChangeAccountInformation', 'DepositWithdraw', 'Transactions', 'ChangePicture'];
    expect(kinds(context(all))).toEqual(['webshop', 'foodPlan', 'addFunds', 'transactions', 'account', 'picture']);
  });

  it.each([
    ['Webshop', 'webshop'],
    ['WebshopV2', 'webshop'],
    ['FoodPlanner', 'foodPlan'],
    ['FoodPlannerV3', 'foodPlan'],
    ['ChangeAccountInformation', 'account'],
    ['DepositWithdraw', 'addFunds'],
    ['Transactions', 'transactions'],
    ['ChangePicture', 'picture'],
  ])('role %s gives the %s link', (role, kind) => {
    expect(kinds(context([role]))).toEqual([kind]);
  });

  it('offers no shop, food plan or deposit for a wallet closed at a new school year, only what looks back', () => {
    const all = ['Webshop', 'FoodPlanner', 'ChangeAccountInformation', 'DepositWithdraw', 'Transactions', 'ChangePicture'];
    expect(kinds(context(all, { closed: true }))).toEqual(['transactions', 'account', 'picture']);
  });

  it('links the webshop and food plan only when the wallet’s customer has them', () => {
    expect(kinds(context(['Webshop', 'FoodPlanner'], { customerHasWebshop: false, customerHasFoodPlan: false }))).toEqual([]);
  });

  it('puts the wallet in every address and has no address for the add-funds dialog', () => {
    const links = walletLinks(context(['Webshop', 'DepositWithdraw', 'Transactions']));
    expect(links).toEqual([
      { kind: 'webshop', href: `/Webshop/Index?WalletID=${WALLET}` },
      { kind: 'addFunds', href: null },
      { kind: 'transactions', href: `/Transactions?WalletID=${WALLET}` },
    ]);
  });

  it('sends the account link to /Account/ChangeInformation on mywallet, ipayd and bitten only', () => {
    expect(accountInformationPath('mywallet')).toBe('/Account/ChangeInformation');
    expect(accountInformationPath('ipayd')).toBe('/Account/ChangeInformation');
    expect(accountInformationPath('bitten')).toBe('/Account/ChangeInformation');
    expect(accountInformationPath('skolepenge')).toBe('/Wallet/ChangeInformation');
    expect(accountInformationPath('kkpay')).toBe('/Wallet/ChangeInformation');
    expect(walletLinks(context(['ChangeAccountInformation'], { pageKey: 'bitten' }))[0]?.href).toBe(`/Account/ChangeInformation?WalletID=${WALLET}`);
  });

  it('lets only ChangePicture change a picture', () => {
    expect(mayChangePicture(['ChangePicture'])).toBe(true);
    expect(mayChangePicture(['ChangeAccountInformation'])).toBe(false);
  });
});

describe('voucherKindsShown', () => {
  it('shows tickets always, discounts on bitten and vouchers on mywallet', () => {
    expect(voucherKindsShown('skolepenge')).toEqual(['ticket']);
    expect(voucherKindsShown('bitten')).toEqual(['discount', 'ticket']);
    expect(voucherKindsShown('mywallet')).toEqual(['voucher', 'ticket']);
  });
});
