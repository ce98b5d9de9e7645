import { existsSync, readdirSync, statSync, utimesSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './paths.mjs';
import { run } from './run.mjs';

const mtime = (path) => (existsSync(path) ? statSync(path).mtimeMs : 0);

/** The newest modification time of a file or anything below a folder (node_modules skipped). */
function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let latest = stat.mtimeMs;
  for (const entry of readdirSync(path)) if (entry !== 'node_modules') latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

/**
 * Installs the dependencies when node_modules is missing or older than package-lock.json. npm
 * rewrites node_modules/.package-lock.json after every install, so that file dates node_modules.
 * Returns the exit code (0 when nothing had to be done).
 */
export function ensureDependencies() {
  const lock = join(ROOT, 'package-lock.json');
  const installed = join(ROOT, 'node_modules', '.package-lock.json');
  if (existsSync(installed) && mtime(installed) >= mtime(lock)) return 0;
  const flags = ['--no-audit', '--no-fund'];
  let code;
  if (existsSync(lock)) {
    // The lock holds every platform's optional packages (turbo's included), so npm ci installs it as is.
    console.log('\n== Installing dependencies (npm ci) ==');
    code = run('npm', ['ci', ...flags]);
  } else {
    console.log('\n== Installing dependencies (npm install: no package-lock.json) ==');
    code = run('npm', ['install', ...flags]);
  }
  if (code === 0 && existsSync(installed)) {
    const now = new Date();
    utimesSync(installed, now, now);
  }
  return code;
}

/**
 * Builds the SPA (vite) when apps/web/dist is missing or older than its sources, the contract
 * (route table, menu, schemas) included. Returns the exit code.
 */
export function ensureWebBuild() {
  const web = join(ROOT, 'apps', 'web');
  const built = mtime(join(web, 'dist', 'index.html'));
  const inputs = ['src', 'index.html', 'public', 'vite.config.ts'].map((name) => join(web, name));
  const sources = Math.max(...[...inputs, join(ROOT, 'packages', 'contract', 'src')].map(newest));
  if (built > 0 && built >= sources) return 0;
  console.log('\n== Building the web app (vite build) ==');
  return run('npm', ['run', 'build', '-w', '@bo/web']);
}
