import { afterAll, beforeAll, expect, it } from 'vitest';
import { FEEDBACK_MESSAGES } from '@bo/contract';
import { buildListEngineApi, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

/** /feedback (specification 04, section 5): the demo's feedback, and the page holders' 'mark handled'. */
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi();
}, 180_000);
afterAll(async () => api?.close());

const markHandled = async (id: number | string, adminId = 93) => {
  const res = await api.app.inject({ method: 'POST', url: `/api/feedback/${id}/handled`, headers: api.headers(adminId) });
  return { status: res.statusCode, body: res.json() as Record<string, unknown> };
};
const logsOf = async (id: number) => {
  const { rows } = await api.db.query<{ admin_id: number; data: { id: number } }>(
    `SELECT admin_id, data FROM admin.admin_logs WHERE action = 'feedback.mark_handled' AND (data->>'id')::bigint = $1`,
    [id],
  );
  return rows;
};

it('lists the demo feedback, new and handled, filtered by status', async () => {
  const fresh = await api.get('/api/feedback?filter[status]=new&itemPerPage=100');
  expect(fresh.status).toBe(200);
  expect(rowsOf(fresh.body).length).toBeGreaterThan(0);
  expect(rowsOf(fresh.body).every((r) => r.status === 'new' && r.handled_by === null)).toBe(true);
  const handled = rowsOf((await api.get('/api/feedback?filter[status]=handled&itemPerPage=100')).body);
  expect(handled.length).toBeGreaterThan(0);
  expect(handled.every((r) => typeof r.handled_by === 'string')).toBe(true);
});

it('marks a new feedback handled once, by the admin, with an admin-logs action', async () => {
  const { rows } = await api.db.query<{ id: number }>(`SELECT id::int FROM admin.user_feedback WHERE status = 'new' ORDER BY id LIMIT 1`);
  const id = rows[0]!.id;
  const done = await markHandled(id);
  expect(done.status).toBe(200);
  expect(done.body.message).toBe(FEEDBACK_MESSAGES.handled(id));
  const { rows: stored } = await api.db.query<{ status: string; handled_by_admin_id: number }>(
    'SELECT status, handled_by_admin_id FROM admin.user_feedback WHERE id = $1',
    [id],
  );
  expect(stored[0]).toEqual({ status: 'handled', handled_by_admin_id: 93 });
  expect(await logsOf(id)).toEqual([expect.objectContaining({ admin_id: 93 })]);

  // A second time is refused naming the field, and nothing more is written.
  const again = await markHandled(id, 1);
  expect(again.status).toBe(409);
  expect(again.body.errors).toEqual({ id: [FEEDBACK_MESSAGES.alreadyHandled(id)] });
  expect((await logsOf(id)).length).toBe(1);
});

it('answers 404 for a feedback that does not exist and 400 naming id for one that is not a number', async () => {
  expect((await markHandled(99_999_999)).status).toBe(404);
  const bad = await markHandled('abc');
  expect(bad.status).toBe(400);
  expect(Object.keys(bad.body.errors as object)).toContain('id');
});
