import { buildCsv, copenhagenLocal, localDateText, messageRetentionDays, MESSAGE_RETENTION_DAYS, oreToKroner, type CsvValue, type Culture } from '@kk/domain';
import type { Clock } from '../../clock';
import { AppError, badRequest, forbidden, notFound } from '../../core/errors';
import { zipArchive } from '../../core/zip';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { FamilyAccess } from '../family/access';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The support tool's own calls: application support and the role SupportTool. */
export function requireSupportTool(auth: AuthContext): void {
  if (auth.application !== 'support' || !auth.roles.includes('SupportTool')) throw forbidden('This is the support tool’s call');
}

export interface DataExport {
  fileName: string;
  zip: Buffer;
}

export interface FamilyLookup {
  /** The guardian the erasure is asked for (POST …/Erase/{UserID}). */
  UserID: string;
  Guardians: { UserID: string; Name: string; Email: string }[];
  Wallets: { WalletID: string; Name: string; Customer: string; Balance: number; ClosedOn: string | null }[];
  /** What keeps the family from being closed, each reason with its count; empty when it may be erased. */
  Open: Record<string, number>;
  /** A member of the family is staff: the erasure is refused until the staff roles are taken away. */
  HasStaff: boolean;
}

export interface ErasureResult {
  ErasureID: string;
  UserIDs: string[];
  WalletIDs: string[];
  Counts: Record<string, number>;
}

/** Rows of one CSV: the header is the JSON's field names, the cells their values (amounts in øre as amounts). */
function csvOf<Row extends object>(rows: readonly Row[], columns: readonly (keyof Row & string)[], culture: Culture): string {
  const cell = (value: unknown, column: string): CsvValue => {
    if (value === null || value === undefined) return null;
    if (typeof value === 'number' && column.endsWith('Ore')) return { ore: value };
    if (Array.isArray(value)) return value.map((item) => (typeof item === 'object' ? JSON.stringify(item) : String(item))).join(', ');
    return String(value);
  };
  return buildCsv(columns, rows.map((row) => columns.map((column) => cell(row[column], column))), culture);
}

/**
 * A family's data (issue 28): what the platform holds about a guardian and their children,
 * as one download; the support tool's erasure of a closed family (personal data removed or
 * replaced, the ledger's amounts kept); the message log's retention per customer.
 */
