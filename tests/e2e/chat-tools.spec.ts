import { expect, test, type Page } from './fixtures.ts';
import { signedInChatPage } from './chat-helpers.ts';
import { CHAT_CALL, CHAT_MESSAGES } from '@bo/contract';

/**
 * The chat's tools against the demo stack (spec 03 §2, §8): macros created, inserted into a reply and
 * edited; the support team lead's available countries and the special notice saved with the
 * specification's toasts; a per-user note added beside the conversation.
 */
/** A super admin: holds Manage Macros. */
const SUPER_ADMIN = 'admin1@demo.test';
/** Amara Okafor, the demo support team lead (is_support_tl). */
const TEAM_LEAD = 'admin26@demo.test';

test.describe.configure({ timeout: 90_000 });

async function openFirstConversation(page: Page): Promise<string> {
  await page.getByRole('list', { name: 'Conversations' }).getByRole('listitem').first().getByRole('button').click();
  await expect(page).toHaveURL(/conversation=/);
  return new URL(page.url()).searchParams.get('conversation')!;
}

const toast = (page: Page, text: string) => page.locator('.mantine-Notification-root').filter({ hasText: text });

test('an admin creates a macro, inserts it into a reply, sends it and edits the macro', async ({ browser }) => {
  const page = await signedInChatPage(browser, SUPER_ADMIN);
  const uuid = await openFirstConversation(page);
  const title = `Points delay ${Date.now()}`;
  const text = `Your points arrive within 48 hours (${title}).`;

  await page.getByRole('button', { name: 'Macros', exact: true }).click();
  await page.getByRole('button', { name: 'New macro' }).click();
  const form = page.getByRole('dialog', { name: 'New macro' });
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Text').fill(text);
  await form.getByRole('button', { name: 'Create macro' }).click();
  await expect(toast(page, CHAT_MESSAGES.macroCreated(title))).toBeVisible();
  await expect(form).toBeHidden();

  // Insert it: the reply box gets the macro's text, and the send names the macro.
  await page.getByRole('button', { name: 'Macros', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search macros' }).fill(title);
  await page
    .getByRole('list', { name: 'All macros' })
    .getByRole('button', { name: `Insert macro ${title}` })
    .click();
  const reply = page.getByRole('textbox', { name: 'Message' });
  await expect(reply).toHaveValue(text);
  const sent = page.waitForResponse(
    (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === CHAT_CALL.sendMessage.path.replace(':id', uuid),
  );
  await page.getByRole('button', { name: 'Send', exact: true }).click();
  const answer = (await (await sent).json()) as { data: { macro_uuids: string[] } };
  expect(answer.data.macro_uuids).toHaveLength(1);
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(text)).toBeVisible();
  await expect(reply).toHaveValue('');

  // Edit it: 'Macro {title} successfully updated'.
  const renamed = `${title} (edited)`;
  await page.getByRole('button', { name: 'Macros', exact: true }).click();
  await page.getByRole('textbox', { name: 'Search macros' }).fill(title);
  await page
    .getByRole('list', { name: 'All macros' })
    .getByRole('button', { name: `Edit macro ${title}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit macro ${title}` });
  await expect(edit.getByLabel('Title')).toHaveValue(title);
  await edit.getByLabel('Title').fill(renamed);
  await edit.getByRole('button', { name: 'Save macro' }).click();
  await expect(toast(page, CHAT_MESSAGES.macroUpdated(renamed))).toBeVisible();
});

test('an empty macro is refused in the form with the contract messages, and nothing is sent', async ({ browser }) => {
  const page = await signedInChatPage(browser, SUPER_ADMIN);
  await openFirstConversation(page);
  let created = 0;
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === CHAT_CALL.macroCreate.path) created += 1;
  });
  await page.getByRole('button', { name: 'Macros', exact: true }).click();
  await page.getByRole('button', { name: 'New macro' }).click();
  const form = page.getByRole('dialog', { name: 'New macro' });
  await form.getByRole('button', { name: 'Create macro' }).click();
  await expect(form.getByText('The title is required.')).toBeVisible();
  await expect(form.getByText('The text is required.')).toBeVisible();
  expect(created).toBe(0);
});

