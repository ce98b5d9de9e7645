import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { staffReports } from '@bo/contract';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi, type Rows } from './list-engine-helper.ts';

/**
 * The staff, support and activity reports (specification 04, sections 4 and 5) on the whole demo:
 * each figure is counted from the rows it names, the window is applied before the grouping, and a
 * row of a per-admin table adds up to the totals row.
 */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const WINDOW = 'filter[dayFrom]=2025-05-01&filter[dayTo]=2025-06-15&itemPerPage=1000';
const FROM = '2025-05-01';
const TO_EXCLUSIVE = '2025-06-16';
const n = (v: unknown) => Number(v ?? 0);
const total = (rows: Rows, key: string) => rows.reduce((sum, r) => sum + n(r[key]), 0);
const report = async (url: string) => {
  const res = await api.get(url);
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
  return { rows: rowsOf(res.body), totals: res.body.statistic_data as Record<string, unknown>, chart: res.body.chart as Rows };
};
const count = async (sql: string, params: unknown[] = [FROM, TO_EXCLUSIVE]) => {
  const { rows } = await api.db.query<{ n: number }>(sql, params);
  return Number(rows[0]!.n);
};

it.each(staffReports.map((r) => [r.name, r] as const))('%s answers rows on the demo', async (_name, def) => {
  const { rows } = await report(`${def.url}?${WINDOW}`);
  expect(rows.length).toBeGreaterThan(0);
});

const byKey = (rows: Rows, key: string) => new Map(rows.map((r) => [String(r[`${key}_id`]), r]));

describe('Click Ticket Productivity', () => {
  it("an admin's reviewed, approved and rejected are the tickets they reviewed in the window", async () => {
    const { rows, totals } = await report(`/api/reports/click-ticket-productivity?${WINDOW}`);
    const { rows: truth } = await api.db.query<{ admin_id: number; reviewed: number; approved: number }>(
      `SELECT reviewed_by_admin_id AS admin_id, count(*)::int AS reviewed, count(*) FILTER (WHERE status = 1)::int AS approved
       FROM admin.click_tickets WHERE status IN (1, 2) AND reviewed_by_admin_id IS NOT NULL
         AND reviewed_at >= $1::date AND reviewed_at < $2::date GROUP BY 1`,
      [FROM, TO_EXCLUSIVE],
    );
    expect(truth.length).toBeGreaterThan(0);
    const rowOf = byKey(rows, 'admin');
    for (const t of truth) {
      const row = rowOf.get(String(t.admin_id))!;
      expect(n(row.tickets_reviewed), `admin ${t.admin_id}`).toBe(t.reviewed);
      expect(n(row.tickets_approved)).toBe(t.approved);
      expect(n(row.tickets_rejected)).toBe(t.reviewed - t.approved);
      expect(n(row.approval_percent)).toBeCloseTo((100 * t.approved) / t.reviewed, 2);
      expect(String(row.admin)).not.toBe('');
    }
    expect(rows.length).toBe(truth.length);
    expect(n(totals.tickets_reviewed)).toBe(total(rows, 'tickets_reviewed'));
  });

  it('filters by reason before grouping, and draws reviewed per day', async () => {
    const { totals, chart } = await report(`/api/reports/click-ticket-productivity?${WINDOW}&filter[reason_id]=missing_credit`);
    expect(n(totals.tickets_reviewed)).toBe(
      await count(`SELECT count(*) AS n FROM admin.click_tickets WHERE status IN (1, 2) AND reviewed_by_admin_id IS NOT NULL
        AND reason = 'missing_credit' AND reviewed_at >= $1::date AND reviewed_at < $2::date`),
    );
    expect(total(chart, 'tickets_reviewed')).toBe(n(totals.tickets_reviewed));
  });
});

