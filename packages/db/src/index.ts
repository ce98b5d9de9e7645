export type { Db, Queryable, QueryResult, Row } from './types.ts';
export { createDb, type DbOptions } from './connection.ts';
export { migrate, migrationFiles } from './migrate.ts';
export { createTestDatabase, TEST_PG_ADMIN_URL, type TestDatabase } from './test-db.ts';
export { hashPassword, verifyPassword } from './password.ts';
export { seedDemo, type DemoOptions } from './demo/index.ts';
export { todayNoonUtc } from './demo/index.ts';
