import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.ts',
      'apps/*/test/**/*.test.ts',
      'tests/unit/**/*.test.ts',
      'tests/faults/**/*.test.ts',
    ],
    exclude: ['**/node_modules/**', 'tests/e2e/**'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // Two files at a time: each file has its own database (a new one on the machine's PostgreSQL, Redis keys under
    // a random prefix), and much of a file's time is spent waiting on PostgreSQL, which runs in its own processes.
    // Vitest's default on a 2-core machine is one worker (CPUs - 1): 29 minutes for the suite in session 15.
    maxWorkers: 2,
  },
});
