import { randomUUID } from 'node:crypto';
import { copenhagenDayBounds, copenhagenLocal, localDateText, WEBSHOP_ORDER_DESCRIPTION } from '@kk/domain';
import type { Clock } from '../clock';
import type { Queryable } from '../db/db';
import { DEMO_CARD_EXPIRY, DEMO_SEED_LABEL, demoCardToken } from '@kk/card-sandbox/protocol';
import { platformText } from '../core/platform-texts';
import { TERMINAL_SALE_TEXT } from '../modules/terminal/service';
import { LedgerService } from '../modules/ledger/service';
import { recordTopUp } from '../modules/payment/top-ups';
import * as payments from '../modules/payment/repository';
import { failureTrace, insertCustomInformation, insertNote } from '../modules/payment/staff';
import { logMessage, type MessageKind } from '../modules/mail/repository';
import { DEMO_PRODUCTS, type DemoMoneyCoreIds, type DemoProductKey } from './demo-money-core';
import type { DemoUserKey } from './demo-users';
import type { DemoCustomerKey, DemoWalletKey } from './demo-world';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The wallets' registered mobile numbers (spec section 5: mobile is always required). */
export const DEMO_MOBILE_NUMBERS: Readonly<Partial<Record<DemoWalletKey, string>>> = {
  emma: '4520123401',
  oliver: '4520123401',
  freja: '4531456702',
  anne: '4540112203',
  dev: '4550998804',
  karen: '4560778805',
};
/** Noah Hansen's wallet at Solbakke Skole: the partner's and the help desk's demo cases. */
export const DEMO_NOAH_MOBILE = '4521876510';

interface Ids {
  customers: Record<DemoCustomerKey, string>;
  users: Record<DemoUserKey, string>;
  wallets: Record<DemoWalletKey, string>;
  moneyCore: DemoMoneyCoreIds;
}

/**
 * What the partner site and the support tool find (issue 13): mobile numbers on every demo
 * wallet, and Noah Hansen at Solbakke Skole with a morning's canteen sale, a webshop order
 * completed today with a note, a webshop order whose card payment was declined yesterday
 * (its stack trace, Info and help-desk tickets), an automatic refill (a card top-up) that
 * failed last night for want of funds on his card, and the texts and e-mails the platform
 * sent him. His money moves only through the ledger, as every wallet's does.
 */
