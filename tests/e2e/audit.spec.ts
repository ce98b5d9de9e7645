import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { accessLogResource } from '@bo/contract';
import { columnTexts, signIn, SUPER_ADMIN, SURVEYS_STAFF, table } from './table-helpers.ts';

/** The auditors' screen over the gateway's hash-chained access log (issue 8). */
test.describe.configure({ timeout: 90_000 });

const WRONG_PASSWORD = 'not-the-demo-password-9';
/** Admin 5, a super admin: a second person whose tab is closed. */
const SUPERVISOR_TAB = 'admin5@demo.test';

test('an auditor finds a failed sign-in, sees its chain link and exports the search as CSV', async ({ page, request }) => {
  // A failed sign-in attempt of an admin: refused with 422 and recorded with the e-mail only.
  const failed = await request.post('/api/login', { data: { email: 'admin9@demo.test', password: WRONG_PASSWORD } });
  expect(failed.status()).toBe(422);
  const requestId = failed.headers()['x-request-id'];
  expect(requestId).toBeTruthy();

  await signIn(page, SUPER_ADMIN, '/audit');
  await expect(table(page, accessLogResource)).toBeVisible({ timeout: 20_000 });
  // The record reaches the table within the gateway's batching interval.
  await expect(async () => {
    await page.goto(`/audit?filter[request_id]=${requestId}`);
    expect(await columnTexts(page, accessLogResource, 'request_id')).toEqual([requestId]);
  }).toPass({ timeout: 15_000 });
  const row = table(page, accessLogResource).locator('tbody tr').first();
  await expect(row).toContainText('/api/login');
  await expect(row).toContainText('login');
  await expect(row).toContainText('422');
  await expect(row).not.toContainText(WRONG_PASSWORD);
  expect((await columnTexts(page, accessLogResource, 'hash'))[0]).toMatch(/^[0-9a-f]{64}$/);
  // The request id is one word on one line, not broken at its hyphens into four (a row per screen line).
  const idCell = row.getByText(requestId!, { exact: true });
  const lineHeight = await idCell.evaluate((el) => parseFloat(getComputedStyle(el).lineHeight));
  expect((await idCell.boundingBox())!.height).toBeLessThan(lineHeight * 1.5);

  // Search by event, decision, status and path: only failed sign-ins are left (the call itself is public,
  // so its decision is allow; the 422 and the event's outcome say it failed).
  await page.goto('/audit?filter[event]=login&filter[decision]=allow&filter[status]=422&filter[path]=/api/login');
  const statuses = await columnTexts(page, accessLogResource, 'status');
  expect(statuses.length).toBeGreaterThan(0);
  expect(new Set(statuses)).toEqual(new Set(['422']));
  expect(new Set(await columnTexts(page, accessLogResource, 'decision'))).toEqual(new Set(['allow']));
  expect(new Set(await columnTexts(page, accessLogResource, 'event'))).toEqual(new Set(['login']));

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV Export' }).click();
  const file = await download;
  const text = (await readFile(await file.path())).toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.trimEnd().split('\r\n');
  expect(lines[0]).toBe(accessLogResource.columns.map((c) => c.label).join(','));
  expect(lines.length - 1).toBe(statuses.length);
  expect(lines.slice(1).every((line) => line.includes(',/api/login,') && line.includes(',422,'))).toBe(true);
  expect(text).toContain(requestId);
  expect(text).not.toContain(WRONG_PASSWORD);
});

test('staff without the audit permission cannot read the access log', async ({ page }) => {
  await signIn(page, SURVEYS_STAFF, '/surveys');
  // The session cookie goes along with the page's own fetch.
  const status = await page.evaluate(async () => (await fetch('/api/access-log')).status);
  expect(status).toBe(403);
  await page.goto('/audit');
  await expect(page).not.toHaveURL(/\/audit/);
  await expect(page.getByRole('table', { name: 'Audit' })).toHaveCount(0);
});

test('a closed websocket leaves its record, with the client address and user agent of its upgrade', async ({ page, browser }) => {
  // A second tab opens the chat (live over /ws), then closes: its socket's record is written on close.
  const other = await browser.newPage();
  const opened = other.waitForEvent('websocket', { timeout: 20_000 });
  await signIn(other, SUPERVISOR_TAB, '/chat');
  await opened;
  const userAgent = await other.evaluate(() => navigator.userAgent);
  await other.close();

  await signIn(page, SUPER_ADMIN, '/audit');
  await expect(async () => {
    await page.goto('/audit?filter[path]=/ws&filter[status]=101');
    expect((await columnTexts(page, accessLogResource, 'path')).length).toBeGreaterThan(0);
  }).toPass({ timeout: 20_000 });
  const clients = await columnTexts(page, accessLogResource, 'client');
  expect(clients.every((c) => /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/.test(c))).toBe(true);
  expect(await columnTexts(page, accessLogResource, 'user_agent')).toContain(userAgent);
  expect(new Set(await columnTexts(page, accessLogResource, 'stored_as'))).toEqual(new Set(['jsonb']));
});
