import { afterAll, beforeAll, expect, it } from 'vitest';
import { QUEUE_ALERT_MESSAGES } from '@bo/contract';
import { buildListEngineApi, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

/** /queue-alert-system (specification 04, section 5): the demo rules, 'Add Another', edit and delete, each checked and action-logged. */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi();
}, 180_000);
afterAll(async () => api?.close());

const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => {
  const res = await api.app.inject({ method, url, headers: api.headers(1), ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const count = async () => Number((await api.db.query<{ n: number }>('SELECT count(*)::int AS n FROM admin.queue_alert_rules')).rows[0]!.n);
const actions = async (action: string) =>
  (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM admin.admin_logs WHERE action = $1 AND origin = 'server'`, [action]))
    .rows[0]!.n;

const RULE = {
  name: 'Earn Star tickets over 30',
  queue: 'ticket',
  app_id: '554',
  condition: 'waiting',
  threshold: '30',
  severity: 'warning',
};

it('lists the demo rules', async () => {
  const res = await api.get('/api/queue-alert-rules?itemPerPage=50');
  expect(res.status).toBe(200);
  expect(rowsOf(res.body).length).toBeGreaterThanOrEqual(6);
  expect(rowsOf((await api.get('/api/queue-alert-rules?filter[queue]=ticket')).body).every((r) => r.queue === 'ticket')).toBe(true);
});

it('creates a rule, and refuses a bad one naming the field with nothing written', async () => {
  const before = await count();
  for (const [field, value] of [
    ['threshold', '0'],
    ['queue', 'email'],
    ['app_id', '22'],
    ['condition', 'slow'],
  ] as const) {
    const bad = await send('POST', '/api/queue-alert-rules', { ...RULE, name: `bad ${field}`, [field]: value });
    expect(bad.status, field).toBe(400);
    expect(Object.keys(bad.body.errors as object), field).toEqual([field]);
  }
  expect(await count()).toBe(before);
  const made = await send('POST', '/api/queue-alert-rules', RULE);
  expect(made.status).toBe(201);
  expect(made.body.data).toEqual(expect.objectContaining({ name: RULE.name, app_id: 554, threshold: 30, enabled: true }));
  expect((await send('POST', '/api/queue-alert-rules', RULE)).status).toBe(409);
  expect(await count()).toBe(before + 1);
});

it('disables and deletes a rule, each with a server admin-logs action; an unknown rule answers 404', async () => {
  const { rows } = await api.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM admin.queue_alert_rules WHERE enabled ORDER BY id LIMIT 1`,
  );
  const { id, name } = rows[0]!;
  const off = await send('PUT', `/api/queue-alert-rules/${id}`, { enabled: false });
  expect(off.status).toBe(200);
  expect(off.body).toEqual({ data: expect.objectContaining({ id, enabled: false }), message: QUEUE_ALERT_MESSAGES.updated(name) });
  expect(await actions('queue_alert_rule.update')).toBe(1);
  const badEdit = await send('PUT', `/api/queue-alert-rules/${id}`, { threshold: -3 });
  expect(badEdit.status).toBe(422);
  expect(Object.keys(badEdit.body.errors as object)).toEqual(['threshold']);
  expect(await actions('queue_alert_rule.update')).toBe(1);

  const gone = await send('DELETE', `/api/queue-alert-rules/${id}`);
  expect(gone.body.message).toBe(QUEUE_ALERT_MESSAGES.deleted(name));
  expect(await actions('queue_alert_rule.delete')).toBe(1);
  expect((await send('DELETE', `/api/queue-alert-rules/${id}`)).status).toBe(404);
});

it('the evaluator fires the rules whose queue is over them, once per 30 minutes, as System Alerts and the last fired time', async () => {
  const { evaluateQueueAlerts } = await import('../src/jobs/queue-alerts.ts');
  const now = new Date('2031-03-03T12:00:00Z');
  await api.db.query(
    `INSERT INTO chat.users (uuid, app_external_id, external_id) VALUES ('00000000-0000-4000-8000-0000000000a1', 71, 'qa-1')`,
  );
  // Three open chats of app 71, unassigned for two hours; one closed one that does not count.
  await api.db.query(
    `INSERT INTO chat.conversations (uuid, user_uuid, status, type, created_at, last_activity_at)
     SELECT ('00000000-0000-4000-8000-0000000000b' || g)::uuid, '00000000-0000-4000-8000-0000000000a1', CASE WHEN g = 4 THEN 'closed' ELSE 'open' END, 0,
       $1::timestamptz - interval '2 hours', $1::timestamptz
     FROM generate_series(1, 4) g`,
    [now.toISOString()],
  );
  const rule = async (name: string, condition: string, threshold: number, queue = 'chat') =>
    (
      await api.db.query<{ id: number }>(
        `INSERT INTO admin.queue_alert_rules (name, queue, app_id, condition, threshold, severity) VALUES ($1, $2, 71, $3, $4, 'critical') RETURNING id`,
        [name, queue, condition, threshold],
      )
    ).rows[0]!.id;
  const waiting = await rule('Top Surveys chats over 2', 'waiting', 2);
  const oldest = await rule('Top Surveys chat unassigned over 60 min', 'oldest_unassigned_minutes', 60);
  const quiet = await rule('Top Surveys chats over 3', 'waiting', 3);
  const tickets = await rule('Top Surveys tickets over 1', 'waiting', 1, 'ticket');

  const fired = await evaluateQueueAlerts(api.db, now);
  expect(fired).toEqual(expect.arrayContaining([waiting, oldest]));
  expect(fired).not.toContain(quiet);
  expect(fired).not.toContain(tickets);
  const alerts = await api.db.query<{ severity: string; title: string; message: string }>(
    `SELECT severity, title, message FROM admin.system_alerts WHERE type = 'queue_backlog' AND (data->>'rule_id')::int = $1`,
    [waiting],
  );
  expect(alerts.rows).toEqual([
    {
      severity: 'critical',
      title: 'Queue alert: Top Surveys chats over 2',
      message: '3 chats waiting (more than 2) in the chat queue of app 71.',
    },
  ]);
  // The rule's Last Fired on /queue-alert-system, through the list call.
  const list = await api.get(`/api/queue-alert-rules?itemPerPage=100`);
  const row = rowsOf(list.body).find((r) => Number(r.id) === waiting)!;
  expect(new Date(String(row.last_fired_at)).toISOString()).toBe(now.toISOString());
  // Still over, but fired minutes ago: not again; after 30 minutes, again.
  expect(await evaluateQueueAlerts(api.db, new Date(now.getTime() + 10 * 60_000))).not.toContain(waiting);
  expect(await evaluateQueueAlerts(api.db, new Date(now.getTime() + 31 * 60_000))).toContain(waiting);
  const runs = await api.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM admin.cronjob_logs WHERE signature = 'alerts:check-queues' AND created_at >= $1`,
    [now.toISOString()],
  );
  expect(runs.rows[0]!.n).toBe(3);
});
