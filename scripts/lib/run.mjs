import { spawnSync } from 'node:child_process';
import { ROOT } from './paths.mjs';

/** Runs a command in the repository root with the terminal attached; returns its exit code. */
export function run(command, args, opts = {}) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...opts.env } });
  if (result.error) {
    console.error(`Could not run ${command}: ${result.error.message}`);
    return 1;
  }
  // A command killed by a signal has no exit code: count it as a failure.
  return result.status ?? 1;
}