test('the support team lead saves the available countries and the special notice', async ({ browser }) => {
  const page = await signedInChatPage(browser, TEAM_LEAD);
  await page.getByRole('button', { name: 'Chat settings' }).click();
  const drawer = page.getByRole('dialog', { name: 'Chat settings' });

  const countries = drawer.getByRole('region', { name: 'Available countries' });
  // The saved selection is loaded (the demo's first available country is the United States).
  await expect(countries.getByText('United States (US)')).toBeVisible();
  await countries.getByLabel('Countries the chat is available in').click();
  await page.getByRole('option', { name: 'Spain (ES)' }).click();
  const savedCountries = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === CHAT_CALL.availableCountriesSave.path,
  );
  await countries.getByRole('button', { name: 'Save countries' }).click();
  const countriesAnswer = (await (await savedCountries).json()) as { selected_codes: string[] };
  expect(countriesAnswer.selected_codes).toContain('ES');
  expect(countriesAnswer.selected_codes).toContain('US');
  await expect(toast(page, CHAT_MESSAGES.availableCountriesUpdated)).toBeVisible();

  const noticeText = `The chat closes early today (${Date.now()}).`;
  const notice = drawer.getByRole('region', { name: 'Special notice' });
  await notice.getByLabel('Notice text').fill(noticeText);
  await notice.getByRole('button', { name: 'Save notice' }).click();
  await expect(toast(page, CHAT_MESSAGES.specialNoticeSaved)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  // Shown above the list (the demo notice is shown, status 1, and the switch kept it so).
  await expect(page.getByRole('alert').filter({ hasText: noticeText })).toBeVisible();
});

test('an agent adds a note about the conversation user, with its badge', async ({ browser }) => {
  const page = await signedInChatPage(browser, SUPER_ADMIN);
  await openFirstConversation(page);
  const notes = page.getByRole('region', { name: 'User notes' });
  const text = `Asked twice about the same payout ${Date.now()}, see ps11`;
  await notes.getByRole('textbox', { name: 'New note' }).fill(text);
  await notes.getByRole('button', { name: 'Add note' }).click();
  const note = notes
    .getByRole('list', { name: 'Notes' })
    .getByRole('listitem')
    .filter({ hasText: 'Asked twice about the same payout' })
    .first();
  await expect(note).toBeVisible();
  await expect(note.getByRole('link', { name: 'PS 11' })).toHaveAttribute('href', /\/11/);
  await expect(notes.getByRole('textbox', { name: 'New note' })).toHaveValue('');
  // Beside it: the user's chat info and streaks.
  await expect(page.getByRole('region', { name: 'User chat info' }).getByText('Conversations')).toBeVisible();
});

test("an agent changes the conversation's language and switches a queue off and on", async ({ browser }) => {
  const page = await signedInChatPage(browser, SUPER_ADMIN);
  const uuid = await openFirstConversation(page);
  const language = page.getByRole('region', { name: 'Conversation' }).getByRole('combobox', { name: 'Conversation language' });
  const next = (await language.inputValue()) === 'Japanese' ? 'Korean' : 'Japanese';
  await language.click();
  const saved = page.waitForResponse(
    (r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === CHAT_CALL.languageCode.path.replace(':id', uuid),
  );
  await page.getByRole('option', { name: next, exact: true }).click();
  expect((await saved).status()).toBe(200);
  // Kept after a reload (the first list answer can take a while on the demo stack).
  await page.reload();
  await expect(page.getByRole('region', { name: 'Conversation' }).getByRole('combobox', { name: 'Conversation language' })).toHaveValue(
    next,
    {
      timeout: 20_000,
    },
  );

  const queues = page.getByRole('group', { name: 'User queues' });
  const chatQueue = queues.getByRole('switch', { name: 'Chat queue' });
  const before = await chatQueue.isChecked();
  // The lists' reload after a save is held back 2 s: the switch must show the saved value from the save's answer alone.
  // It showed the old value again until the reload landed, and a fresh-clone CI's second press in that moment sent the
  // wrong value.
  const listPath = CHAT_CALL.conversationList.path;
  await page.route(
    (url) => url.pathname === listPath,
    async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      await route.continue();
    },
  );
  for (const want of [!before, before]) {
    const switched = page.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === CHAT_CALL.queues.path);
    // By keyboard: scrolled into view, the row can sit under the floating navbar.
    await chatQueue.focus();
    await page.keyboard.press('Space');
    expect((await switched).status()).toBe(200);
    // Enabled again: the save has settled, the reload is still held.
    await expect(chatQueue).toBeEnabled();
    expect(await chatQueue.isChecked()).toBe(want);
  }
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await expect(chatQueue).toBeChecked({ checked: before });
});
