export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  rowCount: number;
  /** The result's columns and their type oids (pg; PGlite also answers them). */
  fields?: ReadonlyArray<{ name: string; dataTypeID: number }>;
}

/** What services need from a database: the same PostgreSQL SQL on a pg pool or on embedded PGlite. */
export interface Queryable {
  query<T = Row>(sql: string, params?: readonly unknown[]): Promise<QueryResult<T>>;
  /** Runs a script of several statements without parameters (migrations, seeds). */
  exec(sql: string): Promise<void>;
}

/**
 * Which statement budget a transaction runs under (DatabaseBudgets): the interactive one by default,
 * the long one for exports and jobs, none for migrations (which wait for each other's lock).
 */
export interface TransactionOptions {
  budget?: 'interactive' | 'long' | 'unbounded';
}

/** Settings of one long read (an export): `SET LOCAL` in its own read-only transaction. */
export interface ReadOptions {
  /** work_mem for this read only ('64MB'): the export's sort or hash stays in memory instead of spilling to disk. */
  workMem?: string;
  /** COPY only: aborted when the reader has gone (the client closed the download); the statement is ended at once. */
  signal?: AbortSignal;
}

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /** Runs fn in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Reads a query's rows in batches through a server-side cursor, so memory stays flat whatever
   * the row count. Breaking out of the loop closes the cursor.
   */
  cursor<T = Row>(sql: string, params?: readonly unknown[], batchSize?: number, options?: ReadOptions): AsyncIterable<T[]>;
  /**
   * PostgreSQL only: `COPY (sql) TO STDOUT WITH (FORMAT csv)` as raw chunks, in a read-only transaction
   * of its own (no parameters: COPY takes none, so the values are already literals in `sql`). Stopping
   * early cancels the statement and returns the connection.
   */
  copyCsv?(sql: string, options?: ReadOptions): AsyncIterable<Buffer>;
  /** The pool's connections now (pg only; PGlite has one connection): for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
