import { expect, test } from './fixtures.ts';
import { PRODUCT_MONEY_MESSAGES, pathFor, resourceByName } from '@bo/contract';
import { CLAIM_ACTIONS } from '../../apps/web/src/features/product-money/ClaimsPage.tsx';
import { LEADERBOARD_LABELS } from '../../apps/web/src/features/product-money/LeaderboardsPage.tsx';
import { SETTINGS_LABELS } from '../../apps/web/src/features/product-money/SettingsPage.tsx';
import { columnTexts, settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/**
 * /{p}-claims (issue 16): a waiting claim is rejected from its row after the confirmation prompt;
 * the toast says the points are back and the row leaves the waiting filter.
 */
test('rejects a waiting claim from its row on /hc-claims', async ({ page }) => {
  const claims = resourceByName('hc_claims')!;
  await signIn(page, SUPER_ADMIN, `${pathFor('hc_claims')}?filter%5Bstatus%5D=3`);
  await settled(page, claims);
  const rows = table(page, claims).locator('tbody tr');
  const first = rows.first();
  const id = (await first.locator('td').first().innerText()).trim();
  const before = await rows.count();
  await first.getByRole('button', { name: CLAIM_ACTIONS.reject.label }).click();
  const dialog = page.getByRole('dialog', { name: `${CLAIM_ACTIONS.reject.label} claim` });
  await expect(dialog.getByText(`Reject claim ${id}?`, { exact: false })).toBeVisible();
  await dialog.getByRole('button', { name: CLAIM_ACTIONS.reject.label }).click();
  await expect(page.getByText(PRODUCT_MONEY_MESSAGES.claimRejected)).toBeVisible();
  await expect(rows).toHaveCount(before - 1 === 0 ? 1 : before - 1);
  await expect(table(page, claims).getByRole('cell', { name: id, exact: true })).toHaveCount(0);
});

/**
 * Default filters are data (issue 16): /hc-claims opened from the menu filters by 0 Pending and
 * 3 Waiting Confirmation, shown in the filter bar; clearing them is a search of its own, which the URL keeps.
 */
test('/hc-claims opens on Pending and Waiting Confirmation, shown and clearable', async ({ page }) => {
  const claims = resourceByName('hc_claims')!;
  await signIn(page, SUPER_ADMIN, pathFor('hc_claims'));
  await settled(page, claims);
  const statuses = new Set(await columnTexts(page, claims, 'status'));
  expect(
    [...statuses].every((s) => s === 'Pending' || s === 'Waiting Confirmation'),
    [...statuses].join(),
  ).toBe(true);
  const filter = page.getByRole('combobox', { name: 'Status' });
  await filter.click();
  await filter.press('Backspace');
  await filter.press('Backspace');
  await expect(page).toHaveURL(/orderBy=/);
  await expect(page).not.toHaveURL(/filter\[status\]/);
  await settled(page, claims);
  // The window of rule 4 (the last 30 days) stays: claims of every status in it.
  await expect(page).toHaveURL(/filter\[created_atFrom\]=/);
  await expect
    .poll(async () => (await columnTexts(page, claims, 'status')).some((s) => s !== 'Pending' && s !== 'Waiting Confirmation'))
    .toBe(true);
  // The cleared view survives a reload: the URL is the truth once changed.
  await page.reload();
  await settled(page, claims);
  await expect(page).not.toHaveURL(/filter\[status\]/);
});

/** The per-product settings are edited in a form (page holders), and a leaderboard's prizes until they are paid. */
test('edits an hc setting and the prizes of a running leaderboard', async ({ page }) => {
  const settings = resourceByName('hc_settings')!;
  await signIn(page, SUPER_ADMIN, pathFor('hc_settings'));
  await settled(page, settings);
  const row = table(page, settings).locator('tbody tr', { hasText: 'daily_cap_points' });
  await row.getByRole('button', { name: SETTINGS_LABELS.edit }).click();
  const dialog = page.getByRole('dialog', { name: SETTINGS_LABELS.title('daily_cap_points') });
  await dialog.getByLabel(SETTINGS_LABELS.value).fill('abc');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(PRODUCT_MONEY_MESSAGES.valueNotNumber)).toBeVisible();
  await dialog.getByLabel(SETTINGS_LABELS.value).fill('25000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PRODUCT_MONEY_MESSAGES.settingSaved)).toBeVisible();
  await expect(row.getByRole('cell', { name: '25000', exact: true })).toBeVisible();

  const boards = resourceByName('hc_leaderboards')!;
  await page.goto(`${pathFor('hc_leaderboards')}?filter[status]=running`);
  await settled(page, boards);
  const board = table(page, boards).locator('tbody tr').first();
  await board.getByRole('button', { name: LEADERBOARD_LABELS.prizes }).click();
  const prizes = page.getByRole('dialog');
  await prizes.getByLabel(LEADERBOARD_LABELS.prizesLabel).fill('7000, 3000, 1000');
  await prizes.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(PRODUCT_MONEY_MESSAGES.prizesSaved)).toBeVisible();
  await expect(board.getByRole('cell', { name: '7000, 3000, 1000', exact: true })).toBeVisible();
});

/** /fs-five-surveys-bonus (issue 16): tab Granted lists the grants of the rules, with bonus $ per day above them. */
test('the Five Surveys Bonus page shows its rules, and its grants with a chart per day', async ({ page }) => {
  const rules = resourceByName('fs_five_surveys_bonus')!;
  const granted = resourceByName('fs_five_surveys_bonus_granted')!;
  await signIn(page, SUPER_ADMIN, pathFor(rules.routeName));
  await settled(page, rules);
  await expect(table(page, rules).locator('tbody tr').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Granted' }).click();
  await expect(page).toHaveURL(/tab=granted/);
  await settled(page, granted);
  const rows = table(page, granted).locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  expect((await columnTexts(page, granted, 'rule_name')).every((name) => name.trim() !== '')).toBe(true);
  // One tab at a time: the rules' table is gone.
  await expect(page.getByRole('table', { name: rules.title, exact: true })).toHaveCount(0);
  // The user links to the product's own user page; the chart draws the same rows per day.
  await expect(rows.first().getByRole('link').first()).toHaveAttribute('href', /^\/fs-user\/\d+$/);
  await expect(page.getByTestId('report-chart').locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('search', { name: `${granted.title} filters` })).toBeVisible();
});
