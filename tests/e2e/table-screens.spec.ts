import { expect, SWEEP_MS_PER_SCREEN, test, type Page } from './fixtures.ts';
import { FRAMEWORK_MESSAGES, PRODUCTS, pathFor, productGrowthResources, productResources, resources, type ResourceDef } from '@bo/contract';
import { DETAIL_PAGES } from '../../apps/web/src/features/entities/details/detail-pages.ts';
import { ROW_ACTIONS_LABEL } from '../../apps/web/src/features/table/messages.ts';
import { isTableScreen } from '../../apps/web/src/pages/registry.ts';
import { openInApp, settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/**
 * One list-page contract run against every table screen of the contract's resources (STYLE.md:
 * one shared suite rather than a copy per screen): the screen opens with its filter bar, rows or
 * 'No data', pagination, and no error; a row's detail link opens the entity with its fields.
 */

// The per-product pages (issue 16) join the sweep, those with row actions too, and must show demo rows. One
// definition serves every product of a page kind, so the sweep opens each kind once (its first product).
const productPages = new Set(
  productResources.filter((r, i, all) => all.findIndex((o) => o.url.split('/').pop() === r.url.split('/').pop()) === i),
);

const productResourceSet = new Set(productResources);

const sweep = resources.filter((r) => (isTableScreen(r.routeName) && !productResourceSet.has(r)) || productPages.has(r));
/**
 * The sweep signs in once per batch (a sign-in costs a password hash and a page load) and checks each screen
 * of the batch in its own step, so a failure still names the screen.
 */
const BATCH = 12;

async function rendersAsTableScreen(page: Page, resource: ResourceDef): Promise<void> {
  await openInApp(page, pathFor(resource.routeName));
  await settled(page, resource);
  await expect(page.getByRole('search', { name: `${resource.title} filters` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search', exact: true })).toBeVisible();
  const headers = await table(page, resource).locator('thead th').allInnerTexts();
  // A form with edit or delete adds its row buttons (admin 1 may make every call); a page with row actions adds
  // their column after the definition's.
  // A resource with bulk actions leads with its row-selection column (no label).
  const selection = resource.bulkActions?.length ? 1 : 0;
  const labels = headers.map((h) => h.trim()).slice(selection);
  expect(labels.slice(0, resource.columns.length)).toEqual(resource.columns.map((c) => c.label));
  if (resource.form?.edit || resource.form?.remove) expect(labels).toContain(ROW_ACTIONS_LABEL);

  const rows = table(page, resource).locator('tbody tr');
  const empty = (await rows.count()) === 1 && (await rows.first().innerText()).trim() === FRAMEWORK_MESSAGES.noData;
  expect(empty && productPages.has(resource), `${resource.name} shows demo rows`).toBe(false);
  if (empty) return;
  expect(await rows.count()).toBeGreaterThan(0);
  await expect(page.getByRole('navigation', { name: 'Pagination' })).toBeVisible();
  // Simple pagination hides the total.
  await expect(page.getByText(/ of \d+$/)).toHaveCount(resource.simplePaginate ? 0 : 1);
  await expect(page.getByRole('alert')).toHaveCount(0);

  // A row's link to the entity's own detail page opens it.
  const entity = resource.detail;
  const linkColumn =
    entity && DETAIL_PAGES[entity.routeName] ? resource.columns.findIndex((c) => c.link?.routeName === entity.routeName) : -1;
  if (!entity || linkColumn < 0) return;
  const idLink = rows
    .first()
    .locator('td')
    .nth(linkColumn + selection)
    .getByRole('link');
  const id = new URL((await idLink.getAttribute('href')) ?? '', 'http://x').pathname.split('/').pop()!;
  await idLink.click();
  await expect(page).toHaveURL(new RegExp(`/${id}$`));
  // The detail page's code and data load on demand: allow a slow machine its time.
  await expect(page.getByRole('heading', { name: `${entity.entity} ${id}`, exact: true })).toBeVisible({ timeout: 20_000 });
  const fields = page.getByRole('region', { name: `${entity.entity} ${id}` });
  for (const column of resource.columns.slice(0, 3)) await expect(fields.getByText(column.label, { exact: true })).toBeVisible();
}

for (let start = 0; start < sweep.length; start += BATCH) {
  const batch = sweep.slice(start, start + BATCH);
  test(`table screens ${start + 1}-${start + batch.length} of ${sweep.length} render (${batch[0]!.url} ...)`, async ({ page }) => {
    test.setTimeout(batch.length * 45_000);
    await signIn(page, SUPER_ADMIN);
    for (const resource of batch) {
      await test.step(`${resource.title} (${resource.url}) renders as a table screen`, () => rendersAsTableScreen(page, resource));
    }
  });
}

// The products' growth table pages (issue 16), one test per product: admin 1 finds demo rows on each,
// under the definition's columns and the page holders' row actions.
for (const product of PRODUCTS) {
  test(`${product.name}: every growth table page shows demo rows with its row actions`, async ({ page }) => {
    const pages = productGrowthResources.filter((r) => r.name.startsWith(`${product.prefix}_`));
    test.setTimeout(pages.length * SWEEP_MS_PER_SCREEN);
    await signIn(page, SUPER_ADMIN);
    for (const resource of pages) {
      await openInApp(page, pathFor(resource.routeName));
      await settled(page, resource);
      const headers = (await table(page, resource).locator('thead th').allInnerTexts()).map((h) => h.trim());
      expect(headers.slice(0, resource.columns.length), resource.url).toEqual(resource.columns.map((c) => c.label));
      const rows = table(page, resource).locator('tbody tr');
      expect(await rows.count(), resource.url).toBeGreaterThan(0);
      expect((await rows.first().innerText()).trim(), resource.url).not.toBe(FRAMEWORK_MESSAGES.noData);
      if (headers.length > resource.columns.length) expect(headers.at(-1)).toBe(ROW_ACTIONS_LABEL);
      await expect(page.getByText('is not built yet')).toHaveCount(0);
    }
  });
}

test('an affiliate partner is paused and activated again from its row', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/fs-affiliate-partners');
  const row = page.getByRole('row', { name: /Offerwall Media/ });
  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(page.getByText('Affiliate partner Offerwall Media is paused')).toBeVisible();
  await row.getByRole('button', { name: 'Activate' }).click();
  await expect(page.getByText('Affiliate partner Offerwall Media is active')).toBeVisible();
});
