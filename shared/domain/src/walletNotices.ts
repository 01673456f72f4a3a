import { pageSettingValue, type PageSettingLike } from './pageSettings';

/**
 * The wallet page's notifications (spec section 4, "Notifications"): each is visible until
 * dismissed, and the dismissal is stored as a page setting with the value 'false', per
 * wallet or per wallet group.
 */
export const WALLET_NOTICE = {
  /** On one wallet: no primary card, so the wallet cannot be topped up automatically. */
  missingCard: 'NotificationMissingCard',
  /** On the family: no wallet has a refill yet. */
  refillTip: 'NotificationRefillTip',
  /** On the family: several wallets have no primary card (one wallet shows missingCard itself). */
  missingCards: 'NotificationMissingCards',
} as const;

export type WalletNoticeKey = (typeof WALLET_NOTICE)[keyof typeof WALLET_NOTICE];

export function noticeDismissed(settings: readonly PageSettingLike[], key: WalletNoticeKey): boolean {
  return pageSettingValue(settings, key)?.toLowerCase() === 'false';
}

export interface WalletNoticeFacts {
  mayManageMoney: boolean;
  hasPrimaryCard: boolean;
  /** How many of the family's wallets have no primary card: with several, the family notice speaks for them. */
  walletsMissingCard: number;
  walletSettings: readonly PageSettingLike[];
}

/** The notices one wallet shows. */
export function walletNoticesFor(facts: WalletNoticeFacts): WalletNoticeKey[] {
  if (!facts.mayManageMoney || facts.hasPrimaryCard || facts.walletsMissingCard > 1) return [];
  return noticeDismissed(facts.walletSettings, WALLET_NOTICE.missingCard) ? [] : [WALLET_NOTICE.missingCard];
}

export interface GroupNoticeFacts {
  mayManageMoney: boolean;
  isGuardian: boolean;
  anyRefillActive: boolean;
  walletsMissingCard: number;
  groupSettings: readonly PageSettingLike[];
}

/** The notices the family (wallet group) shows above its wallets. */
export function groupNoticesFor(facts: GroupNoticeFacts): WalletNoticeKey[] {
  if (!facts.mayManageMoney || !facts.isGuardian) return [];
  const notices: WalletNoticeKey[] = [];
  if (facts.walletsMissingCard > 1) notices.push(WALLET_NOTICE.missingCards);
  if (!facts.anyRefillActive) notices.push(WALLET_NOTICE.refillTip);
  return notices.filter((key) => !noticeDismissed(facts.groupSettings, key));
}
