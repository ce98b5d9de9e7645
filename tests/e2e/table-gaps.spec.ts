import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import {
  clicksResource,
  configsResource,
  CREATE_MESSAGES,
  LIST_DEFAULTS,
  offersResource,
  OPTION_SEARCHES,
  qualificationsResource,
  usersResource,
} from '@bo/contract';
import { columnTexts, PASSWORD, settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/**
 * The table-screen pieces of specification 01 (2.7, 3, 7) beyond plain lists: a multi-select with
 * remote option search, 'Add Another', an export carrying the ids file, and the numbered
 * precode columns of an export (dynamicFieldCount).
 */
test.describe.configure({ timeout: 120_000 });

const csvRows = async (path: string): Promise<string[][]> =>
  (await readFile(path))
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(','));

test('a multi-select searches its options remotely; two chosen surveys live in the URL and filter the clicks', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/clicks');
  await settled(page, clicksResource);
  const surveys = page.getByRole('combobox', { name: 'Surveys' });

  const searched = page.waitForResponse((r) => r.url().includes(`${OPTION_SEARCHES.surveys.url}?search=Panel`));
  await surveys.fill('Panel');
  const answer = await searched;
  // "GET {searchUrl} (multi-select): search, itemPerPage=20" (specification 01, 7).
  expect(new URL(answer.url()).searchParams.get('itemPerPage')).toBe(String(LIST_DEFAULTS.searchPageSize));
  const options = page.getByRole('listbox').getByRole('option');
  await expect(options.first()).toBeVisible();
  const firstLabel = (await options.first().innerText()).trim();
  expect(firstLabel).toMatch(/^\d+ · .*Panel/);
  const first = firstLabel.split(' · ')[0]!;
  await options.first().click();
  await expect(page).toHaveURL(new RegExp(`filter\\[surveyId\\]=${first}$`));
  await settled(page, clicksResource);

  await surveys.fill('Panel');
  const second = page
    .getByRole('listbox')
    .getByRole('option')
    .filter({ hasNotText: new RegExp(`^${first} · `) })
    .first();
  await expect(second).toBeVisible();
  const secondId = (await second.innerText()).trim().split(' · ')[0]!;
  await second.click();
  await expect(page).toHaveURL(new RegExp(`filter\\[surveyId\\]=${first}(,|%2C)${secondId}$`));

  const shown = await columnTexts(page, clicksResource, 'survey_id');
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((id) => id === first || id === secondId)).toBe(true);
  // The chosen surveys keep their names after the search remounted the bar.
  await expect(page.getByRole('search').getByText(new RegExp(`^${first} · `))).toBeVisible();

  // A reload reopens the same view.
  await page.reload();
  expect(await columnTexts(page, clicksResource, 'survey_id')).toEqual(shown);
});

test('a shared URL with two surveys chosen shows their names, looked up once by id', async ({ page, request }) => {
  // Two surveys and their labels, as the option search names them.
  const login = await request.post('/api/login', { data: { email: SUPER_ADMIN, password: PASSWORD } });
  const { token } = (await login.json()) as { token: string };
  const found = await request.get(`${OPTION_SEARCHES.surveys.url}?search=&itemPerPage=5`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const options = ((await found.json()) as { data: { value: number; label: string }[] }).data.slice(3, 5);
  expect(options).toHaveLength(2);
  const ids = options.map((o) => String(o.value));

  const lookups: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname === OPTION_SEARCHES.surveys.url && url.searchParams.has('ids')) lookups.push(url.searchParams.get('ids')!);
  });
  await signIn(page, SUPER_ADMIN, `/clicks?filter[surveyId]=${ids.join(',')}`);
  await settled(page, clicksResource);
  const bar = page.getByRole('search');
  for (const option of options) await expect(bar.getByText(option.label, { exact: true })).toBeVisible();
  expect(lookups).toEqual([[...ids].sort((a, b) => Number(a) - Number(b)).join(',')]);

  // The rows are those surveys' clicks, and a new sort (the bar remounts) asks nothing again.
  const shown = await columnTexts(page, clicksResource, 'survey_id');
  expect(shown.length).toBeGreaterThan(0);
  expect(shown.every((id) => ids.includes(id))).toBe(true);
  await table(page, clicksResource).getByRole('button', { name: 'Created' }).click();
  await expect(page).toHaveURL(/orderBy=created_at&orderDirection=desc/);
  await settled(page, clicksResource);
  for (const option of options) await expect(bar.getByText(option.label, { exact: true })).toBeVisible();
  expect(lookups).toHaveLength(1);
});

