import { expect, test, type Browser, type Page } from './fixtures.ts';
import { ACCOUNT_MESSAGES } from '@bo/contract';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

/**
 * Issue 24: a super admin's invitation and password reset links on /admins, and 'Change password' in
 * the account menu. Admin 160 is used by no other browser test, so its password may change here.
 */
const RESET_ADMIN_ID = 160;
// Two browser contexts and several password hashes each: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });
const STRONG = 'quartz-meadow-lantern-62';
const STRONGER = 'copper-tundra-violin-85';

async function issuedLink(page: Page): Promise<string> {
  const link = page.getByRole('dialog').getByRole('textbox');
  await expect(link).toHaveValue(/^http:\/\/localhost:\d+\//);
  return link.inputValue();
}

async function signedOutPage(browser: Browser, url: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(url);
  return page;
}

test('a super admin invites by a one-time link; a common password is refused under its field', async ({ page, browser }) => {
  const email = `invited-${Date.now()}@example.org`;
  await signIn(page, SUPER_ADMIN, '/admins');
  await page.getByRole('button', { name: 'Invite admin' }).click();
  await page.getByRole('dialog').getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Create invitation link' }).click();
  const url = await issuedLink(page);
  expect(url).toContain('/register?invitation=');

  const invited = await signedOutPage(browser, url);
  await invited.getByLabel('Name').fill('Invited Person');
  await invited.getByLabel('E-mail').fill(email);
  await invited.getByRole('textbox', { name: 'Password' }).fill('password123');
  await invited.getByRole('button', { name: 'Register' }).click();
  await expect(invited.getByText(ACCOUNT_MESSAGES.passwordTooCommon)).toBeVisible();
  await invited.getByRole('textbox', { name: 'Password' }).fill(STRONG);
  await invited.getByRole('button', { name: 'Register' }).click();
  await expect(invited.getByRole('status')).toContainText('Welcome, Invited Person');
  // Used once: the same link no longer registers anyone.
  await invited.goto(url);
  await invited.getByLabel('Name').fill('Twice');
  await invited.getByLabel('E-mail').fill(email);
  await invited.getByRole('textbox', { name: 'Password' }).fill(STRONG);
  await invited.getByRole('button', { name: 'Register' }).click();
  await expect(invited.getByRole('alert')).toContainText(ACCOUNT_MESSAGES.invitationInvalid);
});

test('a reset link sets a password; the admin then changes it from the account menu', async ({ page, browser }) => {
  await signIn(page, SUPER_ADMIN, `/admins?filter[id]=${RESET_ADMIN_ID}`);
  await page.getByRole('button', { name: /^Password reset link for / }).click();
  await page.getByRole('button', { name: 'Create reset link' }).click();
  const url = await issuedLink(page);
  expect(url).toContain('/reset-password?token=');

  const member = await signedOutPage(browser, url);
  await member.getByLabel('New password').fill('1234567890');
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByText(ACCOUNT_MESSAGES.passwordTooCommon)).toBeVisible();
  await member.getByLabel('New password').fill(STRONG);
  await member.getByRole('button', { name: 'Set password' }).click();
  await expect(member.getByRole('status')).toContainText('Your password is set');

  await member.goto('/login');
  await member.getByLabel('E-mail').fill(`admin${RESET_ADMIN_ID}@demo.test`);
  await member.getByRole('textbox', { name: 'Password' }).fill(STRONG);
  await member.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(member).not.toHaveURL(/\/login/, { timeout: 20_000 });
  await member.getByRole('button', { name: /^Account menu of / }).click();
  await member.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = member.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill('not the password');
  await dialog.getByLabel('New password').fill(STRONGER);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(ACCOUNT_MESSAGES.currentPasswordWrong)).toBeVisible();
  await dialog.getByLabel('Current password').fill(STRONG);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByRole('status')).toContainText('Password changed.');
  await member.keyboard.press('Escape');

  // The other sessions ended with the change: the Sessions panel lists this one alone.
  await member.getByRole('button', { name: /^Account menu of / }).click();
  await member.getByRole('menuitem', { name: 'Sessions' }).click();
  const sessions = member.getByRole('table', { name: 'Sessions' });
  await expect(sessions.getByText('This session')).toBeVisible();
  await expect(sessions.getByRole('row')).toHaveCount(2);
  await expect(member.getByRole('button', { name: 'End all other sessions' })).toBeDisabled();
});
