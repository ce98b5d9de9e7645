import { expect } from 'vitest';
import { USER_DETAILS_SHOWCASE_IDS } from '@bo/db';
import type { TestAdminApi } from './helper.ts';

/** A write through the gateway's signed context; a super admin (role 1) unless told otherwise. */
export async function send(
  api: TestAdminApi,
  method: 'PUT' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  caller: { adminId: number; role: number } = { adminId: 1, role: 1 },
): Promise<{ status: number; body: unknown }> {
  const res = await api.app.inject({
    method,
    url,
    headers: api.as({ ...caller, permission: 'user_details' }),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
  return { status: res.statusCode, body: res.json() as unknown };
}

export function expectOk(res: { status: number; body: unknown }): void {
  expect(res.status, JSON.stringify(res.body).slice(0, 400)).toBe(200);
}

/** Demo users with `status`, none of the showcase ones, so each test acts on users of its own. */
export async function demoUsers(api: TestAdminApi, status: number, count: number, skip = 0): Promise<number[]> {
  const showcase = Object.values(USER_DETAILS_SHOWCASE_IDS);
  const { rows } = await api.db.query<{ id: string }>(
    'SELECT id FROM admin.users WHERE status = $1 AND NOT (id = ANY ($2::bigint[])) ORDER BY id OFFSET $3 LIMIT $4',
    [status, showcase, skip, count],
  );
  expect(rows.length).toBe(count);
  return rows.map((r) => Number(r.id));
}

/** The audit entries and admin-log entries written for a user. */
export async function auditOf(api: TestAdminApi, userId: number) {
  const audit = await api.db.query<{ action: string; admin_id: number; before: unknown; after: unknown }>(
    'SELECT action, admin_id, before, after FROM admin.user_action_audit WHERE user_id = $1 ORDER BY id',
    [userId],
  );
  const logs = await api.db.query<{ action: string; request_url: string }>(
    "SELECT action, request_url FROM admin.admin_logs WHERE type = 'action' AND (data->>'user_id')::bigint = $1 ORDER BY id",
    [userId],
  );
  return { audit: audit.rows, logs: logs.rows };
}

/** A calendar day `days` from today (UTC). */
export const dayFromToday = (days: number): string => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
