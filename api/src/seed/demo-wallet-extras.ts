import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { insertVoucher } from '../modules/overview/repository';
import { hashDeviceKey } from '../modules/terminal/device-key';
import { insertTerminal } from '../modules/terminal/repository';
import type { DemoCustomerKey, DemoWalletKey } from './demo-world';

const DAY_MS = 86_400_000;

/** Kildevang Skole's canteen terminal (header X-Device-Key), so the kkpay family's school card can be used too. */
export const KILDEVANG_TERMINAL_KEY = 'Demo-Terminal-2';

/** Midnight UTC of the first day of the month after `now`: a date without a time. */
function nextMonthStart(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
}

/**
 * A ticket for Emma (the school party, an evening two weeks ahead) and one for Freja (a
 * month card for the swimming baths next month), so each demo family's widget shows one.
 * Emma also has a voucher and a discount, which only the mywallet and bitten brands show.
 */
async function seedDemoVouchers(
  tx: Queryable,
  ids: { customers: Record<DemoCustomerKey, string>; wallets: Record<DemoWalletKey, string> },
  clock: Clock,
): Promise<void> {
  const now = clock.now();
  const partyDay = new Date(Math.floor(now.getTime() / DAY_MS) * DAY_MS + 14 * DAY_MS);
  const monthStart = nextMonthStart(now);
  const monthEnd = new Date(Date.UTC(monthStart.getUTCFullYear(), monthStart.getUTCMonth() + 1, 0));
  const solbakke = ids.customers.solbakkeSkole;
  await insertVoucher(tx, {
    walletId: ids.wallets.emma,
    customerId: solbakke,
    kind: 'ticket',
    name: 'Skolefest – billet',
    description: 'Adgang til skolefesten i hallen. Vis billetten ved indgangen.',
    startDate: new Date(partyDay.getTime() + 16 * 3_600_000),
    endDate: new Date(partyDay.getTime() + 20 * 3_600_000),
    discountPercent: null,
    remainingOre: null,
  });
  await insertVoucher(tx, {
    walletId: ids.wallets.freja,
    customerId: ids.customers.kildevangSkole,
    kind: 'ticket',
    name: 'Svømmehal – månedskort',
    description: 'Fri adgang til svømmehallen hele måneden.',
    startDate: monthStart,
    endDate: monthEnd,
    discountPercent: null,
    remainingOre: null,
  });
  await insertVoucher(tx, {
    walletId: ids.wallets.emma,
    customerId: solbakke,
    kind: 'voucher',
    name: 'Tilgodebevis',
    description: 'Tilgodebevis fra kantinen.',
    startDate: now,
    endDate: new Date(now.getTime() + 90 * DAY_MS),
    discountPercent: null,
    remainingOre: 5_000,
  });
  await insertVoucher(tx, {
    walletId: ids.wallets.emma,
    customerId: solbakke,
    kind: 'discount',
    name: 'Frugtrabat',
    description: 'Rabat på frugt i kantinen.',
    startDate: now,
    endDate: new Date(now.getTime() + 60 * DAY_MS),
    discountPercent: 10,
    remainingOre: null,
  });
}

/** What the wallet site's demo needs beyond the money core: tickets and vouchers, and Kildevang's terminal. */
export async function seedDemoWalletExtras(
  tx: Queryable,
  ids: { customers: Record<DemoCustomerKey, string>; wallets: Record<DemoWalletKey, string> },
  clock: Clock,
): Promise<void> {
  await seedDemoVouchers(tx, ids, clock);
  await insertTerminal(tx, {
    customerId: ids.customers.kildevangSkole,
    canteenId: null,
    name: 'Kildevang Skoles kantine',
    keyHash: hashDeviceKey(KILDEVANG_TERMINAL_KEY),
  });
}
