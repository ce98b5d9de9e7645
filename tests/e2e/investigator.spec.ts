import { expect, SWEEP_MS_PER_SCREEN, test, type Page } from './fixtures.ts';
import {
  banRateColour,
  FRAMEWORK_MESSAGES,
  investigatorReports,
  investigatorTableScreens,
  latencyColour,
  pathFor,
  resourceByName,
  type ResourceDef,
} from '@bo/contract';
import { SHOWCASE } from '../../packages/db/src/demo/user-details-showcase.ts';
import { DEMO_ADMINS } from '../../packages/db/src/demo/core/admins.ts';
import { columnTexts, openInApp, settled, signIn, SUPER_ADMIN, SURVEYS_STAFF, table } from './table-helpers.ts';

/**
 * The investigator's screens (issue 17) in the browser: every screen built shows rows to admin 1;
 * from /user/11 each quick link and quality-metric link to these logs opens that user's rows; an admin
 * without the page is sent to its main page.
 */
test.describe.configure({ timeout: 120_000 });

const screens = investigatorTableScreens;

async function expectRows(page: Page, def: ResourceDef): Promise<void> {
  await settled(page, def);
  const rows = table(page, def).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.first()).not.toHaveText(FRAMEWORK_MESSAGES.noData);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('every screen of the issue shows rows to admin 1', async ({ page }) => {
  // About 30 screens, each waited for until settled: on a loaded machine this takes a few minutes.
  test.setTimeout(screens.length * SWEEP_MS_PER_SCREEN);
  await signIn(page, SUPER_ADMIN, pathFor(screens[0]!.routeName));
  for (const def of screens) {
    await openInApp(page, pathFor(def.routeName));
    await expectRows(page, def);
  }
});

test('every aggregated screen of the issue shows its chart, rows and totals to admin 1', async ({ page }) => {
  test.setTimeout(investigatorReports.length * SWEEP_MS_PER_SCREEN);
  await signIn(page, SUPER_ADMIN, pathFor(investigatorReports[0]!.routeName));
  for (const report of investigatorReports) {
    await openInApp(page, pathFor(report.routeName));
    await expect(page.locator('[data-report-ready="yes"]'), report.title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first(), report.title).toBeVisible();
    expect(await page.getByRole('table', { name: report.title }).locator('tbody tr').count(), report.title).toBeGreaterThan(0);
    await expect(page.getByRole('row', { name: 'Totals', exact: true }), report.title).toBeVisible();
  }
});

/** The user quick links of specification 01, 2.6 that open these logs, by their titles. */
const USER_QUICK_LINKS: ReadonlyArray<readonly [string, string]> = [
  ['Profiling', 'user_profilings'],
  ['Survey List Reload Log', 'survey_list_reloads'],
  ['Extension Log', 'source_extension'],
  ['Router Log', 'router_logs'],
  ['Bonus Offers', 'user_bonus_offers'],
];

test("from /user/11 each quick link to a log opens that user's rows", async ({ page }) => {
  const user = SHOWCASE.bannedRedFlags;
  await signIn(page, SUPER_ADMIN, `/user/${user}`);
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  await expect(bar).toBeVisible({ timeout: 20_000 });
  const hrefs: [string, string][] = [];
  for (const [title, name] of USER_QUICK_LINKS) {
    const href = await bar.getByRole('link', { name: title, exact: true }).getAttribute('href');
    expect(href, title).toBe(`${pathFor(name)}?filter[userId]=${user}`);
    hrefs.push([name, href!]);
  }
  for (const [name, href] of hrefs) {
    const def = resourceByName(name)!;
    await page.goto(href);
    await expectRows(page, def);
    expect(new Set(await columnTexts(page, def, 'user_id')), name).toEqual(new Set([String(user)]));
  }
});

