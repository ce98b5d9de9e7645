import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { configsResource, FRAMEWORK_MESSAGES, surveysResource, usersResource } from '@bo/contract';
import { columnTexts, settled, signIn, SUPER_ADMIN, SURVEYS_STAFF, table } from './table-helpers.ts';

/**
 * The generic TableScreen against the demo stack, on /surveys and /configs (specification 01,
 * 2.7, 4, 7, 8): the view lives in the URL, import and export work on the filtered rows.
 */
const surveys = surveysResource;

// Each test walks several searches against the embedded stack; a busy machine needs more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

test('filter, sort and page are kept in the URL and survive a reload', async ({ page }) => {
  // It also steps a page forwards and back (keyset): a few more searches than the describe's budget allows.
  test.setTimeout(180_000);
  await signIn(page, SUPER_ADMIN, '/surveys');
  await settled(page, surveys);

  // In id order the next page seeks past the last row shown (after=), the previous one before the first (issue 25).
  const paging = page.getByRole('navigation', { name: 'Pagination' });
  const pageOneIds = await columnTexts(page, surveys, 'id');
  const seek = (side: string) =>
    page.waitForResponse((res) => res.url().includes('/api/surveys?') && res.url().includes(`${side}=`) && res.ok());
  await Promise.all([seek('after'), paging.getByRole('button', { name: 'Next page' }).click()]);
  await expect(page).toHaveURL(/\/surveys\?page=2/);
  const nextIds = (await columnTexts(page, surveys, 'id')).map(Number);
  expect(Math.max(...nextIds)).toBeLessThan(Math.min(...pageOneIds.map(Number)));
  await Promise.all([seek('before'), paging.getByRole('button', { name: 'Previous page' }).click()]);
  await settled(page, surveys);
  expect(await columnTexts(page, surveys, 'id')).toEqual(pageOneIds);

  // A text filter searches on Enter and resets to page 1.
  await page.getByLabel('Name', { exact: true }).fill('Panel');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/surveys\?orderBy=id&orderDirection=desc&filter\[name\]=Panel$/);
  for (const name of await columnTexts(page, surveys, 'name')) expect(name).toContain('Panel');

  // The current column flips; a new column starts descending.
  await table(page, surveys).getByRole('button', { name: 'CPI' }).click();
  await expect(page).toHaveURL(/orderBy=cpi&orderDirection=desc/);
  await table(page, surveys).getByRole('button', { name: 'CPI' }).click();
  await expect(page).toHaveURL(/orderBy=cpi&orderDirection=asc/);
  await settled(page, surveys);
  const cpis = (await columnTexts(page, surveys, 'cpi')).map(Number);
  expect(cpis).toEqual([...cpis].sort((a, b) => a - b));

  const pagination = page.getByRole('navigation', { name: 'Pagination' });
  await pagination.getByRole('button', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\?page=2&orderBy=cpi&orderDirection=asc&filter\[name\]=Panel$/);
  const pageTwoIds = await columnTexts(page, surveys, 'id');
  expect(pageTwoIds.length).toBeGreaterThan(0);

  await page.reload();
  // A reload on a loaded machine takes longer than the default 5 s to draw the table again.
  await expect(pagination.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page', { timeout: 20_000 });
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Panel');
  expect(await columnTexts(page, surveys, 'id')).toEqual(pageTwoIds);
  await expect(table(page, surveys).getByRole('columnheader', { name: 'CPI' })).toHaveAttribute('aria-sort', 'ascending');
});

test('a shared URL reproduces the same view for another admin session', async ({ page, browser }) => {
  const shared = '/surveys?page=2&orderBy=name&orderDirection=asc&filter[cpiFrom]=1&filter[cpiTo]=4';
  await signIn(page, SUPER_ADMIN, shared);
  await expect(page).toHaveURL(shared);
  const ids = await columnTexts(page, surveys, 'id');
  expect(ids.length).toBeGreaterThan(0);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, 'admin5@demo.test', shared);
  await expect(otherPage).toHaveURL(shared);
  expect(await columnTexts(otherPage, surveys, 'id')).toEqual(ids);
  await expect(otherPage.getByLabel('CPI from')).toHaveValue('1');
  await other.close();
});

test('a column the server cannot sort is sorted in the browser, in natural case-insensitive order', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  await settled(page, surveys);
  await table(page, surveys).getByRole('button', { name: 'Supplier', exact: true }).click();
  await expect(page).toHaveURL(/orderBy=supplier_name&orderDirection=desc/);
  const suppliers = await columnTexts(page, surveys, 'supplier_name');
  const collator = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });
  expect(suppliers).toEqual([...suppliers].sort((a, b) => collator.compare(b, a)));
});

test("an empty result says 'No data'", async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys?filter[name]=no-survey-is-called-this');
  await expect(table(page, surveys).getByText(FRAMEWORK_MESSAGES.noData, { exact: true })).toBeVisible();
});

test('back and forward put the filter values of that view back into the bar', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  await settled(page, surveys);
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('zzz-no-such-survey');
  await name.press('Enter');
  await expect(page).toHaveURL(/filter\[name\]=zzz-no-such-survey/);
  await settled(page, surveys);
  await page.goBack();
  await expect(page).not.toHaveURL(/filter\[name\]/);
  await expect(name).toHaveValue('');
  await page.goForward();
  await expect(name).toHaveValue('zzz-no-such-survey');
});

