/**
 * `npm test` (also CI through .ci/run): works on a fresh clone, non-interactive. Installs the
 * dependencies and Debian's Chromium when missing, then runs eslint, an import-cycle check (dpdm), prettier --check, typecheck, vitest, the web
 * build and its bundle budgets, and Playwright, stopping at the first failure, and ends with one line: `N passed, N failed`.
 */
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { bin, ROOT } from './lib/paths.mjs';
import { run } from './lib/run.mjs';
import { ensureDependencies } from './lib/fresh.mjs';
import { playwrightCounts, vitestCounts } from './lib/counts.mjs';
import { ensureChromium } from './ensure-chromium.mjs';

const RESULTS = join(ROOT, 'test-results');
const VITEST_JSON = join(RESULTS, 'vitest.json');
const PLAYWRIGHT_JSON = join(RESULTS, 'e2e.json');
const PLAYWRIGHT_CONFIG = join(ROOT, 'tests', 'e2e', 'playwright.config.ts');
const hasE2e = existsSync(PLAYWRIGHT_CONFIG);

// Counts of an earlier run must never be reported as this run's.
rmSync(VITEST_JSON, { force: true });
rmSync(PLAYWRIGHT_JSON, { force: true });
mkdirSync(RESULTS, { recursive: true });

const quiet = { TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' };
const steps = [
  { name: 'Dependencies', run: ensureDependencies },
  ...(hasE2e ? [{ name: 'Chromium', run: ensureChromium }] : []),
  { name: 'ESLint', run: () => run(bin('eslint'), ['.']) },
  {
    // Issue 20: no import cycles in any app or package (dynamic imports are the way to load a page lazily, not a cycle).
    name: 'Import cycles (dpdm)',
    run: () =>
      run(bin('dpdm'), [
        '--no-warning',
        '--no-tree',
        '--progress=false',
        '--skip-dynamic-imports=circular',
        '--exit-code=circular:1',
        'apps/*/src/**/*.{ts,tsx}',
        'packages/*/src/**/*.ts',
      ]),
  },
  { name: 'Prettier', run: () => run(bin('prettier'), ['--check', '--log-level=warn', '.']) },
  {
    name: 'Typecheck',
    run: () =>
      run(bin('turbo'), ['run', 'typecheck', '--output-logs=errors-only'], { env: quiet }) || run(bin('tsc'), ['-p', 'tsconfig.json']),
  },
  {
    name: 'Unit and service tests (vitest)',
    run: () => run(bin('vitest'), ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${VITEST_JSON}`]),
  },
  { name: 'Web build (vite)', run: () => run('npm', ['run', 'build', '-w', '@bo/web']) },
  { name: 'Bundle budgets', run: () => run(process.execPath, [join(ROOT, 'apps', 'web', 'bundle-budget.mjs')]) },
  ...(hasE2e ? [{ name: 'Browser tests (Playwright)', run: () => run(bin('playwright'), ['test', '-c', PLAYWRIGHT_CONFIG]) }] : []),
];

let failedStep = null;
for (const step of steps) {
  console.log(`\n==================== ${step.name} ====================`);
  const started = Date.now();
  const code = step.run();
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (code !== 0) {
    console.log(`\n${step.name}: FAILED (exit code ${code}, ${seconds}s)`);
    failedStep = step.name;
    break;
  }
  console.log(`\n${step.name}: ok (${seconds}s)`);
}

const unit = vitestCounts(VITEST_JSON);
const e2e = playwrightCounts(PLAYWRIGHT_JSON);
console.log(`\nvitest: ${unit.passed} passed, ${unit.failed} failed; playwright: ${e2e.passed} passed, ${e2e.failed} failed`);
if (failedStep) console.log(`Stopped at: ${failedStep}`);
const failed = unit.failed + e2e.failed + (failedStep && unit.failed + e2e.failed === 0 ? 1 : 0);
console.log(`${unit.passed + e2e.passed} passed, ${failed} failed`);
process.exit(failedStep ? 1 : 0);
