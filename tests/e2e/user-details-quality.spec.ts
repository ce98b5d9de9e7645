import { expect, test, type Page } from './fixtures.ts';
import { SUPPORT_CALL, USER_DETAILS_MESSAGES, type UserReviewListAnswer } from '@bo/contract';
import { SHOWCASE } from '../../packages/db/src/demo/user-details-showcase.ts';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

/** Support agent 93: user_details among its modules, but none of the log screens (clicks, completes, ip logs). */
const NARROW_ADMIN = 'admin93@demo.test';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const metricRow = (page: Page, label: string) => section(page, 'Quality').locator(`tr[data-metric="${label}"]`);

async function openUser(page: Page, email: string, userId: number): Promise<void> {
  await signIn(page, email, `/user/${userId}`);
  await expect(page.getByRole('heading', { name: `User ${userId}`, level: 2 })).toBeVisible({ timeout: 20_000 });
}

test.describe('user details: quality links, banned users of the red flags, e-mail domain, side panel', () => {
  test('quality metrics open their log screen filtered by the user', async ({ page }) => {
    const user = SHOWCASE.bannedRedFlags;
    await openUser(page, SUPER_ADMIN, user);
    await expect(metricRow(page, 'Avg Publisher CPI').getByRole('link')).toHaveAttribute('href', `/clicks?filter[userId]=${user}`);
    await expect(metricRow(page, 'Overlapping Completes').getByRole('link')).toHaveAttribute('href', `/completes?filter[userId]=${user}`);
    await expect(metricRow(page, 'IPQS Score').getByRole('link')).toHaveAttribute('href', `/ip-logs?filter[userId]=${user}`);
    // The colour stays on the linked figure: IPQS 92 is red.
    await expect(metricRow(page, 'IPQS Score').locator('[data-colour]')).toHaveAttribute('data-colour', 'red');
    await metricRow(page, 'Avg Publisher CPI').getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/clicks\\?filter%5BuserId%5D=${user}|/clicks\\?filter\\[userId\\]=${user}`));
    await expect(page.getByRole('table', { name: 'Clicks' })).toBeVisible({ timeout: 20_000 });
  });

  test('pattern risk opens the users of the sign-up pattern', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    await metricRow(page, 'Pattern Risk').getByRole('button').click();
    await expect(page.getByRole('dialog', { name: 'Pattern-Risk Users' })).toBeVisible();
  });

  test('a narrow admin reads the metrics as plain figures', async ({ page }) => {
    await openUser(page, NARROW_ADMIN, SHOWCASE.bannedRedFlags);
    await expect(metricRow(page, 'IPQS Score').locator('[data-colour]')).toHaveText('92');
    await expect(section(page, 'Quality').locator('tr[data-metric] a')).toHaveCount(0);
  });

  test('a high-risk subnet lists its banned users', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    await section(page, 'Quality').getByRole('button', { name: 'High-Risk IP Subnets: 1' }).click();
    const dialog = page.getByRole('dialog', { name: 'High-Risk IP Subnets' });
    const row = dialog.getByRole('row', { name: /203\.0\.113\.0\/24/ });
    await expect(row).toBeVisible();
    // 4 of its 6 other users are banned: each listed with its status dot, linking to its details.
    await expect(row.getByLabel('Banned users').locator('[data-user-id]')).toHaveCount(4);
    await expect(row.getByLabel('Banned users').locator('[data-status="2"], [data-status="3"]')).toHaveCount(4);
    await expect(row.locator('[data-colour="red"]')).toHaveText('66.67%');
  });

  test("the e-mail's domain opens the fraud-domain list", async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    await section(page, 'User Details').getByRole('button', { name: 'mailinator.com' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fraud e-mail domain @mailinator.com' });
    await expect(dialog.getByText(USER_DETAILS_MESSAGES.highRiskEmail)).toBeVisible();
    await expect(
      dialog.getByRole('table', { name: 'Fraud e-mail domain users' }).locator(`[data-user-id="${SHOWCASE.bannedRedFlags}"]`),
    ).toBeVisible();
  });

  test('the further panels list supplier bans and the users of the carrier', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    const further = section(page, 'Further Panels');
    await further.getByRole('button', { name: 'Supplier Bans' }).click();
    await expect(further.getByRole('table', { name: 'Supplier bans' }).getByRole('row', { name: /Speeding/ })).toBeVisible();
    await further.getByRole('button', { name: 'Users by Carrier' }).click();
    await further.getByRole('button', { name: /TextNow/ }).click();
    await expect(page.getByRole('table', { name: 'Users of carrier TextNow' })).toBeVisible();
  });

  test('the side panel closes on an outside click and opens the full page', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.shadowBannedRelated);
    // A related account: the panel of another user than the page's.
    const other = page.getByRole('table', { name: 'Related Accounts', exact: true }).locator('tbody tr').first().locator('[data-user-id]');
    const otherId = (await other.getAttribute('data-user-id'))!;
    await other.getByRole('link').click();
    const panel = page.getByRole('dialog', { name: `User ${otherId}` });
    await expect(panel.getByRole('table', { name: 'User Details table' })).toBeVisible();
    // A click on the overlay, left of the right-sliding panel, closes it.
    await page.mouse.click(20, 400);
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/user/${SHOWCASE.shadowBannedRelated}$`));
    await other.getByRole('link').click();
    await panel.getByRole('button', { name: 'Open Full Page' }).click();
    await expect(page).toHaveURL(new RegExp(`/user/${otherId}$`));
    await expect(page.getByRole('heading', { name: `User ${otherId}`, level: 2 })).toBeVisible();
  });

  test('Ctrl-click on the user id opens the page instead of the panel', async ({ page, context }) => {
    const user = SHOWCASE.bannedRedFlags;
    await openUser(page, SUPER_ADMIN, user);
    const opened = context.waitForEvent('page');
    await section(page, 'User Details')
      .locator(`[data-user-id="${user}"] a`)
      .click({ modifiers: ['ControlOrMeta'] });
    const tab = await opened;
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe(`/user/${user}`);
    await expect(page.getByRole('dialog', { name: `User ${user}` })).toHaveCount(0);
  });

  test('another staff member reviewing the user shows in the banner, in their colour', async ({ page }) => {
    await signIn(page, SUPER_ADMIN, '/');
    // An open review (status 1) of the demo queue assigned to someone else than the reader.
    const reviews = await page.evaluate(async (path) => {
      // The session cookie goes along; the browser's Origin lets the write through.
      const res = await fetch(`${path}?page=1&per_page=50`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ filters: { status: 1 } }),
      });
      return (await res.json()) as UserReviewListAnswer;
    }, SUPPORT_CALL.reviewList.path);
    const review = reviews.data.find((r) => r.assignee && r.assignee.id !== 1);
    expect(review, 'an open review assigned to another admin').toBeDefined();
    const { user, assignee } = review!;
    await page.goto(`/user/${user.id}`);
    const banner = page.getByRole('status', { name: 'Staff reviewer' });
    await expect(banner).toContainText(`${assignee!.name} is reviewing this user.`, { timeout: 20_000 });
    await expect(banner.getByText(assignee!.name)).toHaveAttribute('data-hex-color', assignee!.hex_color);
  });
});
