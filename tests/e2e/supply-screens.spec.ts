import { expect, test } from './fixtures.ts';
import {
  FRAMEWORK_MESSAGES,
  appSupplierSettingsResource,
  cintImportsResource,
  offerSuppressionImportsResource,
  pathFor,
  primeSampleBuyersReport,
  singleSurveyLinksResource,
  surveyInventoryReport,
} from '@bo/contract';
import { openInApp, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/**
 * The supply screens of issue 18 in the browser: each route shows demo rows to admin 1 (the two
 * reports with their chart), and a Cint file and an advertiser's suppression list are previewed,
 * confirmed and then listed.
 */
test.describe.configure({ timeout: 300_000 });

test('each supply screen shows rows to admin 1', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor(singleSurveyLinksResource.routeName));
  for (const def of [singleSurveyLinksResource, cintImportsResource, appSupplierSettingsResource]) {
    await openInApp(page, pathFor(def.routeName));
    const rows = table(page, def).locator('tbody tr');
    await expect(rows.first(), def.title).toBeVisible({ timeout: 60_000 });
    await expect(rows.first(), def.title).not.toHaveText(FRAMEWORK_MESSAGES.noData, { timeout: 60_000 });
  }
  for (const report of [surveyInventoryReport, primeSampleBuyersReport]) {
    await openInApp(page, pathFor(report.routeName));
    await expect(page.locator('[data-report-ready="yes"]'), report.title).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first(), report.title).toBeVisible();
    expect(await page.getByRole('table', { name: report.title }).locator('tbody tr').count(), report.title).toBeGreaterThan(0);
  }
});

test('a Cint file is previewed, confirmed and then listed', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor(cintImportsResource.routeName));
  await expect(table(page, cintImportsResource).locator('tbody tr').first()).not.toHaveText(FRAMEWORK_MESSAGES.noData, { timeout: 60_000 });
  // A name of its own: a reused stack keeps the files of earlier runs.
  const fileName = `cint_e2e_${Date.now()}.csv`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from('click_id\n99999999991\n99999999992\n') });
  const dialog = page.getByRole('dialog', { name: `Import ${fileName}?` });
  await expect(dialog.getByRole('row', { name: /Unmatched\s+2/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  await expect(table(page, cintImportsResource).getByRole('cell', { name: fileName })).toBeVisible();
});

test("an advertiser's suppression list is previewed, confirmed and then listed with its matched users", async ({ page }) => {
  const def = offerSuppressionImportsResource;
  await signIn(page, SUPER_ADMIN, pathFor(def.routeName));
  await expect(table(page, def).locator('tbody tr').first()).not.toHaveText(FRAMEWORK_MESSAGES.noData, { timeout: 60_000 });
  const fileName = `suppress_e2e_${Date.now()}.csv`;
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Import' }).click();
  const csv = 'offer_id,identifier_type,identifier\n1,user_id,101\n2,user_id,102\n2,user_id,999999999\n';
  await (await chooser).setFiles({ name: fileName, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  const dialog = page.getByRole('dialog', { name: `Import ${fileName}?` });
  await expect(dialog.getByRole('row', { name: /Matched users\s+2/ })).toBeVisible();
  await expect(dialog.getByRole('row', { name: /Identifiers\s+3/ })).toBeVisible();
  await dialog.getByRole('button', { name: 'Import' }).click();
  await expect(dialog).toBeHidden();
  const row = table(page, def).locator('tbody tr', { hasText: fileName });
  await expect(row).toContainText('1, 2');
});
