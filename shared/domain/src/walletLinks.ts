/**
 * The wallet widget's links and panels (spec sections 2 and 6): which a user gets follows
 * their roles, the wallet's customer (a webshop or food plan must exist to be linked) and
 * the brand's page key.
 */

export type WalletLinkKind = 'webshop' | 'foodPlan' | 'account' | 'addFunds' | 'transactions' | 'picture';

export interface WalletLink {
  kind: WalletLinkKind;
  /** Where the link goes; add funds opens a dialog instead, so it has none. */
  href: string | null;
}

export interface WalletLinkContext {
  roles: readonly string[];
  pageKey: string;
  walletId: string;
  /** The wallet's customer offers a webshop / a food plan. */
  customerHasWebshop: boolean;
  customerHasFoodPlan: boolean;
  /** Closed at a new school year: nothing can be bought for it or paid into it any more. */
  closed?: boolean;
}

/** Page keys whose account page is the shell's /Account/ChangeInformation (spec section 2). */
const ACCOUNT_PAGE_KEYS: readonly string[] = ['mywallet', 'ipayd', 'bitten'];

const hasAny = (roles: readonly string[], ...wanted: string[]) => wanted.some((role) => roles.includes(role));

export function accountInformationPath(pageKey: string): string {
  return ACCOUNT_PAGE_KEYS.includes(pageKey) ? '/Account/ChangeInformation' : '/Wallet/ChangeInformation';
}

const withWallet = (path: string, walletId: string) => `${path}?WalletID=${encodeURIComponent(walletId)}`;

/** Spec section 2: /Picture/ChangePicture with query WalletID. */
export const picturePagePath = (walletId: string): string => withWallet('/Picture/ChangePicture', walletId);

/** The widget's links in display order, for the roles the user holds. */
export function walletLinks(context: WalletLinkContext): WalletLink[] {
  const { roles, walletId } = context;
  const links: WalletLink[] = [];
  const open = context.closed !== true;
  if (open && context.customerHasWebshop && hasAny(roles, 'Webshop', 'WebshopV2')) links.push({ kind: 'webshop', href: withWallet('/Webshop/Index', walletId) });
  if (open && context.customerHasFoodPlan && hasAny(roles, 'FoodPlanner', 'FoodPlannerV3')) links.push({ kind: 'foodPlan', href: withWallet('/FoodPlanner', walletId) });
  if (open && hasAny(roles, 'DepositWithdraw')) links.push({ kind: 'addFunds', href: null });
  if (hasAny(roles, 'Transactions')) links.push({ kind: 'transactions', href: withWallet('/Transactions', walletId) });
  if (hasAny(roles, 'ChangeAccountInformation')) links.push({ kind: 'account', href: withWallet(accountInformationPath(context.pageKey), walletId) });
  if (mayChangePicture(roles)) links.push({ kind: 'picture', href: picturePagePath(walletId) });
  return links;
}

/** Spec section 5: a picture change proceeds only with the ChangePicture role. */
export function mayChangePicture(roles: readonly string[]): boolean {
  return roles.includes('ChangePicture');
}

/** Deposits, cards and refills need the DepositWithdraw role. */
export function mayManageMoney(roles: readonly string[]): boolean {
  return roles.includes('DepositWithdraw');
}

export type VoucherKind = 'ticket' | 'voucher' | 'discount';

/** Spec section 2: discounts on the bitten variant, vouchers on the mywallet variant, tickets always. */
export function voucherKindsShown(pageKey: string): VoucherKind[] {
  const kinds: VoucherKind[] = [];
  if (pageKey === 'bitten') kinds.push('discount');
  if (pageKey === 'mywallet') kinds.push('voucher');
  kinds.push('ticket');
  return kinds;
}
