import { DevMailMessagesResponse, MessageSearchResponse, PaymentTransaction, WalletAlerts as WalletAlertsAnswer } from '@kk/contracts';
import { TransactionStatusId } from '@kk/contracts';
import { JobRunner } from '../../jobs/runner';
import { bearer, loginAs, TestClock, useApiHarness } from '../../test-support/app';
import { foodplanOrder, itemOf, menuOf } from '../../test-support/foodplan';
import { deposit, fundsOf, newKey, orderPayload, paymentCall, type OrderLine } from '../../test-support/payments';
import { WalletAlerts } from '../alerts/wallet-alerts';
import { CatalogueStock } from '../catalogue/reader';
import { LedgerService } from '../ledger/service';
import { MailService } from '../mail/service';
import { databaseTransport, keptSmsSandbox } from '../mail/transport';
import * as payments from '../payment/repository';
import { Settlement } from '../payment/settlement';
import { registerConfirmationJobs } from './jobs';
import { ORDER_CONFIRMATION_JOB, OrderConfirmations } from './order-confirmations';

/**
 * Order confirmations (issue 26), on PGlite and on PostgreSQL: every order completed
 * (webshop, food plan, meeting), every cancellation and every refund is told once, by
 * e-mail to each guardian in their language (the meeting order's placer), after its
 * transaction commits; a retried request, a second cancel and a rolled-back order tell
 * nothing; SMS when chosen, kept by the sandbox with channel sms and found by the mobile
 * number; the development mail page lists it.
 */
jest.setTimeout(120_000);

// Wednesday 11 March 2026, 11:00 in Copenhagen.
const clock = new TestClock(new Date('2026-03-11T10:00:00Z'));
const api = useApiHarness({ clock, login: ['parent'] });

const tx = (response: { statusCode: number; json(): unknown; body: string }) => {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return PaymentTransaction.parse(response.json());
};

/** The confirmation job as the composition root registers it, with the database transport and the SMS sandbox. */
function runner(): JobRunner {
  const jobs = new JobRunner({ db: api.db, clock });
  const mail = new MailService(api.db, clock, databaseTransport, { from: 'Skolepenge <no-reply@skolepenge.dk>' }, keptSmsSandbox);
  registerConfirmationJobs(jobs, { db: api.db, mail, alerts: new WalletAlerts(), walletSiteOrigin: 'http://localhost:3000' });
  return jobs;
}
const runJobs = () => runner().runDueJobs();

interface Sent {
  to: string;
  channel: 'email' | 'sms';
  subject: string;
  text: string;
  mobile: string | null;
}