test("from /user/11 the latency, device and timezone metrics open that user's rows", async ({ page }) => {
  const user = SHOWCASE.bannedRedFlags;
  await signIn(page, SUPER_ADMIN, `/user/${user}`);
  const quality = page.getByRole('region', { name: 'Quality', exact: true });
  const targets: ReadonlyArray<readonly [string, string]> = [
    ['Median TCP Latency', 'latency_logs'],
    ['Device OS Mismatch', 'device_results'],
    ['Max Time Delta', 'timezone_results'],
  ];
  for (const [label, name] of targets) {
    const link = quality.locator(`tr[data-metric="${label}"]`).getByRole('link');
    await expect(link, label).toHaveAttribute('href', `${pathFor(name)}?filter[userId]=${user}`, { timeout: 20_000 });
  }
  for (const [, name] of targets) {
    const def = resourceByName(name)!;
    await page.goto(`${pathFor(name)}?filter[userId]=${user}`);
    await expectRows(page, def);
    expect(new Set(await columnTexts(page, def, 'user_id'))).toEqual(new Set([String(user)]));
  }
});

test('an admin without the page is sent to its main page', async ({ page }) => {
  await signIn(page, SURVEYS_STAFF, '/surveys');
  await page.goto(pathFor('latency_logs'));
  await expect(page).toHaveURL(/\/surveys/, { timeout: 20_000 });
});

test('Multi Search Users resolves pasted ids and a CSV file, and lists what was not found', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor('multi_search_users'));
  await page.getByRole('textbox', { name: 'Values' }).fill('11\n14, no-such-user@nowhere.test');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'Multi Search Users' });
  await expect(results.locator('tbody tr')).toHaveCount(2, { timeout: 20_000 });
  await expect(results.getByRole('link', { name: '11', exact: true })).toHaveAttribute('href', '/user/11');
  await expect(page.getByRole('region', { name: 'Not found' })).toContainText('no-such-user@nowhere.test');

  // The same search with a file: its rows are added to the typed ones.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'users.csv', mimeType: 'text/csv', buffer: Buffer.from('user_id\n17\n29\n') });
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(results.locator('tbody tr')).toHaveCount(4, { timeout: 20_000 });
  await expect(results.getByRole('link', { name: '29', exact: true })).toHaveAttribute('href', '/user/29');
});

test('Multi Search Users: the users found are put in Review with the bulk action of /users', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor('multi_search_users'));
  await page.getByRole('textbox', { name: 'Values' }).fill('87\n88');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'Multi Search Users' });
  await expect(results.locator('tbody tr')).toHaveCount(2, { timeout: 20_000 });
  const statuses = () => results.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.children[5]?.textContent?.trim()));
  expect(await statuses()).not.toEqual(['Review', 'Review']);
  await results.getByRole('checkbox', { name: 'Select all rows on this page' }).check();
  const bar = page.getByRole('region', { name: '2 selected' });
  await bar.getByRole('button', { name: 'Review', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Review: 2 rows' });
  await confirm.getByRole('textbox', { name: 'Internal comment' }).fill('Reviewed from Multi Search Users');
  await confirm.getByRole('button', { name: 'Review', exact: true }).click();
  await expect(page.getByText('Review: done for 2 rows')).toBeVisible({ timeout: 15_000 });
  await expect(bar).toBeHidden();
  // The same values are searched again: the rows show the new status.
  await expect.poll(statuses, { timeout: 20_000 }).toEqual(['Review', 'Review']);
});

test('Job Logs: a failed run is retried from the list and shows as a new queued run pointing back at it', async ({ page }) => {
  const def = resourceByName('job_logs')!;
  await signIn(page, SUPER_ADMIN, `${pathFor(def.routeName)}?filter[status]=failed`);
  const failedId = (await columnTexts(page, def, 'id'))[0]!;
  expect(failedId).toMatch(/^\d+$/);
  await table(page, def)
    .getByRole('checkbox', { name: `Select row ${failedId}` })
    .check();
  const bar = page.getByRole('region', { name: '1 selected' });
  await bar.getByRole('button', { name: 'Retry', exact: true }).click();
  await page.getByRole('dialog', { name: 'Retry: 1 row' }).getByRole('button', { name: 'Retry', exact: true }).click();
  await expect(page.getByText('Retry: done for 1 row')).toBeVisible({ timeout: 15_000 });

  // Newest first: the new run leads the queued runs and names the failed one; the failure stays in the log.
  await page.goto(`${pathFor(def.routeName)}?filter[status]=queued`);
  expect((await columnTexts(page, def, 'retry_of'))[0]).toBe(failedId);
  await page.goto(`${pathFor(def.routeName)}?filter[status]=failed`);
  expect(await columnTexts(page, def, 'id')).toContain(failedId);
});