describe('Team Activity Summary', () => {
  it('is Team Activity added up per admin over the period, with its active days', async () => {
    const { rows, totals, chart } = await report(`/api/reports/team-activity-summary?${WINDOW}`);
    const days = await api.get(`/api/team-activity?filter[dayFrom]=${FROM}&filter[dayTo]=2025-06-15&itemPerPage=1000`);
    expect(days.status).toBe(200);
    const perDay = rowsOf(days.body);
    expect(perDay.length).toBeGreaterThan(rows.length);
    const rowOf = byKey(rows, 'admin');
    for (const [adminId, row] of rowOf) {
      const mine = perDay.filter((d) => String(d.admin_id) === adminId);
      for (const key of ['page_views', 'actions', 'status_changes', 'reviews_judged', 'chat_messages', 'click_tickets_reviewed']) {
        expect(n(row[key]), `${key} of admin ${adminId}`).toBe(total(mine, key));
      }
      expect(n(row.active_days)).toBe(mine.length);
    }
    expect(n(totals.actions)).toBe(total(perDay, 'actions'));
    // The chart is actions per admin, named by the admin.
    expect(total(chart, 'actions')).toBe(n(totals.actions));
    expect(chart.every((p) => typeof p.period === 'string' && p.period !== '')).toBe(true);
  });

  it('counts only the period: a narrower window gives smaller totals than a wider one', async () => {
    const wide = await report(`/api/reports/team-activity-summary?${WINDOW}`);
    const narrow = await report('/api/reports/team-activity-summary?filter[dayFrom]=2025-06-09&filter[dayTo]=2025-06-15');
    expect(n(narrow.totals.chat_messages)).toBeLessThan(n(wide.totals.chat_messages));
    expect(n(narrow.totals.chat_messages)).toBe(
      await count(
        `SELECT count(*) AS n FROM chat.messages WHERE type = 'message' AND is_support_message AND deleted_at IS NULL
           AND author_admin_id IS NOT NULL AND created_at >= $1::date AND created_at < $2::date`,
        ['2025-06-09', TO_EXCLUSIVE],
      ),
    );
  });
});

describe('Support Performance', () => {
  it("an agent's conversations, reviews and click tickets are the chat, support and ticket rows", async () => {
    const { rows } = await report(`/api/reports/support-performance?${WINDOW}`);
    const tickets = byKey((await report(`/api/reports/click-ticket-productivity?${WINDOW}`)).rows, 'admin');
    const { rows: truth } = await api.db.query<{ agent: number; handled: number }>(
      `SELECT author_admin_id AS agent, count(DISTINCT conversation_uuid)::int AS handled FROM chat.messages
       WHERE type = 'message' AND is_support_message AND deleted_at IS NULL AND author_admin_id IS NOT NULL
         AND created_at >= $1::date AND created_at < $2::date GROUP BY 1`,
      [FROM, TO_EXCLUSIVE],
    );
    expect(truth.length).toBeGreaterThan(0);
    const rowOf = byKey(rows, 'agent');
    for (const t of truth) expect(n(rowOf.get(String(t.agent))!.conversations_handled), `agent ${t.agent}`).toBe(t.handled);
    for (const [adminId, t] of tickets) expect(n(rowOf.get(adminId)?.click_tickets_reviewed)).toBe(n(t.tickets_reviewed));
    expect(total(rows, 'reviews_judged')).toBe(
      await count(`SELECT count(*) AS n FROM support.review_history WHERE event = 'status_changed' AND admin_id IS NOT NULL
        AND created_at >= $1::date AND created_at < $2::date`),
    );
  });

  it("CSAT % is the share of 4 and 5 among the agent's ratings", async () => {
    const { totals } = await report(`/api/reports/support-performance?${WINDOW}`);
    const { rows } = await api.db.query<{ ratings: number; happy: number }>(
      `SELECT count(*)::int AS ratings, count(*) FILTER (WHERE rating >= 4)::int AS happy FROM chat.messages
       WHERE type = 'rating' AND rating BETWEEN 1 AND 5 AND deleted_at IS NULL AND created_at >= $1::date AND created_at < $2::date`,
      [FROM, TO_EXCLUSIVE],
    );
    expect(rows[0]!.ratings).toBeGreaterThan(0);
    expect(n(totals.csat_percent)).toBeCloseTo((100 * rows[0]!.happy) / rows[0]!.ratings, 2);
  });
});

