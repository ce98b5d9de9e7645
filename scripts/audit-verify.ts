/**
 * `npm run audit:verify -- <file|--db> [--partial]`: checks the access log's hash chain against its
 * signed checkpoints and prints the first broken link (exit 1) or how many records held (exit 0).
 *   <file>     a JSON-lines log (the gateway's stdout, or a month exported by audit:archive; other lines are skipped)
 *   --db       gateway.access_log in DATABASE_URL; without DATABASE_URL, the embedded database of
 *              `npm start` (DATA_DIR, ./.data/pglite by default; stop `npm start` first: PGlite is one process's)
 *   --partial  the records may start mid-chain (a rotated file, an exported month)
 * AUDIT_CHAIN_KEY: the gateways' chain key; for the embedded database it is read from .data/secrets.json.
 * In the image: `docker compose run --rm gateway-1 audit-verify --db`.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createDb, type Db } from '@bo/db';
import { verifyChain } from '../apps/gateway/src/audit/verify.ts';
import { readLogFile, readLogTable, type AccessLogCopy } from '../apps/gateway/src/audit/read-log.ts';
import { lockDataDir } from './stack/data-lock.ts';
import { storedAuditChainKey } from './stack/secrets.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');

interface Source {
  copy: AccessLogCopy;
  key: string | null;
  what: string;
}

async function fromDatabase(): Promise<Source> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await createDb({ url });
    try {
      return { copy: await readLogTable(db), key: process.env.AUDIT_CHAIN_KEY || null, what: 'gateway.access_log (DATABASE_URL)' };
    } finally {
      await db.close();
    }
  }
  const dataDir = resolve(process.env.DATA_DIR ?? join(ROOT, '.data/pglite'));
  if (!existsSync(dataDir)) throw new Error(`DATABASE_URL is not set and there is no embedded database at ${dataDir}`);
  // Holding the stack's lock: a running `npm start` is refused here rather than its database corrupted.
  const release = lockDataDir(dataDir);
  let db: Db | null = null;
  try {
    db = await createDb({ dataDir });
    const secrets = join(dirname(dataDir), 'secrets.json');
    const key = process.env.AUDIT_CHAIN_KEY || (existsSync(secrets) ? storedAuditChainKey(secrets) : null);
    return { copy: await readLogTable(db), key, what: `the embedded database in ${dataDir}` };
  } finally {
    await db?.close();
    release();
  }
}

async function main(): Promise<number> {
  const args = process.argv.slice(2);
  const partial = args.includes('--partial');
  const target = args.find((a) => a !== '--partial');
  if (!target) {
    console.error('usage: npm run audit:verify -- <file|--db> [--partial]');
    return 2;
  }
  const source: Source =
    target === '--db' ? await fromDatabase() : { copy: await readLogFile(target), key: process.env.AUDIT_CHAIN_KEY || null, what: target };
  const { records, checkpoints, starts } = source.copy;
  const report = verifyChain(records, { key: source.key, partial, starts, checkpoints });
  if (report.broken) {
    const b = report.broken;
    console.error(
      `BROKEN in ${source.what} at record ${b.position + 1} (instance ${b.instance || '?'}, seq ${b.seq ?? '?'}, request ${b.request_id ?? '?'}): ${b.reason}`,
    );
    console.error(`${report.checked} records before it held.`);
    return 1;
  }
  const chains = Object.entries(report.heads).map(([instance, head]) => `${instance} (seq ${head.seq})`);
  console.log(
    `OK: ${report.checked} records, ${checkpoints.length} checkpoint(s), ${chains.length} chain(s) intact in ${source.what}${chains.length ? `: ${chains.join(', ')}` : ''}`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`audit:verify failed: ${(error as Error).message}`);
    process.exit(2);
  },
);