test('User Profiling Search: each user found names the answer that matched', async ({ page }) => {
  const def = resourceByName('user_profiling_search')!;
  await signIn(page, SUPER_ADMIN, pathFor(def.routeName));
  await settled(page, def);
  await page.getByRole('search').getByLabel('Answers', { exact: true }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const label = (await option.innerText()).trim();
  await option.click();
  await expect(page).toHaveURL(/filter\[answer_id\]=/);
  await expectRows(page, def);
  expect(new Set(await columnTexts(page, def, 'matched_answers'))).toEqual(new Set([label]));
});

test('rule 4: System Logs opens on the last 30 days, Survey Attacks on the last 7', async ({ page }) => {
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);
  const systemCall = page.waitForRequest((r) => r.url().includes('/api/system-logs?'));
  await signIn(page, SUPER_ADMIN, pathFor('system_logs'));
  expect(decodeURIComponent((await systemCall).url())).toContain(`filter[created_atFrom]=${day(29)}`);
  await expectRows(page, resourceByName('system_logs')!);
  const attacksCall = page.waitForRequest((r) => r.url().includes('/api/survey-attacks?'));
  await page.goto(pathFor('survey_attacks'));
  expect(decodeURIComponent((await attacksCall).url())).toContain(`filter[created_atFrom]=${day(6)}`);
  await expectRows(page, resourceByName('survey_attacks')!);
});

test('Multi Search Clicks resolves click ids', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor('multi_search_clicks'));
  await page.getByRole('textbox', { name: 'Values' }).fill('1\n2\n3\n987654321');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const results = page.getByRole('table', { name: 'Multi Search Clicks' });
  await expect(results.locator('tbody tr')).toHaveCount(3, { timeout: 20_000 });
  await expect(page.getByRole('region', { name: 'Not found' })).toContainText('987654321');
});

const ADMIN_1_NAME = DEMO_ADMINS.find((a) => a.id === 1)!.name;

test('Feedback: a new feedback is marked handled from its row', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, `${pathFor('feedback')}?filter[status]=new`);
  const def = resourceByName('feedback')!;
  await expectRows(page, def);
  const row = table(page, def).locator('tbody tr').first();
  const id = (await row.locator('td').first().innerText()).trim();
  await row.getByRole('button', { name: 'Mark handled' }).click();
  // It leaves the list of new feedback, and shows among the handled ones with who handled it.
  await expect.poll(async () => (await columnTexts(page, def, 'id')).includes(id), { timeout: 20_000 }).toBe(false);
  await page.goto(`${pathFor('feedback')}?filter[status]=handled`);
  await expectRows(page, def);
  const handled = table(page, def)
    .locator('tbody tr')
    .filter({ has: page.getByRole('cell', { name: id, exact: true }) });
  await expect(handled).toContainText(ADMIN_1_NAME);
});

test('Queue Alert System: a rule is disabled from its row', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, `${pathFor('queue_alert_system')}?search=Ticket backlog`);
  const row = page.getByRole('row', { name: /Ticket backlog over 50/ });
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(row.getByRole('button', { name: 'Enable' })).toBeVisible({ timeout: 20_000 });
});

