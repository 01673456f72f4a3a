import type { ApplicationName } from '@kk/contracts';

export interface WalletViewer {
  userId: string;
  /** The application the session was opened for: staff powers apply only there. */
  application: ApplicationName;
  roles: readonly string[];
  guardianOfWalletGroupIds: readonly string[];
  /** Customers the user works for (partner-site staff belong to one). */
  memberOfCustomerIds: readonly string[];
}

export interface WalletScope {
  holderUserId: string | null;
  walletGroupId: string | null;
  customerId: string;
  /** The wallet's customer's parents up to the root (a school's municipality). */
  customerAncestorIds: readonly string[];
}

/**
 * Who may see and change a wallet: its holder, a guardian of its wallet group,
 * partner-site staff of its customer or of a customer above it, and the support tool.
 * Staff roles count only in the application they belong to, so a partner's token from
 * the wallet site does not carry partner powers.
 */
export function canAccessWallet(viewer: WalletViewer, wallet: WalletScope): boolean {
  if (wallet.holderUserId !== null && wallet.holderUserId === viewer.userId) return true;
  if (wallet.walletGroupId !== null && viewer.guardianOfWalletGroupIds.includes(wallet.walletGroupId)) return true;
  if (viewer.application === 'support' && viewer.roles.includes('SupportTool')) return true;
  if (viewer.application === 'partner' && viewer.roles.includes('PartnerSite')) {
    const customerChain = [wallet.customerId, ...wallet.customerAncestorIds];
    return viewer.memberOfCustomerIds.some((id) => customerChain.includes(id));
  }
  return false;
}

/**
 * Whether an order for this wallet may use the restriction overrides (UseRestrictionOverride,
 * IgnoreWalletSettings): the flows the spec means are a guardian ordering for a child and
 * staff (support tool, partner site) ordering for a wallet they look after. The wallet's
 * own holder may not skip the restrictions a guardian set; only a holder whose wallet has
 * no guardians (an adult's own wallet) sets and may skip their own.
 */
export function mayOverrideRestrictions(viewer: WalletViewer, wallet: WalletScope): boolean {
  const viaGuardianOrStaff = canAccessWallet(viewer, { ...wallet, holderUserId: null });
  if (viaGuardianOrStaff) return true;
  return wallet.holderUserId !== null && wallet.holderUserId === viewer.userId && wallet.walletGroupId === null;
}
