import type { SpendingQuery, SpendingSummary } from '@kk/contracts';
import { copenhagenDate, defaultSpendingPeriod, oreToKroner, spendingPeriodProblem, summarizeSpending, type SpendingCell } from '@kk/domain';
import type { Clock } from '../../clock';
import { badRequest } from '../../core/errors';
import type { Db } from '../../db/db';
import type { AuthContext } from '../../http/auth-context';
import type { WalletService } from '../wallet/service';
import { walletSpending } from './spending-repository';
import { dayEnd, dayStart } from './search-filter';

const PERIOD_REFUSALS = {
  invalid_date: 'from and to must be dates YYYY-MM-DD',
  end_before_start: 'to is before from',
  too_long: 'The period is longer than 10 years',
} as const;

/**
 * GET /api/Transaction/Spending (issue 16): a wallet's spending per Copenhagen week and
 * per category, for whoever may see the wallet (the transaction search's access rule).
 */
export class SpendingService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly wallets: WalletService,
  ) {}

  async summary(auth: AuthContext, query: SpendingQuery): Promise<SpendingSummary> {
    const walletId = query.walletID.toLowerCase();
    await this.wallets.assertAccess(auth, walletId);
    const fallback = defaultSpendingPeriod(copenhagenDate(this.clock.now()));
    const from = query.from ?? (query.to && query.to < fallback.from ? query.to : fallback.from);
    const to = query.to ?? (query.from && query.from > fallback.to ? query.from : fallback.to);
    const problem = spendingPeriodProblem(from, to);
    const start = dayStart(from);
    const end = dayEnd(to);
    if (problem !== null || start === null || end === null) throw badRequest(PERIOD_REFUSALS[problem ?? 'invalid_date']);

    const rows = await walletSpending(this.db, walletId, start, end);
    const cells: SpendingCell[] = rows.map((row) => ({
      weekStart: row.week_start,
      kind: row.category_kind,
      key: row.category_key,
      name: row.category_name,
      amountOre: Number(row.spent_ore),
    }));
    const totals = summarizeSpending(cells, from, to);
    return {
      WalletID: walletId,
      From: from,
      To: to,
      Total: oreToKroner(totals.totalOre),
      Weeks: totals.weeks.map((week) => ({
        Start: week.start,
        Year: week.year,
        Week: week.week,
        Amount: oreToKroner(week.amountOre),
        Categories: Object.fromEntries(Object.entries(week.byCategory).map(([id, ore]) => [id, oreToKroner(ore)])),
      })),
      Categories: totals.categories.map((category) => ({
        ID: category.id,
        Kind: category.kind,
        Key: category.key,
        Name: category.name,
        Amount: oreToKroner(category.amountOre),
      })),
    };
  }
}
