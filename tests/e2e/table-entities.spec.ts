import { expect, test, type Page } from './fixtures.ts';
import { APP_ID, clicksResource, FRAMEWORK_MESSAGES, surveysResource, usersResource } from '@bo/contract';
import { CALL_NOT_AVAILABLE } from '../../apps/web/src/features/entities/quick-links/QuickLinksModals.tsx';
import { columnTexts, settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/** Entity labels, hover cards, detail pages and the quick-links bar (specification 01, 2.1, 2.6, 2.8). */
test.describe.configure({ timeout: 90_000 });

const quickLinks = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

/** The first survey of a supplier, from the surveys screen. */
async function surveyOfSupplier(page: Page, supplierId: number): Promise<string> {
  await page.goto(`/surveys?filter[supplier_id]=${supplierId}`);
  const ids = await columnTexts(page, surveysResource, 'id');
  expect(ids.length).toBeGreaterThan(0);
  return ids[0]!;
}

test('a survey label shows the survey card on hover, loaded from the server', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  await settled(page, surveysResource);
  const firstRow = table(page, surveysResource).locator('tbody tr').first();
  const id = (await firstRow.locator('td').first().innerText()).trim();
  const name = (await firstRow.locator('td').nth(1).innerText()).trim();
  const basic = page.waitForResponse((r) => r.url().endsWith(`/api/surveys/${id}/basic`));
  await firstRow.getByRole('link', { name }).hover();
  expect((await basic).status()).toBe(200);
  const card = page.getByRole('dialog', { name });
  await expect(card.getByText(name, { exact: true })).toBeVisible();
  await expect(card.getByText('Clicks / Completes')).toBeVisible();
});

test('an EarnStar user label opens the EarnStar user page and shows the user card on hover', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, `/users?filter[app_id]=${APP_ID.earnStar}`);
  const ids = await columnTexts(page, usersResource, 'id');
  expect(ids.length).toBeGreaterThan(0);
  const link = table(page, usersResource).locator('tbody tr').first().getByRole('link', { name: ids[0], exact: true });
  await expect(link).toHaveAttribute('href', `/es-user/${ids[0]}`);
  await link.hover();
  const card = page.getByRole('dialog', { name: ids[0] });
  await expect(card.getByText(`EarnStar user ${ids[0]}`)).toBeVisible();
  await expect(card.getByText('Balance')).toBeVisible();
});

test('a survey page shows the survey, links onward and opens the quick-links bar', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  const id = await surveyOfSupplier(page, 6);
  await page.goto(`/survey/${id}`);
  await expect(page.getByRole('heading', { name: `Survey ${id}`, exact: true })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: `Survey ${id}` })
      .getByRole('link', { name: /^\d+$/ })
      .first(),
  ).toBeVisible();

  const bar = quickLinks(page);
  await expect(bar.getByText(`Survey ${id}`, { exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Clicks', exact: true })).toHaveAttribute('href', `/clicks?filter[surveyId]=${id}`);
  await expect(bar.getByRole('link', { name: 'Clicks', exact: true })).toHaveAttribute('target', '_blank');
  await expect(bar.getByRole('link', { name: 'Qualifications' })).toHaveAttribute('href', `/qualifications?filter[surveyId]=${id}`);
  // Supplier 6 is neither 7 nor 107: no entry links log.
  await expect(bar.getByRole('link', { name: 'Entry Link Logs' })).toHaveCount(0);

  await bar.getByRole('button', { name: 'Clicks Breakdown' }).click();
  const modal = page.getByRole('dialog', { name: 'Clicks Breakdown' });
  await expect(modal.getByRole('columnheader', { name: 'Clicks' }).or(modal.getByText(FRAMEWORK_MESSAGES.noData))).toBeVisible();
  await modal.getByRole('button').first().click();

  // The onward link keeps the bar: the query still holds filter[surveyId].
  await page.getByRole('navigation', { name: 'Related' }).getByRole('link', { name: 'Clicks', exact: true }).click();
  await expect(page).toHaveURL(`/clicks?filter[surveyId]=${id}`);
  const surveyIds = await columnTexts(page, clicksResource, 'survey_id');
  expect(new Set(surveyIds)).toEqual(new Set(surveyIds.length ? [id] : []));
  await expect(bar.getByText(`Survey ${id}`, { exact: true })).toBeVisible();
  // On the current route, the link adds a forceReload timestamp.
  await expect(bar.getByRole('link', { name: 'Clicks', exact: true })).toHaveAttribute(
    'href',
    new RegExp(`^/clicks\\?filter\\[surveyId\\]=${id}&forceReload=\\d+$`),
  );

  // Leaving without the filter clears the bar.
  await page.goto('/surveys');
  await settled(page, surveysResource);
  await expect(bar).toHaveCount(0);
});

test('the entry links log quick link shows for supplier 7', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  const id = await surveyOfSupplier(page, 7);
  await page.goto(`/survey/${id}`);
  await expect(quickLinks(page).getByRole('link', { name: 'Entry Link Logs' })).toHaveAttribute(
    'href',
    `/survey-invitations?filter[surveyId]=${id}`,
  );
});

test('a product user page opens the user bar with its project name and modals', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/es-user/3');
  const bar = quickLinks(page);
  await expect(bar.getByText('EarnStar User 3', { exact: true })).toBeVisible();
  await expect(bar.getByRole('link', { name: 'Transactions' })).toHaveAttribute('href', '/es-transactions?filter[userId]=3');
  await expect(bar.getByRole('link', { name: 'Chats' })).toHaveAttribute('href', '/chat?filters[user_id]=3');

  await bar.getByRole('button', { name: 'User Profiling Basics' }).click();
  const modal = page.getByRole('dialog', { name: 'User Profiling Basics' });
  // Either the answer, or a plain notice while the server has no such call: never invented data.
  await expect(
    modal
      .getByRole('columnheader', { name: 'Question' })
      .or(modal.getByText(FRAMEWORK_MESSAGES.noData))
      .or(modal.getByText(CALL_NOT_AVAILABLE('/api/user-profiling/3/basics'))),
  ).toBeVisible();
});

test('a narrow admin sees only permitted quick links', async ({ page }) => {
  // admin200 holds surveys and survey_details only: no clicks, completes, qualifications or breakdown.
  await signIn(page, 'admin200@demo.test', '/surveys');
  await settled(page, surveysResource);
  const id = (await table(page, surveysResource).locator('tbody tr').first().locator('td').first().innerText()).trim();
  await page.goto(`/survey/${id}`);
  const bar = quickLinks(page);
  await expect(bar.getByText(`Survey ${id}`, { exact: true })).toBeVisible();
  await expect(bar.getByRole('link')).toHaveCount(0);
  await expect(bar.getByRole('button')).toHaveCount(0);
});