test('the last screens of the issue, Find Data, Review User and the IAP Data quick link show real rows', async ({ page }) => {
  // Five screens, two searches and a user page: a few minutes on a loaded machine.
  test.setTimeout(300_000);
  await signIn(page, SUPER_ADMIN, pathFor('survey_attacks'));
  for (const name of ['survey_attacks', 'user_filter_search', 'user_profiling_search']) {
    await openInApp(page, pathFor(name));
    await expectRows(page, resourceByName(name)!);
  }
  for (const report of investigatorReports.filter((r) => ['high_risk_metrics', 'user_profiling_lookup'].includes(r.name))) {
    await openInApp(page, pathFor(report.routeName));
    await expect(page.locator('[data-report-ready="yes"]'), report.title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first(), report.title).toBeVisible();
    expect(await page.getByRole('table', { name: report.title }).locator('tbody tr').count(), report.title).toBeGreaterThan(0);
  }

  // Find Data: showcase user 35 by its e-mail (personal data goes in the body, through the gateway).
  await page.goto(pathFor('find_data'));
  await page.getByRole('textbox', { name: 'Values' }).fill('emma.miller35@gmail.com\nno-such-datum');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  const found = page.getByRole('table', { name: 'Find Data' });
  await expect(found.getByRole('link', { name: String(SHOWCASE.clean), exact: true }).first()).toHaveAttribute(
    'href',
    `/user/${SHOWCASE.clean}`,
    { timeout: 20_000 },
  );
  await expect(page.getByRole('region', { name: 'Not found' })).toContainText('no-such-datum');

  // Review User: the next user in the queue, with the review status buttons.
  await page.goto(pathFor('review_user'));
  await expect(page.getByRole('group', { name: 'Review status' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: '4 Perfect' })).toBeVisible();

  // IAP Data: the user quick link opens that user's purchases.
  const user = SHOWCASE.powerUser;
  await page.goto(`/user/${user}`);
  const bar = page.getByRole('navigation', { name: 'Quick links' });
  const href = await bar.getByRole('link', { name: 'IAP Data', exact: true }).getAttribute('href', { timeout: 20_000 });
  expect(href).toBe(`${pathFor('offer_user_iap_data')}?filter[userId]=${user}`);
  const def = resourceByName('offer_user_iap_data')!;
  await page.goto(href!);
  await expectRows(page, def);
  expect(new Set(await columnTexts(page, def, 'user_id'))).toEqual(new Set([String(user)]));
});

test('High Risk Metrics: ban rates coloured, a row drills to its users, a pair unmarked and marked again', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor('high_risk_metrics'));
  const ready = page.locator('[data-report-ready="yes"]');
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const grid = page.getByRole('table', { name: 'High Risk Metrics' });
  // Every ban rate carries its colour: red 50 % and more, amber from 20, green under 20.
  const rates = grid.locator('tbody td [data-colour]');
  expect(await rates.count()).toBeGreaterThan(0);
  for (const rate of (await rates.all()).slice(0, 10)) {
    const value = parseFloat((await rate.innerText()).replace(/[^0-9.]/g, ''));
    await expect(rate).toHaveAttribute('data-colour', banRateColour(value));
  }
  // Drill: the first row's banned users, as many as it counts.
  const drill = grid.getByRole('button', { name: /^Banned [1-9]/ }).first();
  const banned = Number((await drill.innerText()).replace(/\D/g, ''));
  await drill.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText(`${banned} users`, { exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByRole('table', { name: 'Cluster users' }).locator('tbody tr')).toHaveCount(Math.min(banned, 500));
  await expect(dialog.getByRole('link', { name: 'Open in Multi Search Users' })).toBeVisible();
  await page.keyboard.press('Escape');

  // The profiling-pair tab: unmark the first pair, then mark it again by its answer ids.
  await page.goto(`${pathFor('high_risk_metrics')}?filter[risk_kind_id]=profiling_pair`);
  await expect(ready).toBeVisible({ timeout: 30_000 });
  const firstPair = grid
    .locator('tbody tr')
    .filter({ has: page.getByRole('button', { name: 'Unmark' }) })
    .first();
  const value = await firstPair.innerText();
  const [, a, b] = /\[(\d+)-(\d+)\]/.exec(value)!;
  await firstPair.getByRole('button', { name: 'Unmark' }).click();
  await expect(page.getByText(`The answer pair ${a} + ${b} is no longer high-risk`)).toBeVisible({ timeout: 20_000 });
  await expect(grid.getByText(`[${a}-${b}]`)).toHaveCount(0, { timeout: 20_000 });
  await page.getByRole('textbox', { name: 'First answer ID' }).fill(a!);
  await page.getByRole('textbox', { name: 'Second answer ID' }).fill(b!);
  await page.getByRole('button', { name: 'Mark high-risk' }).click();
  await expect(page.getByText(`The answer pair ${a} + ${b} has been marked high-risk`)).toBeVisible({ timeout: 20_000 });
  await expect(grid.getByText(`[${a}-${b}]`).first()).toBeVisible({ timeout: 20_000 });
});

