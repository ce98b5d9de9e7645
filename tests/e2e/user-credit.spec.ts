import { expect, test, type Page } from './fixtures.ts';
import { GOODWILL_MESSAGES, USER_DETAILS_MESSAGES } from '@bo/contract';
import { signIn } from './table-helpers.ts';

/** A plain demo user no other browser test acts on. */
const CREDIT_USER = 61;
/** The showcase power user with offer events in every credit state. */
const OFFER_EVENTS_USER = 29;

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

async function openUser(page: Page, adminId: number, userId: number): Promise<void> {
  await signIn(page, `admin${adminId}@demo.test`, `/user/${userId}`);
  await expect(page.getByRole('heading', { name: `User ${userId}`, level: 2 })).toBeVisible({ timeout: 40_000 });
}

test.describe('goodwill credit, offer events and live query', () => {
  // The user-details page is heavy: opening it takes a good part of the default 30 s on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  test('admin 26 gives a goodwill credit: the amounts convert, the messages show, the credit is listed', async ({ page }) => {
    await openUser(page, 26, CREDIT_USER);
    const actions = section(page, 'Actions');
    await actions.getByRole('button', { name: 'Credit', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Goodwill credit for user ${CREDIT_USER}` });
    await expect(dialog.getByText(/^Exchange rate: \$1 = /)).toBeVisible();

    await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
    await expect(dialog.getByText(GOODWILL_MESSAGES.payoutInvalid)).toBeVisible();
    await expect(dialog.getByText(GOODWILL_MESSAGES.rewardInvalid)).toBeVisible();
    await expect(dialog.getByText(GOODWILL_MESSAGES.referenceRequired)).toBeVisible();

    const payout = dialog.getByLabel('Publisher Payout $');
    const reward = dialog.getByLabel(/^User Reward/);
    await payout.fill('12');
    await dialog.getByLabel('Reference').fill('Ticket 8812');
    await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
    await expect(dialog.getByText(GOODWILL_MESSAGES.payoutInvalid)).toBeVisible();

    await payout.fill('1.5');
    const converted = await reward.inputValue();
    expect(Number(converted)).toBeGreaterThan(0);
    // Typing the reward converts back to the same payout.
    await reward.fill(converted);
    await expect(payout).toHaveValue(/^1\.50?$/);
    await dialog.getByRole('button', { name: 'Credit', exact: true }).click();
    await expect(page.getByText(GOODWILL_MESSAGES.credited)).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    // The goodwill credits given are listed with the money figures, under Performance (the Actions box sits in the summary header).
    const credits = section(page, 'Performance').getByRole('table', { name: 'Goodwill credits' });
    await expect(credits.getByRole('cell', { name: 'Ticket 8812' })).toBeVisible();
    await expect(credits.getByRole('cell', { name: '$1.50' })).toBeVisible();
  });

  test('admin 11 sees no Credit button', async ({ page }) => {
    await openUser(page, 11, CREDIT_USER);
    const actions = section(page, 'Actions');
    await expect(actions.getByRole('button', { name: 'Surveys' })).toBeVisible();
    await expect(actions.getByRole('button', { name: 'Credit', exact: true })).toHaveCount(0);
  });

  test('credit now on a pending offer event shows Credited', async ({ page }) => {
    await openUser(page, 26, OFFER_EVENTS_USER);
    const offers = section(page, 'Offers and Offer Events');
    const pendingButton = page.getByRole('button', { name: /^Pending: change credit of event / });
    const row = offers.locator('tbody tr').filter({ has: pendingButton }).first();
    await expect(row).toBeVisible({ timeout: 15_000 });
    const eventId = await row.getAttribute('data-event-id');
    await row.getByRole('button', { name: /^Pending: change credit of event / }).click();
    const dialog = page.getByRole('dialog', { name: `Offer event ${eventId}` });
    await dialog.getByRole('button', { name: 'Credit now' }).click();
    await expect(page.getByText(USER_DETAILS_MESSAGES.creditUpdated)).toBeVisible({ timeout: 20_000 });
    await expect(dialog).toBeHidden();
    const credited = offers.locator(`tbody tr[data-event-id="${eventId}"]`);
    await expect(credited.getByText('Credited', { exact: true })).toBeVisible();
    await expect(credited.getByRole('button')).toHaveCount(0);
  });

  test('live query shows its result panel', async ({ page }) => {
    await openUser(page, 26, CREDIT_USER);
    await section(page, 'Actions').getByRole('button', { name: 'Surveys' }).click();
    const dialog = page.getByRole('dialog', { name: `Live query for user ${CREDIT_USER}` });
    await dialog.getByLabel('Ignore disqualification cache').check();
    await dialog.getByRole('button', { name: 'Run live query' }).click();
    // The live query checks every live survey: it can take several seconds on a busy machine.
    await expect(page.getByText(USER_DETAILS_MESSAGES.liveQueryFetched)).toBeVisible({ timeout: 20_000 });
    const result = dialog.getByRole('region', { name: 'Live query result' });
    await expect(result.getByText(/^Queried: \d+$/)).toBeVisible();
    await expect(result.getByRole('heading', { name: 'Eligible surveys', exact: true })).toBeVisible();
  });

  test('e-mail checks: the breach count in green opens the list; unchecked users get the check; carrier risk opens its users', async ({
    page,
  }) => {
    await openUser(page, 26, 3);
    const details = section(page, 'User Details');
    const breaches = details.getByRole('button', { name: 'Breaches: 3' });
    await expect(breaches).toHaveAttribute('data-colour', 'green');
    await expect(details.getByText(/^Email age: /)).toBeVisible();
    await breaches.click();
    const list = page.getByRole('dialog', { name: 'E-mail breaches' });
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await page.keyboard.press('Escape');
    await expect(list).toBeHidden();

    await section(page, 'SMS Verification')
      .getByTitle(/^Users of carrier /)
      .first()
      .click();
    const carrierUsers = page.getByRole('dialog', { name: /^Users by carrier / });
    await expect(carrierUsers.getByRole('table', { name: /^Users of carrier / })).toBeVisible({ timeout: 15_000 });

    await page.keyboard.press('Escape');
    await page.goto('/user/35');
    await expect(page.getByRole('heading', { name: 'User 35', level: 2 })).toBeVisible({ timeout: 40_000 });
    const clean = section(page, 'User Details');
    await clean.getByRole('button', { name: 'Check Breaches' }).click();
    await expect(clean.getByRole('button', { name: /^Breaches: \d+$/ })).toBeVisible({ timeout: 15_000 });
  });
});
