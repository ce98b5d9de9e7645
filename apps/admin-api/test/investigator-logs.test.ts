import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deviceResultsResource,
  latencyLogsResource,
  postbackLogsResource,
  clickTicketProductivityReport,
  investigatorReports,
  investigatorTableScreens,
  JOB_LOG_MESSAGES,
  JOB_RETRY_MAX,
  resources,
  routerLogsResource,
  sourceExtensionResource,
  surveyInvitationsResource,
  surveyListReloadsResource,
  timezoneResultsResource,
  userBonusOffersResource,
  userProfilingsResource,
  type ResourceDef,
} from '@bo/contract';
import { buildAdminApi } from '../src/index.ts';
import { buildAdminGatewayStack, type AdminGatewayStack } from './admin-gateway-stack.ts';

/**
 * The investigator's screens (issue 17) on the full demo: every log has rows, the quick links and
 * metric links of user details find the showcase users' rows, the filters mean what they say, the
 * gateway guards the pages and the Postback Logs export, and old months drop with one command.
 */
let stack: AdminGatewayStack;
beforeAll(async () => {
  stack = await buildAdminGatewayStack();
}, 180_000);
afterAll(() => stack?.close());

type Row = Record<string, unknown>;
const rows = async (url: string): Promise<Row[]> => {
  const { status, body } = await stack.direct('GET', url);
  expect(status, url).toBe(200);
  return (body as { data: Row[] }).data;
};

const issue17 = investigatorTableScreens;

it('registers every table screen of the issue as a resource', () => {
  for (const def of issue17) expect(resources).toContain(def);
});

it.each(issue17.map((r) => [r.name, r] as const))('%s has demo rows', async (_name, def) => {
  expect((await rows(`${def.url}?itemPerPage=5`)).length).toBeGreaterThan(0);
});

/** The quick links (spec 01, 2.6) and quality metrics (spec 02, section 2, item 9) that open a log filtered by the user. */
const USER_LINKED: readonly ResourceDef[] = [
  latencyLogsResource,
  deviceResultsResource,
  timezoneResultsResource,
  userProfilingsResource,
  surveyListReloadsResource,
  sourceExtensionResource,
  routerLogsResource,
  userBonusOffersResource,
];

describe.each([11, 14, 17, 29])('showcase user %i', (userId) => {
  it.each(USER_LINKED.map((r) => [r.title, r] as const))('%s filtered by the user lists only that user, and some rows', async (_t, def) => {
    const found = await rows(`${def.url}?filter[userId]=${userId}`);
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((r) => Number(r.user_id)))).toEqual(new Set([userId]));
  });
});

it("user 11's latency probes and timezone checks are the rows behind its quality metrics", async () => {
  const feed = (
    await stack.db.query<{ tcp: number; ws: number; delta: number; device_tz: string; max_time_delta: number }>(
      `SELECT median_tcp_latency::float8 AS tcp, median_ws_latency::float8 AS ws, median_latency_delta::float8 AS delta,
         device_timezone AS device_tz, max_time_delta FROM admin.user_risk_feed WHERE user_id = 11`,
    )
  ).rows[0]!;
  const probes = await rows(`${latencyLogsResource.url}?filter[userId]=11`);
  for (const p of probes) {
    expect(Number(p.tcp_ms)).toBeGreaterThanOrEqual(feed.tcp * 0.8 - 0.01);
    expect(Number(p.tcp_ms)).toBeLessThanOrEqual(feed.tcp * 1.2 + 0.01);
  }
  const checks = await rows(`${timezoneResultsResource.url}?filter[userId]=11`);
  expect(checks.every((c) => c.device_timezone === feed.device_tz)).toBe(true);
  expect(Math.max(...checks.map((c) => Number(c.time_delta_seconds)))).toBe(feed.max_time_delta);
});