export async function seedDemoTransactionAdmin(tx: Queryable, ids: Ids, clock: Clock): Promise<{ noah: string; failedOrder: string; failedTopUp: string }> {
  const ledger = new LedgerService();
  const now = clock.now();
  for (const [key, mobile] of Object.entries(DEMO_MOBILE_NUMBERS)) {
    await tx.query('UPDATE wallets SET mobile_number = $2 WHERE id = $1', [ids.wallets[key as DemoWalletKey], mobile]);
  }
  const school = ids.customers.solbakkeSkole;
  const { rows } = await tx.query<{ id: string }>(
    "INSERT INTO wallets (customer_id, name, mobile_number) VALUES ($1, 'Noah Hansen', $2) RETURNING id",
    [school, DEMO_NOAH_MOBILE],
  );
  const noah = rows[0]?.id as string;
  await ledger.openWalletAccount(tx, noah);
  await tx.query("INSERT INTO school_cards (card_number, wallet_id, created_at) VALUES ('10000042', $1, $2)", [noah, now]);
  await ledger.depositByCard(tx, noah, 20_000, new Date(now.getTime() - 3 * DAY_MS), platformText('cardDeposit'));

  const line = (key: DemoProductKey, quantity: number, lineNo: number) => ({
    lineNo,
    productId: ids.moneyCore.products[key],
    name: DEMO_PRODUCTS[key].name,
    priceOre: DEMO_PRODUCTS[key].priceOre,
    quantity,
    extra: null,
  });
  const base = {
    walletId: noah,
    customerId: school,
    walletAmountOre: 0,
    cardAmountOre: 0,
    ...payments.PLAIN_PAYMENT,
    expiresAt: null,
  };

  // A canteen sale earlier today (Copenhagen's day: the staff search's default window) on
  // Kantineterminal 1, and what followed it, all before now even just after midnight.
  const dayStart = copenhagenDayBounds(localDateText(copenhagenLocal(now))).start.getTime();
  const saleAt = new Date(Math.max(now.getTime() - 2 * HOUR_MS, dayStart));
  const soonAfter = (at: Date, most: number) => new Date(at.getTime() + Math.min(most, (now.getTime() - at.getTime()) / 2));
  const saleLines = [line('sandwich', 1, 1), line('chocolateMilk', 1, 2)];
  const saleOre = saleLines.reduce((sum, l) => sum + l.priceOre * l.quantity, 0);
  const sale = randomUUID();
  const saleLedger = await ledger.purchase(tx, noah, school, saleOre, saleAt, TERMINAL_SALE_TEXT);
  await payments.insertPayment(tx, { ...base, id: sale, kind: 'terminal', parentId: null, statusId: 2, userId: null, description: TERMINAL_SALE_TEXT, amountOre: saleOre, walletAmountOre: saleOre, ledgerTransactionId: saleLedger, createdAt: saleAt });
  await tx.query('UPDATE payment_transactions SET terminal_id = $2 WHERE id = $1', [sale, ids.moneyCore.terminal]);
  await payments.insertLines(tx, sale, saleLines);

  const webshop = ids.moneyCore.salePoints.solbakkeWebshop;
  const orderModel = (key: DemoProductKey, byCard: boolean) => ({
    Restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true, AllowPaymentWindow: false },
    Amounts: byCard ? { '4': DEMO_PRODUCTS[key].priceOre / 100 } : { '2': DEMO_PRODUCTS[key].priceOre / 100 },
    Description: WEBSHOP_ORDER_DESCRIPTION,
    CustomerID: school,
    WebshopID: webshop,
    WalletID: noah,
    IsFoodplan: false,
    Products: [{ ID: ids.moneyCore.products[key], Quantity: 1, Name: DEMO_PRODUCTS[key].name, Price: DEMO_PRODUCTS[key].priceOre / 100 }],
    CustomData: { AutoComplete: !byCard, CustomInformationJSON: null },
  });

  // A webshop order completed today, with the school office's note.
  const bottleAt = soonAfter(saleAt, 30 * 60_000);
  const bottle = randomUUID();
  const bottleLedger = await ledger.purchase(tx, noah, school, DEMO_PRODUCTS.bottle.priceOre, bottleAt, platformText('webshopOrder'));
  await payments.insertPayment(tx, {
    ...base, id: bottle, kind: 'order', parentId: null, statusId: 2, userId: null, description: platformText('webshopOrder'),
    amountOre: DEMO_PRODUCTS.bottle.priceOre, walletAmountOre: DEMO_PRODUCTS.bottle.priceOre, webshopId: webshop,
    customData: { payload: orderModel('bottle', false) }, ledgerTransactionId: bottleLedger, createdAt: bottleAt,
  });
  await payments.insertLines(tx, bottle, [line('bottle', 1, 1)]);
  await insertNote(tx, {
    transactionId: bottle, userId: ids.users.partner, authorName: 'Peter Madsen', action: null,
    note: 'Forældre ringede: drikkedunken hentes på kontoret fredag.', at: soonAfter(bottleAt, HOUR_MS),
  });

  // Yesterday: a hoodie to be paid by card; the card provider declined it.
  const failedAt = new Date(now.getTime() - DAY_MS);
  const failed = randomUUID();
  const hoodieOre = DEMO_PRODUCTS.hoodie.priceOre;
  await payments.insertPayment(tx, {
    ...base, id: failed, kind: 'order', parentId: null, statusId: 3, userId: null, description: platformText('webshopOrder'),
    amountOre: hoodieOre, cardAmountOre: hoodieOre, webshopId: webshop, customData: { payload: orderModel('hoodie', true) },
    ledgerTransactionId: null, createdAt: failedAt,
  });
  await payments.insertLines(tx, failed, [line('hoodie', 1, 1)]);
  await payments.insertPayment(tx, {
    ...base, id: randomUUID(), kind: 'card', parentId: failed, statusId: 3, userId: null, description: platformText('webshopOrder'),
    amountOre: hoodieOre, cardAmountOre: hoodieOre, ledgerTransactionId: null,
    merchantData: 'http://localhost:4100/pay/declined-demo', createdAt: failedAt,
  });
  await payments.setStatus(tx, failed, { statusId: 3, errorMessage: 'Denied', at: new Date(failedAt.getTime() + 2 * 60_000) });
  await insertCustomInformation(tx, { transactionId: failed, jsonType: 'Info', jsonData: { StatusCode: 20, Message: 'Denied', FailedProducts: [DEMO_PRODUCTS.hoodie.name] }, at: failedAt });
  await payments.setStacktrace(tx, failed, failureTrace('The card provider declined the hosted payment', { parentId: failed, amountOre: hoodieOre }));
  const ticket = (statusId: number, typeId: number, text: string, hoursAfter: number, deadline: Date | null) =>
    tx.query(
      `INSERT INTO help_desk_tickets (transaction_id, user_id, author_name, status_id, ticket_type_id, text, deadline, created_at, updated_at)
       VALUES ($1, $2, 'Sofie Berg', $3, $4, $5, $6, $7, $7)`,
      [failed, ids.users.support, statusId, typeId, text, deadline, new Date(failedAt.getTime() + hoursAfter * HOUR_MS)],
    );
  await ticket(2, 2, 'Forælder oplyser, at kortet blev trukket. Undersøg hos kortindløser.', 2, new Date(now.getTime() + 2 * DAY_MS));
  await ticket(3, 4, 'Ringede til forælder kl. 14; afventer kontoudtog.', 3, null);
  await ticket(1, 3, 'Dublet af sag om samme ordre – lukket.', 4, null);

  // Last night: Noah's automatic refill of 200 kr was declined (no funds on the card); the
  // card works again today, so the support tool's retry goes through (issue 13's journey).
  const { rows: cardRows } = await tx.query<{ id: string; card_type: string; brand: string; last4: string }>(
    // Noah's wallet has no family and no holder: no adult can be named as the card's holder,
    // so, like such a card at migration 050, it is left shared (issue 23).
    `INSERT INTO credit_cards (wallet_id, card_type, merchant_number, provider_token, brand, last4, expiry_month, expiry_year, created_at, shared_with_family)
     VALUES ($1, 'Visa', '41000102', $2, 'Visa', '1111', $3, $4, $5, true) RETURNING id, card_type, brand, last4`,
    [noah, demoCardToken('4111111111111111', DEMO_SEED_LABEL), DEMO_CARD_EXPIRY.month, DEMO_CARD_EXPIRY.year, new Date(now.getTime() - 30 * DAY_MS)],
  );
  const noahCard = cardRows[0] as { id: string; card_type: string; brand: string; last4: string };
  await tx.query('INSERT INTO wallet_primary_cards (wallet_id, credit_card_id, assigned_at) VALUES ($1, $2, $3)', [noah, noahCard.id, now]);
  const refillAt = new Date(now.getTime() - DAY_MS + 3 * HOUR_MS);
  const { rows: attemptRows } = await tx.query<{ id: string }>(
    `INSERT INTO refill_attempts (job_id, wallet_id, kind, credit_card_id, amount_ore, status, failure_reason, created_at, finished_at)
     VALUES ($1, $2, 'automatic', $3, 20000, 'failed', 'NoFund', $4, $4) RETURNING id`,
    [randomUUID(), noah, noahCard.id, refillAt],
  );
  const failedTopUp = await recordTopUp(tx, {
    source: 'automatic', walletId: noah, userId: null, amountOre: 20_000, description: 'Automatisk optankning, kort •••• 1111',
    card: noahCard, outcome: { ok: false, reason: 'NoFund' }, at: refillAt,
  });
  await tx.query('UPDATE refill_attempts SET payment_transaction_id = $2 WHERE id = $1', [attemptRows[0]?.id, failedTopUp]);

  // The messages the platform sent Noah's family.
  const message = (kind: MessageKind, channel: 'sms' | 'email', subject: string, body: string, at: Date, transactionId: string | null) =>
    logMessage(tx, {
      customerId: school, walletId: noah, kind, channel,
      mobileNumber: channel === 'sms' ? DEMO_NOAH_MOBILE : null, email: channel === 'email' ? 'hansen.familie@demo.dk' : null,
      subject, body, transactionId, at,
    });
  await message('invitation', 'email', 'Invitation til Solbakke Skoles betalingsløsning', 'Du er inviteret til at se Noah Hansens konto.', new Date(now.getTime() - 5 * DAY_MS), null);
  await message('failed_refill', 'sms', 'Betaling afvist', 'Betalingen på 199,00 kr. for Skoletrøje med logo blev afvist af kortudbyderen.', new Date(failedAt.getTime() + 2 * 60_000), failed);
  await message('receipt', 'sms', 'Kvittering', `Kvittering: Kantinekøb ${(saleOre / 100).toFixed(2).replace('.', ',')} kr. Saldo opdateret.`, saleAt, sale);
  return { noah, failedOrder: failed, failedTopUp };
}
