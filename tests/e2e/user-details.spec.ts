import { expect, test, type Page } from './fixtures.ts';
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
    // Three columns of sections, the narrowest cards of the common desktop widths.
    await page.setViewportSize({ width: 1440, height: 900 });
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    for (const name of ['User Details', 'Performance', 'Quality', 'Reconciliations', 'Supplier Statistics']) {
      await expect(section(page, name)).toBeVisible();
    }
    await expect(section(page, 'User Details').getByText(USER_DETAILS_MESSAGES.highRiskEmail)).toBeVisible();
    // The table fits its card: the language selects give way (a fixed 320 px pushed it over the border).
    const card = (await section(page, 'User Details').boundingBox())!;
    const detailsTable = (await page.getByRole('table', { name: 'User Details table' }).boundingBox())!;
    expect(detailsTable.x + detailsTable.width).toBeLessThanOrEqual(card.x + card.width);
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

  test('at 1440x900 the summary header gives the verdict first and stays; the links jump; offer events are one table', async ({ page }) => {
    // The power user's page is the heaviest: it takes a good part of a minute on a busy machine.
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 1440, height: 900 });
    const offersAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === `/api/user/${SHOWCASE.powerUser}/offer-details`);
    await signIn(page, SUPER_ADMIN, `/user/${SHOWCASE.powerUser}`);
    await expect(page.getByRole('heading', { name: `User ${SHOWCASE.powerUser}`, level: 2 })).toBeVisible({ timeout: 40_000 });
    const summary = section(page, 'Summary');
    const ban = summary.getByRole('region', { name: 'Actions' }).getByRole('button', { name: 'Ban', exact: true });
    const red = summary.locator('[data-metric-count="red"]');
    const amber = summary.locator('[data-metric-count="amber"]');
    // The counts are the Quality section's red and amber metrics, by the same colour rules.
    const quality = section(page, 'Quality');
    await expect(quality.locator('tr[data-metric]').first()).toBeAttached();
    const redMetrics = await quality.locator('tr[data-metric] [data-colour="red"]').count();
    const amberMetrics = await quality.locator('tr[data-metric] [data-colour="amber"]').count();
    expect(redMetrics + amberMetrics).toBeGreaterThan(0);
    await expect(red).toHaveText(`${redMetrics} red`);
    await expect(amber).toHaveText(`${amberMetrics} amber`);
    for (const verdict of [summary.getByText('Active', { exact: true }), ban, red, amber]) await expect(verdict).toBeInViewport();

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(section(page, 'Further Panels')).toBeInViewport();
    for (const verdict of [ban, red, amber]) await expect(verdict).toBeInViewport();
    // Sticky under the navbar, not behind it.
    const navbar = await page.locator('#top-navbar').boundingBox();
    const header = await summary.boundingBox();
    expect(header!.y).toBeGreaterThanOrEqual(navbar!.y + navbar!.height);

    await summary.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Reconciliations', exact: true }).click();
    const reconciliations = section(page, 'Reconciliations');
    await expect(reconciliations.getByRole('heading', { name: 'Reconciliations' })).toBeInViewport();
    // The section lands under the header, not hidden by it.
    await expect
      .poll(
        async () => (await reconciliations.boundingBox())!.y - ((await summary.boundingBox())!.y + (await summary.boundingBox())!.height),
      )
      .toBeGreaterThanOrEqual(0);

    const offers = (await (await offersAnswer).json()) as { data: { events: unknown[] }[] };
    const eventCount = offers.data.reduce((n, o) => n + o.events.length, 0);
    expect(eventCount).toBeGreaterThan(1);
    const events = section(page, 'Offers and Offer Events');
    await expect(events.getByRole('table')).toHaveCount(1);
    await expect(events.getByRole('table', { name: 'Offer events' }).locator('tbody tr[data-event-id]')).toHaveCount(eventCount);
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
