import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { API, apiLogin, childrenOf, logInThenChooseLanguage, SITES } from '../support/site';

/**
 * Transactions and admin through the composed site (issue 13, spec sections 2 to 9), in
 * Danish and in English. partner@demo.dk (roles CustomerSupport, ViewDetailTransactionInfo,
 * TransactionRefund; no HelpDesk) finds today's transactions of Noah Hansen (the seed's
 * canteen sale and webshop order), opens the order and sees only the parts spec section 6
 * gives the partner site. support@demo.dk (HelpDesk) finds Noah's webshop order whose card
 * payment was declined yesterday, sees its stack trace and tickets, adds a ticket, changes
 * its status (an admin action whose result shows), and opens the messages page it links to.
 * It also finds Noah's automatic refill that failed last night (a card top-up), retries it
 * (the first run; a later one finds it completed), adds a ticket, and opens the messages and
 * the device pages. Every run leaves the order failed (a failed status changes only among
 * failed, cancelled and expired), so the runs may follow each other in any order.
 */
const NOAH_MOBILE = '4521876510';

interface Run {
  english: boolean;
  texts: {
    heading: string;
    mobile: string;
    search: string;
    failed: string;
    customer: string;
    custom: string;
    notes: (count: number) => string;
    status: string;
    stackTrace: string;
    tickets: string;
    ticketText: string;
    ticketCreate: RegExp;
    ticketCreated: string;
    newStatus: string;
    actionCompleted: string;
    seller: string;
    /** Texts the platform wrote into the transactions, in the reader's language. */
    canteenPurchase: string;
    webshopPurchase: string;
    automaticRefill: string;
    cardNumber: string;
    refundDone: string;
    balance: string;
  };
}

const RUNS: Run[] = [
  {
    english: false,
    texts: {
      heading: 'Transaktioner',
      mobile: 'Mobilnummer',
      search: 'Søg',
      failed: 'Ikke gennemført',
      customer: 'Kunde',
      custom: 'Ekstra oplysninger',
      notes: (count) => `Noter (${count})`,
      status: 'Skift status',
      stackTrace: 'Stack trace',
      tickets: 'Help-desk-sager',
      ticketText: 'Tekst',
      ticketCreate: /^Opret$/,
      ticketCreated: 'Sagen er oprettet.',
      newStatus: 'Ny status',
      actionCompleted: 'Handlingen er gennemført.',
      seller: 'Solbakke Skole',
      canteenPurchase: 'Kantinekøb',
      webshopPurchase: 'Webshop køb',
      automaticRefill: 'Automatisk optankning',
      cardNumber: 'Kortnummer',
      refundDone: 'Refunderingen er gennemført.',
      balance: 'Saldo',
    },
  },
  {
    english: true,
    texts: {
      heading: 'Transactions',
      mobile: 'Mobile number',
      search: 'Search',
      failed: 'Not completed',
      customer: 'Customer',
      custom: 'Custom information',
      notes: (count) => `Notes (${count})`,
      status: 'Change status',
      stackTrace: 'Stack trace',
      tickets: 'Help-desk tickets',
      ticketText: 'Text',
      ticketCreate: /^Create$/,
      ticketCreated: 'The ticket is created.',
      newStatus: 'New status',
      actionCompleted: 'Action completed.',
      seller: 'Solbakke Skole',
      canteenPurchase: 'Canteen purchase',
      webshopPurchase: 'Webshop purchase',
      automaticRefill: 'Automatic refill',
      cardNumber: 'Card number',
      refundDone: 'The refund is completed.',
      balance: 'Balance',
    },
  },
];

const EMMA_CARD = '1000 0001';

/**
 * Emma buys a sandwich and cocoa milk at the canteen's terminal this morning, as the
 * cashier's device would send it. The products' IDs are read as the partner reads them,
 * from the details of Noah's seeded canteen sale of the same canteen.
 */