/** The confirmations sent about a payment (the order, or one of its refunds), oldest first. */
async function sentAbout(paymentId: string): Promise<Sent[]> {
  const { rows } = await api.db.query<Sent>(
    `SELECT k.to_address AS to, k.channel, k.subject, k.text_body AS text, l.mobile_number AS mobile
       FROM kept_mails k JOIN message_log l ON l.id = k.message_log_id
      WHERE l.kind = 'order_confirmation' AND (l.transaction_id = $1 OR l.transaction_id IN (SELECT id FROM payment_transactions WHERE parent_id = $1))
      ORDER BY k.kept_order`,
    [paymentId],
  );
  return rows;
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ');
const EMMA = 'Emma Jensen';

/** Past the double-amount window (the same amount within five minutes is refused), so each order of a test is a new one. */
const later = () => clock.advanceMinutes(6);
/** A fresh sign-in: the tests move the clock past an idle session's hour. */
const tokenOf = async (user: 'staff' | 'dev' | 'support') => (await loginAs(api.app, user)).AccessToken;

let emmaGuardians: string[] = [];

beforeAll(async () => {
  await deposit(api.db, api.world.wallets.emma, 200_000);
  emmaGuardians = (await new WalletAlerts().recipientsOf(api.db, api.world.wallets.emma)).map((recipient) => recipient.email);
  expect(emmaGuardians).toContain('parent@demo.dk');
});

function emmaOrder(lines: readonly OrderLine[], autoComplete = true) {
  later();
  return orderPayload(api.world, {
    wallet: api.world.wallets.emma,
    customer: api.world.customers.solbakkeSkole,
    webshop: api.world.moneyCore.salePoints.solbakkeWebshop,
    lines,
    autoComplete,
  });
}

describe('an order completed', () => {
  it('e-mails each guardian once, in their language, with the items, the total, the child and the balance; a retry sends nothing new', async () => {
    const key = newKey();
    const order = emmaOrder([{ product: 'bottle', quantity: 2 }]);
    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', order, key));
    expect(done.Status.ID).toBe(TransactionStatusId.Completed);
    const balance = (await fundsOf(api.db, api.world.wallets.emma)).balanceOre;
    expect(await sentAbout(done.ID as string)).toEqual([]);
    await runJobs();

    const sent = await sentAbout(done.ID as string);
    expect(sent.map((mail) => mail.to).sort()).toEqual([...emmaGuardians].sort());
    const mail = sent.find((one) => one.to === 'parent@demo.dk');
    expect(mail?.channel).toBe('email');
    expect(mail?.subject).toBe(`Ordrebekræftelse ${(done.ID as string).slice(0, 8).toUpperCase()}: ${EMMA}`);
    expect(oneLine(mail?.text ?? '')).toContain('2 × Drikkedunk: 158,00 kr.');
    expect(oneLine(mail?.text ?? '')).toContain('I alt: 158,00 kr.');
    expect(oneLine(mail?.text ?? '')).toContain(`Saldoen på ${EMMA} er nu ${oneLine(new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2 }).format(balance / 100))} kr.`);
    expect(mail?.text).toContain(`http://localhost:3000/Transactions?WalletID=${api.world.wallets.emma}`);

    // The same request again (its Idempotency-Key): the stored answer, nothing new to tell.
    expect(tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', order, key)).ID).toBe(done.ID);
    await runJobs();
    expect(await sentAbout(done.ID as string)).toHaveLength(sent.length);
  });

  it('tells a reserved order once when it is completed, however often completion is asked', async () => {
    const reserved = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }], false)));
    expect(reserved.Status.ID).toBe(TransactionStatusId.Reserved);
    await runJobs();
    expect(await sentAbout(reserved.ID as string)).toEqual([]);
    tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID }));
    tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CompleteTransaction', { ID: reserved.ID }));
    await runJobs();
    expect(await sentAbout(reserved.ID as string)).toHaveLength(emmaGuardians.length);
  });

  it('tells a food plan order with its serve day and links to the food plan orders', async () => {
    later();
    const menu = await menuOf(api.app, api.tokens.parent, { foodPlanID: api.world.foodplan.plans.solbakkeFrokostordning, walletID: api.world.wallets.emma, from: '2026-03-16', to: '2026-03-20' });
    const dish = itemOf(menu, '2026-03-19', 'KOLD');
    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', foodplanOrder(menu, api.world.wallets.emma, [{ item: dish, quantity: 1 }])));
    expect(done.Status.ID).toBe(TransactionStatusId.Completed);
    await runJobs();
    const mail = (await sentAbout(done.ID as string)).find((one) => one.to === 'parent@demo.dk');
    expect(oneLine(mail?.text ?? '')).toContain(`1 × ${dish.Name} (serveres torsdag 19. marts):`);
    expect(mail?.text).toContain(`http://localhost:3000/FoodPlanner/Orders?WalletID=${api.world.wallets.emma}`);
  });

  it("tells a meeting order to the staff member who placed it, and a rolled-back one to no one", async () => {
    const meeting = {
      ...orderPayload(api.world, {
        wallet: api.world.wallets.anne,
        customer: api.world.customers.raadhusetsMoedeforplejning,
        lines: [{ product: 'coffee', quantity: 12 }],
        restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
        autoComplete: true,
      }),
      Description: 'Mødeforplejning',
      DepartmentID: api.world.meeting.departments['Borgmesterens Kontor'],
      CustomData: {
        AutoComplete: true,
        MeetingInfo: { LocationID: api.world.moneyCore.salePoints.raadhusetMeetingRoom, DeliveryTime: '2026-03-13T11:00:00Z', Participants: 12, PickedUpByCustomer: true },
      },
    };
    later();
    const done = tx(await paymentCall(api.app, await tokenOf('staff'), '/V2/Payment/ReserveTransaction', meeting));
    expect(done.Status.ID).toBe(TransactionStatusId.Completed);
    await runJobs();
    const sent = await sentAbout(done.ID as string);
    expect(sent.map((mail) => mail.to)).toEqual(['staff@demo.dk']);
    expect(sent[0]?.text).not.toContain('http');

    // A completion whose transaction rolls back records no event and queues no job.
    const reserved = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }], false)));
    const settlement = new Settlement(new LedgerService(), new CatalogueStock(), new OrderConfirmations());
    await expect(
      api.db.transaction(async (q) => {
        const payment = await payments.lockPayment(q, reserved.ID as string);
        if (payment === null) throw new Error('no payment');
        await settlement.capture(q, payment, clock.now());
        throw new Error('the request failed after the capture');
      }),
    ).rejects.toThrow('the request failed after the capture');
    const { rows } = await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM order_confirmations WHERE payment_id = $1', [reserved.ID]);
    expect(rows[0]?.n).toBe(0);
    await runJobs();
    expect(await sentAbout(reserved.ID as string)).toEqual([]);
  });
});

