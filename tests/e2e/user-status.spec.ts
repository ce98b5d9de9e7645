import { expect as baseExpect, test, type Page } from './fixtures.ts';
import { STATUS_ACTION_MESSAGES, STATUS_ACTION_TOASTS, dayAfter } from '@bo/contract';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

/** A save closes its modal once the user has been reloaded: the whole details page, slow on a loaded machine. */
const expect = baseExpect.configure({ timeout: 30_000 });

/** A plain demo user (not a showcase one) that no other browser test opens. */
const USER_ID = 47;
/** Support agent 93: a staff admin (role 3) with user_details, who needs an approval to ban or activate. */
const STAFF_ADMIN = 'admin93@demo.test';
/** Admin 11 (role 2) with user_details: may approve another admin's request. */
const ADMIN = 'admin11@demo.test';

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });
const dotted = (day: string): string => day.split('-').reverse().join('.');

async function openUser(page: Page, email = SUPER_ADMIN): Promise<void> {
  await signIn(page, email, `/user/${USER_ID}`);
  await expect(page.getByRole('heading', { name: `User ${USER_ID}`, level: 2 })).toBeVisible({ timeout: 60_000 });
}

test.describe('user status actions', () => {
  // Each test walks several modals and reloads of the whole details page: more than the default 30 s on a loaded machine.
  test.describe.configure({ timeout: 180_000 });

  test('ban with an expiry date, then reactivate with a completes protection', async ({ page }) => {
    await openUser(page);
    const details = section(page, 'User Details');
    await section(page, 'Actions').getByRole('button', { name: 'Ban', exact: true }).click();
    const ban = page.getByRole('dialog', { name: `Ban user ${USER_ID}` });
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(ban.getByText(STATUS_ACTION_MESSAGES.banExpiryInvalid)).toBeVisible();
    await expect(ban.getByText(STATUS_ACTION_MESSAGES.commentRequired)).toBeVisible();
    await ban.getByRole('button', { name: '1 week' }).click();
    await expect(ban.getByLabel('Ban expiry')).toHaveValue(dayAfter(7));
    await ban.getByLabel('Internal comment').fill('Speeding through surveys');
    await expect(ban.getByText('24/255')).toBeVisible();
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(ban).toBeHidden();
    await expect(details.getByRole('button', { name: 'Banned: activate' })).toBeVisible();
    await expect(details.getByText(`until ${dotted(dayAfter(7))}`)).toBeVisible();
    await expect(details.getByText('Speeding through surveys')).toBeVisible();

    // The Activate button beside the status badge opens the same modal as the badge.
    await details.getByRole('button', { name: 'Activate', exact: true }).click();
    const activate = page.getByRole('dialog', { name: `Activate user ${USER_ID}` });
    await activate.getByRole('radio', { name: 'Completes / offer payout' }).check();
    // A banned user shows both fields: at least one of them is needed.
    await activate.getByLabel('Internal comment').fill('Checked with support');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(activate.getByText(STATUS_ACTION_MESSAGES.atLeastOne).first()).toBeVisible();
    await activate.getByLabel('Protected completes').fill('0');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(activate.getByText(STATUS_ACTION_MESSAGES.completesMin)).toBeVisible();
    await activate.getByLabel('Protected completes').fill('3');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(activate).toBeHidden();
    await expect(details.getByText('Active', { exact: true })).toBeVisible();
    await expect(details.getByText('Protected: Completes / offer payout')).toBeVisible();
    await expect(details.getByText('3 completes left')).toBeVisible();
    await expect(details.getByRole('button', { name: /: activate$/ })).toHaveCount(0);
    await expect(details.getByRole('button', { name: 'Activate', exact: true })).toHaveCount(0);
  });

  test('ban the user at a supplier, then lift it from the status', async ({ page }) => {
    await openUser(page);
    const suppliers = section(page, 'Supplier Statistics');
    await suppliers.getByLabel('Show suppliers without clicks').check({ force: true });
    // An active row (a banned one offers no Ban); held by its supplier id, as its status changes below.
    const active = suppliers
      .locator('tbody tr[data-supplier]')
      .filter({ has: page.getByText('Active', { exact: true }) })
      .first();
    await expect(active).toBeVisible();
    const row = suppliers.locator(`tbody tr[data-supplier="${await active.getAttribute('data-supplier')}"]`);
    const name = (await row.locator('td').first().innerText()).trim();
    await row.getByRole('button', { name: `Ban at ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Ban at ${name}` });
    await dialog.getByRole('checkbox', { name: 'Indefinite' }).check();
    await dialog.getByLabel('Internal comment').fill('Duplicate respondent');
    await dialog.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(dialog).toBeHidden();
    const banned = row.getByRole('button', { name: `Banned at ${name}: reactivate` });
    await expect(banned).toBeVisible();
    // A banned row offers reactivation, not another Ban or Disable (issue 19).
    await expect(row.getByRole('button', { name: `Ban at ${name}` })).toHaveCount(0);
    await expect(row.getByRole('button', { name: `Disable at ${name}` })).toHaveCount(0);
    await banned.click();
    const confirm = page.getByRole('dialog', { name: `Reactivate ${name}` });
    await confirm.getByRole('button', { name: 'Reactivate' }).click();
    await expect(confirm).toBeHidden();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /reactivate$/ })).toHaveCount(0);
  });

  test('a staff admin asks for an approval to ban; an admin approves it and the user is Banned', async ({ page }) => {
    await openUser(page, STAFF_ADMIN);
    const details = section(page, 'User Details');
    const actions = section(page, 'Actions');
    const statusBefore = (await details.getByRole('row', { name: /^Status/ }).textContent()) ?? '';
    await actions.getByRole('button', { name: 'Ban', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Ban user ${USER_ID}` });
    await expect(dialog.getByText(STATUS_ACTION_MESSAGES.approvalNeeded)).toBeVisible();
    await dialog.getByRole('checkbox', { name: 'Indefinite' }).check();
    await dialog.getByLabel('Internal comment').fill('Looks like a ring');
    await dialog.getByRole('button', { name: 'Request approval' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('alert').filter({ hasText: STATUS_ACTION_TOASTS.approvalRequested })).toBeVisible();
    // The user is unchanged; the request shows, and its requester may only cancel it.
    const request = actions.getByRole('region', { name: 'Pending approval request' });
    await expect(request.getByText('Pending approval: Banned (indefinite)')).toBeVisible();
    await expect(request.getByText('Requested by Carlos Mendoza')).toBeVisible();
    await expect(request.getByText('Comment: Looks like a ring')).toBeVisible();
    await expect(request.getByRole('button', { name: 'Cancel request' })).toBeVisible();
    await expect(request.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(details.getByRole('row', { name: /^Status/ })).toHaveText(statusBefore);

    // An admin (role 2) approves it.
    await page.evaluate(() => window.localStorage.clear());
    await openUser(page, ADMIN);
    const pending = section(page, 'Actions').getByRole('region', { name: 'Pending approval request' });
    await expect(pending.getByRole('button', { name: 'Cancel request' })).toHaveCount(0);
    await pending.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByRole('alert').filter({ hasText: STATUS_ACTION_TOASTS.approvalApproved })).toBeVisible();
    await expect(section(page, 'User Details').getByRole('button', { name: 'Banned: activate' })).toBeVisible();
    await expect(section(page, 'User Details').getByText('Looks like a ring')).toBeVisible();
    await expect(pending).toHaveCount(0);
    // Test mode is offered to super admins only.
    await section(page, 'User Details').getByRole('button', { name: 'Banned: activate' }).click();
    const activate = page.getByRole('dialog', { name: `Activate user ${USER_ID}` });
    await activate.getByRole('radio', { name: 'Completes / offer payout' }).check();
    await expect(activate.getByLabel('Protected completes')).toBeVisible();
    await expect(activate.getByRole('switch', { name: 'Test mode' })).toHaveCount(0);
    await activate.getByRole('button', { name: 'Cancel' }).click();
  });

  test('a super admin activates a test account in test mode with 0 completes', async ({ page }) => {
    await openUser(page);
    const details = section(page, 'User Details');
    await section(page, 'Actions').getByRole('button', { name: 'Ban', exact: true }).click();
    const ban = page.getByRole('dialog', { name: `Ban user ${USER_ID}` });
    await ban.getByRole('checkbox', { name: 'Indefinite' }).check();
    await ban.getByLabel('Internal comment').fill('Test account');
    await ban.getByRole('button', { name: 'Ban', exact: true }).click();
    await expect(ban).toBeHidden();

    // The Activate button beside the status badge opens the same modal as the badge.
    await details.getByRole('button', { name: 'Activate', exact: true }).click();
    const activate = page.getByRole('dialog', { name: `Activate user ${USER_ID}` });
    await activate.getByRole('radio', { name: 'Completes / offer payout' }).check();
    await activate.getByLabel('Internal comment').fill('Trying protection');
    await activate.getByLabel('Protected completes').fill('0');
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(activate.getByText(STATUS_ACTION_MESSAGES.completesMin)).toBeVisible();
    await activate.getByRole('switch', { name: 'Test mode' }).check({ force: true });
    await activate.getByRole('button', { name: 'Activate' }).click();
    await expect(activate).toBeHidden();
    await expect(details.getByText('Protected: Completes / offer payout')).toBeVisible();
    await expect(details.getByText('0 completes left')).toBeVisible();
  });
});