async function emmasCanteenPurchase(request: APIRequestContext, extraCocoa: number): Promise<void> {
  const partner = await apiLogin(request, 'partner@demo.dk', 'partner');
  const headers = { Authorization: `Bearer ${partner}`, 'x-application': 'partner' };
  const found = await request.post(`${API}/api/Transaction/SearchV2`, {
    headers,
    data: { StartIndex: 0, Count: 10, Search: [{ Name: 'MobileNumber', Value: NOAH_MOBILE, SearchType: 0 }] },
  });
  const sale = ((await found.json()).Transactions as { ID: string; Type: string }[]).find((t) => t.Type === 'CanteenPurchase');
  expect(sale).toBeTruthy();
  const detail = await (await request.get(`${API}/api/Transaction/Detail?transactionID=${sale?.ID}`, { headers })).json();
  // Each run buys its own amount: the terminal refuses the same amount twice in a row (DoubleAmountTransaction).
  const lines = detail.Products as { ID: string; Name: string; Price: number }[];
  const products = lines.map((product) => ({ ID: product.ID, Quantity: product.Name === 'Kakaomælk' ? 1 + extraCocoa : 1 }));
  const amount = lines.reduce((sum, product, index) => sum + product.Price * (products[index]?.Quantity ?? 0), 0);
  const bought = await request.post(`${API}/api/Terminal/Purchase`, {
    headers: { 'x-device-key': 'Demo-Terminal-1', 'idempotency-key': randomUUID() },
    data: { CardDisplayNumber: EMMA_CARD, Amount: amount, Products: products },
  });
  expect(await bought.json()).toMatchObject({ ErrorMessage: null, Status: { IsCompleted: true } });
}

async function emmasBalance(request: APIRequestContext): Promise<number> {
  const children = await childrenOf(request, await apiLogin(request, 'parent@demo.dk'));
  return children.find((child) => child.Name === 'Emma Jensen')?.Balance ?? NaN;
}

/** The parts of the open dialog: the accordion's section buttons (they say whether they are open). */
function sectionNames(page: Page) {
  return page.getByTestId('transaction-dialog').locator('button[aria-expanded]').allInnerTexts().then((names) => names.map((name) => name.trim()));
}

async function openSection(page: Page, name: string): Promise<void> {
  // The accordion's header (it has aria-expanded), not an action button of the same name.
  const section = page.getByTestId('transaction-dialog').getByRole('button', { name, exact: true }).and(page.locator('[aria-expanded]'));
  await section.click();
  await expect(section).toHaveAttribute('aria-expanded', 'true');
}

