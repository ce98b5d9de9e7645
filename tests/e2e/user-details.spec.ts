import { expect, test, type Page } from '@playwright/test';
import { USER_DETAILS_EMPTY, USER_DETAILS_MESSAGES } from '@bo/contract';
import { SHOWCASE } from '../../packages/db/src/demo/user-details-showcase.ts';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

/** Support agent 93: user_details among its modules, but neither supplier_details nor the sibling-app pages. */
const NARROW_ADMIN = 'admin93@demo.test';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
/** Signs in on the user's page and waits for its details (the first load also fetches the page's chunk). */
async function openUser(page: Page, email: string, userId: number): Promise<void> {
  await signIn(page, email, `/user/${userId}`);
  await expect(page.getByRole('heading', { name: `User ${userId}`, level: 2 })).toBeVisible({ timeout: 20_000 });
}

const metric = (page: Page, label: string) => section(page, 'Quality').locator(`tr[data-metric="${label}"] [data-colour]`);

test.describe('user details screen', () => {
  test('the red flags of a banned user show in red', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    for (const name of ['User Details', 'Performance', 'Quality', 'Reconciliations', 'Supplier Statistics']) {
      await expect(section(page, name)).toBeVisible();
    }
    await expect(section(page, 'User Details').getByText(USER_DETAILS_MESSAGES.highRiskEmail)).toBeVisible();
    // IPQS score 92: red from 80.
    await expect(metric(page, 'IPQS Score')).toHaveAttribute('data-colour', 'red');
    await expect(metric(page, 'IPQS Score')).toHaveText('92');
    // Nigeria / Lagos: the risky list.
    await expect(metric(page, 'Timezone Mismatch')).toHaveAttribute('data-colour', 'red');
    await expect(section(page, 'Quality').locator('[data-flag="Suspicious Activity Pattern"]')).toHaveAttribute('data-colour', 'red');
    await expect(section(page, 'Quality').locator('[data-flag="Suspicious Click Pattern"]')).toHaveAttribute('data-colour', 'red');
  });

  test('a clean user carries no red flag', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.clean);
    await expect(metric(page, 'Supplier Bans')).toHaveAttribute('data-colour', 'green');
    await expect(section(page, 'Quality').locator('[data-flag="Suspicious Activity Pattern"]')).toHaveAttribute('data-colour', 'green');
  });

  test('heavy reconciliation is red and the lifetime modal opens', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.shadowReviewReconciliation);
    const recon = section(page, 'Reconciliations');
    await expect(recon.locator('tr[data-month="total"] [data-colour]')).toHaveAttribute('data-colour', 'red');
    await expect(recon.getByLabel('High-recon surveys excluded').first()).toBeVisible();
    await recon.getByRole('button', { name: 'Lifetime Reconciliation' }).click();
    await expect(page.getByRole('table', { name: 'Lifetime reconciliation' })).toBeVisible();
  });

  test('suppliers without clicks show only with the switch; no phone means no SMS verification', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.noClicksNoPhone);
    const suppliers = section(page, 'Supplier Statistics');
    const rows = suppliers.locator('tbody tr[data-supplier]');
    await expect(rows).toHaveCount(0);
    await expect(suppliers.getByText(USER_DETAILS_EMPTY.noData)).toBeVisible();
    await suppliers.getByLabel('Show suppliers without clicks').check({ force: true });
    await expect(rows.first()).toBeVisible();
    await expect(section(page, 'SMS Verification').getByText(USER_DETAILS_MESSAGES.verificationNotSupported)).toBeVisible();
  });

  test('copied answers read Copy/Pasted and banned duplicates are red', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.reviewQualityAnswers);
    const questions = section(page, 'Quality Questions');
    await expect(questions.getByText(USER_DETAILS_MESSAGES.copyPasteLabel).first()).toBeVisible();
    await expect(questions.getByText(USER_DETAILS_MESSAGES.copyPasteMarker)).toHaveCount(0);
    await expect(questions.locator('[data-colour="red"]').first()).toBeVisible();
  });

  test('hovering the user id loads its basic card', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    const basic = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/user/${SHOWCASE.bannedRedFlags}/basic`);
    await section(page, 'User Details').locator(`[data-user-id="${SHOWCASE.bannedRedFlags}"] a`).hover();
    expect((await basic).status()).toBe(200);
    await expect(page.getByLabel(`User ${SHOWCASE.bannedRedFlags} card`)).toContainText('Reconciled');
  });

  test('the user id opens the side panel, Escape closes it', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    const details = section(page, 'User Details');
    await details.locator(`[data-user-id="${SHOWCASE.bannedRedFlags}"] a`).click();
    const panel = page.getByRole('dialog', { name: `User ${SHOWCASE.bannedRedFlags}` });
    await expect(panel.getByRole('button', { name: 'Open Full Page' })).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Copy Profile URL' })).toBeVisible();
    await expect(panel.getByRole('table', { name: 'User Details table' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/user/${SHOWCASE.bannedRedFlags}$`));
  });

  test('a narrow admin sees plain ids and names, and no card is asked for', async ({ page }) => {
    const basicRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/basic$/.test(new URL(r.url()).pathname)) basicRequests.push(r.url());
    });
    await openUser(page, NARROW_ADMIN, SHOWCASE.protectedInfinite);
    const details = section(page, 'User Details');
    await expect(details.getByText(/FS 51/)).toBeVisible();
    await expect(details.getByRole('link', { name: /FS 51/ })).toHaveCount(0);
    const suppliers = section(page, 'Supplier Statistics');
    await suppliers.getByLabel('Show suppliers without clicks').check({ force: true });
    await expect(suppliers.locator('tbody tr[data-supplier]').first()).toBeVisible();
    await expect(suppliers.getByRole('link')).toHaveCount(0);
    await suppliers.locator('tbody tr[data-supplier] td').first().hover();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(basicRequests).toEqual([]);
  });
});
