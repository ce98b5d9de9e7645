import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APP_SURVEYS_MESSAGES, FIXED_GRANT_HOLDERS } from '@bo/contract';
import { seedDemo } from '@bo/db';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';
import { DEMO_NOW } from './list-engine-helper.ts';

// App Overview's project and publisher filters (specification 04, section 3), and Stop/Resume App Survey
// on /apps (specification 01 section 6: top admins only), through admin-api and the gateway on the demo.
let stack: AdminGatewayStack;
/** A staff admin holding /apps and App Overview, and by modules the sub-permission: not a top admin. */
const APPS_HOLDER = 202;
beforeAll(async () => {
  stack = await buildAdminGatewayStack((db) => seedDemo(db, { now: DEMO_NOW }));
  await stack.db.query(`UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', 'apps') WHERE id = $1`, [
    APPS_HOLDER,
    JSON.stringify(['apps', 'app_overview', 'app_survey_stop_resume']),
  ]);
}, 180_000);
afterAll(async () => stack?.close());

const WINDOW = 'filter[dayFrom]=2025-05-16&filter[dayTo]=2025-06-14&itemPerPage=1000';
type Answer = { data: Record<string, unknown>[]; statistic_data: Record<string, unknown> };
const cents = (v: unknown) => Math.round(Number(v) * 100);

/** Revenue and clicks per app over the window, from the rows (completes and offer events; clicks on created_at). */
async function truthByApp(): Promise<
  Map<number, { revenue: number; clicks: number; publisher_id: number | null; project: string | null }>
> {
  const { rows } = await stack.db.query<{
    id: number;
    revenue: string;
    clicks: number;
    publisher_id: number | null;
    project: string | null;
  }>(
    `WITH money AS (
       SELECT u.app_id, c.revenue FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
       WHERE c.status = 1 AND c.completed_at >= '2025-05-16' AND c.completed_at < '2025-06-15'
       UNION ALL SELECT u.app_id, e.revenue FROM admin.offer_events e JOIN admin.users u ON u.id = e.user_id
       WHERE e.status <> 2 AND e.created_at >= '2025-05-16' AND e.created_at < '2025-06-15'),
     clicks AS (SELECT u.app_id, count(*)::int AS n FROM admin.clicks c JOIN admin.users u ON u.id = c.user_id
       WHERE c.created_at >= '2025-05-16' AND c.created_at < '2025-06-15' GROUP BY 1)
     SELECT a.id, a.publisher_id, a.project, coalesce((SELECT sum(m.revenue) FROM money m WHERE m.app_id = a.id), 0) AS revenue,
            coalesce((SELECT n FROM clicks k WHERE k.app_id = a.id), 0) AS clicks
     FROM core.apps a`,
  );
  return new Map(rows.map((r) => [r.id, { ...r, revenue: cents(r.revenue) }]));
}

describe('App Overview: project and publisher filters', () => {
  it('filtered by a publisher: only its apps, each figure as the rows say, the totals row the sum of the rows', async () => {
    const truth = await truthByApp();
    const publisherId = [...truth.values()].find((t) => t.publisher_id !== null && t.revenue > 0)!.publisher_id!;
    const res = await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}&filter[publisher_id]=${publisherId}`);
    expect(res.status).toBe(200);
    const body = res.body as Answer;
    const expected = [...truth.entries()].filter(([, t]) => t.publisher_id === publisherId && (t.clicks > 0 || t.revenue > 0));
    expect(body.data.map((r) => r.app_id).sort()).toEqual(expected.map(([id]) => id).sort());
    for (const row of body.data) {
      expect(row.publisher_id).toBe(publisherId);
      expect(cents(row.revenue), String(row.app)).toBe(truth.get(row.app_id as number)!.revenue);
      expect(Number(row.clicks), String(row.app)).toBe(truth.get(row.app_id as number)!.clicks);
    }
    const sum = (key: string) => body.data.reduce((n, r) => n + Number(r[key]), 0);
    expect(cents(body.statistic_data.revenue)).toBe(Math.round(sum('revenue') * 100));
    expect(Number(body.statistic_data.clicks)).toBe(sum('clicks'));
    expect(Number(body.statistic_data.new_users)).toBe(sum('new_users'));
  });

  it("filtered by a project: that project's apps only, new users counted from the users of its apps", async () => {
    const res = await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}&filter[project]=prime-opinion&initFilter=1`);
    expect(res.status).toBe(200);
    const body = res.body as Answer & { filterData: Record<string, { value: unknown }[]> };
    expect(body.data.length).toBeGreaterThan(0);
    for (const row of body.data) expect(row.project).toBe('prime-opinion');
    const { rows } = await stack.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM admin.users u JOIN core.apps a ON a.id = u.app_id
       WHERE a.project = 'prime-opinion' AND u.created_at >= '2025-05-16' AND u.created_at < '2025-06-15'`,
    );
    expect(Number(body.statistic_data.new_users)).toBe(rows[0]!.n);
    // The options come from the data: the apps' projects and the publishers.
    expect(body.filterData.project!.map((o) => o.value)).toContain('prime-opinion');
    const { rows: publishers } = await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.publishers');
    expect(body.filterData.publisher_id!.length).toBe(publishers[0]!.n);
  });

  it('an unknown publisher id or a malformed one answers 400 naming the filter', async () => {
    const unknown = await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}&filter[publisher_id]=987654`);
    expect(unknown.status).toBe(400);
    expect((unknown.body as { errors: Record<string, string[]> }).errors['filter[publisher_id]']).toEqual(['No publisher 987654.']);
    const malformed = await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}&filter[publisher_id]=abc`);
    expect(malformed.status).toBe(400);
    expect(Object.keys((malformed.body as { errors: Record<string, string[]> }).errors)).toEqual(['filter[publisher_id]']);
    const project = await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}&filter[project]=no-such-project`);
    expect(project.status).toBe(400);
    expect((project.body as { errors: Record<string, string[]> }).errors['filter[project]']).toEqual(['No project no-such-project.']);
  });
});

