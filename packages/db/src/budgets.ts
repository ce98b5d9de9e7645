/**
 * How long a database call may take (issue 23, item 3). A service reads them from its environment;
 * a plain createDb (migrations, scripts, tests) has none unless given.
 */
export interface DatabaseBudgets {
  /** statement_timeout of every interactive statement, in ms (DATABASE_STATEMENT_TIMEOUT_MS). */
  statementMs: number;
  /** statement_timeout of exports (db.cursor) and long jobs, in ms (DATABASE_LONG_STATEMENT_TIMEOUT_MS). */
  longStatementMs: number;
  /** Longest wait for a connection, a free one from the pool or a new one being opened (DATABASE_ACQUIRE_TIMEOUT_MS). */
  acquireMs: number;
}

export const DEFAULT_DATABASE_BUDGETS: DatabaseBudgets = { statementMs: 10_000, longStatementMs: 120_000, acquireMs: 5_000 };

function milliseconds(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive whole number of milliseconds, not ${raw}`);
  return value;
}

/** The budgets from DATABASE_STATEMENT_TIMEOUT_MS, DATABASE_LONG_STATEMENT_TIMEOUT_MS and DATABASE_ACQUIRE_TIMEOUT_MS. */
export function readDatabaseBudgets(env: NodeJS.ProcessEnv = process.env): DatabaseBudgets {
  return {
    statementMs: milliseconds(env, 'DATABASE_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_BUDGETS.statementMs),
    longStatementMs: milliseconds(env, 'DATABASE_LONG_STATEMENT_TIMEOUT_MS', DEFAULT_DATABASE_BUDGETS.longStatementMs),
    acquireMs: milliseconds(env, 'DATABASE_ACQUIRE_TIMEOUT_MS', DEFAULT_DATABASE_BUDGETS.acquireMs),
  };
}
