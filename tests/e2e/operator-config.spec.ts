import { expect, test, SWEEP_MS_PER_SCREEN } from './fixtures.ts';
import { abTestsResource, FRAMEWORK_MESSAGES, OPERATOR_CONFIG_MESSAGES, operatorConfigResources, pathFor } from '@bo/contract';
import { openInApp, settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/**
 * The operator config screens of issue 18 (/app-country-source-config, /survey-publishers, /ab-tests,
 * /admin-permission-groups, /profiler-default-questions): each shows demo rows to admin 1, and the A/B
 * test form names the split that does not add up to 100 under its field before anything is sent.
 */
test.describe.configure({ timeout: 120_000 });

test('each operator config screen shows rows, and the A/B form checks the split', async ({ page }) => {
  // Each screen in turn, then the form: a budget per screen, as the other sweeps.
  test.setTimeout((operatorConfigResources.length + 2) * SWEEP_MS_PER_SCREEN);
  await signIn(page, SUPER_ADMIN, pathFor(operatorConfigResources[0].routeName));
  for (const def of operatorConfigResources) {
    await openInApp(page, pathFor(def.routeName));
    await settled(page, def);
    const rows = table(page, def).locator('tbody tr');
    await expect(rows.first(), def.name).toBeVisible({ timeout: 20_000 });
    await expect(rows.first()).not.toHaveText(FRAMEWORK_MESSAGES.noData);
    await expect(page.getByRole('alert')).toHaveCount(0);
  }
  await page.goto(pathFor(abTestsResource.routeName));
  await settled(page, abTestsResource);
  await page.getByRole('button', { name: 'Add Another' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: 'Variants' }).fill('Control, New wall');
  await dialog.getByRole('textbox', { name: 'Split %' }).fill('60, 30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(OPERATOR_CONFIG_MESSAGES.splitSum('Split %', 90))).toBeVisible();
});
