import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIVE_QUERY_REASONS, ZLiveQueryAnswer, type LiveQueryResult } from '@bo/contract';
import { USER_DETAILS_SHOWCASE_IDS as S } from '@bo/db';
import { ineligibilityReasons, type CandidateSurvey, type LiveQueryUser } from '../src/user-details/live-query/eligibility.ts';
import type { TestAdminApi } from './helper.ts';
import { buildUserDetailsApi, get, getParsed } from './user-details-helper.ts';

const user = S.powerUser;
let api: TestAdminApi;
/** Surveys made for this test, paying so much per minute that they rank first. */
const made: Record<string, number> = {};

async function addSurvey(
  name: string,
  fields: { status?: number; visibility?: number; quota?: number | null; devices?: string[]; country?: string | null },
) {
  const { rows } = await api.db.query<{ id: number }>(
    `INSERT INTO admin.surveys (supplier_id, supplier_buyer_id, name, status, visibility, country_code, cpi, loi, quota_remaining, devices)
     SELECT 6, (SELECT min(id) FROM admin.supplier_buyers WHERE supplier_id = 6), $1, $2, $3,
       coalesce($4, (SELECT country_code FROM admin.users WHERE id = $7)), 99, 1, $5, $6
     RETURNING id`,
    [name, fields.status ?? 1, fields.visibility ?? 1, fields.country ?? null, fields.quota ?? null, fields.devices ?? [], user],
  );
  made[name] = rows[0]!.id;
}

beforeAll(async () => {
  api = await buildUserDetailsApi();
  await addSurvey('open', {});
  await addSurvey('paused', { status: 0 });
  await addSurvey('hidden', { visibility: 0 });
  await addSurvey('full', { quota: 0 });
  await addSurvey('desktop only', { devices: ['desktop'] });
  await addSurvey('cached', {});
  await addSurvey('other country', { country: 'JP' });
  await api.db.query(
    `INSERT INTO admin.survey_disqualifications (user_id, survey_id, reason, expires_at) VALUES ($1, $2, 'screenout_profile', now() + interval '1 day')`,
    [user, made.cached],
  );
});
afterAll(async () => {
  await api?.close();
});

const run = async (query: string): Promise<LiveQueryResult> =>
  (await getParsed(api, `/api/user/${user}/live-query-surveys?${query}`, ZLiveQueryAnswer)).data;
const reasonsOf = (r: LiveQueryResult, name: string) =>
  [...r.eligible_surveys, ...r.ineligible_surveys].find((s) => s.survey_id === made[name])?.reasons;

describe('GET /api/user/:id/live-query-surveys', () => {
  it("checks the surveys of the user's country and says why the others are ineligible", async () => {
    const r = await run('device=mobile&endpoint=default&ignore_disqualification_cache=0');
    expect(r.eligible_surveys_count + r.ineligible_surveys_count).toBe(r.checked_surveys);
    expect(r.eligible_surveys).toHaveLength(r.eligible_surveys_count);
    expect(r.queries.reduce((n, q) => n + q.surveys_count, 0)).toBe(r.queried_surveys);
    expect(r.checked_surveys).toBeLessThanOrEqual(r.queried_surveys);
    expect(reasonsOf(r, 'open')).toEqual([]);
    expect(reasonsOf(r, 'paused')).toEqual([LIVE_QUERY_REASONS.notLive]);
    expect(reasonsOf(r, 'hidden')).toEqual([LIVE_QUERY_REASONS.notVisible]);
    expect(reasonsOf(r, 'full')).toEqual([LIVE_QUERY_REASONS.quotaFull]);
    expect(reasonsOf(r, 'desktop only')).toEqual([LIVE_QUERY_REASONS.deviceNotTargeted]);
    expect(reasonsOf(r, 'cached')).toEqual([LIVE_QUERY_REASONS.disqualifiedEarlier]);
    expect(reasonsOf(r, 'other country')).toBeUndefined();
    for (const s of r.ineligible_surveys) expect(s.reasons.length).toBeGreaterThan(0);
  });

  it('ignores the disqualification cache on request, and a desktop is targeted by the desktop survey', async () => {
    const r = await run('device=desktop&ignore_disqualification_cache=1');
    expect(reasonsOf(r, 'cached')).toEqual([]);
    expect(reasonsOf(r, 'desktop only')).toEqual([]);
  });

  it('builds the curl command of the router request', async () => {
    const { rows } = await api.db.query<{ hash: string }>('SELECT hash FROM admin.users WHERE id = $1', [user]);
    const r = await run("device=tablet&endpoint=partners&ip=203.0.113.5&user_agent=Test%20'agent'&ignore_disqualification_cache=1");
    const curl = r.request_details.curl_command;
    expect(curl).toContain("'https://router.internal/api/v1/partners/surveys'");
    expect(curl).toContain(`'user_hash=${rows[0]!.hash}'`);
    expect(curl).toContain("'ip=203.0.113.5'");
    expect(curl).toContain(`'user_agent=Test '\\''agent'\\'''`);
    expect(curl).toContain("'ignore_disqualification_cache=1'");
  });

  it('answers 400 for a bad form and 404 for an unknown user', async () => {
    expect((await get(api, `/api/user/${user}/live-query-surveys?endpoint=everything`)).status).toBe(400);
    expect((await get(api, `/api/user/${user}/live-query-surveys?device=fridge`)).status).toBe(400);
    expect((await get(api, `/api/user/${user}/live-query-surveys?ip=not-an-ip`)).status).toBe(400);
    expect((await get(api, '/api/user/987654/live-query-surveys')).status).toBe(404);
  });
});

describe('ineligibilityReasons', () => {
  const survey: CandidateSurvey = {
    id: 1,
    status: 1,
    visibility: 1,
    score: 10,
    quotaRemaining: 5,
    devices: [],
    qualifications: [{ questionId: 7, questionText: 'Which of these pets do you own?', precodes: ['1', '2'] }],
  };
  const person: LiveQueryUser = {
    active: true,
    device: 'mobile',
    answers: new Map([[7, new Set(['2'])]]),
    completedSurveys: new Set(),
    disqualifiedSurveys: new Set(),
  };

  it('passes a matching user and lists every failed check in order', () => {
    expect(ineligibilityReasons(survey, person)).toEqual([]);
    expect(
      ineligibilityReasons(
        { ...survey, status: 0, visibility: 0, quotaRemaining: 0, devices: ['desktop'] },
        {
          ...person,
          active: false,
          answers: new Map([[7, new Set(['3'])]]),
          completedSurveys: new Set([1]),
          disqualifiedSurveys: new Set([1]),
        },
      ),
    ).toEqual([
      LIVE_QUERY_REASONS.userNotActive,
      LIVE_QUERY_REASONS.notLive,
      LIVE_QUERY_REASONS.notVisible,
      LIVE_QUERY_REASONS.deviceNotTargeted,
      LIVE_QUERY_REASONS.quotaFull,
      LIVE_QUERY_REASONS.profilingMismatch('Which of these pets do you own?'),
      LIVE_QUERY_REASONS.alreadyCompleted,
      LIVE_QUERY_REASONS.disqualifiedEarlier,
    ]);
  });

  it('an unanswered qualification is a mismatch; no quota means no limit', () => {
    expect(ineligibilityReasons({ ...survey, quotaRemaining: null }, { ...person, answers: new Map() })).toEqual([
      LIVE_QUERY_REASONS.profilingMismatch('Which of these pets do you own?'),
    ]);
  });
});
