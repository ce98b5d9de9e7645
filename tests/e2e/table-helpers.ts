import { expect, type Page } from './fixtures.ts';
import type { ResourceDef } from '@bo/contract';
import { readListState, toQueryString, writeListState } from '../../apps/web/src/features/table/state/url-codec.ts';

/** Demo sign-ins (packages/db demo data): every demo admin has this password. */
export const PASSWORD = 'demo-password';
export const SUPER_ADMIN = 'admin1@demo.test';
/** Staff with modules surveys + survey_details only. */
export const SURVEYS_STAFF = 'admin200@demo.test';

export async function signIn(page: Page, email: string, path = '/'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(path)}`);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('textbox', { name: 'Password' }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  // Signing in loads the shell and the admin's permissions: generous on a loaded CI machine.
  await expect(page).not.toHaveURL(/\/login/, { timeout: 20_000 });
}

/**
 * Opens a path of the signed-in app as its own links do (React Router follows the history), where page.goto would
 * load and start the whole app again: a sweep's screen opened in 0.3 s instead of 1.8 s on a quiet machine. What the
 * page showed before is marked and waited for until gone, so what the caller waits for next belongs to the new page
 * (two table screens can show the same view in `data-list-view` while the next one's code loads). Off the app's
 * pages (the sign-in page, a blank tab) or on the same path, it falls back to page.goto.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  const followed = await page.evaluate((to) => {
    const shown = document.querySelectorAll('main > div > *');
    if (shown.length === 0 || new URL(to, location.href).pathname === location.pathname) return false;
    shown.forEach((element) => element.setAttribute('data-e2e-leaving', ''));
    const idx = ((history.state as { idx?: number } | null)?.idx ?? 0) + 1;
    history.pushState({ usr: null, key: Math.random().toString(36).slice(2, 10), idx }, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    return true;
  }, path);
  if (!followed) {
    await page.goto(path);
    return;
  }
  await expect(page.locator('[data-e2e-leaving]')).toHaveCount(0, { timeout: 30_000 });
}

/** The table of a screen, by its accessible name (the resource title). */
export const table = (page: Page, def: ResourceDef) => page.getByRole('table', { name: def.title });

/** Waits until the rows shown are the answer to the view the URL describes (no search in flight). */
export async function settled(page: Page, def: ResourceDef): Promise<void> {
  const view = () => toQueryString(writeListState(readListState(new URL(page.url()).searchParams, def), def));
  await expect(async () => {
    await expect(page.locator('[data-list-view]')).toHaveAttribute('data-list-view', view(), { timeout: 1000 });
  }).toPass();
}

/** The text of one column of the table's body rows, once the view has settled. */
export async function columnTexts(page: Page, def: ResourceDef, columnKey: string): Promise<string[]> {
  await settled(page, def);
  const index = def.columns.findIndex((c) => c.key === columnKey);
  if (index < 0) throw new Error(`${def.name} has no column ${columnKey}`);
  // A leading checkbox column (bulk actions) has an empty header and moves every column one place.
  const first = await table(page, def).locator('thead th').first().innerText();
  const offset = first.trim() === '' ? 1 : 0;
  return table(page, def)
    .locator('tbody tr')
    .locator(`td:nth-child(${index + 1 + offset})`)
    .allInnerTexts();
}
