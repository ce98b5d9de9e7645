import { expect, test } from '@playwright/test';
import { PRODUCT_MONEY_MESSAGES, pathFor, resourceByName } from '@bo/contract';
import { CLAIM_ACTIONS } from '../../apps/web/src/features/product-money/ClaimsPage.tsx';
import { settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

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
