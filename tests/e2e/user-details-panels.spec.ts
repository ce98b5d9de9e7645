import { expect, test, type Page } from './fixtures.ts';
import { USER_DETAILS_MESSAGES } from '@bo/contract';
import { SHOWCASE } from '../../packages/db/src/demo/user-details-showcase.ts';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

/** Support agent 201: user_details, but neither offer_details nor any sibling-app user page. */
const NARROW_ADMIN = 'admin201@demo.test';
/** A Five Surveys account related to user 14 (same IP), with 17598 points: 17.60 at 1000 points a dollar. */
const FIVE_SURVEYS_USER = 47;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const related = (page: Page) => page.getByRole('table', { name: 'Related Accounts', exact: true });
const firstRelatedUser = (page: Page) => related(page).locator('tbody tr').first().locator('[data-user-id]');

async function openUser(page: Page, email: string, userId: number): Promise<void> {
  await signIn(page, email, `/user/${userId}`);
  await expect(page.getByRole('heading', { name: `User ${userId}`, level: 2 })).toBeVisible({ timeout: 20_000 });
}

test.describe('user details: accounts, same offers and further panels', () => {
  test('related accounts show their red banned rate, sort by a column and open in View All', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.shadowBannedRelated);
    const accounts = section(page, 'Connected Accounts');
    await expect(related(page).locator('tbody tr')).toHaveCount(5);
    // One banned of five related accounts: exactly 20 %, red from 20 %.
    const rate = accounts.locator('[data-colour]', { hasText: '1 of 5 banned (20.00%)' });
    await expect(rate).toHaveAttribute('data-colour', 'red');
    await expect(related(page).locator('[data-shade="dark"]').first()).toBeVisible();

    const completes = related(page).getByRole('columnheader', { name: 'Completes' });
    await completes.getByRole('button').click();
    await expect(completes).toHaveAttribute('aria-sort', 'ascending');
    await expect(firstRelatedUser(page)).toHaveAttribute('data-user-id', String(FIVE_SURVEYS_USER));
    await completes.getByRole('button').click();
    await expect(completes).toHaveAttribute('aria-sort', 'descending');
    await expect(firstRelatedUser(page)).not.toHaveAttribute('data-user-id', String(FIVE_SURVEYS_USER));

    await accounts.getByRole('button', { name: 'View All Related Accounts' }).click();
    const modal = page.getByRole('dialog', { name: 'Related Accounts (5)' });
    await expect(modal.getByRole('table', { name: 'All Related Accounts' }).locator('tbody tr')).toHaveCount(5);
    await expect(modal.locator('[data-colour]', { hasText: '1 of 5 banned (20.00%)' })).toHaveAttribute('data-colour', 'red');
  });

  test('same offers taken show the offer widget with its hover card', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.shadowBannedRelated);
    const offers = section(page, 'Same Offers Taken');
    await expect(offers.getByRole('table', { name: 'Same offers taken' }).locator('tbody tr')).toHaveCount(4);
    const card = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/offer/1/basic');
    await offers.getByRole('link', { name: 'Farm Valley - Reach Level 10' }).first().hover();
    expect((await card).status()).toBe(200);
    const offerCard = page.getByLabel('Offer 1 card');
    await expect(offerCard).toContainText('Bemob Offers');
    await expect(offerCard).toContainText('Lighthouse Apps');
    await expect(offerCard).toContainText('DE, AT, CH');
  });

  test('IAP data opens from the further panels and from the IAP spend, with its delay note', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.powerUser);
    const panels = section(page, 'Further Panels');
    await panels.getByRole('button', { name: 'IAP Data' }).click();
    await expect(panels.getByText(USER_DETAILS_MESSAGES.iapDelayNote)).toBeVisible();
    await expect(panels.getByRole('table', { name: 'IAP list' }).locator('tbody tr').first()).toBeVisible();

    // The Performance table's IAP spend opens the same list in a modal.
    await section(page, 'Performance')
      .getByRole('row', { name: /IAP Spend/ })
      .getByRole('button')
      .click();
    const modal = page.getByRole('dialog', { name: 'IAP Data' });
    await expect(modal.getByText(USER_DETAILS_MESSAGES.iapDelayNote)).toBeVisible();
    await modal.getByRole('table', { name: 'IAP list' }).getByRole('button').first().click();
    await expect(
      modal
        .getByRole('table', { name: /^IAP purchases of offer/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
  });

  test('a high-risk profiling count opens its users', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.bannedRedFlags);
    const profiling = section(page, 'Quality').getByRole('table', { name: 'High-Risk User Profiling' });
    await profiling
      .getByRole('button', { name: /banned users$/ })
      .first()
      .click();
    const users = page.getByRole('dialog').getByRole('table', { name: 'High-risk profiling users' });
    await expect(users.locator('tbody tr').first()).toBeVisible();
    await expect(page.getByRole('dialog').getByRole('radio', { name: 'Banned' })).toBeChecked();
  });

  test('the Five Surveys page shows its user with the balance in dollars', async ({ page }) => {
    await signIn(page, SUPER_ADMIN, `/fs-user/${FIVE_SURVEYS_USER}`);
    await expect(page.getByRole('heading', { name: `Five Surveys User ${FIVE_SURVEYS_USER}`, level: 2 })).toBeVisible({ timeout: 20_000 });
    const appUser = page.getByRole('table', { name: 'App user table' });
    await expect(appUser).toContainText('17.60 USD');
    await expect(section(page, 'User Details')).toBeVisible();
  });

  test('a sibling-app id shows its app card with balance and rewards', async ({ page }) => {
    await openUser(page, SUPER_ADMIN, SHOWCASE.protectedInfinite);
    const card = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/five-surveys/user/51/basic');
    await section(page, 'User Details').getByRole('link', { name: 'FS 51' }).hover();
    expect((await card).status()).toBe(200);
    const siblingCard = page.getByLabel('Five Surveys user 51 card');
    await expect(siblingCard).toContainText('Balance');
    await expect(siblingCard).toContainText('Top rewards');
  });

  test('a narrow admin sees offers and sibling ids as plain text, without cards', async ({ page }) => {
    const cardRequests: string[] = [];
    page.on('request', (r) => {
      if (/\/basic$/.test(new URL(r.url()).pathname)) cardRequests.push(r.url());
    });
    await openUser(page, NARROW_ADMIN, SHOWCASE.shadowBannedRelated);
    // User 14 is a HeyCash user: its own HC id, with no hc_user_details for this admin.
    const details = section(page, 'User Details');
    await expect(details.getByText(`HC ${SHOWCASE.shadowBannedRelated}`)).toBeVisible();
    await expect(details.getByRole('link', { name: `HC ${SHOWCASE.shadowBannedRelated}` })).toHaveCount(0);
    const offers = section(page, 'Same Offers Taken');
    const offerName = offers.getByText('Farm Valley - Reach Level 10').first();
    await expect(offerName).toBeVisible();
    await expect(offers.getByRole('link', { name: 'Farm Valley - Reach Level 10' })).toHaveCount(0);
    await offerName.hover();
    await page.waitForTimeout(600);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(cardRequests).toEqual([]);
  });
});
