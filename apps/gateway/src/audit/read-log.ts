import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Db } from '@bo/db';
import type { ChainHead } from './chain.ts';
import { CHECKPOINT_LOG, type Checkpoint } from './checkpoint.ts';
import { EDITED_COLUMN } from './verify.ts';

/** What a verification reads: the records in chain order, the signed checkpoints, and where archived chains carry on. */
export interface AccessLogCopy {
  records: unknown[];
  checkpoints: unknown[];
  starts: Record<string, ChainHead>;
}

/**
 * The access-log lines of a JSON-lines file, in file order: those marked `"log":"access"` or
 * `"log":"access-checkpoint"` (the gateway's stdout mixes them with its application log), the
 * marker taken off as it is not hashed. A line that is not JSON but claims to be a record is passed
 * on as is, to fail the check.
 */
export async function* accessLinesOfFile(file: string): AsyncGenerator<{ kind: 'record' | 'checkpoint'; value: unknown }> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.includes('"log":"access')) continue;
    let parsed: Record<string, unknown>;
    try {
      parsed = JSON.parse(line) as Record<string, unknown>;
    } catch {
      yield { kind: 'record', value: { unparsable: line } };
      continue;
    }
    const { log: marker, ...rest } = parsed;
    if (marker === 'access') yield { kind: 'record', value: rest };
    else if (marker === CHECKPOINT_LOG) yield { kind: 'checkpoint', value: rest };
  }
}

/** The records of a file, as they come. */
export async function* accessRecordsOfFile(file: string): AsyncGenerator<unknown> {
  for await (const line of accessLinesOfFile(file)) if (line.kind === 'record') yield line.value;
}

/** The checkpoints of a file (few: one per thousand records or ten seconds). */
export async function checkpointsOfFile(file: string): Promise<unknown[]> {
  const checkpoints: unknown[] = [];
  for await (const line of accessLinesOfFile(file)) if (line.kind === 'checkpoint') checkpoints.push(line.value);
  return checkpoints;
}

/** Columns searched on the /audit screen that must say what the hashed record says. */
const SEARCHED_COLUMNS = [
  'request_id',
  'admin_id',
  'acting_as',
  'method',
  'path',
  'permission',
  'decision',
  'status',
  'client',
  'upstream',
] as const;

/** A record kept as text (the database refused it as jsonb): only the columns placing it in the chain are filled. */
const TEXT_ROW_COLUMNS = ['instance', 'seq', 'request_id'] as const;

/**
 * The records of gateway.access_log, instance by instance in chain order, read in batches. A row
 * whose searched columns differ from its hashed record comes back marked, so editing a column
 * (rather than the record) is caught as well.
 */
export async function* accessRecordsOfTable(db: Db): AsyncGenerator<unknown> {
  const sql = `SELECT record, record_text, stored_as, time, instance, seq, ${SEARCHED_COLUMNS.join(', ')}
    FROM gateway.access_log ORDER BY instance, seq`;
  for await (const rows of db.cursor<Record<string, unknown>>(sql, [], 1000)) {
    for (const row of rows) {
      const asText = row.stored_as === 'text';
      let record: Record<string, unknown>;
      try {
        record = asText ? (JSON.parse(row.record_text as string) as Record<string, unknown>) : (row.record as Record<string, unknown>);
      } catch {
        yield { unparsable: row.record_text };
        continue;
      }
      const columns = asText ? TEXT_ROW_COLUMNS : SEARCHED_COLUMNS;
      const edited =
        columns.find((c) => String(row[c] ?? null) !== String(record[c] ?? null)) ??
        (new Date(row.time as string).getTime() !== new Date(record.time as string).getTime() && !asText ? 'time' : undefined);
      yield edited ? { ...record, [EDITED_COLUMN]: edited } : record;
    }
  }
}

/** The database copy's checkpoints and archived heads; its records are read with accessRecordsOfTable. */
export async function readLogTableMeta(db: Db): Promise<Omit<AccessLogCopy, 'records'>> {
  const copy: Omit<AccessLogCopy, 'records'> = { checkpoints: [], starts: {} };
  const checkpoints = await db.query<Checkpoint & { time: string | Date }>(
    `SELECT instance, seq, hash, time, alg, signature FROM gateway.access_checkpoints ORDER BY id`,
  );
  copy.checkpoints = checkpoints.rows.map((c) => ({ ...c, seq: Number(c.seq), time: new Date(c.time).toISOString() }));
  const archives = await db.query<{ instance: string; last_seq: number | string; last_hash: string }>(
    `SELECT DISTINCT ON (instance) instance, last_seq, last_hash FROM gateway.access_archives ORDER BY instance, last_seq DESC`,
  );
  for (const a of archives.rows) copy.starts[a.instance] = { seq: Number(a.last_seq), hash: a.last_hash };
  return copy;
}

/** The whole database copy in memory (tests; the verifier streams the records instead). */
export async function readLogTable(db: Db): Promise<AccessLogCopy> {
  const records: unknown[] = [];
  for await (const record of accessRecordsOfTable(db)) records.push(record);
  return { records, ...(await readLogTableMeta(db)) };
}