it('Entry Link Logs of a Toluna survey list that survey only', async () => {
  const survey = (await stack.db.query<{ survey_id: number }>('SELECT survey_id FROM admin.survey_invitations ORDER BY id LIMIT 1'))
    .rows[0]!.survey_id;
  const { rows: supplier } = await stack.db.query<{ supplier_id: number }>('SELECT supplier_id FROM admin.surveys WHERE id = $1', [survey]);
  expect([7, 107]).toContain(supplier[0]!.supplier_id);
  const found = await rows(`${surveyInvitationsResource.url}?filter[surveyId]=${survey}`);
  expect(found.length).toBeGreaterThan(0);
  expect(found.every((r) => Number(r.survey_id) === survey)).toBe(true);
});

describe('filters mean what they say', () => {
  it('Dev Logs "Warning+" keeps warnings, errors and critical entries', async () => {
    const found = await rows('/api/dev-logs?filter[level]=warning&itemPerPage=200');
    expect(found.length).toBeGreaterThan(0);
    expect(new Set(found.map((r) => r.level))).toEqual(new Set(['warning', 'error', 'critical']));
  });

  it('Publisher API Request Log "errors only" lists failed calls', async () => {
    const found = await rows('/api/publisher-api-request-log?filter[errors_only]=1&itemPerPage=100');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => Number(r.http_status) >= 400)).toBe(true);
  });

  it('Survey List Reloads "zero results" lists empty loads', async () => {
    const found = await rows('/api/survey-list-reloads?filter[zero_results]=1');
    expect(found.length).toBeGreaterThan(0);
    expect(found.every((r) => r.surveys_returned === 0)).toBe(true);
  });

  it('Postback Logs by result and click', async () => {
    const rejected = await rows(`${postbackLogsResource.url}?filter[result]=rejected`);
    expect(rejected.length).toBeGreaterThan(0);
    expect(rejected.every((r) => r.result === 'rejected' && r.signature_valid === false)).toBe(true);
    const clickId = Number(rejected[0]!.click_id);
    const ofClick = await rows(`${postbackLogsResource.url}?filter[clickId]=${clickId}`);
    expect(ofClick.every((r) => Number(r.click_id) === clickId)).toBe(true);
  });

  it('Cronjob Logs offer the jobs logged and filter failed runs', async () => {
    const { body } = await stack.direct('GET', '/api/cronjob-logs?onlyGetFilter=1');
    const jobs = (body as { filterData: { signature: { value: string }[] } }).filterData.signature.map((o) => o.value);
    expect(jobs).toContain('stats:rebuild-daily');
    const failed = await rows('/api/cronjob-logs?filter[status]=failed');
    expect(failed.length).toBeGreaterThan(0);
    expect(failed.every((r) => r.status === 'failed' && r.exit_code === 1)).toBe(true);
  });

  it('Job Logs: retry failed queues each chosen failed run once more, pointing back at it; anything else refuses all', async () => {
    const failed = await rows('/api/job-logs?filter[status]=failed&itemPerPage=3');
    expect(failed).toHaveLength(3);
    const ids = failed.map((r) => Number(r.id));
    const doneId = Number((await rows('/api/job-logs?filter[status]=done&itemPerPage=1'))[0]!.id);
    const runs = async () => (await stack.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.job_logs')).rows[0]!.n;
    const before = await runs();

    // All or none: a run that did not fail, an unknown run, an empty or over-long list write nothing.
    const retry = (body: object, adminId = 1) => stack.viaGateway(adminId, 'POST', '/api/job-logs/retry', body);
    expect(await retry({ ids: [ids[0]!, doneId] })).toEqual({
      status: 422,
      body: { errors: { ids: [JOB_LOG_MESSAGES.notFailed([doneId])] } },
    });
    expect(await retry({ ids: [ids[0]!, 999_999_999] })).toEqual({
      status: 422,
      body: { errors: { ids: [JOB_LOG_MESSAGES.notFound([999_999_999])] } },
    });
    expect((await retry({ ids: [] })).status).toBe(422);
    expect((await retry({ ids: Array.from({ length: JOB_RETRY_MAX + 1 }, (_, i) => i + 1) })).status).toBe(422);
    // Page holders only (rule 7): admin 200 has no Job Logs.
    expect((await retry({ ids }, 200)).status).toBe(403);
    expect(await runs()).toBe(before);

    const answer = await retry({ ids });
    expect(answer.status).toBe(200);
    expect((answer.body as { message: string }).message).toBe(JOB_LOG_MESSAGES.queued(3));
    const { rows: pairs } = await stack.db.query<Record<string, unknown>>(
      `SELECT n.job = o.job AND n.queue = o.queue AND n.payload IS NOT DISTINCT FROM o.payload AS same_job,
              n.attempts = o.attempts + 1 AS one_more, n.status, n.retry_of::int AS retry_of
       FROM admin.job_logs n JOIN admin.job_logs o ON o.id = n.retry_of WHERE n.retry_of = ANY($1::bigint[]) ORDER BY n.retry_of`,
      [ids],
    );
    expect(pairs).toEqual([...ids].sort((a, b) => a - b).map((id) => ({ same_job: true, one_more: true, status: 'queued', retry_of: id })));
    // The failures stay in the log; the new runs show which run they retry.
    expect((await rows(`/api/job-logs?filter[status]=failed&itemPerPage=100`)).map((r) => Number(r.id))).toEqual(
      expect.arrayContaining(ids),
    );
    const queued = await rows('/api/job-logs?filter[status]=queued&itemPerPage=100');
    expect(queued.filter((r) => ids.includes(Number(r.retry_of)))).toHaveLength(3);
    const { rows: logged } = await stack.db.query("SELECT 1 FROM admin.admin_logs WHERE action = 'job_logs.retry' AND origin = 'server'");
    expect(logged).toHaveLength(1);

    // A second retry of the same runs (a double click) queues nothing more.
    expect(await retry({ ids })).toEqual({
      status: 422,
      body: { errors: { ids: [JOB_LOG_MESSAGES.alreadyRetried([...ids].sort((a, b) => a - b))] } },
    });
    expect(await runs()).toBe(before + 3);
  });

  it('User Status Changes (New) shows the pending request on user 17 and direct changes', async () => {
    const pending = await rows('/api/user-status-changes-new?filter[state]=pending');
    expect(pending.some((r) => Number(r.user_id) === 17)).toBe(true);
    expect((await rows('/api/user-status-changes-new?filter[state]=direct')).length).toBeGreaterThan(0);
  });
});

