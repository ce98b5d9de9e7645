import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, createTestDatabase, migrate, type Db, type TestDatabase } from '@bo/db';
import { buildGateway } from '@bo/gateway';
import type { Checkpoint } from '../../apps/gateway/src/audit/checkpoint.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const KEY = 'audit-cli-test-chain-key-0123456789abcdefgh';
const SECRET = 'audit-cli-test-secret-0123456789abcdefghij';
const unused = 'http://127.0.0.1:9';

/** Runs one of the audit commands as an operator would (tsx, no shell), with only the given settings. */
function run(script: 'audit-verify' | 'audit-archive', args: string[], env: Record<string, string>) {
  const { PATH, HOME } = process.env;
  const result = spawnSync(join(ROOT, 'node_modules/.bin/tsx'), [join(ROOT, `scripts/${script}.ts`), ...args], {
    cwd: ROOT,
    env: { PATH, HOME, ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}` };
}

/** Serves `count` requests through a gateway at the clock `at`, its stdout copy appended to `lines`. */
async function traffic(db: Db, instanceId: string, count: number, lines: string[], at?: number): Promise<void> {
  const app = buildGateway({
    db,
    jwtSecret: SECRET,
    contextSecret: SECRET,
    upstreams: { admin: unused, chat: unused, support: unused },
    accessLog: (record) => lines.push(JSON.stringify({ log: 'access', ...record })),
    ...(at ? { now: () => at } : {}),
    audit: {
      instanceId,
      chainKey: KEY,
      checkpoints: { everyRecords: 10 },
      checkpointSink: (c: Checkpoint) => lines.push(JSON.stringify({ log: 'access-checkpoint', ...c })),
    },
  });
  await app.ready();
  for (let i = 0; i < count; i += 1) await app.inject({ method: 'GET', url: `/health?i=${i}` });
  await app.close();
}

/** The owner cutting the newest records off (the services' role could not: the trigger and the grants refuse). */
async function cutNewest(db: Db, instance: string, count: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.query('ALTER TABLE gateway.access_log DISABLE TRIGGER access_log_append_only');
    await tx.query(
      `DELETE FROM gateway.access_log WHERE instance = $1 AND seq > (SELECT max(seq) - $2 FROM gateway.access_log WHERE instance = $1)`,
      [instance, count],
    );
    await tx.query('ALTER TABLE gateway.access_log ENABLE TRIGGER access_log_append_only');
  });
}

describe('audit:verify and audit:archive', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'bo-audit-cli-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  describe('on PostgreSQL', () => {
    let testDb: TestDatabase;
    const lines: string[] = [];
    let env: Record<string, string>;
    beforeAll(async () => {
      testDb = await createTestDatabase({ kind: 'pg' });
      env = { DATABASE_URL: testDb.url!, AUDIT_CHAIN_KEY: KEY };
      // Two months: September (archived below) and today.
      await traffic(testDb.db, 'gw-cli', 25, lines, Date.UTC(2026, 8, 15, 12));
      await traffic(testDb.db, 'gw-cli', 12, lines);
    });
    afterAll(async () => testDb.drop());

    it('passes the database copy and the stdout copy, and fails a file whose newest lines were cut', () => {
      expect(run('audit-verify', ['--db'], env)).toMatchObject({ code: 0, out: expect.stringMatching(/^OK: 37 records, \d+ checkpoint/) });
      const file = join(dir, 'stdout.log');
      writeFileSync(file, `${['{"level":30,"msg":"application line"}', ...lines].join('\n')}\n`);
      expect(run('audit-verify', [file], env)).toMatchObject({ code: 0, out: expect.stringContaining('OK: 37 records') });
      const cut = join(dir, 'cut.log');
      const lastCheckpoint = lines.findLastIndex((l) => l.includes('"log":"access-checkpoint"'));
      writeFileSync(
        cut,
        `${[...lines.slice(0, lastCheckpoint + 1).filter((l) => l.includes('checkpoint')), ...lines.filter((l) => !l.includes('checkpoint')).slice(0, 30)].join('\n')}\n`,
      );
      expect(run('audit-verify', [cut], env)).toMatchObject({
        code: 1,
        out: expect.stringMatching(/the log ends at seq 30 but a checkpoint signed seq 37/),
      });
      expect(run('audit-verify', ['--db'], { DATABASE_URL: testDb.url! })).toMatchObject({
        code: 1,
        out: expect.stringContaining('set AUDIT_CHAIN_KEY'),
      });
    });

    it('exports a month that verifies on its own, drops it, and the rest carries on from the archive', () => {
      expect(run('audit-archive', ['2026-10', '--out', dir], env)).toMatchObject({
        code: 1,
        out: expect.stringContaining('archive 2026-09 first: months go oldest first'),
      });
      expect(run('audit-archive', ['2026-12', '--out', dir], env)).toMatchObject({
        code: 1,
        out: expect.stringContaining('2026-12 has not ended yet'),
      });
      const archived = run('audit-archive', ['2026-09', '--out', dir, '--drop'], env);
      expect(archived).toMatchObject({ code: 0, out: expect.stringContaining('Exported 25 records of 2026-09') });
      const file = join(dir, 'access-log-2026-09.jsonl');
      expect(
        readFileSync(file, 'utf8')
          .split('\n')
          .filter((l) => l.includes('"log":"access"')),
      ).toHaveLength(25);
      expect(run('audit-verify', [file, '--partial'], env)).toMatchObject({ code: 0, out: expect.stringContaining('OK: 25 records') });
      expect(run('audit-verify', ['--db'], env)).toMatchObject({ code: 0, out: expect.stringContaining('OK: 12 records') });
    });

    it('fails the database copy once its newest records are cut off', async () => {
      await cutNewest(testDb.db, 'gw-cli', 3);
      expect(run('audit-verify', ['--db'], env)).toMatchObject({
        code: 1,
        out: expect.stringMatching(/the log ends at seq 34 but a checkpoint signed seq 37 .*: its newest records were cut off/),
      });
    });
  });

  it('reads the embedded database of npm start, with the key npm start keeps', async () => {
    const dataDir = join(dir, 'embedded', 'pglite');
    const db = await createDb({ dataDir });
    await migrate(db);
    await traffic(db, 'gw-embedded', 7, []);
    await db.close();
    writeFileSync(join(dir, 'embedded', 'secrets.json'), JSON.stringify({ jwtSecret: SECRET, contextSecret: SECRET, auditChainKey: KEY }));
    expect(run('audit-verify', ['--db'], { DATA_DIR: dataDir })).toMatchObject({
      code: 0,
      out: expect.stringMatching(/^OK: 7 records, 1 checkpoint\(s\), 1 chain\(s\) intact in the embedded database/),
    });
  });
});
