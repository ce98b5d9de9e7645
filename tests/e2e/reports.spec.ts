import { expect, SWEEP_MS_PER_SCREEN, test } from './fixtures.ts';
import { appsResource, investigatorReports, pathFor, reports } from '@bo/contract';
import { openInApp, signIn, SUPER_ADMIN, SURVEYS_STAFF, table } from './table-helpers.ts';

// Reports and monitoring (issue 15): every report route shows its chart and rows from the demo
// data, with a totals row; a row opens the table it came from; admins without the page are sent
// to their main page and the report's calls answer 403.

/** Columns that name a pick or a fact rather than a sum, by report: each table names them. */
const PICK_AND_FACT_COLUMNS: Readonly<Record<string, readonly string[]>> = {
  supplier_statistics: ['Live Surveys'],
  response_status_statistics: ['Top Raw Status'],
  report_reconciliation: ['Worst Buyer'],
  app_overview: ['Publisher', 'Project', 'Surveys Running'],
  financial_report: ['Marketing Spend $'],
};
const exactly = (label: string) => new RegExp(`^${label.replace(/[$()]/g, '\\$&')}$`);

test('every report route shows a chart and rows for admin 1, never "not built yet"', async ({ page }) => {
  // Every report of the list, the products' and the monitoring ones included: time grows with the list.
  test.setTimeout(reports.length * SWEEP_MS_PER_SCREEN);
  await signIn(page, SUPER_ADMIN);
  // The investigator's reports are swept with the investigator's screens (investigator.spec.ts).
  for (const report of reports.filter((r) => !investigatorReports.includes(r))) {
    await openInApp(page, pathFor(report.routeName));
    await expect(page.locator('[data-report-ready="yes"]'), report.title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('is not built yet')).toHaveCount(0);
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first(), report.title).toBeVisible();
    const body = page.getByRole('table', { name: report.title }).locator('tbody tr');
    expect(await body.count(), report.title).toBeGreaterThan(0);
    await expect(page.getByRole('row', { name: 'Totals', exact: true }), report.title).toBeVisible();
    const headers = page.getByRole('table', { name: report.title }).locator('thead th');
    for (const label of PICK_AND_FACT_COLUMNS[report.name] ?? [])
      await expect(headers.filter({ hasText: exactly(label) }), `${report.title}: ${label}`).toHaveCount(1);
  }
  // The Master Report's publisher grouping is a choice like the others.
  await page.goto('/master-report?filter[groupBy]=publisher');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 30_000 });
  const masterHeaders = page.getByRole('table', { name: 'Master Report' }).locator('thead th');
  await expect(masterHeaders.filter({ hasText: exactly('Publisher') })).toHaveCount(1);
  expect(await page.getByRole('table', { name: 'Master Report' }).locator('tbody tr').count()).toBeGreaterThan(0);
});

test('the Admin Dashboard shows the tiles, the 30-day chart, the top lists and the waiting work', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/admin/dashboard');
  for (const period of ['Today', 'Yesterday', 'Same weekday last week', 'Month to date']) {
    await expect(page.getByLabel(period, { exact: true })).toContainText('Revenue');
  }
  // Sums in dollars with thousands grouped (the demo's liability runs to five figures).
  await expect(page.getByLabel('Month to date', { exact: true })).toContainText(/Liability\s*\$\d{1,3}(,\d{3})+\.\d{2}/);
  await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first()).toBeVisible();
  expect(await page.getByRole('table', { name: 'Top suppliers, last 30 days' }).locator('tbody tr').count()).toBe(5);
  await expect(page.getByRole('link', { name: 'Claims to confirm' })).toBeVisible();
  await expect(page.getByText('is not built yet')).toHaveCount(0);
});

test('Alert System lists the rules, and a rule is disabled and muted from its row', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/alert-system?search=Cint');
  const row = page.getByRole('row', { name: /Cint conversion below 10 %/ });
  await row.getByRole('button', { name: 'Disable' }).click();
  await expect(page.getByText('Alert rule Cint conversion below 10 % has been saved')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Enable' })).toBeVisible();
  await row.getByRole('button', { name: 'Mute 24 h' }).click();
  await expect(row.getByRole('button', { name: 'Unmute' })).toBeVisible();
});

