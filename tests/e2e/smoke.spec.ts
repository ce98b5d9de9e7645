import { expect, test } from '@playwright/test';

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