describe('a cancellation and a refund', () => {
  it('tells a completed order cancelled once, with the money back; the same cancel again tells nothing', async () => {
    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }])));
    await runJobs();
    const confirmed = (await sentAbout(done.ID as string)).length;
    const cancel = { ID: done.ID };
    const key = newKey();
    expect(tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', cancel, key)).Status.ID).toBe(TransactionStatusId.Cancelled);
    await runJobs();
    const cancelled = (await sentAbout(done.ID as string)).slice(confirmed);
    expect(cancelled).toHaveLength(emmaGuardians.length);
    const mail = cancelled.find((one) => one.to === 'parent@demo.dk');
    expect(mail?.subject).toBe(`Ordre ${(done.ID as string).slice(0, 8).toUpperCase()} til ${EMMA} er annulleret`);
    expect(oneLine(mail?.text ?? '')).toContain(`79,00 kr. er sat tilbage på ${EMMA}s konto.`);

    tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', cancel, key));
    await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', cancel);
    await runJobs();
    expect(await sentAbout(done.ID as string)).toHaveLength(confirmed + emmaGuardians.length);
  });

  it('tells a reservation the user cancelled (nothing charged), and not one that expires', async () => {
    const reserved = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }], false)));
    tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CancelTransaction', { ID: reserved.ID }));
    await runJobs();
    const mail = (await sentAbout(reserved.ID as string)).find((one) => one.to === 'parent@demo.dk');
    expect(oneLine(mail?.text ?? '')).toContain('Der blev ikke trukket penge (79,00 kr.).');

    const expiring = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }], false)));
    clock.advanceMinutes(30);
    const completed = tx(await paymentCall(api.app, api.tokens.parent, '/V1/payment/CompleteTransaction', { ID: expiring.ID }));
    expect(completed.Status.ID).toBe(TransactionStatusId.Expired);
    await runJobs();
    expect(await sentAbout(expiring.ID as string)).toEqual([]);
  });

  it('tells a partial refund once with its own amount; the same request again tells nothing', async () => {
    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 2 }])));
    await runJobs();
    const confirmed = (await sentAbout(done.ID as string)).length;
    const refund = { ID: done.ID, Products: [{ ID: api.world.moneyCore.products.bottle, Quantity: 1 }] };
    const key = newKey();
    const refunded = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/RefundTransaction', refund, key));
    await runJobs();
    const told = (await sentAbout(done.ID as string)).slice(confirmed);
    expect(told).toHaveLength(emmaGuardians.length);
    expect(oneLine(told.find((one) => one.to === 'parent@demo.dk')?.subject ?? '')).toBe(`Refusion på 79,00 kr. til ${EMMA}`);

    expect(tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/RefundTransaction', refund, key)).ID).toBe(refunded.ID);
    await runJobs();
    expect(await sentAbout(done.ID as string)).toHaveLength(confirmed + emmaGuardians.length);
  });

  it("tells nothing of a refund its caller tells in its own message ('elsewhere', a removed dish's)", async () => {
    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }])));
    await runJobs();
    const confirmed = (await sentAbout(done.ID as string)).length;
    const settlement = new Settlement(new LedgerService(), new CatalogueStock(), new OrderConfirmations());
    await api.db.transaction(async (q) => {
      const payment = await payments.lockPayment(q, done.ID as string);
      if (payment === null) throw new Error('no payment');
      expect(await settlement.refund(q, payment, 'everything', clock.now(), null, 'elsewhere')).not.toBeNull();
    });
    await runJobs();
    expect(await sentAbout(done.ID as string)).toHaveLength(confirmed);
    const { rows } = await api.db.query<{ n: number }>("SELECT count(*)::int AS n FROM jobs WHERE kind = $1 AND status <> 'done'", [ORDER_CONFIRMATION_JOB]);
    expect(rows[0]?.n).toBe(0);
  });
});

