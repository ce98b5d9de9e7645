import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
/** The gateway port of the stack under test: apart from `npm start`'s 8080 so both can run. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);

/**
 * Browser tests against the embedded stack (scripts/stack.ts) on an in-memory database with the demo
 * data, in Debian's Chromium (scripts/ensure-chromium.mjs installs it; no downloaded browsers).
 */
export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: resolve(ROOT, 'test-results/e2e-artifacts'),
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  reporter: [['list'], ['json', { outputFile: resolve(ROOT, 'test-results/e2e.json') }]],
  use: {
    baseURL: `http://localhost:${E2E_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-quic',
        '--no-first-run',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    trace: 'retain-on-failure',
  },
  webServer: {
    command: `"${resolve(ROOT, 'node_modules/.bin/tsx')}" scripts/stack.ts`,
    cwd: ROOT,
    url: `http://localhost:${E2E_PORT}/health`,
    // Seeding the demo data into a fresh in-memory database takes a while on a slow machine.
    timeout: 180_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      DATA_DIR: ':memory:',
      // Free upstream ports: a running `npm start` keeps 8081-8083.
      ADMIN_API_PORT: '0',
      CHAT_API_PORT: '0',
      SUPPORT_API_PORT: '0',
      LOG_LEVEL: 'warn',
      // A helper's own build of the SPA (vite build --outDir ...), so parallel builds never collide.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
  },
});
