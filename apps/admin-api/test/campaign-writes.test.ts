import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_MESSAGES, PUSH_TITLE_MAX } from '@bo/contract';
import { startOperationsApi, type OperationsTestApi } from './operations-helper.ts';

const EDITOR = 5;
let t: OperationsTestApi;
let emailSegment: number;
let pushSegment: number;

const send = (method: 'POST' | 'PUT', url: string, payload: object) => t.call(EDITOR, { method, url, payload });
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

async function segmentOf(project: string, type: string): Promise<number> {
  const { rows } = await t.db.query<{ id: number }>(
    'SELECT id FROM admin.segments WHERE project = $1 AND segment_type = $2 ORDER BY id LIMIT 1',
    [project, type],
  );
  return rows[0]!.id;
}

const emailBody = (over: object = {}) => ({
  name: 'Spring win-back',
  segment_id: emailSegment,
  default_language_code: 'en',
  translations: [
    { language_code: 'en', subject: 'We miss you', body: '<p>Come back for 500 bonus points.</p>' },
    { language_code: 'de', subject: 'Wir vermissen dich', body: '<p>Komm zurück für 500 Bonuspunkte.</p>' },
  ],
  ...over,
});

beforeAll(async () => {
  t = await startOperationsApi();
  emailSegment = await segmentOf('hey-cash', 'email');
  pushSegment = await segmentOf('hey-cash', 'push_notifications');
});

afterAll(async () => {
  await t?.close();
});

