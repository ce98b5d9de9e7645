export type { Db, Queryable, QueryResult, ReadOptions, Row, TransactionOptions } from './types.ts';
export { DEFAULT_DATABASE_BUDGETS, readDatabaseBudgets, type DatabaseBudgets } from './budgets.ts';
export { DatabaseHealth, databaseFault, isDatabaseUnavailable, type DatabaseFault, type DatabaseHealthChange } from './faults.ts';
export { createDb, type DbOptions } from './connection.ts';
export { migrate, migrationFiles } from './migrate.ts';
export { AGGREGATE_VIEWS, refreshAggregates } from './aggregates.ts';
export { createTestDatabase, TEST_PG_ADMIN_URL, type TestDatabase, type TestDatabaseOptions } from './test-db.ts';
export { CORE_TODAY, DEMO_TODAY } from './test-seeds.ts';
export { hashPassword, needsRehash, SCRYPT_PARAMS, verifyPassword } from './password.ts';
export { seedDemo, type DemoOptions } from './demo/index.ts';
export { todayNoonUtc } from './demo/index.ts';
// The logs of the investigator's screens (issue 17).
export { seedLogs } from './demo/logs.ts';
export { seedConfigScreens, MAPPING_COUNTRIES, MAPPING_SUPPLIERS, PSA_SUPPLIER_ID } from './demo/config.ts';
export { seedAdjustSpend } from './demo/adjust-spend.ts';
export { seedOperatorConfig } from './demo/operator-config.ts';
export { seedOfferScreens } from './demo/offer-screens.ts';
export { seedSupplyScreens, INVENTORY_DEMO_DAYS } from './demo/supply-screens.ts';
export { seedCore, DEMO_ADMINS, DEMO_PASSWORD, demoAdminEmail, DEMO_APPS, CORE_APP_ID, DEMO_COUNTRIES } from './demo/index.ts';
export type { DemoAdmin, DemoApp, DemoCountry } from './demo/index.ts';
// The marketplace demo alone (tests of the table screens), its set-based click generator (benchmarks) and its row counts.
export { seedMarketplace, insertDemoClicks, marketplaceSizes, type DemoClicksOptions, type MarketplaceSizes } from './demo/marketplace.ts';
// The user-details demo (issue 4): its seed, the showcase users and the aggregates it refreshes.
export {
  seedUserDetails,
  refreshUserDetailsAggregates,
  USER_DETAILS_SHOWCASE,
  USER_DETAILS_SHOWCASE_IDS,
  type ShowcaseUser,
} from './demo/user-details.ts';
export { grantServiceRole, type ServiceRole } from './roles.ts';
// The report rollups (issue 15): rebuilt from the rows by admin-api's job and by `npm run rollups:rebuild`.
export { rebuildRollups, rebuildDueRollups, rebuildAllRollups, type Day } from './rollups/rebuild.ts';
export { seedReports } from './demo/reports.ts';
