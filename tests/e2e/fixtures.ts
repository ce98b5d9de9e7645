import { test as base } from '@playwright/test';

// Everything else (expect, the types) as Playwright exports it; the local `test` below takes the place of its own.
export * from '@playwright/test';

/** The first stack's gateway port (playwright.config.ts starts one stack per worker: E2E_PORT, E2E_PORT + 1). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 8090);
/** Workers, and so stacks (E2E_WORKERS=1 for a run of one spec file): the tests change demo rows, so workers never share a stack. */
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
/**
 * The time a sweep (one test opening many screens in turn) allows per screen. A screen opens in 2-4 s on a quiet
 * machine; under a fresh-clone CI's load (two stacks and two browsers on 2 cores) one took 11 s, and a fixed 120 s
 * for 11 screens ran out.
 */
export const SWEEP_MS_PER_SCREEN = 30_000;

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