describe('Stop/Resume App Survey on /apps', () => {
  const appRow = async (id: number) =>
    (
      (await stack.viaGateway(1, 'GET', `/api/apps?filter[id]=${id}`)).body as {
        data: { id: number; surveys_running: boolean }[];
      }
    ).data[0]!;

  it('is held by the top admins only: a non-top admin who opens /apps gets 403 from the gateway', async () => {
    expect(FIXED_GRANT_HOLDERS.get('app_survey_stop_resume')).toEqual([1, 5]);
    expect((await stack.viaGateway(APPS_HOLDER, 'GET', '/api/apps?itemPerPage=5')).status).toBe(200);
    const refused = await stack.viaGateway(APPS_HOLDER, 'PUT', '/api/apps/1/surveys-running', { running: false });
    expect(refused.status).toBe(403);
    expect((await appRow(1)).surveys_running).toBe(true);
  });

  it('stops and resumes an app (action-logged), twice the same is a no-op that says so, the list filters by it', async () => {
    // An app with traffic in the window (so App Overview shows it) whose surveys run.
    const before = (await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}`)).body as Answer;
    const shown = before.data.find((r) => r.surveys_running === 'Running')!;
    const app = { id: shown.app_id as number, name: String(shown.app) };
    const stop = await stack.viaGateway(5, 'PUT', `/api/apps/${app.id}/surveys-running`, { running: false });
    expect(stop).toEqual({
      status: 200,
      body: {
        data: { id: app.id, name: app.name, surveys_running: false, changed: true },
        message: APP_SURVEYS_MESSAGES.done(false, app.name),
      },
    });
    expect((await appRow(app.id)).surveys_running).toBe(false);
    const again = await stack.viaGateway(5, 'PUT', `/api/apps/${app.id}/surveys-running`, { running: false });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ data: { changed: false }, message: `Surveys of ${app.name} are already stopped; nothing changed` });
    const stopped = (await stack.viaGateway(1, 'GET', '/api/apps?filter[surveys_running]=0&itemPerPage=100')).body as {
      data: { id: number; surveys_running: boolean }[];
    };
    expect(stopped.data.map((r) => r.id)).toContain(app.id);
    expect(stopped.data.every((r) => r.surveys_running === false)).toBe(true);
    // App Overview reads the same switch.
    const overview = (await stack.viaGateway(1, 'GET', `/api/reports/app-overview?${WINDOW}`)).body as Answer;
    expect(overview.data.find((r) => r.app_id === app.id)?.surveys_running).toBe('Stopped');
    const resume = await stack.viaGateway(1, 'PUT', `/api/apps/${app.id}/surveys-running`, { running: true });
    expect(resume.body).toMatchObject({ data: { surveys_running: true, changed: true }, message: `Surveys of ${app.name} resumed` });
    expect((await appRow(app.id)).surveys_running).toBe(true);
    const { rows: logs } = await stack.db.query<{ admin_id: number; action: string }>(
      `SELECT admin_id, action FROM admin.admin_logs WHERE action LIKE 'apps.surveys_%' ORDER BY id`,
    );
    expect(logs).toEqual([
      { admin_id: 5, action: 'apps.surveys_stop' },
      { admin_id: 1, action: 'apps.surveys_resume' },
    ]);
  });

  it('a bad or unknown id, or a body without running, answers 4xx naming the field', async () => {
    const bad = await stack.viaGateway(1, 'PUT', '/api/apps/abc/surveys-running', { running: false });
    expect(bad.status).toBe(400);
    expect(Object.keys((bad.body as { errors: Record<string, unknown> }).errors)).toContain('id');
    const unknown = await stack.viaGateway(1, 'PUT', '/api/apps/987654/surveys-running', { running: false });
    expect(unknown).toEqual({ status: 404, body: { errors: { id: ['App 987654 not found'] } } });
    const noBody = await stack.viaGateway(1, 'PUT', '/api/apps/1/surveys-running', { running: 'no' });
    expect(noBody.status).toBe(400);
    expect((noBody.body as { errors: Record<string, string[]> }).errors.running).toEqual([APP_SURVEYS_MESSAGES.runningRequired]);
  });
});
