/**
 * `npm start`: runs the whole product on http://localhost:8080 from a fresh clone. Plain Node, no
 * dependency imported: it installs them first (when node_modules is missing or stale), builds the
 * SPA when its build is missing or stale, then runs the embedded stack (scripts/stack.ts) with tsx.
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:os';
import { join } from 'node:path';
import { bin, ROOT } from './lib/paths.mjs';
import { ensureDependencies, ensureWebBuild } from './lib/fresh.mjs';

const prepared = ensureDependencies() || ensureWebBuild();
if (prepared !== 0) {
  console.error('npm start: preparing the stack failed (see above).');
  process.exit(prepared);
}

const stack = spawn(bin('tsx'), [join(ROOT, 'scripts', 'stack.ts')], { cwd: ROOT, stdio: 'inherit' });
// The stack shuts down gracefully on SIGINT / SIGTERM; this process only passes them on and waits.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => stack.kill(signal));
stack.on('error', (error) => {
  console.error(`npm start: could not run the stack: ${error.message}`);
  process.exit(1);
});
stack.on('exit', (code, signal) => process.exit(code ?? 128 + (constants.signals[signal] ?? 0)));