describe('activity and support screens count the chat, review, ticket and admin-log rows that exist', () => {
  // A chat on a quiet day long ago: opened, answered by agent 93 after 3 minutes, rated 5, closed.
  const DAY = '2020-01-07';
  beforeAll(async () => {
    const { db } = stack;
    await db.query(
      `INSERT INTO chat.users (uuid, app_external_id, external_id) VALUES ('00000000-0000-4000-8000-000000000017', 13, 'inv-17')`,
    );
    await db.query(
      `INSERT INTO chat.conversations (uuid, user_uuid, status, assignee_id, type, rating, created_at, last_activity_at)
       VALUES ('00000000-0000-4000-8000-000000000018', '00000000-0000-4000-8000-000000000017', 'closed', 93, 0, 5, $1, $1)`,
      [`${DAY}T10:00:00Z`],
    );
    await db.query(
      `INSERT INTO chat.messages (uuid, conversation_uuid, type, text, author_admin_id, is_support_message, rating, assignee_id, created_at) VALUES
       ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000018', 'message', 'Hi', NULL, false, NULL, 93, $1::timestamptz),
       ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000018', 'message', 'Hello!', 93, true, NULL, 93, $1::timestamptz + interval '3 minutes'),
       ('00000000-0000-4000-8000-000000000023', '00000000-0000-4000-8000-000000000018', 'rating', NULL, NULL, false, 5, 93, $1::timestamptz + interval '9 minutes'),
       ('00000000-0000-4000-8000-000000000024', '00000000-0000-4000-8000-000000000018', 'event.conversation_closed', NULL, 93, true, NULL, 93, $1::timestamptz + interval '10 minutes')`,
      [`${DAY}T10:00:00Z`],
    );
  });
  const range = (key: string) => `filter[${key}From]=${DAY}&filter[${key}To]=${DAY}`;

  it('Chat First Response Time: started 1, first answer after 3 minutes', async () => {
    expect(await rows(`/api/chat-first-response-time?${range('day')}&filter[channel]=chat`)).toEqual([
      expect.objectContaining({ channel: 'chat', started: 1, median_minutes: 3, p90_minutes: 3, within_5_min_percent: 100, unanswered: 0 }),
    ]);
    // The app and agent filters: app 13 and agent 93 keep it, another app or agent does not.
    expect(await rows(`/api/chat-first-response-time?${range('day')}&filter[app_id][]=13&filter[admin_id][]=93`)).toEqual([
      expect.objectContaining({ app_id: 13, admin_id: 93, started: 1 }),
    ]);
    expect(await rows(`/api/chat-first-response-time?${range('day')}&filter[app_id][]=16`)).toEqual([]);
    expect(await rows(`/api/chat-first-response-time?${range('day')}&filter[admin_id][]=26`)).toEqual([]);
  });

  it('Chat Weekly CSAT: one rating of 5 for agent 93 that week', async () => {
    expect(await rows(`/api/chat-weekly-csat?filter[week_startFrom]=2020-01-06&filter[week_startTo]=2020-01-06`)).toEqual([
      expect.objectContaining({ week: '2020-W02', admin_id: 93, ratings: 1, avg_rating: 5, csat_percent: 100, dissatisfied_percent: 0 }),
    ]);
    const week = 'filter[week_startFrom]=2020-01-06&filter[week_startTo]=2020-01-06';
    expect(await rows(`/api/chat-weekly-csat?${week}&filter[app_id][]=13`)).toEqual([expect.objectContaining({ app_id: 13, ratings: 1 })]);
    expect(await rows(`/api/chat-weekly-csat?${week}&filter[app_id][]=554`)).toEqual([]);
  });

  it('Team Activity: the agent reply counts as a chat message of admin 93 that day', async () => {
    expect(await rows(`/api/team-activity?${range('day')}`)).toEqual([
      expect.objectContaining({ admin_id: 93, chat_messages: 1, page_views: 0 }),
    ]);
  });
});

