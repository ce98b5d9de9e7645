import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

export interface StackSecrets {
  /** Signs the bearer tokens. */
  jwtSecret: string;
  /** Signs the gateway-to-upstream request context. */
  contextSecret: string;
}

const generate = (): StackSecrets => ({
  jwtSecret: randomBytes(32).toString('base64url'),
  contextSecret: randomBytes(32).toString('base64url'),
});

function readSecretsFile(file: string): StackSecrets | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>;
  if (typeof parsed.jwtSecret !== 'string' || typeof parsed.contextSecret !== 'string')
    throw new Error(`${file} does not hold jwtSecret and contextSecret`);
  return { jwtSecret: parsed.jwtSecret, contextSecret: parsed.contextSecret };
}

/**
 * The stack's secrets: JWT_SECRET / UPSTREAM_CONTEXT_SECRET from the environment when set, else generated
 * once and kept in `file` (owner-only, 0600) so sign-ins survive a restart. With no file (in-memory
 * database) they live as long as the process.
 */
export function loadSecrets(file: string | null, env: NodeJS.ProcessEnv = process.env): StackSecrets {
  let stored = file ? readSecretsFile(file) : null;
  if (!stored) {
    stored = generate();
    if (file) {
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
    }
  }
  // writeFileSync's mode only applies to new files; an older, looser file is tightened too.
  if (file) chmodSync(file, 0o600);
  return { jwtSecret: env.JWT_SECRET || stored.jwtSecret, contextSecret: env.UPSTREAM_CONTEXT_SECRET || stored.contextSecret };
}
