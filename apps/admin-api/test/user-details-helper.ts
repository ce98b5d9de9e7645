import type { z } from 'zod';
import { expect } from 'vitest';
import { DEMO_TODAY } from '@bo/db';
import { buildTestAdminApi, type TestAdminApi } from './helper.ts';

/** admin-api on the full demo (scale 1, copied from its template database): the user-details showcase users exist. */
export async function buildUserDetailsApi(): Promise<TestAdminApi> {
  return buildTestAdminApi(DEMO_TODAY);
}

/** A GET through the gateway's signed context as a super admin (permissions are the gateway's job). */
export async function get(api: TestAdminApi, url: string): Promise<{ status: number; body: unknown }> {
  const res = await api.app.inject({ method: 'GET', url, headers: api.as({ adminId: 1, role: 1, permission: 'user_details' }) });
  return { status: res.statusCode, body: res.json() as unknown };
}

/** A 200 answer parsed by its contract schema (a mismatch fails with zod's message). */
export async function getParsed<S extends z.ZodType>(api: TestAdminApi, url: string, schema: S): Promise<z.infer<S>> {
  const res = await get(api, url);
  expect(res.status, `${url}: ${JSON.stringify(res.body).slice(0, 300)}`).toBe(200);
  return schema.parse(res.body);
}