it('User Ban Statistics adds up the status changes of the audit, per day', async () => {
  const { rows: days } = await stack.db.query<{ day: string; bans: number; reactivations: number }>(
    `SELECT to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS day,
       count(*) FILTER (WHERE after->>'status' = '2')::int AS bans, count(*) FILTER (WHERE after->>'status' = '1')::int AS reactivations
     FROM admin.user_action_audit WHERE action = 'status' GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`,
  );
  const day = days[0]!;
  const found = await rows(`/api/user-ban-statistics?filter[dayFrom]=${day.day}&filter[dayTo]=${day.day}`);
  expect(found).toEqual([expect.objectContaining({ bans: day.bans, reactivations: day.reactivations })]);
  expect(day.bans + day.reactivations).toBeGreaterThan(0);
});

describe('through the gateway', () => {
  it('an admin without the page gets 403 on every call of these screens', async () => {
    for (const def of [...issue17, ...investigatorReports.map((r) => r.resource)]) {
      expect((await stack.viaGateway(200, 'GET', `${def.url}?itemPerPage=1`)).status, def.url).toBe(403);
    }
  });

  it('Click Ticket Productivity opens to the top admins and 26 (a fixed grant), to no one else', async () => {
    const url = `${clickTicketProductivityReport.url}?itemPerPage=1`;
    for (const adminId of [1, 5, 26]) expect((await stack.viaGateway(adminId, 'GET', url)).status, `admin ${adminId}`).toBe(200);
    for (const adminId of [93, 46]) expect((await stack.viaGateway(adminId, 'GET', url)).status, `admin ${adminId}`).toBe(403);
  });

  it('the Postback Logs export needs postback_logs_export, the list only the page', async () => {
    await stack.db.query(
      `UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', 'postback_logs') WHERE id = $1`,
      [202, JSON.stringify(['postback_logs'])],
    );
    await stack.db.query(
      `UPDATE core.admins SET permissions = jsonb_build_object('modules', $2::jsonb, 'main_page', 'postback_logs') WHERE id = $1`,
      [201, JSON.stringify(['postback_logs', 'postback_logs_export'])],
    );
    const exportAs = async (adminId: number) => {
      const res = await stack.gateway.inject({
        method: 'GET',
        url: '/api/postback-logs/export?filter[result]=duplicate',
        headers: { authorization: `Bearer ${await stack.tokenOf(adminId)}` },
      });
      return { status: res.statusCode, type: String(res.headers['content-type']), text: res.body };
    };
    expect((await stack.viaGateway(202, 'GET', '/api/postback-logs?itemPerPage=1')).status).toBe(200);
    expect((await exportAs(202)).status).toBe(403);
    const allowed = await exportAs(201);
    expect(allowed.status).toBe(200);
    expect(allowed.type).toContain('text/csv');
    expect(allowed.text).toContain('duplicate');
  });
});

