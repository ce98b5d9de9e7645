import { expect, test } from './fixtures.ts';
import { SUPER_ADMIN, signIn } from './table-helpers.ts';

test('the gateway answers /health', async ({ request }) => {
  const res = await request.get('/health');
  expect(res.ok()).toBe(true);
  expect(await res.json()).toMatchObject({ status: 'ok' });
});

test('/ serves the single-page app in Chromium', async ({ page }) => {
  const res = await page.goto('/');
  expect(res?.status()).toBe(200);
  expect(res?.headers()['content-type']).toContain('text/html');
  // The SPA's shell: Vite's module script and the element React mounts into.
  await expect(page.locator('script[type="module"]').first()).toBeAttached();
  await expect(page.locator('#root')).toBeAttached();
});

test("the SPA's session is an HttpOnly __Host- cookie: it survives a reload and script never sees it", async ({ page }) => {
  await signIn(page, SUPER_ADMIN, '/surveys');
  const session = (await page.context().cookies()).find((c) => c.name === '__Host-bo_session');
  expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/' });
  expect(await page.evaluate(() => document.cookie)).not.toContain('bo_session');
  const stored = await page.evaluate(() => Object.values(window.localStorage).join('\n'));
  expect(stored).not.toContain(session!.value);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Account menu of / })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/surveys/);
  // A write from another origin carries no Origin of ours: refused even with the cookie.
  const foreign = await page.request.post('/api/logout', {
    headers: { origin: 'https://evil.test', cookie: `__Host-bo_session=${session!.value}` },
  });
  expect(foreign.status()).toBe(403);
});