test('a tag input takes several existing tags typed in a row, apart by space, comma or semicolon', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/offer-list');
  await settled(page, offersResource);
  await page.getByRole('combobox', { name: 'Countries' }).click();
  // 'xx' is no country: dropped. Each accepted tag searches at once; typing carries on in the same input.
  await page.keyboard.type('us xx;de,fr ', { delay: 100 });
  await expect(page).toHaveURL(/filter\[country_list\]=US,DE,FR$/);
  await expect(page.getByRole('combobox', { name: 'Countries' })).toBeFocused();
  const shown = await columnTexts(page, offersResource, 'country_list');
  expect(shown.length).toBeGreaterThan(0);
  for (const countries of shown) expect(countries.split(',').some((c) => ['US', 'DE', 'FR'].includes(c.trim()))).toBe(true);
});

test("'Add Another' checks the form, saves a row, and stays open to add another", async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/configs');
  await settled(page, configsResource);
  await page.getByRole('button', { name: 'Add Another' }).click();
  const dialog = page.getByRole('dialog', { name: CREATE_MESSAGES.title('Config') });
  await expect(dialog).toBeVisible();

  // Checked in the browser first: nothing is sent.
  let posts = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === configsResource.url) posts += 1;
  });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(CREATE_MESSAGES.required('Key'))).toBeVisible();
  await expect(dialog.getByText(CREATE_MESSAGES.required('Value'))).toBeVisible();
  expect(posts).toBe(0);

  const stamp = Date.now();
  const keys = [`e2e.add_${stamp}_a`, `e2e.add_${stamp}_b`];
  for (const [index, key] of keys.entries()) {
    await dialog.getByRole('textbox', { name: 'Key' }).fill(key);
    await dialog.getByRole('textbox', { name: 'Value' }).fill(String(index + 10));
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText(CREATE_MESSAGES.created('Config', key), { exact: true })).toBeVisible();
    // Ready for another: empty, still open.
    await expect(dialog.getByRole('textbox', { name: 'Key' })).toHaveValue('');
  }

  // A taken key is refused by the server and named under its field; what was typed stays.
  await dialog.getByRole('textbox', { name: 'Key' }).fill(keys[0]!);
  await dialog.getByRole('textbox', { name: 'Value' }).fill('again');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(CREATE_MESSAGES.duplicate('Config', 'key'))).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Value' })).toHaveValue('again');
  expect(posts).toBe(3);

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The table reloaded after each save: the two new configs are the newest rows.
  await expect(table(page, configsResource).locator('tbody tr').first()).toContainText(keys[1]!);
  expect((await columnTexts(page, configsResource, 'key')).slice(0, 2)).toEqual([keys[1], keys[0]]);
});

test('export with a chosen ids file downloads exactly those users, as {exportName}.csv', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/users');
  await settled(page, usersResource);
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('User IDs file').click();
  await (await chooser).setFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from('user_id\n3\n7\n11\n') });
  await expect(table(page, usersResource).locator('tbody tr')).toHaveCount(3);

  const exported = page.waitForRequest((r) => r.url().endsWith(usersResource.exportUrl!) && r.method() === 'POST');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV Export' }).click();
  expect((await exported).headers()['content-type']).toMatch(/^multipart\/form-data/);
  const file = await download;
  expect(file.suggestedFilename()).toBe('users.csv');
  const [header, ...rows] = await csvRows(await file.path());
  expect(header![0]).toBe('ID');
  expect(rows.map((r) => r[0]).sort()).toEqual(['11', '3', '7']);
});

test('the qualifications export spreads the precodes over as many numbered columns as the longest list', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/qualifications');
  await settled(page, qualificationsResource);
  const statistic = page.getByRole('group', { name: 'Statistics' }).or(page.getByLabel('Statistics'));
  await expect(statistic).toContainText('Most precodes');
  const most = Number((await statistic.locator('p').nth(1).innerText()).trim());
  expect(most).toBeGreaterThan(1);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV Export' }).click();
  const [header, ...rows] = await csvRows(await (await download).path());
  const numbered = header!.filter((h) => /^Precode \d+$/.test(h));
  expect(numbered).toEqual(Array.from({ length: most }, (_, i) => `Precode ${i + 1}`));
  expect(rows.length).toBeGreaterThan(0);
});
