import { expect as baseExpect, test, type Page } from './fixtures.ts';
import { NOTE_MAX_LENGTH, NOTE_MESSAGES, SETTINGS_MESSAGES, SETTINGS_TOASTS, SETTING_FIELD_LABELS } from '@bo/contract';
import { PASSWORD, SUPER_ADMIN } from './table-helpers.ts';

// A demo user no showcase or other spec relies on: these tests change its settings and notes.
const USER_ID = 44;
/** QA admin 11 holds the user_payout_limits grant; staff 201 may open user details but not edit the limits. */
const QA_ADMIN = 'admin11@demo.test';
const SUPPORT_STAFF = 'admin201@demo.test';

/** The whole details page behind a sign-in; generous because the shared test machine is often loaded. */
const PAGE_LOAD_MS = 45_000;

/** Answers and toasts arrive late when the machine is loaded: every assertion here waits up to 15 s. */
const expect = baseExpect.configure({ timeout: 15_000 });

const section = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/** Signs in with the redirect to the user's page and waits for its details (signIn's 5 s redirect wait is too short under load). */
async function openUser(page: Page, email: string): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(`/user/${USER_ID}`)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: `User ${USER_ID}`, level: 2 })).toBeVisible({ timeout: PAGE_LOAD_MS });
}

/**
 * Clicks and waits for the toast at the same time: a toast lives 3 s (specification 02, section 8),
 * and on a loaded machine the click itself can outlast that, so waiting only after it may miss it.
 */
async function clickSeeingToast(page: Page, click: () => Promise<void>, text: string): Promise<void> {
  await Promise.all([expect(page.getByText(text)).toBeVisible(), click()]);
}

