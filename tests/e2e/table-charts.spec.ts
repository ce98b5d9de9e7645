import { expect, test, type Page } from './fixtures.ts';
import { adjustSpendDataResource, logSpendResource, pathFor, PRODUCTS, type ResourceDef } from '@bo/contract';
import { filterParams } from '../../apps/web/src/features/table/api/list-request.ts';
import { readListState } from '../../apps/web/src/features/table/state/url-codec.ts';
import { settled, signIn, SUPER_ADMIN } from './table-helpers.ts';

/**
 * The charts of the table screens (issue 18, specification 04): Adjust Spend Data draws spend by
 * network with a ROAS line, Log Spend its spend per day by channel; a filter of the table redraws
 * the chart over the rows it keeps.
 */
test.describe.configure({ timeout: 120_000 });

const chartOf = (page: Page) => page.getByTestId('table-chart');
const legend = (page: Page) => chartOf(page).locator('.mantine-ChartLegend-legendItemName');

/** Waits until the chart drawn is the answer to the filters the URL holds (no chart call in flight). */
async function chartSettled(page: Page, def: ResourceDef): Promise<void> {
  await settled(page, def);
  const view = () => new URLSearchParams(filterParams(def, readListState(new URL(page.url()).searchParams, def))).toString();
  await expect(async () => {
    await expect(chartOf(page)).toHaveAttribute('data-chart-view', view(), { timeout: 1000 });
  }).toPass();
}

async function search(page: Page, def: ResourceDef) {
  await page
    .getByRole('search', { name: `${def.title} filters` })
    .getByRole('button', { name: 'Search' })
    .click();
  await chartSettled(page, def);
}

test('Adjust Spend Data draws spend by network with a ROAS line, and follows the network filter', async ({ page }) => {
  const def = adjustSpendDataResource;
  await signIn(page, SUPER_ADMIN, pathFor(def.routeName));
  await chartSettled(page, def);
  const chart = chartOf(page);
  await expect(chart.locator(`[aria-label="${def.title} chart"] svg.recharts-surface`).first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect(chart.locator('.recharts-line')).toHaveCount(1);
  await expect(legend(page).filter({ hasText: 'ROAS D7 %' })).toHaveCount(1);
  // Eight networks and "Other" in the stack, the line beside them.
  await expect(legend(page)).toHaveCount(10);

  await page.getByRole('combobox', { name: 'Network' }).click();
  const option = page.getByRole('listbox').getByRole('option').first();
  const network = (await option.innerText()).trim();
  await option.click();
  await search(page, def);
  await expect(legend(page)).toHaveText([network, 'ROAS D7 %']);
});

test('Log Spend draws spend per day by channel, and follows the channel filter', async ({ page }) => {
  const def = logSpendResource(PRODUCTS[0]!);
  await signIn(page, SUPER_ADMIN, pathFor(def.routeName));
  await chartSettled(page, def);
  const chart = chartOf(page);
  await expect(chart.locator(`[aria-label="${def.title} chart"] svg.recharts-surface`).first()).toBeVisible();
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeAttached();
  await expect.poll(async () => (await legend(page).allInnerTexts()).sort()).toEqual(['affiliate_invoice', 'influencer', 'web_ads']);

  await page.getByRole('combobox', { name: 'Channel' }).click();
  await page.getByRole('option', { name: 'web_ads', exact: true }).click();
  await search(page, def);
  await expect(legend(page)).toHaveText(['web_ads']);
});
