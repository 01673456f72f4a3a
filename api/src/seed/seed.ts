import { systemClock, type Clock } from '../clock';
import { defaultConfig } from '../config';
import type { Db, Queryable } from '../db/db';
import { platformText } from '../core/platform-texts';
import { AccountService } from '../modules/account/service';
import { GradesService } from '../modules/grades/service';
import { seedDemoProductionOrders } from './demo-production';
import { LedgerService } from '../modules/ledger/service';
import { TenancyService } from '../modules/tenancy/service';
import { WalletService } from '../modules/wallet/service';
import { seedDemoAccountInformation } from './demo-account-information';
import { seedDemoNotifications } from './demo-notifications';
import { seedDemoOnboarding } from './demo-onboarding';
import { seedDemoMoneyCore, type DemoMoneyCoreIds } from './demo-money-core';
import { seedDemoCards } from './demo-cards';
import { DEMO_MASTER_CATERER, seedDemoFoodplans, type DemoFoodplanIds } from './demo-foodplan';
import { addCatererStaff } from '../modules/foodplan/repository';
import { seedDemoMeeting, type DemoMeetingIds } from './demo-meeting';
import { seedDemoWalletExtras } from './demo-wallet-extras';
import { seedDemoWebshops } from './demo-webshop';
import { seedDemoHandOut } from './demo-handout';
import { seedDemoTransactionAdmin } from './demo-transaction-admin';
import { DEMO_PASSWORD, DEMO_USERS, type DemoUserKey } from './demo-users';
import {
  DEMO_CUSTOMERS,
  DEMO_FAMILIES,
  DEMO_MEMBERSHIPS,
  DEMO_WALLETS,
  type DemoCustomerKey,
  type DemoFamilyKey,
  type DemoWalletKey,
} from './demo-world';

/** Ids of everything the seed created, by the keys of the demo world. */
export interface DemoWorldIds {
  customers: Record<DemoCustomerKey, string>;
  users: Record<DemoUserKey, string>;
  walletGroups: Record<DemoFamilyKey, string>;
  wallets: Record<DemoWalletKey, string>;
  /** The catalogue's sale points and products, the canteen terminal. */
  moneyCore: DemoMoneyCoreIds;
  /** Meeting catering: departments, locations and products. */
  meeting: DemoMeetingIds;
  /** The partner site's and the support tool's demo cases (Noah Hansen's wallet, his failed order). */
  transactionAdmin: { noah: string; failedOrder: string; failedTopUp: string };
  /** The food plans: plans, their groups and subscription offers. */
  foodplan: DemoFoodplanIds;
}

/** Seeding holds this lock, so instances starting together on an empty database seed it once. */
const SEED_LOCK_KEY = 727_002;
const DAY_MS = 86_400_000;

function entries<K extends string, V>(record: Record<K, V>): [K, V][] {
  return Object.entries(record) as [K, V][];
}

