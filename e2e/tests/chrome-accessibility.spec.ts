import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logIn, SITES } from '../support/site';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the home page has no serious or critical axe violation, chrome included', async ({ page }) => {
  await logIn(page, SITES.wallet, 'parent@demo.dk');
  await expect(page.getByTestId('wallet-card')).toHaveCount(2);
  await expect(page.getByTestId('system-notices-frontpage')).toBeVisible();
  await expect(page.getByTestId('cookie-bar')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/home-skolepenge-chrome.png', fullPage: true });
  await page.getByTestId('footer').screenshot({ path: 'test-results/footer.png' });
});

test('the login page of a light brand has no serious or critical axe violation', async ({ page }) => {
  await page.goto('http://sunnydk.localhost:3000/Account/Login');
  await expect(page.getByTestId('footer')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

/** Walks the header with Tab and reads each focused control's outline against the header's colour. */
async function headerFocusContrasts(page: Page): Promise<{ name: string; outline: string; ratio: number }[]> {
  const found: { name: string; outline: string; ratio: number }[] = [];
  await page.locator('body').focus();
  for (let i = 0; i < 25; i += 1) {
    await page.keyboard.press('Tab');
    const seen = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      const header = document.querySelector('header');
      if (!el || !header || !header.contains(el)) return null;
      const parse = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
      const lum = (c: string) => {
        const [r = 0, g = 0, b = 0] = parse(c).map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const style = getComputedStyle(el);
      const outline = style.outlineColor;
      const behind = getComputedStyle(header).backgroundColor;
      const lighter = Math.max(lum(outline), lum(behind));
      const darker = Math.min(lum(outline), lum(behind));
      return { name: (el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 30), outline: `${style.outlineStyle} ${style.outlineWidth} ${outline}`, ratio: (lighter + 0.05) / (darker + 0.05) };
    });
    if (seen) found.push(seen);
    else if (found.length > 0) break;
  }
  return found;
}

for (const site of [
  { brand: 'skolepenge', url: SITES.wallet, user: 'parent@demo.dk' },
  { brand: 'kkpay', url: 'http://kkpay.localhost:3000', user: 'kkpay.parent@demo.dk' },
  { brand: 'sunnydk (light)', url: 'http://sunnydk.localhost:3000', user: null },
]) {
  test(`every focus ring in the header stands out by 3:1 on ${site.brand}`, async ({ page }) => {
    if (site.user) {
      await logIn(page, site.url, site.user);
      await expect(page.getByTestId('signed-in-user')).toBeVisible();
    } else {
      await page.goto(`${site.url}/Account/Login`);
      await expect(page.getByTestId('footer')).toBeVisible();
    }
    const rings = await headerFocusContrasts(page);
    expect(rings.length).toBeGreaterThanOrEqual(site.user ? 4 : 2);
    for (const ring of rings) {
      expect(ring.outline, ring.name).toMatch(/^solid 3px/);
      expect(ring.ratio, `${ring.name}: ${ring.outline}`).toBeGreaterThanOrEqual(3);
    }
    await page.screenshot({ path: `test-results/screens/header-focus-${site.brand.split(' ')[0]}.png` });
  });
}
