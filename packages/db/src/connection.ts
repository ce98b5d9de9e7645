import { mkdirSync } from 'node:fs';
import pg from 'pg';
import type { Db, QueryResult, Queryable, Row } from './types.ts';

// int8 (COUNT, SUM of ints, bigserial) as a JS number, as PGlite returns it: ids and counts here stay far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

export interface DbOptions {
  /** PostgreSQL URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** pg pool size. */
  max?: number;
}

export async function createDb(opts: DbOptions = {}): Promise<Db> {
  return opts.url ? createPgDb(opts.url, opts.max) : createPgliteDb(opts.dataDir);
}

function createPgDb(url: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: url, max });
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it */
  });
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const r = await client.query(sql, params as unknown[] | undefined);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length };
  };
  return {
    kind: 'pg',
    query: (sql, params) => run(pool, sql, params),
    exec: async (sql) => {
      await pool.query(sql);
    },
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await fn({
          query: (sql, params) => run(client, sql, params),
          exec: async (sql) => {
            await client.query(sql);
          },
        });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    cursor<T = Row>(sql: string, params?: readonly unknown[], batchSize = 2000): AsyncIterable<T[]> {
      return {
        async *[Symbol.asyncIterator]() {
          const client = await pool.connect();
          try {
            await client.query('BEGIN READ ONLY');
            await client.query(`DECLARE export_cursor NO SCROLL CURSOR FOR ${sql}`, params as unknown[] | undefined);
            for (;;) {
              const r = await client.query(`FETCH ${batchSize} FROM export_cursor`);
              if (r.rows.length === 0) break;
              yield r.rows as T[];
            }
          } finally {
            // Reached on the end, on an error, and when the consumer stops early (a client aborted
            // the download): the read-only transaction is simply ended and the connection returned.
            await client.query('ROLLBACK').catch(() => undefined);
            client.release();
          }
        },
      };
    },
    close: () => pool.end(),
  };
}

async function createPgliteDb(dataDir?: string): Promise<Db> {
  const { PGlite } = await import('@electric-sql/pglite');
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  // pg_trgm backs the trigram indexes of the text filters (migration 013); PGlite only offers an
  // extension that is loaded when the database opens.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const options = { extensions: { pg_trgm } };
  const lite = dataDir ? await PGlite.create(dataDir, options) : await PGlite.create(options);
  type LiteQueryable = {
    query: <T>(sql: string, params?: unknown[]) => Promise<{ rows: T[]; affectedRows?: number }>;
    exec: (sql: string) => Promise<unknown>;
  };
  const wrap = (q: LiteQueryable): Queryable => ({
    async query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> {
      const r = await q.query<T>(sql, params as unknown[] | undefined);
      return { rows: r.rows, rowCount: r.affectedRows || r.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await q.exec(sql);
    },
  });
  const base = wrap(lite);
  return {
    kind: 'pglite',
    query: base.query,
    exec: base.exec,
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    cursor<T = Row>(sql: string, params?: readonly unknown[], batchSize = 2000): AsyncIterable<T[]> {
      // PGlite has one connection: a cursor inside a transaction would block every other service for
      // the whole download, so read in keyset-free OFFSET batches of a stable query instead.
      return {
        async *[Symbol.asyncIterator]() {
          for (let offset = 0; ; offset += batchSize) {
            const r = await lite.query<T>(`SELECT * FROM (${sql}) AS export_rows LIMIT ${batchSize} OFFSET ${offset}`, params as unknown[] | undefined);
            if (r.rows.length === 0) return;
            yield r.rows;
            if (r.rows.length < batchSize) return;
          }
        },
      };
    },
    close: () => lite.close(),
  };
}
