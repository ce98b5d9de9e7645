import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, seedDemo, type Db, type TestDatabase } from '@bo/db';
import { CAMPAIGN_PROJECTS } from '@bo/contract';

const NOW = new Date('2025-03-14T12:00:00Z');
let first: TestDatabase;
let second: TestDatabase;

const rows = async <T>(db: Db, sql: string): Promise<T[]> => (await db.query<T>(sql)).rows;

/** A digest of the support demo, to compare two seeded databases. */
const fingerprint = async (db: Db) =>
  rows(
    db,
    `SELECT (SELECT md5(string_agg(uuid::text || user_id || status || coalesce(assignee_admin_id, 0) || created_at, ',' ORDER BY uuid)) FROM support.user_reviews) AS reviews,
            (SELECT md5(string_agg(user_id::text || text, ',' ORDER BY uuid)) FROM support.user_notes) AS notes,
            (SELECT md5(string_agg(title || is_seen, ',' ORDER BY id)) FROM admin.system_alerts) AS alerts,
            (SELECT md5(string_agg(project || name || status || coalesce(scheduled_at::text, user_target_datetime::text, '-'), ',' ORDER BY id)) FROM admin.fcm_campaigns) AS push`,
  );

beforeAll(async () => {
  [first, second] = await Promise.all([
    createTestDatabase({ seed: (db) => seedDemo(db, { now: NOW }) }),
    createTestDatabase({ seed: (db) => seedDemo(db, { now: NOW }) }),
  ]);
});

afterAll(async () => {
  await first?.drop();
  await second?.drop();
});

describe('the support demo data', () => {
  it('queues reviews in every status, most assigned to review admins that can take them', async () => {
    const byStatus = await rows<{ status: number; n: number }>(
      first.db,
      'SELECT status, count(*)::int AS n FROM support.user_reviews GROUP BY status ORDER BY status',
    );
    expect(byStatus.map((r) => r.status)).toEqual([0, 1, 2, 3, 4]);
    const assignees = await rows<{ ok: boolean; n: number }>(
      first.db,
      `SELECT (a.is_review_admin AND a.support_review_status IN (0, 1)) AS ok, count(*)::int AS n
         FROM support.user_reviews r JOIN core.admins a ON a.id = r.assignee_admin_id GROUP BY 1`,
    );
    expect(assignees).toEqual([{ ok: true, n: expect.any(Number) }]);
    const unassigned = await rows<{ n: number }>(
      first.db,
      'SELECT count(*)::int AS n FROM support.user_reviews WHERE assignee_admin_id IS NULL',
    );
    expect(unassigned[0]!.n).toBeGreaterThan(0);
  });

  it('gives user 1 more than 99 history entries and a dozen notes, and every review a history', async () => {
    const history = await rows<{ n: number }>(first.db, 'SELECT count(*)::int AS n FROM support.review_history WHERE user_id = 1');
    expect(history[0]!.n).toBeGreaterThan(99);
    const notes = await rows<{ n: number }>(first.db, 'SELECT count(*)::int AS n FROM support.user_notes WHERE user_id = 1');
    expect(notes[0]!.n).toBe(12);
    const lastMatches = await rows<{ n: number }>(
      first.db,
      `SELECT count(*)::int AS n FROM support.user_reviews r
        WHERE r.status <> (SELECT h.status FROM support.review_history h WHERE h.review_uuid = r.uuid ORDER BY h.created_at DESC, h.id DESC LIMIT 1)`,
    );
    expect(lastMatches[0]!.n).toBe(0);
  });

  it('has alerts seen and not, tickets and attack apps waiting and reviewed', async () => {
    const [counts] = await rows<Record<string, number>>(
      first.db,
      `SELECT (SELECT count(*)::int FROM admin.system_alerts WHERE is_seen) AS seen_alerts,
              (SELECT count(*)::int FROM admin.system_alerts WHERE NOT is_seen) AS unseen_alerts,
              (SELECT count(*)::int FROM admin.click_tickets WHERE status = 0) AS waiting_tickets,
              (SELECT count(*)::int FROM admin.click_tickets WHERE status <> 0) AS reviewed_tickets,
              (SELECT count(*)::int FROM admin.survey_attacks_apps WHERE is_reviewed) AS reviewed_attacks,
              (SELECT count(*)::int FROM admin.survey_attacks_apps WHERE NOT is_reviewed) AS waiting_attacks`,
    );
    for (const [key, n] of Object.entries(counts!)) expect(n, key).toBeGreaterThan(0);
  });

  it('gives every project segments and campaigns in every status, each with its default-language text', async () => {
    for (const project of CAMPAIGN_PROJECTS) {
      const [c] = await rows<{ segments: number; email: number[]; push: number[] }>(
        first.db,
        `SELECT (SELECT count(*)::int FROM admin.segments WHERE project = '${project}') AS segments,
                (SELECT array_agg(status ORDER BY status) FROM admin.email_campaigns WHERE project = '${project}') AS email,
                (SELECT array_agg(status ORDER BY status) FROM admin.fcm_campaigns WHERE project = '${project}') AS push`,
      );
      expect(c).toEqual({ segments: 6, email: [1, 2, 3, 4, 5, 6, 7], push: [0, 1, 2, 3, 4, 5, 6] });
    }
    const missing = await rows<{ n: number }>(
      first.db,
      `SELECT (SELECT count(*) FROM admin.email_campaigns c WHERE NOT EXISTS (SELECT 1 FROM admin.email_campaign_translations t WHERE t.campaign_id = c.id AND t.language_code = c.default_language_code))
            + (SELECT count(*) FROM admin.fcm_campaigns c WHERE NOT EXISTS (SELECT 1 FROM admin.fcm_campaign_translations t WHERE t.campaign_id = c.id AND t.language_code = c.default_language_code)) AS n`,
    );
    expect(Number(missing[0]!.n)).toBe(0);
  });

  it('is the same on every run', async () => {
    const digest = await fingerprint(first.db);
    expect(Object.values(digest[0]!).every((v) => typeof v === 'string')).toBe(true);
    expect(await fingerprint(second.db)).toEqual(digest);
  });
});
