import { expect, test, type Page } from './fixtures.ts';
import { signedInChatPage } from './chat-helpers.ts';
import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';

/**
 * The live chat screen against the demo stack (spec 03 §2-§4): two signed-in admins in two browser
 * contexts see each other's messages without reload; snoozing moves a conversation out of the open
 * filter; an empty message is never sent.
 */
const ADMIN_A = 'admin1@demo.test';
const ADMIN_B = 'admin5@demo.test';

// Two signed-in browsers and a demo stack on a slow machine need more than the default 30 s.
test.describe.configure({ timeout: 90_000 });

/** Opens the first conversation of the list and returns its uuid (from the URL). */
async function openFirstConversation(page: Page): Promise<string> {
  const list = page.getByRole('list', { name: 'Conversations' });
  await list.getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(/conversation=/);
  return new URL(page.url()).searchParams.get('conversation')!;
}

const isSend = (url: string, method: string) =>
  method === 'POST' && /\/chat\/api\/admin\/conversations\/[0-9a-f-]{36}$/.test(new URL(url).pathname);

test('a message one admin sends appears for the other without reload', async ({ browser }) => {
  const a = await signedInChatPage(browser, ADMIN_A);
  const uuid = await openFirstConversation(a);
  const b = await signedInChatPage(browser, ADMIN_B);
  await b.goto(`/chat?conversation=${uuid}`);
  const bMessages = b.getByRole('list', { name: 'Messages' });
  // B's first load of /chat (list, thread and the user panel beside it) is slow on a loaded machine.
  await expect(bMessages.getByRole('listitem').first()).toBeVisible({ timeout: 20_000 });

  const text = `Hello from the e2e test ${Date.now()}`;
  await a.getByRole('textbox', { name: 'Message' }).fill(text);
  await a.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(a.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(bMessages.getByText(text)).toBeVisible();
});

test('snoozing the open conversation removes it from the open filter and opens the next one', async ({ browser }) => {
  const page = await signedInChatPage(browser, ADMIN_A);
  const uuid = await openFirstConversation(page);
  const list = page.getByRole('list', { name: 'Conversations' });
  await expect(list.locator(`[data-conversation="${uuid}"]`)).toHaveCount(1);

  await page.getByRole('region', { name: 'Conversation' }).getByRole('button', { name: 'Snooze', exact: true }).click();
  const snoozed = page.waitForResponse(
    (r) => r.url().endsWith(CHAT_CALL.snooze.path.replace(':id', uuid)) && r.request().method() === 'PUT',
  );
  // Issue 19 item 6: the time is picked with @mantine/dates and shown DD.MM.YYYY HH:mm, an hour ahead by default.
  await expect(page.getByRole('button', { name: 'Snooze until' })).toHaveText(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  await page.getByRole('button', { name: 'Snooze conversation' }).click();
  const answer = await snoozed;
  expect(answer.status()).toBe(200);
  const until = Date.parse((answer.request().postDataJSON() as { snooze: string }).snooze);
  expect(until - Date.now()).toBeGreaterThan(30 * 60_000);
  // Issue 19: the change is confirmed by a toast.
  await expect(page.getByRole('alert').filter({ hasText: CHAT_MESSAGES.transitioned('snooze') })).toBeVisible();

  await expect(page).not.toHaveURL(new RegExp(`conversation=${uuid}`));
  await expect(page).toHaveURL(/conversation=/);
  await expect(list.locator(`[data-conversation="${uuid}"]`)).toHaveCount(0);

  // The snoozed filter (kept in the URL) lists it.
  await page.getByRole('group', { name: 'Conversation filters' }).getByText('Snoozed', { exact: true }).click();
  await expect(page).toHaveURL(/filters%5Bstatus%5D=snoozed/);
  await expect(list.locator(`[data-conversation="${uuid}"]`)).toHaveCount(1);
});

test('an empty message with no attachment is not sent', async ({ browser }) => {
  const page = await signedInChatPage(browser, ADMIN_A);
  await openFirstConversation(page);
  const sends: string[] = [];
  page.on('request', (r) => {
    if (isSend(r.url(), r.method())) sends.push(r.url());
  });
  const messages = page.getByRole('list', { name: 'Messages' }).getByRole('listitem');
  await expect(messages.first()).toBeVisible();
  const before = await messages.count();
  await page.getByRole('textbox', { name: 'Message' }).fill('   ');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await page.getByRole('textbox', { name: 'Message' }).press('Enter');
  // A real send afterwards proves the button works, and is the only request.
  await page.getByRole('textbox', { name: 'Message' }).fill('not empty');
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText('not empty')).toBeVisible();
  expect(sends).toHaveLength(1);
  expect(await messages.count()).toBe(before + 1);
});

test('the chat dashboard counts conversations per status and links into the filtered chat', async ({ browser }) => {
  const page = await signedInChatPage(browser, ADMIN_A);
  await page.goto('/chat-dashboard');
  const open = page.getByRole('region', { name: 'open conversations', exact: true });
  // The first answers can take a while on the demo stack while the page loads.
  await expect(open.getByRole('link')).toHaveText(/^\d+$/, { timeout: 20_000 });
  await page.getByRole('region', { name: 'unassigned open conversations' }).getByRole('link').click();
  await expect(page).toHaveURL(/\/chat\?filters%5Bstatus%5D=open&filters%5Bassignee_user_ids%5D=unassigned/);
  await expect(page.getByRole('group', { name: 'Conversation filters' }).getByRole('combobox', { name: 'Assignee' })).toHaveValue(
    'Unassigned',
  );
});

test('a failed send marks that message not sent, and Retry sends it', async ({ browser }) => {
  const page = await signedInChatPage(browser, ADMIN_A);
  await openFirstConversation(page);
  const text = `Retried reply ${Date.now()}`;
  // The first send fails on the network; the second goes through.
  let refused = false;
  await page.route(
    (url) => isSend(url.toString(), 'POST'),
    async (route) => {
      if (route.request().method() === 'POST' && !refused) {
        refused = true;
        await route.abort('connectionreset');
      } else {
        await route.continue();
      }
    },
  );
  await page.getByRole('textbox', { name: 'Message' }).fill(text);
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const message = page.getByRole('list', { name: 'Messages' }).getByRole('listitem').filter({ hasText: text });
  await expect(message).toHaveAttribute('data-status', 'error');
  await expect(message).toContainText('Not sent');

  await message.getByRole('button', { name: 'Retry' }).click();
  await expect(message).toHaveCount(1);
  await expect(message).not.toHaveAttribute('data-status', 'error');
  await expect(message).not.toContainText('Not sent');
  expect(refused).toBe(true);
});

test('the app and start-time filters narrow the list and live in the URL', async ({ browser }) => {
  const page = await signedInChatPage(browser, ADMIN_A);
  const filters = page.getByRole('group', { name: 'Conversation filters' });
  const total = page.getByRole('list', { name: 'Conversations' }).getByText(/^\d+ conversations$/);
  await expect(total).toBeVisible({ timeout: 20_000 });
  const before = Number((await total.innerText()).split(' ')[0]);

  await filters.getByRole('combobox', { name: 'App', exact: true }).fill('Earn');
  await page.getByRole('option', { name: 'Earn Star' }).click();
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/filters%5Bapp_external_id%5D=554/);
  await expect.poll(async () => Number((await total.innerText()).split(' ')[0])).toBeLessThan(before);
  await openFirstConversation(page);
  await expect(page.getByRole('region', { name: 'Conversation' })).toContainText('App 554');

  // A start day in the future leaves nothing; the URL keeps it for a shared link.
  await filters.getByLabel('Started from').fill('2999-01-01');
  await expect(page).toHaveURL(/filters%5Bstart_time%5D%5Bfrom%5D=2999-01-01/);
  await expect(total).toHaveText('0 conversations');
  await page.reload();
  await expect(filters.getByLabel('Started from')).toHaveValue('2999-01-01');
  await expect(total).toHaveText('0 conversations');
});
