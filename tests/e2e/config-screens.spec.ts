import { expect, SWEEP_MS_PER_SCREEN, test, type Page } from './fixtures.ts';
import {
  bonusSchedulesResource,
  FORM_MESSAGES,
  FRAMEWORK_MESSAGES,
  pathFor,
  psaMonthlyInvoicingResource,
  psaPopularQuestionsResource,
  questionMappingsResource,
  resources,
  surveyGroupsResource,
  SURVEY_GROUP_MESSAGES,
  type ResourceDef,
} from '@bo/contract';
import { openInApp, settled, signIn, SUPER_ADMIN, table } from './table-helpers.ts';

/**
 * Questions mapping and sample selling (issue 18) in the browser: every screen shows demo rows to
 * admin 1; a mapping opens answer by answer and is copied to another country, where it then lists;
 * an invoice month is closed from Monthly Invoicing and its rows lose their actions; a survey group's
 * surveys and a bonus schedule's countries are edited in their forms.
 */
test.describe.configure({ timeout: 120_000 });

const ISSUE_18 = [
  'question_mappings',
  'age_questions',
  'psa_buyers',
  'psa_surveys',
  'psa_monthly_invoicing',
  'psa_survey_po_invoicing',
  'psa_popular_questions',
  'home_contacts',
  'app_articles',
  'survey_groups',
  'bonus_schedules',
];
const screens = resources.filter((r) => ISSUE_18.includes(r.name));

async function expectRows(page: Page, def: ResourceDef): Promise<void> {
  await settled(page, def);
  const rows = table(page, def).locator('tbody tr');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await expect(rows.first()).not.toHaveText(FRAMEWORK_MESSAGES.noData);
  await expect(page.getByRole('alert')).toHaveCount(0);
}

test('every screen of the issue shows rows to admin 1', async ({ page }) => {
  // A budget per screen: on a loaded 2-core machine one screen took 11 s (a fresh-clone CI ran out of 120 s in all).
  test.setTimeout(screens.length * SWEEP_MS_PER_SCREEN);
  await signIn(page, SUPER_ADMIN, pathFor(screens[0]!.routeName));
  for (const def of screens) {
    await openInApp(page, pathFor(def.routeName));
    await expectRows(page, def);
  }
});

test('a mapping opens answer by answer and its copy to another country lists there', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, `${pathFor('questions_mapping')}?filter[country_code]=GB&filter[kind]=one_to_one`);
  await expectRows(page, questionMappingsResource);
  const idLink = table(page, questionMappingsResource).locator('tbody tr').first().locator('td').first().getByRole('link');
  const id = (await idLink.innerText()).trim();
  await idLink.click();
  await expect(page.getByRole('heading', { name: `Question Mapping ${id}` })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('answer-grid').locator('tbody tr').first()).toBeVisible();

  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'France' }).click();
  await page.getByRole('button', { name: 'Copy to country' }).click();
  await expect(page.getByRole('heading', { name: `Copy Question Mapping ${id} to FR` })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Confirm copy' }).click();
  await expect(page.getByText(/Question mapping copied to FR as \d+/)).toBeVisible();
  const copyId = /\/questions-mapping\/(\d+)$/.exec(new URL(page.url()).pathname)?.[1];
  expect(copyId).toBeDefined();

  await page.goto(`${pathFor('questions_mapping')}?filter[country_code]=FR`);
  await expectRows(page, questionMappingsResource);
  await expect(table(page, questionMappingsResource).getByRole('link', { name: copyId!, exact: true })).toBeVisible();
});

test('closing an invoice month makes its rows read-only', async ({ page }) => {
  const now = new Date();
  const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  await signIn(page, SUPER_ADMIN, `${pathFor('psa_monthly_invoicing')}?filter[month]=${lastMonth}`);
  await expectRows(page, psaMonthlyInvoicingResource);
  const rows = table(page, psaMonthlyInvoicingResource).locator('tbody tr');
  await expect(rows.first().getByRole('button', { name: 'Mark paid' })).toBeVisible();
  await page.getByRole('button', { name: 'Close month' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close month' }).click();
  await expect(page.getByText(new RegExp(`Invoice month ${lastMonth} is closed \\(\\d+ invoices\\)`))).toBeVisible();
  await expect(rows.first().getByRole('button')).toHaveCount(0);
});

test('a survey group loses and gains surveys, and a bonus schedule gets its countries, in their edit forms', async ({ page }) => {
  await signIn(page, SUPER_ADMIN, pathFor(surveyGroupsResource.routeName));
  await expectRows(page, surveyGroupsResource);
  const row = table(page, surveyGroupsResource).locator('tbody tr').first();
  const name = (await row.locator('td').nth(1).innerText()).trim();
  await row.getByRole('button', { name: 'Edit' }).click();
  const edit = page.getByRole('dialog', { name: FORM_MESSAGES.editTitle('Survey group') });
  const ids = edit.getByRole('textbox', { name: 'Survey IDs' });
  const members = (await ids.inputValue()).split(/[\s,]+/).filter(Boolean);
  expect(members.length).toBeGreaterThan(1);
  // An unknown survey: the server names the field, nothing is saved.
  await ids.fill([...members, '99999999'].join(', '));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit.getByText(SURVEY_GROUP_MESSAGES.notFound('Survey IDs', '99999999'))).toBeVisible();
  // Remove the first survey.
  await ids.fill(members.slice(1).join(', '));
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(FORM_MESSAGES.saved('Survey group', name), { exact: true })).toBeVisible();
  const saved = table(page, surveyGroupsResource).locator('tbody tr', { hasText: name });
  await expect(saved).toContainText(members.slice(1).join(', '));
  await expect(saved).not.toContainText(`${members[0]}, `);

  await page.goto(pathFor(bonusSchedulesResource.routeName));
  await expectRows(page, bonusSchedulesResource);
  const schedule = table(page, bonusSchedulesResource).locator('tbody tr').first();
  const scheduleName = (await schedule.locator('td').nth(3).innerText()).trim();
  await schedule.getByRole('button', { name: 'Edit' }).click();
  const form = page.getByRole('dialog', { name: FORM_MESSAGES.editTitle('Bonus schedule') });
  await form.getByRole('combobox', { name: 'Countries' }).click();
  await page.getByRole('option', { name: 'Germany', exact: true }).click();
  await form.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText(FORM_MESSAGES.saved('Bonus schedule', scheduleName), { exact: true })).toBeVisible();
  await expect(table(page, bonusSchedulesResource).locator('tbody tr', { hasText: scheduleName })).toContainText('DE');
});

test('Popular Questions opens on the last 90 days and narrows to a country', async ({ page }) => {
  const def = psaPopularQuestionsResource;
  await signIn(page, SUPER_ADMIN, pathFor(def.routeName));
  await expectRows(page, def);
  await expect(page.getByRole('textbox', { name: 'Survey Created from' })).not.toHaveValue('');
  await page.getByRole('combobox', { name: 'Country' }).click();
  await page.getByRole('option', { name: 'GB', exact: true }).click();
  await page
    .getByRole('search', { name: `${def.title} filters` })
    .getByRole('button', { name: 'Search' })
    .click();
  await expect(page).toHaveURL(/filter%5Bcountry_code%5D=|filter\[country_code\]=/);
  await settled(page, def);
  await expect(page.getByRole('alert')).toHaveCount(0);
});