describe('a change and an amount given back', () => {
  it("tells a meeting order's change once, with the order as it now reads and the difference, charged or given back; a retried change tells nothing", async () => {
    const staff = await tokenOf('staff');
    const meeting = {
      ...orderPayload(api.world, {
        wallet: api.world.wallets.anne,
        customer: api.world.customers.raadhusetsMoedeforplejning,
        lines: [{ product: 'coffee', quantity: 4 }],
        restrictions: { UseRestrictionOverride: true, IgnoreWalletSettings: true },
        autoComplete: true,
      }),
      Description: 'Mødeforplejning',
      DepartmentID: api.world.meeting.departments['Borgmesterens Kontor'],
      CustomData: {
        AutoComplete: true,
        MeetingInfo: { LocationID: api.world.moneyCore.salePoints.raadhusetMeetingRoom, DeliveryTime: '2026-03-13T11:00:00Z', Participants: 4, PickedUpByCustomer: true },
      },
    };
    later();
    const done = tx(await paymentCall(api.app, staff, '/V2/Payment/ReserveTransaction', meeting));
    await runJobs();
    const told = (await sentAbout(done.ID as string)).length;
    const change = (quantity: number, key = newKey()) =>
      api.app.inject({
        method: 'PUT',
        url: `/api/meeting/update/${done.ID as string}`,
        headers: { ...bearer(staff), 'idempotency-key': key },
        payload: { participants: quantity, pickedUpByCustomer: true, deliveryTime: '2026-03-13T11:00:00.000Z', products: [{ ID: api.world.moneyCore.products.coffee, Quantity: quantity }] },
      });

    // Six more coffees: 108,00 kr. charged, the order now 10 × 18,00 kr.
    const key = newKey();
    expect((await change(10, key)).statusCode).toBe(200);
    await runJobs();
    const more = (await sentAbout(done.ID as string)).slice(told);
    expect(more.map((mail) => mail.to)).toEqual(['staff@demo.dk']);
    expect(more[0]?.subject).toMatch(new RegExp(`^Ordre ${(done.ID as string).slice(0, 8).toUpperCase()} til .+ er ændret$`));
    expect(oneLine(more[0]?.text ?? '')).toContain('10 × Kaffe og te: 180,00 kr.');
    expect(oneLine(more[0]?.text ?? '')).toContain('I alt nu: 180,00 kr. 108,00 kr. er trukket ekstra.');
    // The same change again (its Idempotency-Key): nothing new to tell.
    expect((await change(10, key)).statusCode).toBe(200);
    await runJobs();
    expect(await sentAbout(done.ID as string)).toHaveLength(told + 1);

    // Down to two: 144,00 kr. back.
    expect((await change(2)).statusCode).toBe(200);
    await runJobs();
    const less = (await sentAbout(done.ID as string)).slice(told + 1);
    expect(less).toHaveLength(1);
    expect(oneLine(less[0]?.text ?? '')).toContain('2 × Kaffe og te: 36,00 kr.');
    expect(oneLine(less[0]?.text ?? '')).toContain('I alt nu: 36,00 kr. 144,00 kr. er sat tilbage');
  });

  it("tells an amount given back without lines (an absent day's share of a subscription period) as a refund, once", async () => {
    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }])));
    await runJobs();
    const confirmed = (await sentAbout(done.ID as string)).length;
    const settlement = new Settlement(new LedgerService(), new CatalogueStock(), new OrderConfirmations());
    await api.db.transaction(async (q) => {
      const payment = await payments.lockPayment(q, done.ID as string);
      if (payment === null) throw new Error('no payment');
      expect(await settlement.refundAmount(q, payment, 1_234, clock.now(), null)).toMatchObject({ amountOre: 1_234 });
    });
    await runJobs();
    const sent = (await sentAbout(done.ID as string)).slice(confirmed);
    expect(sent.map((mail) => mail.to).sort()).toEqual([...emmaGuardians].sort());
    const mail = sent.find((one) => one.to === 'parent@demo.dk');
    expect(mail?.subject).toBe(`Refusion på 12,34 kr. til ${EMMA}`);
    expect(oneLine(mail?.text ?? '')).toContain(`12,34 kr. er sat tilbage på ${EMMA}s konto.`);
    await runJobs();
    expect(await sentAbout(done.ID as string)).toHaveLength(confirmed + sent.length);
  });
});