test('a Daily Overview row opens the completes of its day', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/daily-overview');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 15_000 });
  const firstDay = await page.getByRole('table', { name: 'Daily Overview' }).locator('tbody tr').first().locator('td').first().innerText();
  await page.getByRole('link', { name: 'Open rows' }).first().click();
  await expect(page).toHaveURL(/\/completes\?.*completed_atFrom/);
  expect(firstDay.length).toBeGreaterThan(0);
});

test('the Master Report groups by three groupings from the URL', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/master-report?filter[groupBy]=app,supplier,country&filter[grain]=month');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 15_000 });
  const headers = page.getByRole('table', { name: 'Master Report' }).locator('thead th');
  await expect(headers.nth(0)).toHaveText('Month');
  await expect(headers.nth(1)).toHaveText('App');
  await expect(headers.nth(2)).toHaveText('Supplier');
  await expect(headers.nth(3)).toHaveText('Country');
});

test('the Revenue Report stacks net revenue by the chosen dimension, one legend entry per value', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/revenue-report?filter[groupBy]=source&filter[grain]=week');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 15_000 });
  const chart = page.getByTestId('report-chart');
  for (const value of ['Surveys', 'Offers'])
    await expect(chart.locator('.recharts-legend-wrapper').getByText(value, { exact: true })).toBeVisible();
  // One area per value instead of the single net revenue series of an unstacked chart.
  await expect(chart.locator('.recharts-legend-wrapper').getByText('Net Revenue')).toHaveCount(0);
});

test('Reconciliation Pacing draws recon % by days since month end, last month against the months before', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/reconciliation-pacing');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 15_000 });
  const chart = page.getByTestId('report-chart');
  await expect(chart.getByText('Days since month end')).toBeVisible();
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await expect(chart.locator('.recharts-legend-wrapper').getByText(lastMonth, { exact: true })).toBeVisible();
  const before = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 2, 1)).toISOString().slice(0, 7);
  await expect(chart.locator('.recharts-legend-wrapper').getByText(before, { exact: true })).toBeVisible();
});

test("Supplier Reconciliations previews a supplier's CSV and refuses a bad row naming it", async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/supplier-reconciliations');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 15_000 });
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (
    await chooser
  ).setFiles({ name: 'recon.csv', mimeType: 'text/csv', buffer: Buffer.from('supplier_id,click_id\n6,999999999999\n') });
  const preview = page.getByRole('dialog');
  await expect(preview.getByRole('row', { name: /Unmatched\s*1/ })).toBeVisible();
  await preview.getByRole('button', { name: 'Cancel' }).click();
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import CSV' }).click();
  await (await again).setFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from('supplier_id,click_id\n6,abc\n') });
  await expect(page.getByText('Row 2, column click_id: must be a whole number')).toBeVisible();
});

test('an admin without the page is sent to his main page and the report call answers 403', async ({ page }) => {
  await signIn(page, SURVEYS_STAFF);
  await page.goto('/daily-overview');
  await expect(page).toHaveURL(/\/surveys/);
  // The session cookie goes along with the page's own fetch.
  const status = await page.evaluate(async () => (await fetch('/api/reports/daily-overview')).status);
  expect(status).toBe(403);
});