async function buildDemoWorld(db: Db, tx: Queryable, clock: Clock): Promise<DemoWorldIds> {
  const ledger = new LedgerService();
  const tenancy = new TenancyService(db, ledger);
  const accounts = new AccountService(db, clock, defaultConfig, tenancy);
  const walletService = new WalletService(db, clock, ledger);

  const customers = {} as Record<DemoCustomerKey, string>;
  // Parents are listed before their children, so a parent's id is always known here.
  for (const [key, customer] of entries(DEMO_CUSTOMERS)) {
    customers[key] = await tenancy.createCustomer(tx, {
      name: customer.name,
      pageKey: customer.pageKey,
      type: customer.type,
      parentId: customer.parent === null ? null : customers[customer.parent],
      companyRegistrationNumber: customer.companyRegistrationNumber,
      settings: customer.settings,
      pageSettings: customer.pageSettings,
    });
  }

  const users = {} as Record<DemoUserKey, string>;
  for (const [key, user] of entries(DEMO_USERS)) {
    users[key] = await accounts.createUser(tx, { email: user.email, name: user.name, password: DEMO_PASSWORD, roles: user.roles });
  }
  for (const membership of DEMO_MEMBERSHIPS) {
    await tenancy.addMember(tx, users[membership.user], customers[membership.customer]);
  }

  const walletGroups = {} as Record<DemoFamilyKey, string>;
  for (const [key, family] of entries(DEMO_FAMILIES)) {
    walletGroups[key] = await walletService.createWalletGroup(tx, family.name);
    for (const guardian of family.guardians) await walletService.addGuardian(tx, walletGroups[key], users[guardian]);
  }

  const now = clock.now().getTime();
  const wallets = {} as Record<DemoWalletKey, string>;
  for (const [key, wallet] of entries(DEMO_WALLETS)) {
    const customerId = customers[wallet.customer];
    const walletId = await walletService.createWallet(tx, {
      customerId,
      walletGroupId: wallet.family === null ? null : walletGroups[wallet.family],
      holderUserId: wallet.holder === null ? null : users[wallet.holder],
      name: wallet.name,
      pictureUrl: null,
    });
    wallets[key] = walletId;
    // Balances come only from ledger transactions, as they will in production.
    for (const movement of wallet.history) {
      const at = new Date(now - movement.daysAgo * DAY_MS);
      if (movement.kind === 'card_deposit') {
        await ledger.depositByCard(tx, walletId, movement.amountOre, at, platformText('cardDeposit'));
      } else {
        await ledger.purchase(tx, walletId, customerId, movement.amountOre, at, movement.description);
      }
    }
  }
  await seedDemoNotifications(tx, customers, clock);
  const moneyCore = await seedDemoMoneyCore(tx, customers, wallets, clock);
  await seedDemoCards(tx, { users, walletGroups, wallets }, clock);
  await seedDemoWalletExtras(tx, { customers, wallets }, clock);
  await seedDemoWebshops(tx, customers, moneyCore, clock);
  const meeting = await seedDemoMeeting(tx, customers, moneyCore);
  const transactionAdmin = await seedDemoTransactionAdmin(tx, { customers, users, wallets, moneyCore }, clock);
  await seedDemoHandOut(tx, { customers, users, moneyCore }, clock);
  const foodplan = await seedDemoFoodplans(tx, customers, clock);
  // kok@demo.dk cooks for the master caterer of Solbakke Skole's Frokostordning.
  await addCatererStaff(tx, users.cook, DEMO_MASTER_CATERER);
  await seedDemoAccountInformation(tx, { customers, users, wallets }, new GradesService(db, tenancy));
  await seedDemoOnboarding(tx, { users }, walletService, clock);
  return { customers, users, walletGroups, wallets, moneyCore, meeting, transactionAdmin, foodplan };
}

/**
 * Seeds the demo world into a database without users, in one transaction; a database
 * that already has users is left alone and null is returned.
 */
export async function seedDemoWorldIfEmpty(db: Db, clock: Clock = systemClock, options: DemoSeedOptions = {}): Promise<DemoWorldIds | null> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [SEED_LOCK_KEY]);
    const { rows } = await tx.query<{ count: number }>('SELECT count(*) AS count FROM users');
    if ((rows[0]?.count ?? 0) > 0) return null;
    const world = await buildDemoWorld(db, tx, clock);
    if (options.productionOrders) {
      await seedDemoProductionOrders(
        tx,
        { solbakkeSkole: world.customers.solbakkeSkole, frokostordning: world.foodplan.plans.solbakkeFrokostordning },
        { wallets: new WalletService(db, clock, new LedgerService()), ledger: new LedgerService() },
        clock,
      );
    }
    // The seed's card money was charged by no provider: listed, so the sandbox is told of it (migration 068).
    await tx.query(
      `INSERT INTO seeded_card_charges (ledger_transaction_id)
       SELECT DISTINCT p.transaction_id FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id AND a.kind = 'card_clearing' WHERE p.amount_ore < 0`,
    );
    return world;
  });
}

export interface DemoSeedOptions {
  /**
   * The running demo's extra children with Frokostordning orders for the coming school days
   * (demo-production.ts), so kok@demo.dk's production list is not empty. The API tests'
   * world leaves them out: their stories count the families' orders and wallets.
   */
  productionOrders?: boolean;
}
