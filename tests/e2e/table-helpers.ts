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
