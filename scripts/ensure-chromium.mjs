/**
 * Makes sure Debian's Chromium is installed at /usr/bin/chromium for the Playwright tests. It never
 * downloads Playwright's own browsers (`npx playwright install`): the tests run Debian's build.
 * Runnable on its own: `node scripts/ensure-chromium.mjs`.
 */
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { run } from './lib/run.mjs';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Returns 0 when Chromium is there (installed now or before), else the failing exit code. */
export function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return 0;
  console.log(`\n== Installing Chromium (${CHROMIUM_PATH} is missing): apt-get ==`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const aptGet = (args) =>
    asRoot
      ? run('apt-get', args, { env: { DEBIAN_FRONTEND: 'noninteractive' } })
      : run('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args]);
  const code = aptGet(['update']) || aptGet(['install', '-y', 'chromium']);
  if (code !== 0) return code;
  if (!existsSync(CHROMIUM_PATH)) {
    console.error(`apt-get finished but ${CHROMIUM_PATH} is still missing.`);
    return 1;
  }
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(ensureChromium());
