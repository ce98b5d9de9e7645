/**
 * `npm run audit:archive -- <YYYY-MM> [--out DIR] [--drop]`: exports one month of the access log
 * (gateway.access_log's partition of that month, UTC) to DIR/access-log-YYYY-MM.jsonl, with the
 * checkpoints that month's records reached, and checks the file on its own. With --drop, it then
 * records the month's last links in gateway.access_archives and drops the partition, in one
 * transaction, so `audit:verify --db` carries each chain on from where the archive ends.
 *
 * Only the oldest month still in the table, and only a month that has ended, can be archived.
 * Database: DATABASE_URL as the table's owner (the services' role may not drop it), or the embedded
 * database of `npm start` (stopped). Verify the file later with `npm run audit:verify -- FILE --partial`.
 */
import { createHash } from 'node:crypto';
import { createWriteStream, mkdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { basename, join, resolve } from 'node:path';
import type { Db } from '@bo/db';
import { CHECKPOINT_LOG } from '../apps/gateway/src/audit/checkpoint.ts';
import type { ChainHead } from '../apps/gateway/src/audit/chain.ts';
import { verifyChainStream } from '../apps/gateway/src/audit/verify.ts';
import { readLogTableMeta } from '../apps/gateway/src/audit/read-log.ts';
import { openAuditDatabase } from './audit/database.ts';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

interface Options {
  month: string;
  out: string;
  drop: boolean;
}

function parseArgs(args: string[]): Options {
  const month = args.find((a) => MONTH.test(a));
  const outAt = args.indexOf('--out');
  if (!month) throw new Error('usage: npm run audit:archive -- <YYYY-MM> [--out DIR] [--drop]');
  return { month, out: resolve(outAt >= 0 && args[outAt + 1] ? args[outAt + 1]! : '.'), drop: args.includes('--drop') };
}

/** The partitions holding rows, oldest first: `access_log_YYYY_MM` names sort by month. */
async function monthPartitions(db: Db): Promise<string[]> {
  const { rows } = await db.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i
       JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       JOIN pg_namespace n ON n.oid = p.relnamespace
     WHERE n.nspname = 'gateway' AND p.relname = 'access_log' AND c.relname ~ '^access_log_[0-9]{4}_[0-9]{2}$'
     ORDER BY c.relname`,
  );
  return rows.map((r) => r.name);
}

async function hasRows(db: Db, partition: string): Promise<boolean> {
  const { rows } = await db.query(`SELECT 1 FROM gateway.${partition} LIMIT 1`);
  return rows.length > 0;
}

interface Exported {
  file: string;
  sha256: string;
  records: number;
  /** Per instance: first and last seq, last hash, and the count. */
  chains: Map<string, { first: number; last: ChainHead; count: number }>;
}

/** Writes the month's checkpoints and records (chain order), checking the chain as it goes; answers what the file holds. */
async function exportMonth(
  db: Db,
  partition: string,
  file: string,
  key: string | null,
  starts: Record<string, ChainHead>,
): Promise<Exported> {
  const out = createWriteStream(file, { flags: 'wx' });
  const hash = createHash('sha256');
  const write = async (line: string): Promise<void> => {
    hash.update(line);
    if (!out.write(line)) await once(out, 'drain');
  };
  const ranges = await db.query<{ instance: string; first: number | string; last: number | string }>(
    `SELECT instance, min(seq) AS first, max(seq) AS last FROM gateway.${partition} GROUP BY instance`,
  );
  const checkpoints: unknown[] = [];
  for (const range of ranges.rows) {
    const { rows } = await db.query<{
      instance: string;
      seq: number | string;
      hash: string;
      time: Date | string;
      alg: string;
      signature: string;
    }>(
      `SELECT instance, seq, hash, time, alg, signature FROM gateway.access_checkpoints WHERE instance = $1 AND seq BETWEEN $2 AND $3 ORDER BY seq`,
      [range.instance, range.first, range.last],
    );
    for (const c of rows) {
      const checkpoint = { ...c, seq: Number(c.seq), time: new Date(c.time).toISOString() };
      checkpoints.push(checkpoint);
      await write(`${JSON.stringify({ log: CHECKPOINT_LOG, ...checkpoint })}\n`);
    }
  }
  const walk = { chains: new Map<string, { first: number; last: ChainHead; count: number }>(), records: 0 };
  async function* records(): AsyncGenerator<unknown> {
    const sql = `SELECT coalesce(record::text, record_text) AS json, instance, seq, hash FROM gateway.${partition} ORDER BY instance, seq`;
    for await (const rows of db.cursor<{ json: string; instance: string; seq: number | string; hash: string }>(sql, [], 2000)) {
      for (const row of rows) {
        const seq = Number(row.seq);
        const record = JSON.parse(row.json) as Record<string, unknown>;
        await write(`${JSON.stringify({ log: 'access', ...record })}\n`);
        const chain = walk.chains.get(row.instance);
        walk.chains.set(row.instance, { first: chain?.first ?? seq, last: { seq, hash: row.hash }, count: (chain?.count ?? 0) + 1 });
        walk.records += 1;
        yield record;
      }
    }
  }
  const report = await verifyChainStream(records(), { key, partial: true, starts, checkpoints });
  out.end();
  await once(out, 'finish');
  if (report.broken) {
    rmSync(file, { force: true });
    throw new Error(`the month does not verify (${report.broken.reason}); nothing was exported or dropped`);
  }
  return { file, sha256: hash.digest('hex'), records: walk.records, chains: walk.chains };
}

async function main(): Promise<void> {
  const opts = parseArgs(process.argv.slice(2));
  const partition = `access_log_${opts.month.replace('-', '_')}`;
  const [year, month] = opts.month.split('-').map(Number) as [number, number];
  if (Date.UTC(year, month, 1) > Date.now()) throw new Error(`${opts.month} has not ended yet: only past months are archived`);
  const opened = await openAuditDatabase();
  try {
    const { db } = opened;
    const partitions = await monthPartitions(db);
    if (!partitions.includes(partition)) throw new Error(`${opened.what} has no partition for ${opts.month}`);
    for (const older of partitions.slice(0, partitions.indexOf(partition))) {
      if (await hasRows(db, older)) throw new Error(`archive ${older.slice(11).replace('_', '-')} first: months go oldest first`);
    }
    mkdirSync(opts.out, { recursive: true });
    const file = join(opts.out, `access-log-${opts.month}.jsonl`);
    const { starts } = await readLogTableMeta(db);
    const exported = await exportMonth(db, partition, file, opened.key, starts);
    console.log(`Exported ${exported.records} records of ${opts.month} to ${file} (sha256 ${exported.sha256}); it verifies on its own.`);
    if (!opts.drop) {
      console.log('Nothing dropped (add --drop once the file is stored safely).');
      return;
    }
    await db.transaction(async (tx) => {
      for (const [instance, chain] of exported.chains) {
        await tx.query(
          `INSERT INTO gateway.access_archives (month, instance, first_seq, last_seq, last_hash, records, file_name, file_sha256)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [opts.month, instance, chain.first, chain.last.seq, chain.last.hash, chain.count, basename(file), exported.sha256],
        );
      }
      await tx.exec(`DROP TABLE gateway.${partition}`);
    });
    console.log(`Dropped ${partition}; gateway.access_archives records where each chain carries on.`);
  } finally {
    await opened.close();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(`audit:archive failed: ${(error as Error).message}`);
    process.exit(1);
  },
);
