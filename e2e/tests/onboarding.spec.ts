import { expect, test, type Page } from '@playwright/test';
import { logIn, SITES } from '../support/site';
import { tryCanteenPurchase } from './wallet-helpers';

/**
 * A newly seeded guardian (new.parent@demo.dk, child Ida Nielsen with nothing set up) gets
 * the onboarding guide about a second after the home page loads, adds a school card
 * through the wallet remote's own dialog, accepts the terms, invites a second guardian who
 * signs up from the development mail page and sees the same child, and the guide does not
 * come back after it is finished. Runs once: it changes the new guardian's progress.
 */
test.describe.configure({ mode: 'serial' });

const INVITEE = `second.guardian.${Date.now()}@example.dk`;
const SCHOOL_CARD = '5100 0017';

async function guideStep(page: Page, title: string) {
  const step = page.getByRole('dialog', { name: title });
  await expect(step).toBeVisible();
  return step;
}

test('a new guardian is guided to a working wallet and shares it with a second guardian', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await logIn(page, SITES.wallet, 'new.parent@demo.dk');

  const welcome = await guideStep(page, 'Velkommen');
  await expect(welcome.getByTestId('onboarding-position')).toHaveText('Trin 1 af 7');
  await expect(welcome).toContainText('Ida Nielsen');
  // Neither Escape nor a click outside closes the guide.
  await page.keyboard.press('Escape');
  await expect(welcome).toBeVisible();
  await page.screenshot({ path: 'test-results/screens/onboarding-welcome.png', fullPage: true });
  await welcome.getByRole('button', { name: 'Næste' }).click();

  // Step 2: the wallet remote's own school-card dialog, opened over the bus.
  const schoolCard = await guideStep(page, 'Tilføj skolekort');
  await schoolCard.getByRole('button', { name: 'Tilføj skolekort til Ida Nielsen' }).click();
  const nfc = page.getByTestId('school-card-dialog');
  await nfc.getByRole('textbox', { name: /Kortnummer/ }).fill(SCHOOL_CARD);
  await nfc.getByRole('button', { name: 'Tilføj skolekort' }).click();
  await expect(nfc).toHaveCount(0);
  const back = await guideStep(page, 'Tilføj skolekort');
  await expect(back.getByTestId('onboarding-school-cards')).toContainText('5100');
  await page.screenshot({ path: 'test-results/screens/onboarding-school-card.png', fullPage: true });

  // The guide resumes at the saved step after a reload.
  await page.reload();
  await guideStep(page, 'Tilføj skolekort');
  await page.getByRole('dialog', { name: 'Tilføj skolekort' }).getByRole('button', { name: 'Næste' }).click();
  await (await guideStep(page, 'Tilføj betalingskort')).getByRole('button', { name: 'Næste' }).click();
  await (await guideStep(page, 'Opsæt optankning')).getByRole('button', { name: 'Næste' }).click();
  const options = await guideStep(page, 'Valgmuligheder');
  await options.getByText('Ja tak, send mig nyhedsbrevet').click();
  await options.getByRole('button', { name: 'Næste' }).click();

  // Step 6: invite a second guardian.
  const access = await guideStep(page, 'Giv andre adgang');
  await access.getByRole('textbox', { name: /E-mail/ }).fill(INVITEE);
  await access.getByRole('button', { name: 'Send invitation' }).click();
  await expect(access.getByTestId('access-notice')).toContainText(`Invitationen er sendt til ${INVITEE}.`);
  await expect(access.getByTestId('access-invitations')).toContainText(INVITEE);
  await page.screenshot({ path: 'test-results/screens/onboarding-access.png', fullPage: true });
  await access.getByRole('button', { name: 'Næste' }).click();

  // Step 7: the overview and the terms.
  const overview = await guideStep(page, 'Overblik og afslut');
  const terms = overview.getByTestId('onboarding-terms');
  const accepts = terms.getByText(/^Jeg accepterer .* for Ida Nielsen$/);
  await expect(accepts).toHaveCount(2);
  for (const label of await accepts.all()) await label.click();
  await expect(terms.getByRole('checkbox', { checked: true })).toHaveCount(2);
  await page.screenshot({ path: 'test-results/screens/onboarding-overview.png', fullPage: true });
  await overview.getByRole('button', { name: 'Afslut guiden' }).click();
  await page.getByTestId('onboarding-confirm-yes').click();
  await expect(page.getByTestId('onboarding-guide')).toHaveCount(0);

  // The school card works in the canteen once there is money; here: the terminal knows the card (not an unknown card).
  const sale = await tryCanteenPurchase(page.request, 'Demo-Terminal-1', SCHOOL_CARD, 5);
  expect(sale.ErrorMessage).not.toBe('Cant find wallet or card');

  // The guide does not come back.
  await page.reload();
  await expect(page.getByTestId('wallet-card')).toHaveCount(1);
  await page.waitForTimeout(2_000);
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The invitee follows the link from the development mail page, signs up and sees Ida.
  const other = await browser.newContext();
  const invitee = await other.newPage();
  await invitee.goto(`${SITES.wallet}/DevMail`);
  const mail = invitee.getByTestId('dev-mail-message').filter({ hasText: INVITEE }).first();
  await expect(mail).toBeVisible();
  await invitee.screenshot({ path: 'test-results/screens/dev-mail.png', fullPage: true });
  await mail.getByRole('link', { name: /AllowAccess\/Accept/ }).click();
  const accept = invitee.getByTestId('accept-invitation');
  await expect(accept).toContainText('Ida');
  await accept.getByRole('textbox', { name: 'Navn' }).fill('Anden Voksen');
  await accept.getByLabel(/^Adgangskode/).fill('Andet-Demo-1234');
  await accept.getByLabel(/^Gentag adgangskode/).fill('Andet-Demo-1234');
  await accept.getByRole('button', { name: 'Opret konto' }).click();
  await invitee.screenshot({ path: 'test-results/screens/accept-invitation.png', fullPage: true });
  await expect(invitee.getByTestId('wallet-card')).toHaveCount(1, { timeout: 30_000 });
  await expect(invitee.getByTestId('wallet-card')).toContainText('Ida Nielsen');
  await invitee.screenshot({ path: 'test-results/screens/invitee-home.png', fullPage: true });
  await other.close();
});
