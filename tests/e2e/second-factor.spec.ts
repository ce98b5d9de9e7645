import { expect, test } from './fixtures.ts';
import { generate } from 'otplib';
import { FACTOR_MESSAGES, PASSKEY_MESSAGES, RECOVERY_CODE_COUNT, STEP_UP_REASON } from '@bo/contract';
import { PASSWORD, SUPER_ADMIN, signIn } from './table-helpers.ts';

/**
 * Issue 24: TOTP enrolment from the account menu and a sign-in with a generated code; a passkey on
 * Chromium's virtual authenticator and a sign-in with it; the step-up modal. Admins 202 and 6 are
 * enrolled by no other browser test.
 */
const TOTP_ADMIN = 'admin202@demo.test';
const PASSKEY_ADMIN = 'admin6@demo.test';
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
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The password was right: the code is asked for under its own field.
  await expect(page.getByText(FACTOR_MESSAGES.codeRequired)).toBeVisible({ timeout: SERVER_MS });
  // The code of the next 30-second step (within the accepted drift): the enrolment's step is spent.
  await page.getByLabel('Authentication code').fill(await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 }));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
});

test('an admin adds a passkey (a virtual authenticator) at the required enrolment, keeps the recovery codes until Done, and signs in with it, then with it alone', async ({
  page,
}) => {
  // Chromium's WebAuthn emulation: a platform authenticator that verifies the user without a prompt.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true },
  });
  // MFA_REQUIRED as the gateway answers it (the browser tests' stack runs with it off): a session without a
  // factor must enrol first, so the enrolment gate holds the page back with the dialog.
  await page.route('**/api/account/factors', async (route) => {
    const response = await route.fetch();
    const factors = (await response.json()) as { totp: boolean; passkeys: unknown[] };
    await route.fulfill({ response, json: { ...factors, enrolment_required: !factors.totp && factors.passkeys.length === 0 } });
  });
  await signIn(page, PASSKEY_ADMIN, '/fs-users');
  const dialog = page.getByRole('dialog', { name: 'Two-factor authentication' });
  await expect(dialog.getByRole('alert')).toContainText('Two-factor authentication is required', { timeout: SERVER_MS });
  await dialog.getByRole('button', { name: 'Add a passkey or security key' }).click();
  await expect(dialog.getByText(PASSKEY_MESSAGES.nameRequired)).toBeVisible();
  await dialog.getByLabel('Passkey name').fill('Work laptop');
  const refreshed = page.waitForResponse((r) => r.url().endsWith('/api/account/factors') && r.request().method() === 'GET', {
    timeout: SERVER_MS,
  });
  await dialog.getByRole('button', { name: 'Add a passkey or security key' }).click();
  await expect(dialog.getByRole('status')).toContainText('Two-factor authentication is on', { timeout: SERVER_MS });
  await expect(dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  // The factors were refreshed (no enrolment required any more): the codes stay until the admin says they kept them.
  await refreshed;
  await expect(dialog.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem')).toHaveCount(RECOVERY_CODE_COUNT);
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await page.unrouteAll({ behavior: 'wait' });
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Two-factor authentication' }).click();
  await expect(dialog.getByRole('table', { name: 'Passkeys' }).getByRole('row', { name: /Work laptop/ })).toContainText('Never', {
    timeout: SERVER_MS,
  });
  await dialog.getByRole('button', { name: 'Close dialog' }).click();

  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  await page.getByLabel('E-mail').fill(PASSKEY_ADMIN);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // The password was right: the account has a passkey, so the form offers it.
  await expect(page.getByText(PASSKEY_MESSAGES.passkeyRequired)).toBeVisible({ timeout: SERVER_MS });
  await page.getByRole('button', { name: 'Use a passkey' }).click();
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });

  // A passkey alone (a discoverable credential, user verified): no e-mail, no password.
  await page.getByRole('button', { name: /^Account menu of / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL('/login');
  // No OIDC_ISSUER in the browser tests' stack: no single sign-on button.
  await expect(page.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible({ timeout: SERVER_MS });
  await expect(page.getByRole('link', { name: /^Sign in with / })).toHaveCount(0);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
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
