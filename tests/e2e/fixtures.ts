import { test as base } from '@playwright/test';

// Everything else (expect, the types) as Playwright exports it; the local `test` below takes the place of its own.
export * from '@playwright/test';

/** The first stack's gateway port (playwright.config.ts starts one stack per worker: E2E_PORT, E2E_PORT + 1). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
/** Workers, and so stacks (E2E_WORKERS=1 for a run of one spec file): the tests change demo rows, so workers never share a stack. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);

/**
 * Every spec imports `test` from here: its pages, browser contexts and requests go to its worker's own stack
 * (parallelIndex is 0 or 1 and stays with the worker, and a restarted worker takes the index it replaces).
 */
export const test = base.extend({
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(`http://localhost:${E2E_PORT + testInfo.parallelIndex}`);
  },
});
