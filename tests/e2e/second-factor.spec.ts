import { expect, test } from '@playwright/test';
import { generate } from 'otplib';
import { FACTOR_MESSAGES, RECOVERY_CODE_COUNT, STEP_UP_REASON } from '@bo/contract';
import { PASSWORD, SUPER_ADMIN, signIn } from './table-helpers.ts';

/**
 * Issue 24: TOTP enrolment from the account menu and a sign-in with a generated code; the step-up
 * modal. Admin 202 is enrolled by no other browser test.
 */
const TOTP_ADMIN = 'admin202@demo.test';
// Several password hashes per test: more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 120_000 });
/** How long an answer of the gateway may take on a loaded machine. */
const SERVER_MS = 20_000;

test('an admin enrols an authenticator app, gets recovery codes, and signs in with a code', async ({ page }) => {
  await signIn(page, TOTP_ADMIN, '/payments');
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await dialog.getByRole('button', { name: 'Set up authenticator app' }).click();
  await expect(dialog.getByRole('img', { name: 'QR code of the authenticator secret' })).toBeVisible({ timeout: SERVER_MS });
  const secret = (await dialog.getByTestId('totp-secret').textContent())!;
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);

  await dialog.getByLabel('Code from the app').fill('000000');
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByText(FACTOR_MESSAGES.codeWrong)).toBeVisible({ timeout: SERVER_MS });
  await dialog.getByLabel('Code from the app').fill(await generate({ secret }));
  await dialog.getByRole('button', { name: 'Turn on' }).click();
  await expect(dialog.getByRole('status')).toContainText('Two-factor authentication is on', { timeout: SERVER_MS });
  await expect(dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  await dialog.getByRole('button', { name: 'Done' }).click();

  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('E-mail').fill(TOTP_ADMIN);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  // The password was right: the code is asked for under its own field.
  await expect(page.getByText(FACTOR_MESSAGES.codeRequired)).toBeVisible({ timeout: SERVER_MS });
  // The code of the next 30-second step (within the accepted drift): the enrolment's step is spent.
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
});

test('a call needing a recent sign-in opens the re-authentication modal and goes through once confirmed', async ({ page }) => {
  await signIn(page, SUPER_ADMIN);
  // The gateway refuses step-up calls 10 minutes after sign-in; the browser cannot wait that long, so the
  // first switch is answered as the gateway would then, and the retry reaches the gateway.
  let refused = 0;
  await page.route('**/api/switch-account', async (route) => {
    if (refused > 0) return route.continue();
    refused += 1;
    return route.fulfill({
      status: 401,
      contentType: 'application/json',
      body: JSON.stringify({ errors: FACTOR_MESSAGES.reauthRequired, reason: STEP_UP_REASON }),
    });
  });
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Switch account' }).click();
  const modal = page.getByRole('dialog', { name: 'Switch account' });
  await modal.getByLabel('Search').fill('admin200@demo.test');
  const switchTo = modal.getByRole('button', { name: /^Switch to / });
  await expect(switchTo).toHaveCount(1);
  await switchTo.click();

  const confirm = page.getByRole('dialog', { name: 'Confirm it is you' });
  await expect(confirm.getByText(FACTOR_MESSAGES.reauthRequired)).toBeVisible({ timeout: SERVER_MS });
  await confirm.getByRole('textbox', { name: 'Password' }).fill('not the password');
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  await expect(confirm.getByText(FACTOR_MESSAGES.reauthOneOf)).toBeVisible({ timeout: SERVER_MS });
  await confirm.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  const reauth = page.waitForResponse((res) => res.url().endsWith('/api/account/reauthenticate'));
  await confirm.getByRole('button', { name: 'Confirm' }).click();
  expect((await reauth).status()).toBe(200);
  // Still signed in, and the switch went through.
  await expect(page.getByRole('status', { name: 'Acting as another admin' })).toBeVisible({ timeout: 20_000 });
  expect(refused).toBe(1);
});