test('a date range never lets To before From and searches half a second after the change', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  await settled(page, surveys);
  await page.getByLabel('Created from').fill('2099-01-10');
  await expect(page).toHaveURL(/filter\[created_atFrom\]=2099-01-10/);
  // The search follows the URL after the 500 ms debounce: generous on a loaded CI machine.
  await expect(table(page, surveys).getByText(FRAMEWORK_MESSAGES.noData, { exact: true })).toBeVisible({ timeout: 15_000 });

  await page.getByLabel('Created to').fill('2099-01-01');
  // To before From gives way to From.
  await expect(page).toHaveURL(/filter\[created_atFrom\]=2099-01-10&filter\[created_atTo\]=2099-01-10/);
  await expect(page.getByLabel('Created to')).toHaveValue('2099-01-10');
});

test('import: the file is sent, the success message shows and the new row appears', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/configs');
  await settled(page, configsResource);
  const key = `e2e_import_${Date.now()}`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (
    await chooser
  ).setFiles({
    name: 'configs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(`key,value,description\r\n${key},42,Imported by the e2e test\r\n`),
  });

  await expect(page.getByText(FRAMEWORK_MESSAGES.imported(1), { exact: true })).toBeVisible();
  // The table reloads: the newest config (highest id) is the imported one.
  await expect(table(page, configsResource).locator('tbody tr').first()).toContainText(key);
  await page.getByLabel('Key', { exact: true }).fill(key);
  await page.getByLabel('Key', { exact: true }).press('Enter');
  expect(await columnTexts(page, configsResource, 'key')).toEqual([key]);
});

test('export downloads exactly the filtered rows, in the table order', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys?orderBy=id&orderDirection=asc&filter[supplier_id]=7&filter[name]=Panel');
  const ids = await columnTexts(page, surveys, 'id');
  const names = await columnTexts(page, surveys, 'name');
  expect(ids.length).toBeGreaterThan(0);
  expect(ids.length).toBeLessThan(50);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV Export' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^surveys_\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.csv$/);
  const text = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^ID,Name,Supplier ID,Supplier,/);
  const rows = lines.slice(1).map((line) => line.split(','));
  expect(rows.map((r) => r[0])).toEqual(ids);
  expect(rows.map((r) => r[1])).toEqual(names);
  expect(rows.every((r) => r[2] === '7')).toBe(true);
});

test('a label the admin may not open is plain text', async ({ page }) => {
  await signIn(page, SURVEYS_STAFF, '/surveys');
  await settled(page, surveys);
  const firstRow = table(page, surveys).locator('tbody tr').first();
  const supplierName = (await firstRow.locator('td').nth(3).innerText()).trim();
  const surveyName = (await firstRow.locator('td').nth(1).innerText()).trim();
  // survey_details is among the admin's modules, supplier_details is not.
  await expect(firstRow.getByRole('link', { name: surveyName })).toHaveAttribute('href', /^\/survey\/\d+$/);
  await expect(firstRow.locator('td').nth(3).getByRole('link')).toHaveCount(0);
  await expect(firstRow.locator('td').nth(3)).toHaveText(supplierName);
  expect(supplierName.length).toBeGreaterThan(0);
});

test('a file filter searches by multipart POST {url}/file with the ids of the CSV', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/users');
  await settled(page, usersResource);
  const search = page.waitForRequest((r) => r.url().endsWith('/api/users/file') && r.method() === 'POST');
  const chooser = page.waitForEvent('filechooser');
  await page.getByLabel('User IDs file').click();
  await (await chooser).setFiles({ name: 'ids.csv', mimeType: 'text/csv', buffer: Buffer.from('user_id\n3\n7\n11\n') });
  expect((await search).headers()['content-type']).toMatch(/^multipart\/form-data/);
  await expect(table(page, usersResource).locator('tbody tr')).toHaveCount(3);
  const ids = await columnTexts(page, usersResource, 'id');
  expect(ids.map((id) => id.trim()).sort()).toEqual(['11', '3', '7']);
});

test('a new search cancels the one in flight, silently', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  await settled(page, surveysResource);
  // Hold the first search long enough for a second one to overtake it, even on a loaded machine.
  await page.route(/\/api\/surveys\?.*filter%5Bname%5D=Slow/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 15_000));
    await route.continue().catch(() => undefined);
  });
  const aborted = page.waitForEvent('requestfailed', (r) => r.url().includes('filter%5Bname%5D=Slow'));
  const slowSent = page.waitForRequest((r) => r.url().includes('filter%5Bname%5D=Slow'));
  await page.getByLabel('Name', { exact: true }).fill('Slow');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  await slowSent;
  await page.getByLabel('Name', { exact: true }).fill('Panel');
  await page.getByLabel('Name', { exact: true }).press('Enter');
  expect((await aborted).failure()?.errorText).toMatch(/ABORTED/i);
  for (const name of await columnTexts(page, surveys, 'name')) expect(name).toContain('Panel');
  await expect(page.getByRole('alert')).toHaveCount(0);
});