describe('monthly partitions', () => {
  it('a row of a month without a partition lands in DEFAULT, moves into its month when created, and the month drops with one command', async () => {
    const { db } = stack;
    const at = "date_trunc('month', now()) - interval '14 months' + interval '3 days'";
    await db.query(`INSERT INTO admin.shell_logs (who, host, command, exit_code, created_at) VALUES ('test', 'h', 'ls', 0, ${at})`);
    const where = async () =>
      (await db.query<{ part: string }>(`SELECT tableoid::regclass::text AS part FROM admin.shell_logs WHERE who = 'test'`)).rows.map(
        (r) => r.part,
      );
    expect(await where()).toEqual(['admin.shell_logs_default']);
    await db.query(`SELECT admin.ensure_log_partitions(${at}, ${at})`);
    const month = (await db.query<{ m: string }>(`SELECT to_char(${at}, 'YYYY_MM') AS m`)).rows[0]!.m;
    expect(await where()).toEqual([`admin.shell_logs_${month}`]);

    const before = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.shell_logs')).rows[0]!.n;
    const kept = (await db.query<{ m: string }>(`SELECT to_char(${at} + interval '1 month', 'YYYY-MM') AS m`)).rows[0]!.m;
    const dropped = (await db.query<{ d: string[] }>('SELECT admin.drop_log_months_before($1) AS d', [kept])).rows[0]!.d;
    expect(dropped).toContain(`shell_logs_${month}`);
    expect(dropped.every((name) => name.endsWith(`_${month}`))).toBe(true);
    expect(await where()).toEqual([]);
    expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.shell_logs')).rows[0]!.n).toBe(before - 1);
    await expect(db.query("SELECT admin.drop_log_months_before('2025-13')")).rejects.toThrow(/YYYY-MM/);
  });

  it('admin-api may create months (SECURITY DEFINER), only the owner may drop them (caller rights)', async () => {
    const { rows } = await stack.db.query<{ name: string; definer: boolean }>(
      `SELECT proname AS name, prosecdef AS definer FROM pg_proc
       WHERE proname IN ('ensure_log_partitions', 'drop_log_months_before') ORDER BY proname`,
    );
    expect(rows).toEqual([
      { name: 'drop_log_months_before', definer: false },
      { name: 'ensure_log_partitions', definer: true },
    ]);
  });

  it("admin-api's partition job recreates next month's partitions at start", async () => {
    const { db } = stack;
    const next = (await db.query<{ m: string }>(`SELECT to_char(now() + interval '1 month', 'YYYY_MM') AS m`)).rows[0]!.m;
    await db.query(`DROP TABLE admin.job_logs_${next}`);
    const app = buildAdminApi({ db, contextSecret: 'partition-job-test-secret', logPartitionsEveryMs: 60_000 });
    await app.ready();
    await app.close();
    const { rows } = await db.query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [`admin.job_logs_${next}`]);
    expect(rows[0]!.t).toBe(`admin.job_logs_${next}`);
  });
});
