import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { dirname } from 'node:path';

export interface StackSecrets {
  /** Signs the bearer tokens. */
  jwtSecret: string;
  /** Signs the gateway-to-upstream request context. */
  contextSecret: string;
  /** Keys the access log's hash chain and checkpoints (AUDIT_CHAIN_KEY), so an edited log cannot be re-chained. */
  auditChainKey: string;
  /** Encrypts TOTP seeds at rest and keys the hash of personal data in the access log (DATA_PROTECTION_KEY). */
  dataProtectionKey: string;
}

const secret = (): string => randomBytes(32).toString('base64url');

function readSecretsFile(file: string): Partial<StackSecrets> | null {
  if (!existsSync(file)) return null;
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<StackSecrets>;
  if (typeof parsed.jwtSecret !== 'string' || typeof parsed.contextSecret !== 'string')
    throw new Error(`${file} does not hold jwtSecret and contextSecret`);
  return parsed;
}

/**
 * The stack's secrets: JWT_SECRET / UPSTREAM_CONTEXT_SECRET / AUDIT_CHAIN_KEY / DATA_PROTECTION_KEY from the environment when
 * set, else generated once and kept in `file` (owner-only, 0600) so sign-ins and the access log's chain
 * survive a restart; a file written before the chain key (or the data protection key) existed gains one. With no file (in-memory
 * database) they live as long as the process.
 */
export function loadSecrets(file: string | null, env: NodeJS.ProcessEnv = process.env): StackSecrets {
  const read = file ? readSecretsFile(file) : null;
  const stored: StackSecrets = {
    jwtSecret: read?.jwtSecret ?? secret(),
    contextSecret: read?.contextSecret ?? secret(),
    auditChainKey: typeof read?.auditChainKey === 'string' ? read.auditChainKey : secret(),
    dataProtectionKey: typeof read?.dataProtectionKey === 'string' ? read.dataProtectionKey : secret(),
  };
  if (file && (read?.auditChainKey !== stored.auditChainKey || read?.dataProtectionKey !== stored.dataProtectionKey)) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, `${JSON.stringify(stored, null, 2)}\n`, { mode: 0o600 });
  }
  // writeFileSync's mode only applies to new files; an older, looser file is tightened too.
  if (file) chmodSync(file, 0o600);
  return {
    jwtSecret: env.JWT_SECRET || stored.jwtSecret,
    contextSecret: env.UPSTREAM_CONTEXT_SECRET || stored.contextSecret,
    auditChainKey: env.AUDIT_CHAIN_KEY || stored.auditChainKey,
    dataProtectionKey: env.DATA_PROTECTION_KEY || stored.dataProtectionKey,
  };
}

/** The access log's chain key kept by `npm start` in `file`, for the verifier; null when there is none. */
export function storedAuditChainKey(file: string): string | null {
  const read = readSecretsFile(file);
  return typeof read?.auditChainKey === 'string' ? read.auditChainKey : null;
}