describe('by SMS', () => {
  it('texts the wallet’s mobile number when the guardian chooses SMS: kept with channel sms, found by the number, listed on the development mail page', async () => {
    const emma = api.world.wallets.emma;
    const read = WalletAlertsAnswer.parse((await api.app.inject({ method: 'GET', url: `/api/Alerts/Wallet?walletID=${emma}`, headers: bearer(api.tokens.parent) })).json());
    expect(read).toMatchObject({ OrderConfirmationEmail: true, OrderConfirmationSms: false, SmsAvailable: true });
    const mobile = read.MobileNumber as string;
    const chosen = await api.app.inject({
      method: 'PUT',
      url: `/api/Alerts/Wallet?walletID=${emma}`,
      headers: bearer(api.tokens.parent),
      payload: { LowBalanceEnabled: false, LowBalanceThreshold: null, FailedRefillEnabled: true, CardExpiryEnabled: true, OrderConfirmationEmail: false, OrderConfirmationSms: true },
    });
    expect(chosen.statusCode).toBe(200);
    expect(WalletAlertsAnswer.parse(chosen.json())).toMatchObject({ OrderConfirmationEmail: false, OrderConfirmationSms: true });

    const done = tx(await paymentCall(api.app, api.tokens.parent, '/V2/Payment/ReserveTransaction', emmaOrder([{ product: 'bottle', quantity: 1 }])));
    await runJobs();
    const sent = await sentAbout(done.ID as string);
    expect(sent).toHaveLength(1);
    const balance = (await fundsOf(api.db, emma)).balanceOre;
    expect(sent[0]).toMatchObject({ channel: 'sms', to: mobile, mobile });
    expect(oneLine(sent[0]?.text ?? '')).toBe(
      `Solbakke Skole: Bestilling af Drikkedunk til ${EMMA} 79,00 kr. Saldo ${oneLine(new Intl.NumberFormat('da-DK', { minimumFractionDigits: 2 }).format(balance / 100))} kr.`,
    );
    expect(sent[0]?.text.length).toBeLessThanOrEqual(160);
    const { rows } = await api.db.query<{ channel: string; mobile_number: string; email: string | null }>(
      "SELECT channel, mobile_number, email FROM message_log WHERE kind = 'order_confirmation' AND transaction_id = $1",
      [done.ID],
    );
    expect(rows).toEqual([{ channel: 'sms', mobile_number: mobile, email: null }]);

    // /Messages/All (the support tool's message search) finds it by the mobile number.
    const search = await api.app.inject({
      method: 'POST',
      url: '/api/Messages/Search',
      headers: bearer(await tokenOf('support')),
      payload: { StartIndex: 0, Count: 50, Search: [{ Name: 'MobileNumber', Value: mobile, SearchType: 0 }] },
    });
    expect(search.statusCode).toBe(200);
    expect(MessageSearchResponse.parse(search.json()).Items).toEqual(
      expect.arrayContaining([expect.objectContaining({ Kind: 'order_confirmation', Channel: 'sms', MobileNumber: mobile, TransactionID: done.ID })]),
    );

    // The development mail page lists it, marked as SMS.
    const page = DevMailMessagesResponse.parse((await api.app.inject({ method: 'GET', url: '/api/DevMail/Messages', headers: bearer(await tokenOf('dev')) })).json());
    expect(page).toEqual(expect.arrayContaining([expect.objectContaining({ Channel: 'sms', To: mobile, Text: sent[0]?.text })]));
    expect(page.filter((message) => message.Channel === 'email').length).toBeGreaterThan(0);
  });

  it('refuses SMS for a wallet without a mobile number (400, nothing changed)', async () => {
    const emma = api.world.wallets.emma;
    await api.db.query("UPDATE wallet_alert_settings SET order_confirmation_sms = false WHERE wallet_id = $1", [emma]);
    const { rows } = await api.db.query<{ mobile_number: string }>('SELECT mobile_number FROM wallets WHERE id = $1', [emma]);
    await api.db.query('UPDATE wallets SET mobile_number = NULL WHERE id = $1', [emma]);
    try {
      const refused = await api.app.inject({
        method: 'PUT',
        url: `/api/Alerts/Wallet?walletID=${emma}`,
        headers: bearer(api.tokens.parent),
        payload: { LowBalanceEnabled: false, LowBalanceThreshold: null, FailedRefillEnabled: true, CardExpiryEnabled: true, OrderConfirmationSms: true },
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().reason).toMatch(/OrderConfirmationSms/);
      const read = WalletAlertsAnswer.parse((await api.app.inject({ method: 'GET', url: `/api/Alerts/Wallet?walletID=${emma}`, headers: bearer(api.tokens.parent) })).json());
      expect(read).toMatchObject({ OrderConfirmationSms: false, SmsAvailable: false, MobileNumber: null });
    } finally {
      await api.db.query('UPDATE wallets SET mobile_number = $2 WHERE id = $1', [emma, rows[0]?.mobile_number]);
    }
  });
});
