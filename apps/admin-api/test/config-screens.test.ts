import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '@bo/db';
import { buildListEngineApi, DEMO_NOW, rowsOf, type ListEngineApi } from './list-engine-helper.ts';

// Section 9 config screens (issue 18) through HTTP on the demo: rows on every screen, and the page
// holders' writes through the form engine, each logged; bad input names the field and writes nothing.
let api: ListEngineApi;
beforeAll(async () => {
  api = await buildListEngineApi((db) => seedDemo(db, { now: DEMO_NOW }));
}, 180_000);
afterAll(async () => api?.close());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  api.app.inject({ method, url, payload: payload as Record<string, unknown>, headers: api.headers(1) });
const count = async (table: string) => (await api.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]!.n;

describe('section 9 config screens', () => {
  it('shows demo rows on every screen', async () => {
    for (const url of ['/api/home-contacts', '/api/app-articles', '/api/survey-groups', '/api/bonus-schedules']) {
      const res = await api.get(url);
      expect(res.status, url).toBe(200);
      expect(rowsOf(res.body).length, url).toBeGreaterThan(0);
    }
    const groups = rowsOf((await api.get('/api/survey-groups')).body);
    expect(groups.every((g) => Number(g.surveys) > 0 && Number(g.suppliers) > 0)).toBe(true);
    // Status follows the real date (the test's demo lies in the past): every one known, the cancelled ones shown.
    const statuses = new Set(rowsOf((await api.get('/api/bonus-schedules?itemPerPage=100')).body).map((r) => String(r.status)));
    expect([...statuses].every((s) => ['cancelled', 'ended', 'running', 'scheduled'].includes(s))).toBe(true);
    expect(statuses.has('cancelled')).toBe(true);
  });

  it('marks a contact message handled and deletes one', async () => {
    const [row] = rowsOf((await api.get('/api/home-contacts?filter[status]=new')).body);
    const handled = await send('PUT', `/api/home-contacts/${row!.id}`, { status: 'handled' });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().data.status).toBe('handled');
    expect((await send('PUT', `/api/home-contacts/${row!.id}`, { status: 'spam' })).statusCode).toBe(400);
    expect((await send('DELETE', `/api/home-contacts/${row!.id}`)).statusCode).toBe(200);
  });

  it('refuses to delete a survey group that holds surveys, and a duplicate or unknown option', async () => {
    const [group] = rowsOf((await api.get('/api/survey-groups')).body);
    const refused = await send('DELETE', `/api/survey-groups/${group!.id}`);
    expect(refused.statusCode).toBe(409);
    const n = await count('admin.survey_groups');
    const duplicate = await send('POST', '/api/survey-groups', { name: group!.name, exclusion: 'complete' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().errors).toHaveProperty('name');
    const unknown = await send('POST', '/api/survey-groups', { name: 'New study', exclusion: 'twice' });
    expect(unknown.json().errors).toHaveProperty('exclusion');
    expect(await count('admin.survey_groups')).toBe(n);
    expect((await send('POST', '/api/survey-groups', { name: 'New study', exclusion: 'click' })).statusCode).toBe(201);
  });

  it('creates an article and a bonus schedule, cancels the schedule, and names bad fields', async () => {
    const article = { app_id: 13, language_code: 'de', title: 'Wie zahle ich aus?', category: 'Payouts', status: 'draft' };
    expect((await send('POST', '/api/app-articles', { ...article, app_id: 999 })).json().errors).toHaveProperty('app_id');
    expect((await send('POST', '/api/app-articles', article)).statusCode).toBe(201);
    const today = new Date().toISOString().slice(0, 10);
    const schedule = { app_id: 16, name: 'Five Surveys summer bonus', type: 'multiplier', value: 1.5, starts_on: today, ends_on: today };
    const n = await count('admin.bonus_schedules');
    const badDate = await send('POST', '/api/bonus-schedules', { ...schedule, starts_on: '2025-13-01' });
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().errors).toHaveProperty('starts_on');
    const badValue = await send('POST', '/api/bonus-schedules', { ...schedule, value: 'lots' });
    expect(badValue.json().errors).toHaveProperty('value');
    expect(await count('admin.bonus_schedules')).toBe(n);
    const created = await send('POST', '/api/bonus-schedules', schedule);
    expect(created.statusCode).toBe(201);
    const id = Number(created.json().data.id);
    expect(created.json().data.status).toBe('running');
    const cancelled = await send('PUT', `/api/bonus-schedules/${id}`, { ...schedule, cancelled: true });
    expect(cancelled.json().data.status).toBe('cancelled');
    const { rows } = await api.db.query<{ action: string }>(`SELECT action FROM admin.admin_logs WHERE action LIKE 'form.%' ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual([
      'form.home_contacts.update',
      'form.home_contacts.delete',
      'form.survey_groups.create',
      'form.app_articles.create',
      'form.bonus_schedules.create',
      'form.bonus_schedules.update',
    ]);
  });
});