test('IP Logs One and Open Ends: a cluster row drills to its users', async ({ page }) => {
  for (const name of ['iplogsone', 'survey_attacks_open_ends']) {
    if (name === 'iplogsone') await signIn(page, SUPER_ADMIN, pathFor(name));
    else await openInApp(page, pathFor(name));
    await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 30_000 });
    const button = page.getByRole('button', { name: /^Total \d+/ }).first();
    const total = Number((await button.innerText()).replace(/\D/g, ''));
    await button.click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText(`${total} users`, { exact: true })).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('table', { name: 'Cluster users' }).locator('tbody tr')).toHaveCount(Math.min(total, 500));
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  }
});

test('spec defaults and colours: /feedback on new, logs on their window, latency ms coloured, risky countries red, chat filters', async ({
  page,
}) => {
  const feedback = resourceByName('feedback')!;
  await signIn(page, SUPER_ADMIN, pathFor('feedback'));
  await settled(page, feedback);
  expect(new Set(await columnTexts(page, feedback, 'status'))).toEqual(new Set(['new']));

  // Cronjob Logs ask for the days the last 24 hours touch (yesterday and today, UTC); Latency Logs for 7 days.
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const cronCall = page.waitForRequest((r) => r.url().includes('/api/cronjob-logs?'));
  await page.goto(pathFor('cronjob_logs'));
  expect(decodeURIComponent((await cronCall).url())).toContain(`filter[created_atFrom]=${yesterday}`);
  await settled(page, resourceByName('cronjob_logs')!);

  // Latency Logs: TCP ms cells coloured per specification 02 section 9.
  const latency = resourceByName('latency_logs')!;
  const weekAgo = new Date(Date.now() - 6 * 86_400_000).toISOString().slice(0, 10);
  const latencyCall = page.waitForRequest((r) => r.url().includes('/api/latency-logs?'));
  await page.goto(pathFor('latency_logs'));
  expect(decodeURIComponent((await latencyCall).url())).toContain(`filter[created_atFrom]=${weekAgo}`);
  await settled(page, latency);
  await expect(table(page, latency).locator('tbody td [data-colour]').first()).toBeVisible({ timeout: 20_000 });
  const cells = await table(page, latency).evaluate((t) => {
    const heads = [...t.querySelectorAll('thead th')].map((h) => h.textContent?.trim() ?? '');
    const i = heads.findIndex((h) => h.startsWith('TCP (ms)'));
    return [...t.querySelectorAll('tbody tr')].map((r) => {
      const td = r.children[i];
      return [td?.textContent?.trim() ?? '', td?.querySelector('[data-colour]')?.getAttribute('data-colour') ?? null] as const;
    });
  });
  const measured = cells.filter(([text]) => text !== '');
  expect(measured.length).toBeGreaterThan(0);
  for (const [text, colour] of measured) expect(colour, text).toBe(latencyColour(Number(text.replace(/[^0-9.]/g, ''))));

  // Geo Mapping: a risky country's cell is red.
  // Over the last year's sign-ups (the last 30 days may have none from those countries).
  const yearAgo = new Date(Date.now() - 365 * 86_400_000).toISOString().slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  await page.goto(`${pathFor('geo_mapping')}?filter[dayFrom]=${yearAgo}&filter[dayTo]=${today}&filter[geo_match_id]=mismatch`);
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('table', { name: 'Geo Mapping' }).locator('tbody td [data-colour="red"]').first()).toBeVisible();

  // Chat First Response Time filters by app and agent.
  await page.goto(pathFor('chat_first_response_time'));
  await expect(table(page, resourceByName('chat_first_response_time')!)).toBeVisible({ timeout: 30_000 });
  await expect(
    page
      .getByRole('textbox', { name: 'App' })
      .or(page.getByRole('combobox', { name: 'App' }))
      .first(),
  ).toBeVisible();
  await expect(
    page
      .getByRole('textbox', { name: 'Agent' })
      .or(page.getByRole('combobox', { name: 'Agent' }))
      .first(),
  ).toBeVisible();
});