test("Publisher Payments: a payment is created from this month's balance and marked paid", async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/publisher-payments?filter[status]=pending');
  await page.getByRole('button', { name: 'Create from balance' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create from balance' });
  await dialog.getByRole('combobox', { name: 'Publisher' }).click();
  await page.getByRole('option', { name: 'Prime Opinion Media' }).click();
  await dialog.getByRole('combobox', { name: 'Month' }).click();
  await page.getByRole('option', { name: new Date().toISOString().slice(0, 7) }).click();
  await dialog.getByRole('combobox', { name: 'Method' }).click();
  await page.getByRole('option', { name: 'Wise' }).click();
  await dialog.getByRole('button', { name: 'Create from balance' }).click();
  await expect(page.getByText(/Payment of \$[\d.]+ to Prime Opinion Media has been created/)).toBeVisible();
  const row = page.getByRole('row', { name: /Prime Opinion Media.*Wise/ });
  await row.getByRole('button', { name: 'Mark paid' }).click();
  await expect(page.getByText(/Payment \d+ is marked paid/)).toBeVisible();
});

test('Supplier Statement: a page holder enters what Cint reported for a month and the difference shows', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/supplier-statement?filter[supplier_id]=8');
  await expect(page.locator('[data-report-ready="yes"]')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('table', { name: 'Supplier Statement' }).locator('tbody tr').first().getByRole('button', { name: 'Edit' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Supplier-Reported $' }).fill('1234.56');
  await dialog.getByRole('textbox', { name: 'Invoice No.' }).fill('INV-E2E-1');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(/Statement of Cint for \d{4}-\d\d has been saved/)).toBeVisible();
  await expect(page.getByRole('table', { name: 'Supplier Statement' }).locator('tbody tr').first()).toContainText('INV-E2E-1');
});

test('DB Monitoring shows the header, the tables with their sizes and the running queries', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/db-monitoring');
  await expect(page.getByLabel('Connections', { exact: true })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('table', { name: 'Tables' }).getByRole('row', { name: /admin\.clicks/ })).toBeVisible();
  await page.getByRole('tab', { name: 'Queries' }).click();
  await expect(page.getByRole('table', { name: 'Queries' })).toContainText('pg_stat_activity');
  await expect(page.getByText('is not built yet')).toHaveCount(0);
});

test('the offer reports over the offer rollup show a chart, rows and totals', async ({ page }) => {
  test.setTimeout(120_000);
  const offerReports = reports.filter((r) => ['offer_report', 'offer_click_report', 'offer_performance_analysis'].includes(r.name));
  expect(offerReports).toHaveLength(3);
  await signIn(page, SUPER_ADMIN, pathFor(offerReports[0]!.routeName));
  for (const report of offerReports) {
    await openInApp(page, pathFor(report.routeName));
    await expect(page.locator('[data-report-ready="yes"]'), report.title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first(), report.title).toBeVisible({
      timeout: 20_000,
    });
    expect(await page.getByRole('table', { name: report.title }).locator('tbody tr').count(), report.title).toBeGreaterThan(0);
    await expect(page.getByRole('row', { name: 'Totals', exact: true }), report.title).toBeVisible();
  }
});

test("Apps: a top admin stops an app's surveys after a confirmation naming it, then resumes them; Surveys Running follows", async ({
  page,
}) => {
  // Sign-in, two writes with their confirmations and two reloads of the list.
  test.setTimeout(60_000);
  await signIn(page, SUPER_ADMIN, '/apps?filter[id]=16');
  const apps = table(page, appsResource);
  const row = apps.locator('tbody tr').first();
  await expect(row.getByRole('button', { name: 'Stop', exact: true })).toBeVisible({ timeout: 15_000 });
  const column = await apps
    .locator('thead th')
    .evaluateAll((ths) => ths.findIndex((th) => (th.textContent ?? '').trim().startsWith('Surveys Running')));
  expect(column).toBeGreaterThan(0);
  const running = row.locator('td').nth(column);
  await expect(running).toHaveText('Yes');
  await row.getByRole('button', { name: 'Stop', exact: true }).click();
  const stop = page.getByRole('dialog', { name: 'Stop surveys?' });
  await expect(stop).toContainText(/Stop the surveys of app .+ \(16\)\?/);
  await stop.getByRole('button', { name: 'Stop', exact: true }).click();
  await expect(page.getByText(/Surveys of .+ stopped/)).toBeVisible();
  await expect(running).toHaveText('No');
  await row.getByRole('button', { name: 'Resume', exact: true }).click();
  const resume = page.getByRole('dialog', { name: 'Resume surveys?' });
  await resume.getByRole('button', { name: 'Resume', exact: true }).click();
  await expect(page.getByText(/Surveys of .+ resumed/)).toBeVisible();
  await expect(running).toHaveText('Yes');
});