describe('POST /api/:project/email-campaigns', () => {
  it('creates an Initialized campaign with its translations', async () => {
    const res = await send('POST', '/api/hey-cash/email-campaigns', emailBody());
    expect(res.statusCode).toBe(201);
    const { message, data } = res.json();
    expect(message).toBe(CAMPAIGN_MESSAGES.campaignSaved);
    expect(data).toMatchObject({
      project: 'hey-cash',
      name: 'Spring win-back',
      status: 1,
      status_label: 'Initialized',
      segment: { id: emailSegment },
      subject: 'We miss you',
      language_codes: ['de', 'en'],
      created_by: { id: EDITOR },
      scheduled_at: null,
      user_target_datetime: null,
    });
    expect(data.translations.map((tr: { language_code: string }) => tr.language_code)).toEqual(['en', 'de']);
    const stored = await t.db.query('SELECT count(*)::int AS n FROM admin.email_campaign_translations WHERE campaign_id = $1', [data.id]);
    expect(stored.rows[0]).toEqual({ n: 2 });
  });

  it('schedules at a UTC instant or at a wall-clock time in each user’s zone', async () => {
    const at = inDays(3);
    const utc = (await send('POST', '/api/hey-cash/email-campaigns', emailBody({ status: 5, scheduled_at: at }))).json().data;
    expect(utc).toMatchObject({
      status: 5,
      status_label: 'Scheduled',
      send_in_user_timezone: false,
      scheduled_at: at,
      user_target_datetime: null,
    });
    const local = await send(
      'POST',
      '/api/hey-cash/email-campaigns',
      emailBody({ status: 5, send_in_user_timezone: true, user_target_datetime: '2099-05-01 09:30', scheduled_at: at }),
    );
    expect(local.statusCode).toBe(201);
    expect(local.json().data).toMatchObject({
      send_in_user_timezone: true,
      user_target_datetime: '2099-05-01T09:30:00',
      scheduled_at: null,
    });
  });

  it('explains what is wrong with a bad form (422)', async () => {
    const cases: [object, Record<string, string[]>][] = [
      [{ name: '  ' }, { name: [CAMPAIGN_MESSAGES.nameRequired] }],
      [{ segment_id: undefined }, { segment_id: [CAMPAIGN_MESSAGES.segmentRequired] }],
      [{ default_language_code: 'xx' }, { default_language_code: [CAMPAIGN_MESSAGES.languageUnknown('xx')] }],
      [
        { translations: [{ language_code: 'de', subject: 'Hallo', body: 'Text' }] },
        { translations: [CAMPAIGN_MESSAGES.defaultLanguageTranslationMissing] },
      ],
      [
        {
          translations: [
            { language_code: 'en', subject: 'Hi', body: 'Text' },
            { language_code: 'en', subject: 'Hi again', body: 'Text' },
          ],
        },
        { 'translations.1.language_code': [CAMPAIGN_MESSAGES.duplicateLanguage('en')] },
      ],
      [
        { translations: [{ language_code: 'en', subject: '', body: 'Text' }] },
        { 'translations.0.subject': [CAMPAIGN_MESSAGES.subjectRequired] },
      ],
      [{ status: 5 }, { scheduled_at: [CAMPAIGN_MESSAGES.scheduleRequired] }],
      [{ status: 5, scheduled_at: inDays(-1) }, { scheduled_at: [CAMPAIGN_MESSAGES.scheduleInPast] }],
      [{ status: 5, scheduled_at: 'tomorrow' }, { scheduled_at: [CAMPAIGN_MESSAGES.scheduledAtInvalid] }],
      [
        { status: 5, send_in_user_timezone: true, user_target_datetime: '2000-01-01 10:00' },
        { user_target_datetime: [CAMPAIGN_MESSAGES.scheduleInPast] },
      ],
      [{ status: 2 }, { status: [CAMPAIGN_MESSAGES.emailStatusNotSelectable] }],
    ];
    for (const [over, errors] of cases) {
      const res = await send('POST', '/api/hey-cash/email-campaigns', emailBody(over));
      expect(res.statusCode, JSON.stringify(over)).toBe(422);
      expect(res.json(), JSON.stringify(over)).toEqual({ errors });
    }
  });

  it('needs an e-mail segment of the same project', async () => {
    const wrongType = await send('POST', '/api/hey-cash/email-campaigns', emailBody({ segment_id: pushSegment }));
    expect(wrongType.statusCode).toBe(422);
    expect(wrongType.json()).toEqual({ errors: { segment_id: [CAMPAIGN_MESSAGES.segmentWrongType('e-mail')] } });
    const otherProject = await send(
      'POST',
      '/api/hey-cash/email-campaigns',
      emailBody({ segment_id: await segmentOf('five-surveys', 'email') }),
    );
    expect(otherProject.json()).toEqual({ errors: { segment_id: [CAMPAIGN_MESSAGES.segmentNotFound] } });
  });

  it('answers 404 for an unknown project', async () => {
    const res = await send('POST', '/api/moon-surveys/email-campaigns', emailBody());
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ errors: CAMPAIGN_MESSAGES.unknownProject('moon-surveys') });
  });
});

