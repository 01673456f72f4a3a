import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { apiLogin, childrenOf, logIn, SITES } from '../support/site';
import { canteenPurchase, SITE } from './wallet-helpers';

// Issue 16: a parent sees where a child's money went. Written to run in the composed site
// (npm test's Playwright step); not run by the session that wrote it.

const PURCHASE_KRONER = 12.34;

interface Spending {
  Weeks: { Start: string; Week: number; Year: number; Categories: Record<string, number> }[];
}

async function canteenThisWeek(page: Page, token: string, walletId: string): Promise<{ kroner: number; week: number; year: number }> {
  const response = await page.request.get(`${SITE.api}/api/Transaction/Spending?walletID=${walletId}`, { headers: { Authorization: `Bearer ${token}` } });
  expect(response.status()).toBe(200);
  const week = ((await response.json()) as Spending).Weeks.at(-1)!;
  return { kroner: week.Categories['Type:CanteenPurchase'] ?? 0, week: week.Week, year: week.Year };
}

test('a parent sees a canteen purchase in the spending chart’s table and in the CSV, in Danish and English', async ({ page }) => {
  const token = await apiLogin(page.request, 'parent@demo.dk');
  const emma = (await childrenOf(page.request, token)).find((child) => child.Name === 'Emma Jensen')!;
  const before = await canteenThisWeek(page, token, emma.WalletID);
  await canteenPurchase(page.request, 'Demo-Terminal-1', '1000 0001', PURCHASE_KRONER);
  const after = await canteenThisWeek(page, token, emma.WalletID);
  expect(Math.round((after.kroner - before.kroner) * 100)).toBe(Math.round(PURCHASE_KRONER * 100));

  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await page.goto(`${SITES.wallet}/Transactions?WalletID=${emma.WalletID}`);
  const insight = page.getByTestId('spending-insight');
  await expect(insight.getByRole('heading', { name: 'Forbrug' })).toBeVisible();
  await expect(insight.getByRole('img', { name: /^Søjlediagram over forbrug pr\. uge/ })).toBeVisible();

  // The chart's text alternative: this week first, the canteen purchases in it.
  const danishAmount = after.kroner.toFixed(2).replace('.', ',');
  const thisWeek = insight.getByTestId('spending-week-row').first();
  await expect(thisWeek).toContainText(`Uge ${after.week} ${after.year}`);
  await expect(thisWeek).toContainText(new RegExp(`Kantinekøb ${danishAmount}\\skr\\.`));
  await expect(insight.getByTestId('spending-categories')).toContainText('Kantinekøb');

  // The CSV of the period holds the purchase: Danish, ';', decimal comma.
  const [danishDownload] = await Promise.all([page.waitForEvent('download'), insight.getByRole('button', { name: 'Hent CSV' }).click()]);
  expect(danishDownload.suggestedFilename()).toMatch(/^Transaktioner Emma Jensen \d{4}-\d{2}-\d{2} \d{4}-\d{2}-\d{2}\.csv$/);
  const danishCsv = readFileSync((await danishDownload.path())!, 'utf8');
  expect(danishCsv.startsWith('\uFEFFDato;Tid;Type;Beskrivelse;Sted;Beløb;Saldo efter;Status')).toBe(true);
  expect(danishCsv).toMatch(/;Kantinekøb;Kantinekøb;Solbakke Skole;-12,34;/);

  // The same in English.
  await page.getByTestId('language-en').click();
  await expect(insight.getByRole('heading', { name: 'Spending' })).toBeVisible();
  await expect(insight.getByRole('img', { name: /^Bar chart of spending per week/ })).toBeVisible();
  const englishWeek = insight.getByTestId('spending-week-row').first();
  await expect(englishWeek).toContainText(`Week ${after.week} ${after.year}`);
  await expect(englishWeek).toContainText(new RegExp(`Canteen purchases DKK\\s${after.kroner.toFixed(2)}`));

  const [englishDownload] = await Promise.all([page.waitForEvent('download'), insight.getByRole('button', { name: 'Download CSV' }).click()]);
  const englishCsv = readFileSync((await englishDownload.path())!, 'utf8');
  expect(englishCsv.startsWith('\uFEFFDate,Time,Type,Description,Place,Amount,Balance after,Status')).toBe(true);
  expect(englishCsv).toMatch(/,Canteen purchase,Canteen purchase,Solbakke Skole,-12\.34,/);
});
