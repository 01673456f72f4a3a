import { readFile } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';
import { expect, test } from '@playwright/test';
import { logIn, SITES } from '../support/site';
import { expectAccessible, SCREENS } from './wallet-helpers';

/**
 * A family's data (issue 28), in Danish and English: parent@demo.dk opens the account page and
 * downloads everything the platform holds about the family, a ZIP of JSON and CSV; the archive
 * is read here entry by entry (its central directory, each entry inflated) and holds Emma and
 * Oliver, their ledger movements, and nothing of another family's.
 */
const RUNS = [
  { english: false, button: 'Hent dine data', title: 'Dine data' },
  { english: true, button: 'Download your data', title: 'Your data' },
];

/** The entries of a ZIP archive by name: the central directory read from its end record, each entry stored or deflated. */
function entriesOf(zip: Buffer): Map<string, string> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const entries = new Map<string, string>();
  for (let index = 0; index < count; index += 1) {
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    const dataAt = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataAt, dataAt + size);
    entries.set(name, (method === 8 ? inflateRawSync(data) : data).toString('utf8'));
    at += 46 + nameLength + extra + comment;
  }
  return entries;
}

for (const run of RUNS) {
  test(`parent@demo.dk downloads the family's data from the account page (${run.english ? 'English' : 'Danish'})`, async ({ page }) => {
    await logIn(page, SITES.wallet, 'parent@demo.dk', { english: run.english });
    await expect(page.getByTestId('signed-in-user')).toBeVisible();
    await page.goto(`${SITES.wallet}/Account/ChangeInformation`);
    const button = page.getByRole('button', { name: run.button });
    await expect(page.getByRole('heading', { name: run.title })).toBeVisible();
    await button.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/family-data-${run.english ? 'en' : 'da'}-account.png`, fullPage: true });
    await expectAccessible(page);

    const downloading = page.waitForEvent('download');
    await button.click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^kk-data-\d{4}-\d{2}-\d{2}\.zip$/);
    const entries = entriesOf(await readFile(await download.path()));
    expect([...entries.keys()].sort()).toEqual(['account.csv', 'balance-movements.csv', 'cards.csv', 'consents.csv', 'data.json', 'messages.csv', 'orders.csv', 'transactions.csv', 'wallets.csv']);
    const data = JSON.parse(entries.get('data.json')!) as { Account: { Email: string }; Wallets: { Name: string }[]; BalanceMovements: unknown[] };
    expect(data.Account.Email).toBe('parent@demo.dk');
    expect(data.Wallets.map((wallet) => wallet.Name)).toEqual(expect.arrayContaining(['Emma Jensen', 'Oliver Jensen']));
    expect(data.BalanceMovements.length).toBeGreaterThan(0);
    expect([...entries.values()].join('\n')).not.toContain('kkpay.parent@demo.dk');
  });
}