describe('PUT /api/:project/email-campaigns/:id and its translations', () => {
  it('edits the fields and keeps translations not given', async () => {
    const created = (await send('POST', '/api/hey-cash/email-campaigns', emailBody())).json().data;
    const res = await send('PUT', `/api/hey-cash/email-campaigns/${created.id}`, {
      name: 'Spring win-back v2',
      segment_id: emailSegment,
      status: 4,
      default_language_code: 'en',
      translations: [{ language_code: 'fr', subject: 'Vous nous manquez', body: '<p>Revenez.</p>' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Spring win-back v2',
      status: 4,
      status_label: 'Ready to schedule',
      language_codes: ['de', 'en', 'fr'],
      updated_by: { id: EDITOR },
    });
  });

  it('saves one language’s subject and body', async () => {
    const created = (await send('POST', '/api/hey-cash/email-campaigns', emailBody())).json().data;
    const res = await send('PUT', `/api/hey-cash/email-campaigns/${created.id}/translations/ES`, {
      subject: 'Te extrañamos',
      body: '<p>Vuelve.</p>',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(CAMPAIGN_MESSAGES.translationSaved);
    expect(res.json().data.translations).toContainEqual(expect.objectContaining({ language_code: 'es', subject: 'Te extrañamos' }));
    const unknown = await send('PUT', `/api/hey-cash/email-campaigns/${created.id}/translations/xx`, { subject: 'S', body: 'B' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({ errors: { language_code: [CAMPAIGN_MESSAGES.languageUnknown('xx')] } });
    const empty = await send('PUT', `/api/hey-cash/email-campaigns/${created.id}/translations/es`, { subject: 'S', body: ' ' });
    expect(empty.json()).toEqual({ errors: { body: [CAMPAIGN_MESSAGES.bodyRequired] } });
  });

  it('refuses edits of a cancelled or sending campaign (409) and of an unknown one (404)', async () => {
    const { rows } = await t.db.query<{ id: number; status: number }>(
      "SELECT id, status FROM admin.email_campaigns WHERE project = 'hey-cash' AND status IN (6, 7) ORDER BY status",
    );
    for (const campaign of rows) {
      const label = campaign.status === 6 ? 'Cancelled' : 'Scheduling';
      const res = await send('PUT', `/api/hey-cash/email-campaigns/${campaign.id}`, emailBody());
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ errors: CAMPAIGN_MESSAGES.emailCampaignLocked(label) });
      const translation = await send('PUT', `/api/hey-cash/email-campaigns/${campaign.id}/translations/en`, { subject: 'S', body: 'B' });
      expect(translation.statusCode).toBe(409);
    }
    expect((await send('PUT', '/api/hey-cash/email-campaigns/99999', emailBody())).statusCode).toBe(404);
  });
});

describe('push (FCM) campaigns', () => {
  const pushBody = (over: object = {}) => ({
    name: 'Evening boost',
    segment_id: pushSegment,
    default_language_code: 'en',
    translations: [{ language_code: 'en', title: 'Double points tonight', body: 'Any survey before midnight counts twice.' }],
    ...over,
  });

  it('creates a Draft or a Scheduled push campaign; no other status can be selected', async () => {
    const draft = await send('POST', '/api/hey-cash/fcm-campaigns', pushBody());
    expect(draft.statusCode).toBe(201);
    expect(draft.json().data).toMatchObject({ status: 0, status_label: 'Draft', title: 'Double points tonight' });
    const scheduled = await send('POST', '/api/hey-cash/fcm-campaigns', pushBody({ status: 1, scheduled_at: inDays(1) }));
    expect(scheduled.json().data).toMatchObject({ status: 1, status_label: 'Scheduled' });
    for (const status of [2, 3, 6]) {
      const res = await send('POST', '/api/hey-cash/fcm-campaigns', pushBody({ status }));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ errors: { status: [CAMPAIGN_MESSAGES.pushStatusNotSelectable] } });
    }
    const long = await send(
      'POST',
      '/api/hey-cash/fcm-campaigns',
      pushBody({ translations: [{ language_code: 'en', title: 'x'.repeat(PUSH_TITLE_MAX + 1), body: 'b' }] }),
    );
    expect(long.json()).toEqual({ errors: { 'translations.0.title': [CAMPAIGN_MESSAGES.titleTooLong(PUSH_TITLE_MAX)] } });
    const wrongSegment = await send('POST', '/api/hey-cash/fcm-campaigns', pushBody({ segment_id: emailSegment }));
    expect(wrongSegment.json()).toEqual({ errors: { segment_id: [CAMPAIGN_MESSAGES.segmentWrongType('push notification')] } });
  });

  it('edits a Draft and its translations, but not a campaign already sending (409)', async () => {
    const draft = (await send('POST', '/api/hey-cash/fcm-campaigns', pushBody())).json().data;
    const edited = await send(
      'PUT',
      `/api/hey-cash/fcm-campaigns/${draft.id}`,
      pushBody({ name: 'Evening boost v2', status: 1, send_in_user_timezone: true, user_target_datetime: '2099-01-01T19:00' }),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Evening boost v2', status: 1, user_target_datetime: '2099-01-01T19:00:00' });
    const translated = await send('PUT', `/api/hey-cash/fcm-campaigns/${draft.id}/translations/de`, {
      title: 'Doppelte Punkte',
      body: 'Heute Abend.',
    });
    expect(translated.json().data.language_codes).toEqual(['de', 'en']);
    const { rows } = await t.db.query<{ id: number }>("SELECT id FROM admin.fcm_campaigns WHERE project = 'hey-cash' AND status = 3");
    const inProgress = await send('PUT', `/api/hey-cash/fcm-campaigns/${rows[0]!.id}`, pushBody());
    expect(inProgress.statusCode).toBe(409);
    expect(inProgress.json()).toEqual({ errors: CAMPAIGN_MESSAGES.pushCampaignLocked('In progress') });
  });

  it('keeps an optional https image and a deep link, clears them when left out, and refuses bad ones (422)', async () => {
    const media = { image_url: 'https://cdn.example.test/boost.png', deep_link: 'heycash://offers/12' };
    const created = await send('POST', '/api/hey-cash/fcm-campaigns', pushBody(media));
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject(media);
    const id = created.json().data.id as number;
    expect((await t.call(EDITOR, { method: 'GET', url: `/api/hey-cash/fcm-campaigns/${id}` })).json().data).toMatchObject(media);
    const cleared = await send('PUT', `/api/hey-cash/fcm-campaigns/${id}`, pushBody({ deep_link: '/surveys' }));
    expect(cleared.json().data).toMatchObject({ image_url: null, deep_link: '/surveys' });
    const bad = await send(
      'POST',
      '/api/hey-cash/fcm-campaigns',
      pushBody({ image_url: 'http://cdn.example.test/a.png', deep_link: 'offers 12' }),
    );
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toEqual({
      errors: { image_url: [CAMPAIGN_MESSAGES.imageUrlInvalid], deep_link: [CAMPAIGN_MESSAGES.deepLinkInvalid] },
    });
    const { rows } = await t.db.query('SELECT count(*)::int AS n FROM admin.fcm_campaigns WHERE deep_link = $1', ['offers 12']);
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('cancels only from Draft, Scheduled or Ready to send; other statuses answer 409', async () => {
    const { rows } = await t.db.query<{ id: number; status: number }>(
      "SELECT id, status FROM admin.fcm_campaigns WHERE project = 'top-surveys' ORDER BY status",
    );
    expect(rows.map((r) => r.status)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    const labels = ['Draft', 'Scheduled', 'Ready to send', 'In progress', 'Completed', 'Failed', 'Cancelled'];
    for (const campaign of rows) {
      const res = await t.call(EDITOR, { method: 'POST', url: `/api/top-surveys/fcm-campaigns/${campaign.id}/cancel` });
      if (campaign.status <= 2) {
        expect(res.statusCode, labels[campaign.status]).toBe(200);
        expect(res.json()).toMatchObject({
          message: CAMPAIGN_MESSAGES.pushCancelled,
          data: { id: campaign.id, status: 6, status_label: 'Cancelled', cancelled_at: expect.any(String) },
        });
      } else {
        expect(res.statusCode, labels[campaign.status]).toBe(409);
        expect(res.json()).toEqual({ errors: CAMPAIGN_MESSAGES.pushCancelNotAllowed(labels[campaign.status]!) });
        const stored = await t.db.query('SELECT status FROM admin.fcm_campaigns WHERE id = $1', [campaign.id]);
        expect(stored.rows[0]).toEqual({ status: campaign.status });
      }
    }
    const unknown = await t.call(EDITOR, { method: 'POST', url: '/api/top-surveys/fcm-campaigns/99999/cancel' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ errors: CAMPAIGN_MESSAGES.pushCampaignNotFound });
    const otherProject = await t.call(EDITOR, { method: 'POST', url: `/api/hey-cash/fcm-campaigns/${rows[0]!.id}/cancel` });
    expect(otherProject.statusCode).toBe(404);
  });
});
