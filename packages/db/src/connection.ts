import { mkdirSync } from 'node:fs';
import pg from 'pg';
import { copyTo } from './copy-streams.ts';
import type { DatabaseBudgets } from './budgets.ts';
import { DatabaseHealth, type DatabaseHealthChange } from './faults.ts';
import type { Db, QueryResult, Queryable, ReadOptions, Row, TransactionOptions } from './types.ts';

// int8 (COUNT, SUM of ints, bigserial) as a JS number, as PGlite returns it: ids and counts here stay far below 2^53.
pg.types.setTypeParser(20, (value: string) => Number(value));

export interface DbOptions {
  /** PostgreSQL URL; when absent an embedded PGlite is used. */
  url?: string;
  /** PGlite data folder; absent means in memory. */
  dataDir?: string;
  /** pg pool size. */
  max?: number;
  /** Statement and connection budgets (a service's); absent: none, as migrations and scripts want. */
  budgets?: DatabaseBudgets;
  /** Told when the server stops and starts answering (once per change, with the count of failed calls). */
  onHealthChange?: (change: DatabaseHealthChange) => void;
}

export async function createDb(opts: DbOptions = {}): Promise<Db> {
  return opts.url ? createPgDb(opts) : createPgliteDb(opts.dataDir);
}

/** SET LOCAL of a transaction's budget; '' keeps the connection's default (the interactive budget). */
function budgetStatement(budgets: DatabaseBudgets | undefined, options: TransactionOptions | undefined): string {
  if (options?.budget === 'unbounded') return 'SET LOCAL statement_timeout = 0';
  if (options?.budget === 'long' && budgets) return `SET LOCAL statement_timeout = ${budgets.longStatementMs}`;
  return '';
}

const MEMORY_SETTING = /^\d{1,6}(kB|MB|GB)$/;

/** `SET LOCAL work_mem` of a long read; the value is checked, since SET takes no parameter. */
function workMemStatement(options: ReadOptions | undefined): string {
  if (!options?.workMem) return '';
  if (!MEMORY_SETTING.test(options.workMem)) throw new Error(`work_mem is not a memory size: ${options.workMem}`);
  return `SET LOCAL work_mem = '${options.workMem}'`;
}

function createPgDb(opts: DbOptions): Db {
  const budgets = opts.budgets;
  const pool = new pg.Pool({
    connectionString: opts.url,
    max: opts.max ?? 10,
    // Dead peers (a cut network) are noticed by the kernel instead of hanging a connection forever.
    keepAlive: true,
    ...(budgets ? { statement_timeout: budgets.statementMs, connectionTimeoutMillis: budgets.acquireMs } : {}),
  });
  /** A long read's transaction: read only, the long budget, its work_mem. */
  const beginLongRead = async (client: pg.PoolClient, options: ReadOptions | undefined) => {
    const settings = workMemStatement(options);
    await client.query('BEGIN READ ONLY');
    const budget = budgetStatement(budgets, { budget: 'long' });
    if (budget) await client.query(budget);
    if (settings) await client.query(settings);
  };
  pool.on('error', () => {
    /* an idle client died (server restart); the pool replaces it */
  });
  const health = new DatabaseHealth(opts.onHealthChange);
  // Every call's outcome tells whether the server answers; failures are passed on unchanged.
  const watched = async <T>(call: () => Promise<T>): Promise<T> => {
    try {
      const result = await call();
      health.succeeded();
      return result;
    } catch (error) {
      health.failed(error);
      throw error;
    }
  };
  const run = async <T>(client: pg.Pool | pg.PoolClient, sql: string, params?: readonly unknown[]): Promise<QueryResult<T>> => {
    const r = await client.query(sql, params as unknown[] | undefined);
    return { rows: r.rows as T[], rowCount: r.rowCount ?? r.rows.length, fields: r.fields };
  };
  return {
    kind: 'pg',
    query: (sql, params) => watched(() => run(pool, sql, params)),
    exec: (sql) =>
      watched(async () => {
        await pool.query(sql);
      }),
    transaction: (fn, options) =>
      watched(async () => {
        const client = await pool.connect();
        try {
          await client.query('BEGIN');
          const budget = budgetStatement(budgets, options);
          if (budget) await client.query(budget);
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
      }),
    cursor<T = Row>(sql: string, params?: readonly unknown[], batchSize = 2000, options?: ReadOptions): AsyncIterable<T[]> {
      return {
        async *[Symbol.asyncIterator]() {
          const client = await watched(() => pool.connect());
          try {
            // An export reads for minutes: it has the long budget, per FETCH.
            await beginLongRead(client, options);
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
    copyCsv(sql: string, options?: ReadOptions): AsyncIterable<Buffer> {
      return {
        async *[Symbol.asyncIterator]() {
          const client = await watched(() => pool.connect());
          const socket = (client as unknown as { connection?: { stream?: { destroy(): void } } }).connection?.stream;
          let streaming = false;
          let broken = false;
          // The reader gone mid-COPY: the connection cannot carry on. Its socket is closed at once, so the
          // server, writing rows, ends the statement and the session without waiting for this generator.
          const abort = () => {
            broken = true;
            socket?.destroy();
          };
          options?.signal?.addEventListener('abort', abort, { once: true });
          try {
            await beginLongRead(client, options);
            const copy = client.query(copyTo(`COPY (${sql}) TO STDOUT WITH (FORMAT csv)`));
            // Once the loop below stops early the stream is destroyed; a late error from the server must not go unheard.
            copy.on('error', () => undefined);
            streaming = true;
            for await (const chunk of copy) yield chunk as Buffer;
            streaming = false;
          } catch (error) {
            // The statement failed: the server has ended the COPY, the connection is fine (unless aborted).
            streaming = false;
            throw error;
          } finally {
            options?.signal?.removeEventListener('abort', abort);
            if (streaming || broken) {
              // Stopped early (the reader left) in the middle of the COPY: the connection is closed, not reused. The
              // closed socket makes the discarded client emit "Connection terminated" after its release: heard here.
              client.on('error', () => undefined);
              abort();
              client.release(true);
            } else {
              await client.query('ROLLBACK').catch(() => undefined);
              client.release();
            }
          }
        },
      };
    },
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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
    // One in-process connection: no statement budgets.
    transaction: (fn) => lite.transaction((tx) => fn(wrap(tx))),
    cursor<T = Row>(sql: string, params?: readonly unknown[], batchSize = 2000): AsyncIterable<T[]> {
      // PGlite has no work_mem worth setting (one in-process connection) and no COPY TO STDOUT stream.
      // PGlite has one connection: a cursor inside a transaction would block every other service for
      // the whole download, so read in keyset-free OFFSET batches of a stable query instead.
      return {
        async *[Symbol.asyncIterator]() {
          for (let offset = 0; ; offset += batchSize) {
            const r = await lite.query<T>(
              `SELECT * FROM (${sql}) AS export_rows LIMIT ${batchSize} OFFSET ${offset}`,
              params as unknown[] | undefined,
            );
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
