import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import type { Db } from '@bo/db';
import { EDITED_COLUMN } from './verify.ts';

/**
 * The access records of a JSON-lines file, in file order: the lines marked `"log":"access"` (the
 * gateway's stdout mixes them with its application log), the marker taken off as it is not hashed.
 * A line that is not JSON but claims to be an access record is passed on as is, to fail the check.
 */
export async function* accessRecordsOfFile(file: string): AsyncGenerator<unknown> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.includes('"log":"access"')) continue;
    let parsed: unknown;
    try {
      parsed = JSON.parse(line);
    } catch {
      yield { unparsable: line };
      continue;
    }
    const { log: _marker, ...record } = parsed as Record<string, unknown>;
    yield record;
  }
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

/**
 * The records of gateway.access_log, instance by instance in chain order, read in batches. A row
 * whose searched columns differ from its hashed record comes back marked, so editing a column
 * (rather than the record) is caught as well.
 */
export async function* accessRecordsOfTable(db: Db): AsyncGenerator<unknown> {
  const sql = `SELECT record, time, ${SEARCHED_COLUMNS.join(', ')} FROM gateway.access_log ORDER BY instance, seq`;
  for await (const rows of db.cursor<Record<string, unknown>>(sql, [], 1000)) {
    for (const row of rows) {
      const record = row.record as Record<string, unknown>;
      const edited =
        SEARCHED_COLUMNS.find((c) => (row[c] ?? null) !== (record[c] ?? null)) ??
        (new Date(row.time as string).getTime() !== new Date(record.time as string).getTime() ? 'time' : undefined);
      yield edited ? { ...record, [EDITED_COLUMN]: edited } : record;
    }
  }
}
