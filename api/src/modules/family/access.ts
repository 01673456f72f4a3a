import { badRequest, forbidden } from '../../core/errors';
import { managesWallet, managesWalletGroup, type FamilyMember } from '../../core/family-access';
import type { Queryable } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import * as family from './repository';

export type { FamilyWalletRow } from './repository';

/** The role the spec's DepositWithdraw calls need (add funds, cards, refills). */
export const DEPOSIT_ROLE = 'DepositWithdraw';

/** Not found and not yours answer alike, so ids of other families cannot be probed. */
export const NO_WALLET_ACCESS = 'The wallet does not exist or you have no access to it';
export const NO_GROUP_ACCESS = 'The wallet group does not exist or you have no access to it';

export function requireDepositRole(auth: AuthContext): void {
  if (!auth.roles.includes(DEPOSIT_ROLE)) throw forbidden(`The role ${DEPOSIT_ROLE} is required`);
}

/**
 * The family checks of every module that moves or shows a family's money: only guardians
 * of a wallet's group and its holder may see or move the money of the wallet
 * (core/family-access.ts).
 */
export class FamilyAccess {
  constructor(private readonly q: Queryable) {}

  /** The same checks inside a transaction, so what they read is held to it. */
  within(tx: Queryable): FamilyAccess {
    return new FamilyAccess(tx);
  }

  async member(auth: AuthContext): Promise<FamilyMember> {
    return { userId: auth.userId, guardianOfWalletGroupIds: await this.guardedGroupIds(auth.userId) };
  }

  async wallet(auth: AuthContext, walletId: string): Promise<family.FamilyWalletRow> {
    const wallet = await family.findWallet(this.q, walletId);
    if (wallet === null) throw forbidden(NO_WALLET_ACCESS);
    const member = await this.member(auth);
    if (!managesWallet(member, { holderUserId: wallet.holder_user_id, walletGroupId: wallet.wallet_group_id })) throw forbidden(NO_WALLET_ACCESS);
    return wallet;
  }

  /** The group named, or the caller's only group; several groups need a name. */
  async walletGroup(auth: AuthContext, walletGroupId?: string): Promise<string> {
    const member = await this.member(auth);
    if (walletGroupId !== undefined) {
      if (!managesWalletGroup(member, walletGroupId)) throw forbidden(NO_GROUP_ACCESS);
      return walletGroupId;
    }
    const [only, ...more] = member.guardianOfWalletGroupIds;
    if (only === undefined) throw forbidden('You are not the guardian of a wallet group');
    if (more.length > 0) throw badRequest('You are the guardian of several wallet groups: name one with walletGroupID');
    return only;
  }

  /** Whether the member manages the wallet (its holder, or a guardian of its group); false for a wallet that does not exist. */
  async managesWallet(member: FamilyMember, walletId: string): Promise<boolean> {
    const wallet = await family.findWallet(this.q, walletId);
    return wallet !== null && managesWallet(member, { holderUserId: wallet.holder_user_id, walletGroupId: wallet.wallet_group_id });
  }

  /** The wallet groups the user guards. */
  async guardedGroupIds(userId: string): Promise<string[]> {
    return family.guardianGroupIds(this.q, userId);
  }

  /** The wallets of a group, by name; the caller has checked the group is theirs. */
  walletsOfGroup(walletGroupId: string): Promise<family.FamilyWalletRow[]> {
    return family.walletsOfGroup(this.q, walletGroupId);
  }

  /** The wallets a user manages: those they hold and those of the groups they guard. */
  managedWalletIds(userId: string): Promise<string[]> {
    return family.managedWalletIds(this.q, userId);
  }
}

/**
 * Who may change a wallet's own settings (its spending controls, its e-mail alerts): a
 * guardian of the wallet's group with the role DepositWithdraw, or the holder of a wallet in
 * no family (an adult's own). The rest of the family may read them.
 */
export function maySetWalletSettings(auth: AuthContext, wallet: family.FamilyWalletRow, member: FamilyMember): boolean {
  if (!auth.roles.includes(DEPOSIT_ROLE)) return false;
  if (wallet.wallet_group_id !== null) return managesWalletGroup(member, wallet.wallet_group_id);
  return wallet.holder_user_id === auth.userId;
}

/** The wallet a request about one wallet must name (walletIdOf's answer): without one it is a bad request. */
export function namedWalletId(walletId: string | null): string {
  if (walletId === null) throw badRequest('Name the wallet with walletID or the walletid header');
  return walletId;
}

/** The wallet a call is about: the walletID parameter, else the spec's walletid header. */
export function walletIdOf(query: { walletID?: string }, headers: Record<string, string | string[] | undefined>): string | null {
  if (query.walletID !== undefined) return query.walletID;
  const header = headers.walletid;
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return null;
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)) throw badRequest('The walletid header is not a wallet id');
  return value.toLowerCase();
}
