import type { Db } from '../types.ts';
import { createRandom, type DemoOptions } from './random.ts';
import { seedReviews } from './support/reviews.ts';
import { seedNotes } from './support/notes.ts';
import { seedClickTickets, seedSurveyAttacksApps, seedSystemAlerts } from './support/operations.ts';
import { seedCampaigns } from './support/campaigns.ts';

/** Staff who write notes, see alerts and review tickets when the demo admins lack support people. */
const FALLBACK_STAFF_IDS = [1, 5];

async function adminIds(db: Db, where: string): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(`SELECT id FROM core.admins WHERE ${where} ORDER BY id`);
  return rows.map((r) => r.id);
}

/**
 * The support and operations demo (needs seedCore and seedMarketplace first): the review queue and
 * its history, support notes, system alerts, click tickets, survey attack apps, and every project's
 * segments and campaigns in every status. Deterministic; skipped when it already ran.
 */
export async function seedSupport(db: Db, opts: DemoOptions): Promise<void> {
  const done = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.segments');
  if ((done.rows[0]?.n ?? 0) > 0) return;
  const random = createRandom(7007);
  const reviewAdmins = {
    assignable: await adminIds(db, 'is_review_admin AND support_review_status IN (0, 1)'),
    all: await adminIds(db, 'is_review_admin'),
  };
  const supportStaff =
    reviewAdmins.all.length > 0 ? reviewAdmins.all : await adminIds(db, `id = ANY('{${FALLBACK_STAFF_IDS.join(',')}}'::int[])`);
  const everyone = await adminIds(db, 'true');
  if (everyone.length === 0) throw new Error('The support demo needs the demo admins: run seedCore first.');
  await db.transaction(async (tx) => {
    await seedReviews(tx, random, opts.now, reviewAdmins, opts.scale);
    await seedNotes(tx, random, opts.now, supportStaff);
    await seedSystemAlerts(tx, random, opts.now, everyone, opts.scale);
    await seedClickTickets(tx, random, opts.now, supportStaff, opts.scale);
    await seedSurveyAttacksApps(tx, random, opts.now, supportStaff);
    await seedCampaigns(tx, random, opts.now, everyone);
  });
}
