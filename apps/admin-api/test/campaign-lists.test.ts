import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_LANGUAGES, CAMPAIGN_PAGE_SIZE, CAMPAIGN_PROJECTS } from '@bo/contract';
import { startOperationsApi, type OperationsTestApi } from './operations-helper.ts';

let t: OperationsTestApi;

const get = (url: string) => t.call(1, { method: 'GET', url });
const post = (url: string, payload: object) => t.call(1, { method: 'POST', url, payload });

beforeAll(async () => {
  t = await startOperationsApi();
});

afterAll(async () => {
  await t?.close();
});

describe('segments', () => {
  it('lists a project’s segments 10 a page, with their e-mail campaigns', async () => {
    const res = await post('/api/hey-cash/segments/list', { page: 1, per_page: CAMPAIGN_PAGE_SIZE, filters: {} });
    expect(res.statusCode).toBe(200);
    const answer = res.json();
    expect(answer).toMatchObject({ per_page: 10, page: 1, last_page: 1, total: 6 });
    expect(answer.data.every((s: { project: string }) => s.project === 'hey-cash')).toBe(true);
    const emailSegments = answer.data.filter((s: { segment_type: string }) => s.segment_type === 'email');
    expect(emailSegments.flatMap((s: { email_campaigns: unknown[] }) => s.email_campaigns)).toHaveLength(7);
  });

  it('filters by type, query type, name and countries, and loads up to 999 options', async () => {
    const push = (await post('/api/five-surveys/segments/list', { filters: { segment_type: 'push_notifications' } })).json();
    expect(push.total).toBe(3);
    const raw = (await post('/api/five-surveys/segments/list', { filters: { query_type: 'raw_sql' } })).json();
    expect(raw.data.every((s: { query_type: string; raw_sql: string | null }) => s.query_type === 'raw_sql' && s.raw_sql)).toBe(true);
    const named = (await post('/api/five-surveys/segments/list', { filters: { name: 'dach' } })).json();
    expect(named.data.map((s: { name: string }) => s.name)).toEqual(['Five Surveys: DACH high earners']);
    const country = (await post('/api/five-surveys/segments/list', { filters: { country_codes: ['ca'] } })).json();
    expect(country.total).toBe(2);
    const options = (await post('/api/five-surveys/segments/list', { per_page: 999, page: 1 })).json();
    expect(options.per_page).toBe(999);
    expect((await post('/api/five-surveys/segments/list', { per_page: 1000 })).statusCode).toBe(400);
  });

  it('answers the countries and the campaign languages', async () => {
    const countries = (await get('/api/top-surveys/segments/countries')).json();
    expect(countries.data).toContainEqual({ code: 'DE', name: 'Germany' });
    const languages = (await get('/api/top-surveys/email-campaigns/languages')).json();
    expect(languages.data).toEqual(CAMPAIGN_LANGUAGES);
  });
});