export class FamilyData {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly family: FamilyAccess,
  ) {}

  /** The signed-in user's own data and their family's wallets (those they hold and those of the groups they guard) as a ZIP. */
  async export(auth: AuthContext, culture: Culture): Promise<DataExport> {
    if (auth.application !== 'wallet') throw forbidden('The data export is the wallet site’s');
    const user = await repo.exportUser(this.db, auth.userId);
    if (user === null) throw notFound('No such user');
    const walletIds = await this.family.managedWalletIds(auth.userId);
    const groupIds = await this.family.guardedGroupIds(auth.userId);
    const [wallets, transactions, movements, orders, messages, consents, cards] = await Promise.all([
      repo.exportWallets(this.db, walletIds),
      repo.exportTransactions(this.db, walletIds),
      repo.exportMovements(this.db, walletIds),
      repo.exportOrders(this.db, walletIds),
      repo.exportMessages(this.db, walletIds, user.Email, user.MobileNumber),
      repo.exportConsents(this.db, auth.userId, walletIds),
      repo.exportCards(this.db, walletIds, groupIds),
    ]);
    const now = this.clock.now();
    const day = localDateText(copenhagenLocal(now));
    const data = { ExportedAt: now.toISOString(), Account: user, Wallets: wallets, Transactions: transactions, BalanceMovements: movements, Orders: orders, Messages: messages, Consents: consents, Cards: cards };
    const orderRows = orders.map((order) => ({ ...order, Lines: order.Lines.map((line) => `${line.Quantity} × ${line.Name}`) }));
    const zip = zipArchive(
      [
        { name: 'data.json', content: JSON.stringify(data, null, 2) },
        { name: 'account.csv', content: csvOf([user], ['ID', 'Name', 'Email', 'MobileNumber', 'Language', 'CreatedAt', 'Roles', 'Customers'], culture) },
        { name: 'wallets.csv', content: csvOf(wallets, ['ID', 'Name', 'Customer', 'Family', 'Email', 'MobileNumber', 'Grade', 'BalanceOre', 'SchoolCards', 'HasPicture', 'Blocked', 'CreatedAt'], culture) },
        { name: 'transactions.csv', content: csvOf(transactions, ['ID', 'WalletID', 'Kind', 'StatusID', 'Description', 'AmountOre', 'WalletAmountOre', 'CardAmountOre', 'CreatedAt'], culture) },
        { name: 'balance-movements.csv', content: csvOf(movements, ['LedgerTransactionID', 'WalletID', 'Kind', 'Description', 'AmountOre', 'CreatedAt'], culture) },
        { name: 'orders.csv', content: csvOf(orderRows, ['ID', 'WalletID', 'Type', 'StatusID', 'AmountOre', 'CreatedAt', 'DeliveryTime', 'Lines'], culture) },
        { name: 'messages.csv', content: csvOf(messages, ['ID', 'WalletID', 'Channel', 'Kind', 'Email', 'MobileNumber', 'Subject', 'Body', 'CreatedAt'], culture) },
        { name: 'consents.csv', content: csvOf(consents, ['Kind', 'WalletID', 'Subject', 'Given', 'At'], culture) },
        { name: 'cards.csv', content: csvOf(cards, ['ID', 'WalletID', 'Brand', 'MaskedNumber', 'Expiry', 'SharedWithFamily', 'CreatedAt', 'DeletedAt'], culture) },
      ],
      now,
    );
    return { fileName: `kk-data-${day}.zip`, zip };
  }

  /**
   * The family the support tool would erase, found by a guardian's e-mail or by one of its
   * wallets: its guardians, its wallets with their balances, and what is still open (the
   * erasure's own 409 reasons), so the help desk sees the family before erasing it.
   */
  async lookup(auth: AuthContext, by: { email?: string; walletId?: string }): Promise<FamilyLookup> {
    requireSupportTool(auth);
    if ((by.email === undefined) === (by.walletId === undefined)) throw badRequest('Give either email or walletID');
    const userId = by.walletId ? await repo.guardianOfWallet(this.db, by.walletId) : by.email ? await repo.userIdByEmail(this.db, by.email) : null;
    if (userId === null) throw notFound('No family found');
    const scope = await repo.familyOf(this.db, userId);
    if (scope.groupIds.length === 0 && scope.walletIds.length === 0) throw notFound('The user is not a guardian and holds no wallet');
    const [members, open, staff] = await Promise.all([
      repo.familyMembers(this.db, scope),
      repo.openFamilyReasons(this.db, scope, this.clock.now()),
      repo.staffMembers(this.db, scope.userIds),
    ]);
    return {
      UserID: userId,
      Guardians: members.users.map((user) => ({ UserID: user.id, Name: user.name, Email: user.email })),
      Wallets: members.wallets.map((wallet) => ({
        WalletID: wallet.id, Name: wallet.name, Customer: wallet.customer_name, Balance: oreToKroner(wallet.balance_ore),
        ClosedOn: wallet.closed_at === null ? null : localDateText(copenhagenLocal(new Date(wallet.closed_at))),
      })),
      Open: open,
      HasStaff: staff > 0,
    };
  }

  /**
   * Erases a closed family (support tool). The family is the guardian's wallet groups, their
   * guardians (and those guardians' other groups, transitively) and every wallet of the groups
   * or held by one of them. It is closed when every wallet has balance 0 and nothing held, no
   * payment is pending, and no food-plan subscription, automatic or monthly refill, MobilePay
   * agreement (pending or active) or undelivered meeting order is left; otherwise 409 names
   * what is open. The ledger (ledger_transactions, ledger_postings) and every amount stay.
   */
  async erase(auth: AuthContext, userId: string): Promise<ErasureResult> {
    requireSupportTool(auth);
    return this.db.transaction(async (tx) => {
      const scope = await repo.familyOf(tx, userId);
      if (scope.groupIds.length === 0 && scope.walletIds.length === 0) throw notFound('The user is not a guardian and holds no wallet');
      if (scope.userIds.includes(auth.userId)) throw forbidden('You cannot erase your own family');
      if ((await repo.staffMembers(tx, scope.userIds)) > 0) throw new AppError(409, 'Conflict', 'A member of the family is staff: take away the staff roles first');
      await repo.lockWalletAccounts(tx, scope.walletIds);
      const now = this.clock.now();
      const open = await repo.openFamilyReasons(tx, scope, now);
      if (Object.keys(open).length > 0) {
        const what = Object.entries(open).map(([reason, count]) => `${reason} (${count})`).join(', ');
        throw new AppError(409, 'Conflict', `The family is not closed: ${what}`);
      }
      const personal = await repo.personalStrings(tx, scope);
      const counts = await repo.eraseFamily(tx, scope, personal, now);
      const erasureId = await repo.recordErasure(tx, userId, auth.userId, scope, counts, now);
      return { ErasureID: erasureId, UserIDs: scope.userIds, WalletIDs: scope.walletIds, Counts: counts };
    });
  }

  /** Deletes every message older than its customer's MessageRetentionDays (365 days without one); answers how many went. */
  async purgeOldMessages(): Promise<number> {
    const now = this.clock.now().getTime();
    const byDays = new Map<number, string[]>();
    for (const setting of await repo.retentionSettings(this.db)) {
      const days = messageRetentionDays(setting.value);
      byDays.set(days, [...(byDays.get(days) ?? []), setting.customer_id]);
    }
    let deleted = await repo.deleteMessagesBefore(this.db, [], new Date(now - MESSAGE_RETENTION_DAYS.default * DAY_MS), true);
    for (const [days, customerIds] of byDays) deleted += await repo.deleteMessagesBefore(this.db, customerIds, new Date(now - days * DAY_MS), false);
    return deleted;
  }
}
