import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../scripts/stack/secrets.ts';
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
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadSecrets(file, {})).toEqual(first);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual(first);
  });

  it('come from JWT_SECRET and UPSTREAM_CONTEXT_SECRET when set', () => {
    const file = join(dir, 'secrets.json');
    expect(loadSecrets(file, { JWT_SECRET: 'jwt-from-env', UPSTREAM_CONTEXT_SECRET: 'context-from-env' })).toEqual({
      jwtSecret: 'jwt-from-env',
      contextSecret: 'context-from-env',
    });
  });

  it('tighten an existing file to 0600 and refuse one without both secrets', () => {
    const file = join(dir, 'secrets.json');
    writeFileSync(file, JSON.stringify({ jwtSecret: 'a', contextSecret: 'b' }), { mode: 0o644 });
    expect(loadSecrets(file, {})).toEqual({ jwtSecret: 'a', contextSecret: 'b' });
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
