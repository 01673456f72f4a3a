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