for (const run of RUNS) {
  const { texts } = run;

  test.describe(`transactions admin (${run.english ? 'English' : 'Danish'})`, () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("the partner site finds today's transactions and sees only what spec section 6 gives it", async ({ page }) => {
      await logInThenChooseLanguage(page, SITES.partner, 'partner@demo.dk', { english: run.english });
      await expect(page.getByRole('heading', { name: texts.heading, level: 1 })).toBeVisible();
      // The default window is today; Noah's mobile number narrows it to his transactions.
      await page.getByLabel(texts.mobile, { exact: true }).fill(NOAH_MOBILE);
      await page.getByTestId('search-submit').click();
      const rows = page.getByTestId('transaction-row');
      await expect(rows.filter({ hasText: texts.canteenPurchase })).toHaveCount(1);
      await expect(rows.filter({ hasText: texts.webshopPurchase })).toHaveCount(1);
      await expect(rows.first()).toContainText('Noah Hansen');
      await expect(page.getByTestId('search-sum')).toContainText(/\d/);

      await rows.filter({ hasText: texts.webshopPurchase }).getByTestId('open-transaction').click();
      const dialog = page.getByTestId('transaction-dialog');
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('transaction-facts')).toContainText('Noah Hansen');
      // Custom information (CustomerSupport), the wallet (ViewDetailTransactionInfo) and refund
      // (TransactionRefund); never the stack trace, the status change, the admin actions or the help desk.
      await expect.poll(() => sectionNames(page)).toEqual([texts.customer, texts.custom, texts.notes(1)]);
      await expect(dialog.getByTestId('link-wallet')).toHaveAttribute('href', /^\/CustomerSupport\/Users\?W\.ID=/);
      await expect(dialog.getByTestId('link-wallet')).toHaveAttribute('target', 'kk-wallet-user');
      await expect(dialog.getByTestId('link-messages')).toHaveAttribute('href', new RegExp(`^/Messages/All\\?MobileNumber=${NOAH_MOBILE}&From=`));
      await expect(page.getByTestId('action-refund')).toBeVisible();
      for (const action of ['ManualComplete', 'Retry', 'Cancel', 'Duplicate']) await expect(page.getByTestId(`action-${action}`)).toHaveCount(0);
      await expect(dialog.getByTestId('stack-trace')).toHaveCount(0);

      await openSection(page, texts.notes(1));
      await expect(dialog.getByTestId('note').first()).toContainText('Forældre ringede: drikkedunken hentes på kontoret fredag.');
      await openSection(page, texts.custom);
      await expect(dialog.getByTestId('custom-information-entry').first()).toContainText('CreateTransactionModel');
    });

    test("the partner finds Emma's canteen purchase of today, refunds one product, and her balance comes back", async ({ page }) => {
      await emmasCanteenPurchase(page.request, run.english ? 1 : 0);
      const before = await emmasBalance(page.request);
      await logInThenChooseLanguage(page, SITES.partner, 'partner@demo.dk', { english: run.english });
      await page.getByLabel(texts.cardNumber, { exact: true }).fill(EMMA_CARD.replace(' ', ''));
      await page.getByTestId('search-submit').click();
      // Newest first: this run's purchase.
      const sale = page.getByTestId('transaction-row').filter({ hasText: texts.canteenPurchase }).first();
      await expect(sale).toContainText('Emma Jensen');
      await sale.getByTestId('open-transaction').click();
      const dialog = page.getByTestId('transaction-dialog');
      await page.getByTestId('action-refund').click();
      const cocoa = dialog.getByTestId('refund-line').filter({ hasText: 'Kakaomælk' });
      await cocoa.getByRole('checkbox').check();
      await page.screenshot({ path: `test-results/screens/partner-refund-${run.english ? 'en' : 'da'}.png`, fullPage: true });
      await page.getByTestId('refund-submit').click();
      await expect(page.getByText(texts.refundDone).first()).toBeVisible();
      // 12 kr. back on Emma's wallet, once.
      await expect.poll(() => emmasBalance(page.request)).toBe(before + 12);

      // The wallet page the dialog links to shows it too.
      const popupPromise = page.waitForEvent('popup');
      await dialog.getByTestId('link-wallet').click();
      const wallet = await popupPromise;
      const amount = new Intl.NumberFormat(run.english ? 'en-GB' : 'da-DK', { style: 'currency', currency: 'DKK' }).format(before + 12);
      await expect(wallet.getByTestId('wallet-lookup-result')).toContainText(amount);
      await wallet.screenshot({ path: `test-results/screens/partner-wallet-after-refund-${run.english ? 'en' : 'da'}.png`, fullPage: true });
      await wallet.close();
    });

    test("the support tool finds Noah Hansen's declined order, its stack trace and tickets, adds a ticket and changes its status", async ({ page }) => {
      await logInThenChooseLanguage(page, SITES.support, 'support@demo.dk', { english: run.english });
      await expect(page.getByRole('heading', { name: texts.heading, level: 1 })).toBeVisible();
      // The support tool's window is one month back: yesterday's declined order is in it.
      await page.getByLabel(texts.mobile, { exact: true }).fill(NOAH_MOBILE);
      await page.getByTestId('search-status-Failed').getByRole('checkbox').check();
      await page.getByTestId('search-submit').click();
      const declined = page.getByTestId('transaction-row').filter({ hasText: texts.webshopPurchase });
      await expect(declined).toHaveCount(1);
      await declined.getByTestId('open-transaction').click();

      const dialog = page.getByTestId('transaction-dialog');
      // Its message is the card's Denied until a run changes the status (which sets the status's own message).
      await expect(dialog.getByTestId('transaction-status')).toBeVisible();
      await expect.poll(() => sectionNames(page)).toEqual([texts.customer, texts.custom, expect.stringMatching(/^(Noter|Notes) \(\d+\)$/), texts.status, texts.stackTrace, texts.tickets]);
      await expect(dialog.getByTestId('link-wallet')).toHaveAttribute('href', /^\/Wallet\/WalletUserInfo\?walletID=/);
      // Retry while it is failed; once a run has changed its status, the actions that status allows.
      await expect(dialog.locator('[data-testid^="action-"]').first()).toBeVisible();

      await openSection(page, texts.stackTrace);
      await expect(dialog.getByTestId('stack-trace')).toContainText('The card provider declined the hosted payment');

      await openSection(page, texts.tickets);
      const tickets = dialog.getByTestId('ticket');
      await expect.poll(() => tickets.count()).toBeGreaterThanOrEqual(3);
      await expect(tickets.first()).toContainText('Forælder oplyser, at kortet blev trukket.');
      const text = `E2E ${run.english ? 'en' : 'da'} ${Date.now()}`;
      await dialog.getByLabel(texts.ticketText, { exact: true }).fill(text);
      await dialog.getByRole('button', { name: texts.ticketCreate }).click();
      await expect(page.getByText(texts.ticketCreated)).toBeVisible();
      await expect(tickets.filter({ hasText: text })).toHaveCount(1);

      // An admin action whose result shows: the status changes to one the server offers.
      await openSection(page, texts.status);
      const select = dialog.getByLabel(texts.newStatus, { exact: true });
      await expect(select.locator('option')).not.toHaveCount(1);
      const target = (await select.locator('option').nth(1).innerText()).trim();
      await select.selectOption({ index: 1 });
      await dialog.getByTestId('status-change').click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toContainText(target);
      await confirm.getByTestId('dialog-confirm').click();
      await expect(page.getByText(texts.actionCompleted).first()).toBeVisible();
      await expect(dialog.getByTestId('transaction-status')).toHaveText(target);
      // Every admin action is noted on the transaction (who, when, what), newest first.
      const notes = dialog.locator('button[aria-expanded]').filter({ hasText: /^(Noter|Notes) \(/ });
      await notes.click();
      await expect(notes).toHaveAttribute('aria-expanded', 'true');
      await expect(dialog.getByTestId('note').first()).toContainText('ChangeTransactionStatus');

      // The messages page the dialog links to, in its own window.
      const popupPromise = page.waitForEvent('popup');
      await dialog.getByTestId('link-messages').click();
      const popup = await popupPromise;
      expect(new URL(popup.url()).pathname).toBe('/Messages/All');
      await expect(popup.getByTestId('message').filter({ hasText: 'Betaling afvist' })).toBeVisible();
      await popup.close();
    });

    test("the support tool finds Noah Hansen's failed card top-up, retries it, adds a ticket, and opens the device and messages pages", async ({ page }) => {
      await logInThenChooseLanguage(page, SITES.support, 'support@demo.dk', { english: run.english });
      await expect(page.getByRole('heading', { name: texts.heading, level: 1 })).toBeVisible();
      // The seed's automatic refill that failed last night (NoFund); its card approves today.
      await page.getByLabel(texts.mobile, { exact: true }).fill(NOAH_MOBILE);
      await page.getByTestId('search-submit').click();
      const topUp = page.getByTestId('transaction-row').filter({ hasText: texts.automaticRefill });
      await expect(topUp).toHaveCount(1);
      await topUp.getByTestId('open-transaction').click();
      const dialog = page.getByTestId('transaction-dialog');
      await expect(dialog.getByTestId('transaction-facts')).toContainText('Noah Hansen');

      // The first run retries it (the card is charged again, the wallet credited once); a later run finds it completed.
      const retry = dialog.getByTestId('action-Retry');
      if (await retry.isVisible()) {
        await expect(dialog.getByTestId('transaction-error')).toContainText('NoFund');
        await retry.click();
        await page.getByRole('alertdialog').getByTestId('dialog-confirm').click();
        await expect(page.getByText(texts.actionCompleted).first()).toBeVisible();
      }
      await expect(dialog.getByTestId('transaction-status')).toHaveText(run.english ? 'Completed' : 'Gennemført');
      await expect(retry).toHaveCount(0);
      await openSection(page, texts.custom);
      await expect(dialog.getByTestId('custom-information-entry').first()).toContainText('CardHolderModel');

      await openSection(page, texts.tickets);
      const text = `E2E top-up ${run.english ? 'en' : 'da'} ${Date.now()}`;
      await dialog.getByLabel(texts.ticketText, { exact: true }).fill(text);
      await dialog.getByRole('button', { name: texts.ticketCreate }).click();
      await expect(page.getByText(texts.ticketCreated)).toBeVisible();
      await expect(dialog.getByTestId('ticket').filter({ hasText: text })).toHaveCount(1);

      // The messages page of the wallet's mobile number, ±10 days around the top-up.
      const messagesPopup = page.waitForEvent('popup');
      await dialog.getByTestId('link-messages').click();
      const messages = await messagesPopup;
      expect(new URL(messages.url()).pathname).toBe('/Messages/All');
      await expect(messages.getByTestId('message').first()).toBeVisible();
      await messages.close();
      await page.keyboard.press('Escape');

      // The device page, from Noah's canteen sale of this morning.
      const sale = page.getByTestId('transaction-row').filter({ hasText: texts.canteenPurchase });
      await sale.getByTestId('open-transaction').click();
      const devicePopup = page.waitForEvent('popup');
      await page.getByTestId('transaction-dialog').getByTestId('link-device').click();
      const device = await devicePopup;
      expect(new URL(device.url()).pathname).toBe('/Units/Index');
      await expect(device.getByText('Kantineterminal 1').first()).toBeVisible();
      await device.close();
    });
  });
}