describe('Chat Weekly Productivity and Chat Service Overview', () => {
  it('messages and closes add up to the support replies and close events of the window', async () => {
    const { rows, totals } = await report(`/api/reports/chat-weekly-productivity?${WINDOW}`);
    expect(rows.every((r) => /^\d{4}-\d{2}-\d{2}$/.test(String(r.period)))).toBe(true);
    expect(total(rows, 'messages_sent')).toBe(
      await count(`SELECT count(*) AS n FROM chat.messages WHERE type = 'message' AND is_support_message AND deleted_at IS NULL
        AND author_admin_id IS NOT NULL AND created_at >= $1::date AND created_at < $2::date`),
    );
    expect(n(totals.conversations_closed)).toBe(
      await count(`SELECT count(*) AS n FROM chat.messages WHERE type = 'event.conversation_closed' AND deleted_at IS NULL
        AND author_admin_id IS NOT NULL AND created_at >= $1::date AND created_at < $2::date`),
    );
  });

  it('a day counts the chats and tickets begun, and the backlog at its end from the status events', async () => {
    const { rows, totals } = await report(`/api/reports/chat-service-overview?${WINDOW}`);
    const { rows: begun } = await api.db.query<{ day: string; chats: number; tickets: number }>(
      `SELECT to_char((created_at AT TIME ZONE 'UTC')::date, 'YYYY-MM-DD') AS day, count(*) FILTER (WHERE type = 0)::int AS chats,
         count(*) FILTER (WHERE type <> 0)::int AS tickets FROM chat.conversations
       WHERE created_at >= $1::date AND created_at < $2::date GROUP BY 1`,
      [FROM, TO_EXCLUSIVE],
    );
    const rowOf = new Map(rows.map((r) => [String(r.period), r]));
    for (const b of begun) {
      expect(n(rowOf.get(b.day)?.new_chats), b.day).toBe(b.chats);
      expect(n(rowOf.get(b.day)?.new_tickets), b.day).toBe(b.tickets);
    }
    // Past the demo's last event, the backlog is what the conversations' statuses say now.
    const last = rowOf.get('2025-06-15')!;
    expect(n(last.open_at_day_end)).toBe(await count(`SELECT count(*) AS n FROM chat.conversations WHERE status = 'open'`, []));
    expect(n(last.snoozed_at_day_end)).toBe(await count(`SELECT count(*) AS n FROM chat.conversations WHERE status = 'snoozed'`, []));
    // A figure at day end has no total over several days.
    expect(totals.open_at_day_end).toBeNull();
    expect(n(totals.new_chats)).toBe(total(rows, 'new_chats'));
  });
});

describe('Fraud Review Statistics', () => {
  it("an admin's day counts their judged reviews, bans and activations from the history and the audit", async () => {
    const { rows, totals } = await report(`/api/reports/fraud-review-statistics?${WINDOW}`);
    expect(n(totals.reviews_judged)).toBe(
      await count(`SELECT count(*) AS n FROM support.review_history WHERE event = 'status_changed' AND admin_id IS NOT NULL
        AND created_at >= $1::date AND created_at < $2::date`),
    );
    expect(n(totals.bans)).toBe(
      await count(`SELECT count(*) AS n FROM admin.user_action_audit WHERE action = 'status' AND (after->>'status')::int = 2
        AND created_at >= $1::date AND created_at < $2::date`),
    );
    for (const key of ['judged_problem', 'judged_review', 'judged_good', 'judged_perfect', 'activations', 'approvals_asked']) {
      expect(total(rows, key), key).toBe(n(totals[key]));
    }
    expect(n(totals.reviews_judged)).toBeGreaterThanOrEqual(
      n(totals.judged_problem) + n(totals.judged_review) + n(totals.judged_good) + n(totals.judged_perfect),
    );
    expect(total(rows, 'reviews_judged')).toBeGreaterThan(0);
  });
});

describe('Activity Breakdown', () => {
  it('the rollups (by app) and the raw rows (by hour of day) give the same totals', async () => {
    const byApp = await report(`/api/reports/activity-breakdown?${WINDOW}`);
    const byHour = await report(`/api/reports/activity-breakdown?${WINDOW}&filter[groupBy]=hour`);
    expect(byHour.rows.length).toBeGreaterThan(1);
    for (const key of ['clicks', 'init', 'completed', 'screen_out', 'cancelled', 'offer_events']) {
      expect(n(byHour.totals[key]), key).toBe(n(byApp.totals[key]));
      expect(total(byApp.rows, key), key).toBe(n(byApp.totals[key]));
    }
    expect(n(byApp.totals.clicks)).toBe(
      await count(`SELECT count(*) AS n FROM admin.clicks WHERE created_at >= $1::date AND created_at < $2::date`),
    );
    // The chart is by hour of day whatever the table's grouping.
    expect(byApp.chart.length).toBe(byHour.rows.length);
    expect(byApp.chart.map((p) => p.period)).toContain('00:00');
  });

  it('answers 400 naming the field for two groupings or a window past its widest', async () => {
    const two = await api.get(`/api/reports/activity-breakdown?${WINDOW}&filter[groupBy]=app,hour`);
    expect(two.status).toBe(400);
    expect(Object.keys(two.body.errors as object)).toEqual(['filter[groupBy]']);
    const wide = await api.get('/api/reports/activity-breakdown?filter[dayFrom]=2023-01-01&filter[dayTo]=2025-06-15');
    expect(wide.status).toBe(400);
    expect(Object.keys(wide.body.errors as object)).toEqual(['filter[dayFrom]']);
  });
});
