import type { Db } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { seedCore } from './core.ts';
import { seedMarketplace } from './marketplace.ts';
import { seedUserDetails } from './user-details.ts';
import { seedChat } from './chat.ts';
import { seedSupport } from './support.ts';
import { seedReports } from './reports.ts';
import { seedLogs } from './logs.ts';
import { seedSurveyAttacks } from './logs/survey-attacks.ts';
import { seedConfigScreens } from './config.ts';
import { seedProductMoney } from './products.ts';
import { seedProductGrowth } from './products-growth.ts';
import { seedAdjustSpend } from './adjust-spend.ts';
import { seedOfferScreens } from './offer-screens.ts';
import { seedSupplyScreens } from './supply-screens.ts';
import { seedOperatorConfig } from './operator-config.ts';

export type { DemoOptions } from './random.ts';
export { seedCore } from './core.ts';
export { seedLogs } from './logs.ts';
export { seedConfigScreens, MAPPING_COUNTRIES, MAPPING_SUPPLIERS, PSA_SUPPLIER_ID } from './config.ts';
export { seedAdjustSpend } from './adjust-spend.ts';
export { seedOperatorConfig } from './operator-config.ts';
export { DEMO_ADMINS, DEMO_PASSWORD, DEMO_PASSWORD_HASH, demoAdminEmail, type DemoAdmin } from './core/admins.ts';
export { DEMO_APPS, CORE_APP_ID, type DemoApp } from './core/apps.ts';
export { DEMO_COUNTRIES, type DemoCountry } from './core/countries.ts';

/** Demo dates hang off today's noon (UTC): the same data all day, and recent activity always recent. */
export function todayNoonUtc(): Date {
  const d = new Date();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 12));
}

/** Loads the deterministic demo data, area by area. Demo data only: never called by a production start. */
export async function seedDemo(db: Db, opts: Partial<DemoOptions> = {}): Promise<void> {
  const full: DemoOptions = { scale: opts.scale ?? 1, now: opts.now ?? todayNoonUtc() };
  await seedCore(db, full);
  await seedMarketplace(db, full);
  await seedUserDetails(db, full);
  await seedProductMoney(db, full);
  await seedChat(db, full);
  await seedSupport(db, full);
  await seedLogs(db, full);
  await seedSurveyAttacks(db, full);
  await seedConfigScreens(db, full);
  await seedProductGrowth(db, full);
  await seedAdjustSpend(db, full);
  await seedOfferScreens(db, full);
  await seedOperatorConfig(db, full);
  // Last: the rollups sum every row the areas above wrote.
  await seedReports(db, full);
  // After the rollups: inventory snapshots read daily_survey_stats, Cint imports the reconciled completes.
  await seedSupplyScreens(db, full);
}