describe('campaign lists and details', () => {
  it('lists e-mail campaigns newest first with data, per_page, page, last_page, total', async () => {
    for (const project of CAMPAIGN_PROJECTS) {
      const res = await post(`/api/${project}/email-campaigns/list`, { page: 1, per_page: 10, filters: {} });
      expect(res.statusCode).toBe(200);
      const answer = res.json();
      expect(answer).toMatchObject({ per_page: 10, page: 1, last_page: 1, total: 7 });
      expect(answer.data.map((c: { status: number }) => c.status).sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
      const ids = answer.data.map((c: { id: number }) => c.id);
      expect([...ids].sort((a, b) => b - a)).toEqual(ids);
      expect(answer.data[0]).toMatchObject({
        project,
        status_label: expect.any(String),
        subject: expect.any(String),
        default_language_code: 'en',
      });
    }
  });

  it('filters e-mail campaigns by segment, statuses and both send-time ranges', async () => {
    const all = (await post('/api/earn-star/email-campaigns/list', { filters: {} })).json().data as {
      id: number;
      segment: { id: number };
      status: number;
      scheduled_at: string | null;
      user_target_datetime: string | null;
    }[];
    const segmentId = all[0]!.segment.id;
    const bySegment = (await post('/api/earn-star/email-campaigns/list', { filters: { segment_id: segmentId } })).json();
    expect(bySegment.total).toBe(all.filter((c) => c.segment.id === segmentId).length);
    const byStatus = (await post('/api/earn-star/email-campaigns/list', { filters: { statuses: [5, 6] } })).json();
    expect(byStatus.data.map((c: { status: number }) => c.status).sort()).toEqual([5, 6]);

    const scheduled = all.find((c) => c.scheduled_at)!;
    const day = scheduled.scheduled_at!.slice(0, 10);
    const byDay = (await post('/api/earn-star/email-campaigns/list', { filters: { scheduled_at_from: day, scheduled_at_to: day } })).json();
    expect(byDay.data.map((c: { id: number }) => c.id)).toContain(scheduled.id);
    expect(byDay.data.every((c: { scheduled_at: string }) => c.scheduled_at.startsWith(day))).toBe(true);

    // A campaign sent in each user's time zone: its wall-clock time filters by the local range.
    const local = await t.db.query<{ id: number; project: string; day: string }>(
      `SELECT id, project, to_char(user_target_datetime, 'YYYY-MM-DD') AS day FROM admin.email_campaigns WHERE user_target_datetime IS NOT NULL ORDER BY id LIMIT 1`,
    );
    const { id, project, day: localDay } = local.rows[0]!;
    const byLocal = (
      await post(`/api/${project}/email-campaigns/list`, {
        filters: { user_target_datetime_from: localDay, user_target_datetime_to: `${localDay} 23:59` },
      })
    ).json();
    expect(byLocal.data.map((c: { id: number }) => c.id)).toContain(id);
    expect(byLocal.data.every((c: { user_target_datetime: string }) => c.user_target_datetime.startsWith(localDay))).toBe(true);
    const notThatDay = (await post(`/api/${project}/email-campaigns/list`, { filters: { user_target_datetime_to: '2000-01-01' } })).json();
    expect(notThatDay.total).toBe(0);
  });

  it('lists push campaigns with the filters as query parameters', async () => {
    const res = await get('/api/prime-opinion/fcm-campaigns?page=1&per_page=10');
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(7);
    const drafts = (await get('/api/prime-opinion/fcm-campaigns?statuses=0,1')).json();
    expect(drafts.data.map((c: { status: number; status_label: string }) => [c.status, c.status_label]).sort()).toEqual([
      [0, 'Draft'],
      [1, 'Scheduled'],
    ]);
    expect(drafts.data[0].title).toEqual(expect.any(String));
  });

  it('shows one campaign with every translation, default language first', async () => {
    const email = (await post('/api/default/email-campaigns/list', { filters: { statuses: [4] } })).json().data[0];
    const detail = (await get(`/api/default/email-campaigns/${email.id}`)).json().data;
    expect(detail).toMatchObject({ id: email.id, project: 'default', status: 4, status_label: 'Ready to schedule' });
    expect(detail.translations[0]).toMatchObject({
      language_code: 'en',
      subject: 'New surveys picked for you',
      body: expect.stringContaining('{{first_name}}'),
    });
    const push = (await get('/api/default/fcm-campaigns?statuses=4')).json().data[0];
    const pushDetail = (await get(`/api/default/fcm-campaigns/${push.id}`)).json().data;
    expect(pushDetail.translations[0]).toMatchObject({ language_code: 'en', title: 'Double points tonight' });
  });

  it('answers 404 for an unknown project and for a campaign of another project', async () => {
    for (const url of [
      '/api/no-such-project/email-campaigns/languages',
      '/api/no-such-project/fcm-campaigns',
      '/api/no-such-project/segments/countries',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ errors: 'Unknown project: no-such-project.' });
    }
    expect((await post('/api/no-such-project/segments/list', {})).statusCode).toBe(404);
    const email = (await post('/api/hey-cash/email-campaigns/list', {})).json().data[0];
    const elsewhere = await get(`/api/five-surveys/email-campaigns/${email.id}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ errors: 'E-mail campaign not found.' });
  });
});
