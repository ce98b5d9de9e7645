import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets, storedAuditChainKey } from '../../scripts/stack/secrets.ts';
import { lockDataDir } from '../../scripts/stack/data-lock.ts';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'bo-stack-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('stack secrets', () => {
  it('are generated once into an owner-only file and reused on the next start', () => {
    const file = join(dir, 'nested', 'secrets.json');
    const first = loadSecrets(file, {});
    expect(first.jwtSecret).toMatch(/^[\w-]{43}$/);
    expect(first.contextSecret).not.toBe(first.jwtSecret);
    expect(first.auditChainKey).toMatch(/^[\w-]{43}$/);
    expect(first.dataProtectionKey).toMatch(/^[\w-]{43}$/);
    expect(first.dataProtectionKey).not.toBe(first.auditChainKey);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(file, {})).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('come from JWT_SECRET, UPSTREAM_CONTEXT_SECRET and AUDIT_CHAIN_KEY when set', () => {
    const file = join(dir, 'secrets.json');
    const env = {
      JWT_SECRET: 'jwt-from-env',
      UPSTREAM_CONTEXT_SECRET: 'context-from-env',
      AUDIT_CHAIN_KEY: 'chain-key-from-env',
      DATA_PROTECTION_KEY: 'data-key-from-env',
    };
    expect(loadSecrets(file, env)).toEqual({
      jwtSecret: 'jwt-from-env',
      contextSecret: 'context-from-env',
      auditChainKey: 'chain-key-from-env',
      dataProtectionKey: 'data-key-from-env',
    });
  });

  it('give a file from before the chain key one, kept from then on', () => {
    const file = join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ jwtSecret: 'a', contextSecret: 'b' }));
    const first = loadSecrets(file, {});
    expect(first).toMatchObject({ jwtSecret: 'a', contextSecret: 'b' });
    expect(storedAuditChainKey(file)).toBe(first.auditChainKey);
    expect(loadSecrets(file, {}).auditChainKey).toBe(first.auditChainKey);
    // The data protection key (TOTP seeds) is added the same way and kept.
    expect(loadSecrets(file, {}).dataProtectionKey).toBe(first.dataProtectionKey);
  });

  it('tighten an existing file to 0600 and refuse one without both secrets', () => {
    const file = join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ jwtSecret: 'a', contextSecret: 'b' }), { mode: 0o644 });
    expect(loadSecrets(file, {})).toMatchObject({ jwtSecret: 'a', contextSecret: 'b' });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    writeFileSync(file, JSON.stringify({ jwtSecret: 'a' }));
    expect(() => loadSecrets(file, {})).toThrow(`${file} does not hold jwtSecret and contextSecret`);
  });

  it('stay in memory without a file', () => {
    const a = loadSecrets(null, {});
    const b = loadSecrets(null, {});
    expect(a.jwtSecret).not.toBe(b.jwtSecret);
  });
});

describe('data folder lock', () => {
  it('refuses a second stack on the same folder until the first releases it', () => {
    const dataDir = join(dir, 'pglite');
    const release = lockDataDir(dataDir);
    // The holder is alive: pretend another process holds it by writing this test runner's parent pid.
    writeFileSync(`${dataDir}.lock`, String(process.ppid));
    expect(() => lockDataDir(dataDir)).toThrow(`Another stack (pid ${process.ppid}) is using the data folder ${dataDir}`);
    release();
    lockDataDir(dataDir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dataDir = join(dir, 'pglite');
    writeFileSync(`${dataDir}.lock`, '2147483646');
    const release = lockDataDir(dataDir);
    expect(readFileSync(`${dataDir}.lock`, 'utf8')).toBe(String(process.pid));
    release();
  });
});
