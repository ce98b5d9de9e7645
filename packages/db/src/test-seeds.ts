import { seedCore, seedDemo, todayNoonUtc } from './demo/index.ts';
import type { TestDatabaseOptions } from './test-db.ts';
import type { Db } from './types.ts';

/**
 * The seeds most test files start from, each with its template key (createTestDatabase): one function per seed, so
 * every helper using it copies the same template.
 */
export const DEMO_TODAY = {
  seed: (db: Db) => seedDemo(db, { scale: 1, now: todayNoonUtc() }),
  template: 'demo-scale1-today',
} satisfies TestDatabaseOptions;

export const CORE_TODAY = {
  seed: (db: Db) => seedCore(db, { scale: 1, now: todayNoonUtc() }),
  template: 'core-scale1-today',
} satisfies TestDatabaseOptions;
