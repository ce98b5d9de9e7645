export type Row = Record<string, unknown>;

export interface QueryResult<T = Row> {
  rows: T[];
  rowCount: number;
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

export interface Db extends Queryable {
  readonly kind: 'pg' | 'pglite';
  /** Runs fn in one transaction; a throw rolls everything back. */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, options?: TransactionOptions): Promise<T>;
  /**
   * Reads a query's rows in batches through a server-side cursor, so memory stays flat whatever
   * the row count. Breaking out of the loop closes the cursor.
   */
  cursor<T = Row>(sql: string, params?: readonly unknown[], batchSize?: number): AsyncIterable<T[]>;
  /** The pool's connections now (pg only; PGlite has one connection): for /metrics. */
  poolStats?(): { total: number; idle: number; waiting: number };
  close(): Promise<void>;
}
