import { expect, type Browser, type Page } from './fixtures.ts';
import { signIn } from './table-helpers.ts';

/** A new browser context signed in as `email` and opened on /chat (each admin its own cookies). */
export async function signedInChatPage(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, email, '/chat');
  // The redirect waits 500 ms, then loads the chat page's chunk: slow on a loaded machine.
  await expect(page).toHaveURL(/\/chat/, { timeout: 20_000 });
  return page;
}
