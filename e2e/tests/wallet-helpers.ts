import { deflateSync } from 'node:zlib';
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { API, SITES } from '../support/site';

/** The composed site; the environment may point elsewhere (a second copy on other ports). */
export const SITE = {
  wallet: process.env.E2E_WALLET_SITE ?? SITES.wallet,
  kkpay: process.env.E2E_KKPAY_SITE ?? SITES.kkpay,
  api: process.env.E2E_API ?? API,
};

export const SCREENS = 'test-results/screens';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const typed = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typed));
  return Buffer.concat([length, typed, crc]);
}

/** A small RGB PNG with a diagonal gradient and a square, generated here (no fixture file). */
export function generatedPng(width = 320, height = 200): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 2;
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y += 1) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x += 1) {
      const inSquare = x > width / 3 && x < (2 * width) / 3 && y > height / 4 && y < (3 * height) / 4;
      row[1 + x * 3] = inSquare ? 250 : Math.round((x / width) * 255);
      row[2 + x * 3] = inSquare ? 200 : Math.round((y / height) * 255);
      row[3 + x * 3] = inSquare ? 40 : 160;
    }
    rows.push(row);
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A canteen sale on a school card, as the terminal makes it. */
/** A canteen sale on a school card, as the terminal sends it; answers the transaction, completed or refused. */
export async function tryCanteenPurchase(request: APIRequestContext, deviceKey: string, cardDisplayNumber: string, amount: number): Promise<{ ErrorMessage: string | null; Status: { IsCompleted: boolean } }> {
  const response = await request.post(`${SITE.api}/api/Terminal/Purchase`, {
    headers: { 'x-device-key': deviceKey, 'idempotency-key': randomUUID() },
    data: { CardDisplayNumber: cardDisplayNumber, Amount: amount },
  });
  expect(response.status()).toBe(200);
  return response.json();
}

export async function canteenPurchase(request: APIRequestContext, deviceKey: string, cardDisplayNumber: string, amount: number): Promise<void> {
  expect((await tryCanteenPurchase(request, deviceKey, cardDisplayNumber, amount)).Status.IsCompleted).toBe(true);
}

/** No serious or critical accessibility violation on the page as it is. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(bad.map((v) => `${v.id}: ${v.nodes.map((n) => `${n.target.join(' ')} ${n.html}`).join(', ')}`)).toEqual([]);
}

/** Marks the page, so a test can prove later that it was never reloaded. */
export async function markPage(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __kkNotReloaded: true }));
}

export async function expectNotReloaded(page: Page): Promise<void> {
  expect(await page.evaluate(() => (window as unknown as { __kkNotReloaded?: boolean }).__kkNotReloaded === true)).toBe(true);
}

/** window.print and window.close of the print window record instead of acting, so the window can be read. */
export const PRINT_SPY = () => {
  Object.assign(window, { __kkPrinted: 0 });
  window.print = () => {
    (window as unknown as { __kkPrinted: number }).__kkPrinted += 1;
  };
  window.close = () => undefined;
};
