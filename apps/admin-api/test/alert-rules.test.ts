import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

// /alert-system (issue 15): the rules' list and 'Add Another' through the list engine, and their
// edit, mute and delete calls, each action-logged.
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 120_000);
afterAll(async () => api?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: api.headers(1) });

describe('alert rules', () => {
  it('lists the demo rules with their last firing', async () => {
    const res = await api.get('/api/alert-rules?orderBy=last_fired_at&orderDirection=desc');
    expect(res.status).toBe(200);
    expect(rowsOf(res.body)).toHaveLength(6);
    expect(rowsOf(res.body)[0]!.name).toBe('Conversion below 8 %');
  });

  it('creates, edits, mutes and deletes a rule, and logs each write', async () => {
    const created = await send('POST', '/api/alert-rules', {
      name: 'Dynata conversion below 5 %',
      metric: 'conversion',
      scope: 'supplier 6',
      threshold: '5',
      window_minutes: '60',
      severity: 'warning',
    });
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().data.id);
    const edited = await send('PUT', `/api/alert-rules/${id}`, { threshold: 4.5, enabled: false });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ threshold: 4.5, enabled: false });
    const muted = await send('POST', `/api/alert-rules/${id}/mute`, { hours: 24 });
    expect(muted.json().message).toBe('Alert rule Dynata conversion below 5 % is muted for 24 h');
    expect(muted.json().data.muted_until).not.toBeNull();
    const deleted = await send('DELETE', `/api/alert-rules/${id}`);
    expect(deleted.json().message).toBe('Alert rule Dynata conversion below 5 % has been deleted');
    expect((await send('DELETE', `/api/alert-rules/${id}`)).statusCode).toBe(404);
    const { rows } = await api.db.query<{ action: string }>(
      `SELECT action FROM admin.admin_logs WHERE action LIKE 'alert_rule.%' ORDER BY id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['alert_rule.update', 'alert_rule.mute', 'alert_rule.delete']);
  });

  it('refuses a bad metric and a taken name with 422 naming the field', async () => {
    const bad = await send('PUT', '/api/alert-rules/1', { metric: 'weather' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('metric');
    const taken = await send('PUT', '/api/alert-rules/2', { name: 'Conversion below 8 %' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ name: ['A alert rule with this name already exists.'] });
  });
});