test.describe('user settings and notes', () => {
  // Sign-in and the whole details page come first; the shared machine is often loaded.
  test.setTimeout(90_000);

  test('a settings toggle saves and toasts "{field} has been updated!"', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const settings = section(page, 'Settings');
    const toggle = settings.getByRole('switch', { name: 'VPN/Proxy Check' });
    const wasOn = await toggle.isChecked();
    await clickSeeingToast(page, () => toggle.click({ force: true }), SETTINGS_TOASTS.settingUpdated('vpn_proxy_check'));
    await expect(toggle).toBeChecked({ checked: !wasOn });
    // The page reloaded shows the saved value.
    await page.reload();
    await expect(page.getByRole('heading', { name: `User ${USER_ID}`, level: 2 })).toBeVisible({ timeout: PAGE_LOAD_MS });
    await expect(section(page, 'Settings').getByRole('switch', { name: 'VPN/Proxy Check' })).toBeChecked({ checked: !wasOn });
  });

  test('a note is added and listed', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const notes = section(page, 'User notes');
    const text = `Checked the payout history ${Date.now()}`;
    await notes.getByRole('textbox', { name: 'New note' }).fill(`  ${text}  `);
    await expect(notes.getByText(`${text.length}/${NOTE_MAX_LENGTH}`)).toBeVisible();
    await clickSeeingToast(page, () => notes.getByRole('button', { name: 'Save note' }).click(), NOTE_MESSAGES.added);
    await expect(notes.getByRole('list', { name: 'Notes' }).getByText(text)).toBeVisible();
    await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  });

  test('a note past 255 characters is refused: counter message and Save disabled', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const notes = section(page, 'User notes');
    await notes.getByRole('textbox', { name: 'New note' }).fill('n'.repeat(NOTE_MAX_LENGTH + 1));
    await expect(notes.getByText(NOTE_MESSAGES.tooLong)).toBeVisible();
    await expect(notes.getByText(`${NOTE_MAX_LENGTH + 1}/${NOTE_MAX_LENGTH}`)).toBeVisible();
    await expect(notes.getByRole('button', { name: 'Save note' })).toBeDisabled();
    await notes.getByRole('textbox', { name: 'New note' }).fill('n'.repeat(NOTE_MAX_LENGTH));
    await expect(notes.getByText(NOTE_MESSAGES.tooLong)).toHaveCount(0);
    await expect(notes.getByRole('button', { name: 'Save note' })).toBeEnabled();
  });

  test('Payout Adjustment 101 shows invalid and cannot be saved; 99 saves', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const settings = section(page, 'Settings');
    const field = settings.getByRole('textbox', { name: 'Payout Adjustment %' });
    await field.fill('101');
    await expect(settings.getByText(SETTINGS_MESSAGES.payoutAdjustmentInvalid)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(settings.getByRole('button', { name: 'Save Payout Adjustment %' })).toBeDisabled();
    await field.fill('99');
    await expect(settings.getByText(SETTINGS_MESSAGES.payoutAdjustmentInvalid)).toHaveCount(0);
    const save = settings.getByRole('button', { name: 'Save Payout Adjustment %' });
    await clickSeeingToast(page, () => save.click(), SETTINGS_TOASTS.payoutAdjustmentUpdated);
  });

  test('staff without the payout-limits grant see Min Pub. Payout and Max Recon. Buyers read-only', async ({ page }) => {
    await openUser(page, SUPPORT_STAFF);
    const settings = section(page, 'Settings');
    await expect(settings.getByText('Min Pub. Payout $', { exact: true })).toBeVisible();
    await expect(settings.getByText('Max Recon. Buyers %', { exact: true })).toBeVisible();
    await expect(settings.getByRole('textbox', { name: 'Min Pub. Payout $' })).toHaveCount(0);
    await expect(settings.getByRole('textbox', { name: 'Max Recon. Buyers %' })).toHaveCount(0);
  });

  test('QA admin 11 edits Min Pub. Payout', async ({ page }) => {
    await openUser(page, QA_ADMIN);
    const settings = section(page, 'Settings');
    await settings.getByRole('textbox', { name: 'Min Pub. Payout $' }).fill('1.5');
    const save = settings.getByRole('button', { name: 'Save Min Pub. Payout $' });
    await clickSeeingToast(page, () => save.click(), SETTINGS_TOASTS.minPublisherPayoutUpdated);
  });

  test('offers status: Cancel restores, Apply saves; the comment saves on blur with its admin', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const settings = section(page, 'Settings');
    const label = SETTING_FIELD_LABELS.offers_status;
    const shown = settings.getByText(/^(Active|Inactive|Shadow-banned)$/);
    const before = await shown.innerText();
    const other = before === 'Inactive' ? 'Shadow-banned' : 'Inactive';
    const choose = async (option: string) => {
      await settings.getByRole('button', { name: `Edit ${label}` }).click();
      await settings.getByRole('combobox', { name: label }).click();
      await page.getByRole('option', { name: option }).click();
    };
    await choose(other);
    await settings.getByRole('button', { name: 'Cancel' }).click();
    await expect(shown).toHaveText(before);
    await choose(other);
    const apply = settings.getByRole('button', { name: 'Apply' });
    await clickSeeingToast(page, () => apply.click(), SETTINGS_TOASTS.settingUpdated('offers_status'));
    await expect(shown).toHaveText(other);

    const comment = settings.getByRole('textbox', { name: 'Comment' });
    await comment.fill(`Asked for a selfie ${Date.now()}`);
    await comment.blur();
    await expect(settings.getByText('Daniel Whitaker', { exact: true })).toBeVisible();
    await expect(settings.getByText(/Last updated Today/)).toBeVisible();
  });

  test('the interface language and the country are chosen in the User Details table', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const table = section(page, 'User Details');
    const language = table.getByRole('combobox', { name: 'Interface Language' });
    const next = (await language.inputValue()) === 'French' ? 'Spanish' : 'French';
    await language.click();
    const nextOption = page.getByRole('option', { name: next, exact: true });
    await clickSeeingToast(page, () => nextOption.click(), SETTINGS_TOASTS.interfaceLanguageUpdated);
    await expect(language).toHaveValue(next);
    const country = table.getByRole('combobox', { name: 'Country' });
    const target = (await country.inputValue()) === 'Canada' ? 'Mexico' : 'Canada';
    await country.fill(target);
    const targetOption = page.getByRole('option', { name: target, exact: true });
    await clickSeeingToast(page, () => targetOption.click(), SETTINGS_TOASTS.countryUpdated);
    await expect(country).toHaveValue(target);
  });

  test('Reset birthdate asks first, then toasts and disables itself', async ({ page }) => {
    await openUser(page, SUPER_ADMIN);
    const settings = section(page, 'Settings');
    const reset = settings.getByRole('button', { name: 'Reset birthdate' });
    await expect(reset).toBeEnabled();
    await reset.click();
    const dialog = page.getByRole('dialog', { name: 'Reset birthdate' });
    await clickSeeingToast(page, () => dialog.getByRole('button', { name: 'Confirm' }).click(), SETTINGS_TOASTS.birthdateReset);
    await expect(reset).toBeDisabled();
    await expect(settings.getByText('No birthdate')).toBeVisible();
  });
});
