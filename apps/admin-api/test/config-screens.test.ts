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

  it('adds and removes the surveys of a survey group in one write, naming a bad or unknown id and changing nothing', async () => {
    const group = rowsOf((await api.get('/api/survey-groups')).body).find((g) => Number(g.surveys) > 0);
    const members = async () =>
      (
        await api.db.query<{ survey_id: number }>(
          'SELECT survey_id FROM admin.survey_group_members WHERE survey_group_id = $1 ORDER BY survey_id',
          [group!.id],
        )
      ).rows.map((r) => r.survey_id);
    const before = await members();
    expect(String(group!.survey_ids)).toBe(before.join(', '));
    const { rows: outsiders } = await api.db.query<{ id: number }>(
      'SELECT id FROM admin.surveys WHERE id <> ALL($1::int[]) ORDER BY id LIMIT 2',
      [before],
    );
    // Keep all but the first member, add two surveys: one PUT, as the edit form sends it (text).
    const wanted = [...before.slice(1), ...outsiders.map((r) => r.id)].sort((a, b) => a - b);
    const edit = { name: group!.name, exclusion: group!.exclusion };
    const saved = await send('PUT', `/api/survey-groups/${group!.id}`, { ...edit, survey_ids: wanted.join(', ') });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.surveys).toBe(wanted.length);
    expect(await members()).toEqual(wanted);
    // An unknown survey refuses the whole edit: the name and the members stay.
    const unknown = await send('PUT', `/api/survey-groups/${group!.id}`, {
      name: 'Renamed',
      exclusion: 'click',
      survey_ids: [wanted[0], 99999999],
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ survey_ids: ['Survey IDs: 99999999 not found.'] });
    const bad = await send('PUT', `/api/survey-groups/${group!.id}`, { ...edit, survey_ids: '12, abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('survey_ids');
    expect(await members()).toEqual(wanted);
    expect(rowsOf((await api.get(`/api/survey-groups?search=${encodeURIComponent(String(group!.name))}`)).body)[0]!.name).toBe(group!.name);
    // Left out, the members stay; emptied, the group holds none and may then be deleted.
    expect((await send('PUT', `/api/survey-groups/${group!.id}`, edit)).json().data.surveys).toBe(wanted.length);
    expect((await send('PUT', `/api/survey-groups/${group!.id}`, { ...edit, survey_ids: '' })).json().data.surveys).toBe(0);
    expect(await members()).toEqual([]);
    // Restore, so the other cases see the demo's group.
    expect((await send('PUT', `/api/survey-groups/${group!.id}`, { ...edit, survey_ids: before })).statusCode).toBe(200);
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
    expect(created.json().data.countries).toBe('');
    // Countries: chosen from the countries' options, an unknown one named (nothing written).
    const unknownCountry = await send('PUT', `/api/bonus-schedules/${id}`, { ...schedule, countries: ['DE', 'QQ'] });
    expect(unknownCountry.statusCode).toBe(422);
    expect(unknownCountry.json().errors).toEqual({ countries: ['Countries must be one of the options.'] });
    expect((await send('PUT', `/api/bonus-schedules/${id}`, { ...schedule, countries: ['D1'] })).json().errors).toHaveProperty('countries');
    const withCountries = await send('PUT', `/api/bonus-schedules/${id}`, { ...schedule, countries: ['fr', 'DE'] });
    expect(withCountries.json().data.countries).toBe('FR, DE');
    const cancelled = await send('PUT', `/api/bonus-schedules/${id}`, { ...schedule, cancelled: true });
    expect(cancelled.json().data.status).toBe('cancelled');
    const { rows } = await api.db.query<{ action: string }>(`SELECT action FROM admin.admin_logs WHERE action LIKE 'form.%' ORDER BY id`);
    expect(rows.map((r) => r.action)).toEqual([
      'form.home_contacts.update',
      'form.home_contacts.delete',
      'form.survey_groups.create',
      'form.survey_groups.update',
      'form.survey_groups.update',
      'form.survey_groups.update',
      'form.survey_groups.update',
      'form.app_articles.create',
      'form.bonus_schedules.create',
      'form.bonus_schedules.update',
      'form.bonus_schedules.update',
    ]);
  });
});
