import { refreshAggregates } from '../aggregates.ts';
import type { Db, Queryable } from '../types.ts';
import type { DemoOptions } from './random.ts';
import { summariseClicks } from './marketplace/clicks.ts';
import { seedAccountLinks } from './user-details-accounts.ts';
import { shapePendingApproval } from './user-details-approvals.ts';
import { seedOfferActivity, seedSurveyTargeting } from './user-details-activity.ts';
import { shapeShowcaseUsers } from './user-details-cases.ts';
import {
  shapePowerUser,
  shapeProtectedCompletes,
  shapeProtectedInfinite,
  shapeReconciliation,
  shapeSupplierDisabled,
} from './user-details-cases-activity.ts';
import { shapeBannedRedFlags, shapeCleanUser, shapeQualityAnswers, shapeRelatedAccounts } from './user-details-cases-risk.ts';
import { seedPhoneVerifications } from './user-details-phones.ts';
import { seedEmailChecks, seedRiskFeed, seedUserDetailsReference, seedUserProfiles } from './user-details-profile.ts';
import { seedProfilingAnswers, seedQualityAnswers, seedQuestionAnswers } from './user-details-profiling.ts';
import { DEMO_BREACHES } from './user-details-reference.ts';
import { seedSupplierStanding } from './user-details-suppliers.ts';

export { USER_DETAILS_SHOWCASE, SHOWCASE as USER_DETAILS_SHOWCASE_IDS, type ShowcaseUser } from './user-details-showcase.ts';

/** The showcase shapes users up to id 47 (and groups of users past 100): smaller demos skip it. */
const SHOWCASE_NEEDS_USERS = 150;

/** Recomputes the platform-wide aggregates the screen reads (admin-api's periodic job does this when it runs). */
export const refreshUserDetailsAggregates = (tx: Queryable): Promise<void> => refreshAggregates(tx);

/**
 * The user-details demo (issue 4; needs seedMarketplace first): the new user columns, sibling-app
 * account groups, supplier standing, phones, outside-feed scores, profiling and quality
 * answers, IAP and event steps, then the showcase users of user-details-showcase.ts. Set-based SQL
 * with hash-based pseudo-random values, so every run gives the same rows. Skipped when already loaded.
 */
export async function seedUserDetails(db: Db, opts: DemoOptions): Promise<void> {
  const now = opts.now;
  await db.transaction(async (tx) => {
    const loaded = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.languages');
    if ((loaded.rows[0]?.n ?? 0) > 0) return;
    const users = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.users');
    const showcase = (users.rows[0]?.n ?? 0) >= SHOWCASE_NEEDS_USERS;

    await seedUserDetailsReference(tx);
    await seedUserProfiles(tx, now);
    await seedAccountLinks(tx, now);
    if (showcase) await shapeShowcaseUsers(tx, now);
    await seedPhoneVerifications(tx, now);
    await seedRiskFeed(tx, now);
    await seedEmailChecks(tx, now, DEMO_BREACHES);
    await seedSupplierStanding(tx, now);
    await seedQuestionAnswers(tx);
    await seedProfilingAnswers(tx, now);
    await seedQualityAnswers(tx, now);
    await seedOfferActivity(tx, now);
    await seedSurveyTargeting(tx, now);
    if (showcase) {
      await shapeProtectedInfinite(tx, now);
      await shapeBannedRedFlags(tx, now);
      await shapeRelatedAccounts(tx, now);
      await shapeQualityAnswers(tx, now);
      await shapeReconciliation(tx, now);
      await shapeSupplierDisabled(tx, now);
      await shapePowerUser(tx, now);
      await shapeProtectedCompletes(tx, now);
      await shapeCleanUser(tx, now);
      await shapePendingApproval(tx, now);
      // The showcase added clicks: the marketplace's own summaries (last click, survey revenue) follow.
      await summariseClicks(tx);
    }
    await refreshUserDetailsAggregates(tx);
  });
}
