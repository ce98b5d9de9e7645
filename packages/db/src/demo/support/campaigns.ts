import type { Queryable } from '../../types.ts';
import type { Random } from '../random.ts';
import { DAY_MS, HOUR_MS, insertRows, minus, plus } from './rows.ts';

/** The projects with segments and campaigns (specification 03: five products and `default`). */
const PROJECTS = ['five-surveys', 'hey-cash', 'top-surveys', 'earn-star', 'prime-opinion', 'default'] as const;
const PROJECT_NAMES: Record<(typeof PROJECTS)[number], string> = {
  'five-surveys': 'Five Surveys',
  'hey-cash': 'HeyCash',
  'top-surveys': 'TopSurveys',
  'earn-star': 'EarnStar',
  'prime-opinion': 'Prime Opinion',
  default: 'Platform',
};

interface SegmentTemplate {
  name: string;
  type: 'email' | 'push_notifications';
  query: 'raw_sql' | 'builder';
  countries: readonly string[];
  sql: string | null;
}

const SEGMENTS: readonly SegmentTemplate[] = [
  {
    name: 'Inactive 30 days',
    type: 'email',
    query: 'raw_sql',
    countries: [],
    sql: "SELECT id FROM users WHERE last_click_at < now() - interval '30 days' AND status = 1",
  },
  { name: 'New sign-ups without a complete', type: 'email', query: 'builder', countries: ['US', 'GB', 'CA'], sql: null },
  {
    name: 'DACH high earners',
    type: 'email',
    query: 'raw_sql',
    countries: ['DE', 'AT', 'CH'],
    sql: 'SELECT user_id FROM user_payouts GROUP BY user_id HAVING sum(amount) > 50',
  },
  { name: 'Android users, last click 7+ days', type: 'push_notifications', query: 'builder', countries: [], sql: null },
  { name: 'US and Canada evening pushers', type: 'push_notifications', query: 'builder', countries: ['US', 'CA'], sql: null },
  {
    name: 'Streak at risk',
    type: 'push_notifications',
    query: 'raw_sql',
    countries: ['GB', 'IE', 'AU', 'NZ'],
    sql: "SELECT user_id FROM streaks WHERE last_renewal < now() - interval '20 hours'",
  },
];

/** Subject / title and body per language: English always, some campaigns in more languages. */
const EMAIL_TEXTS: Record<string, { subject: string; body: string }> = {
  en: {
    subject: 'New surveys picked for you',
    body: '<p>Hi {{first_name}},</p><p>We found {{survey_count}} new surveys that match your profile. Earn your next reward today!</p>',
  },
  de: {
    subject: 'Neue Umfragen für dich ausgewählt',
    body: '<p>Hallo {{first_name}},</p><p>Wir haben {{survey_count}} neue Umfragen gefunden, die zu deinem Profil passen.</p>',
  },
  fr: {
    subject: 'De nouveaux sondages rien que pour vous',
    body: '<p>Bonjour {{first_name}},</p><p>Nous avons trouvé {{survey_count}} nouveaux sondages adaptés à votre profil.</p>',
  },
  es: {
    subject: 'Nuevas encuestas elegidas para ti',
    body: '<p>Hola {{first_name}},</p><p>Encontramos {{survey_count}} encuestas nuevas que encajan con tu perfil.</p>',
  },
};
const PUSH_TEXTS: Record<string, { title: string; body: string }> = {
  en: { title: 'Double points tonight', body: 'Complete any survey before midnight and get twice the points.' },
  de: { title: 'Doppelte Punkte heute Abend', body: 'Schließe bis Mitternacht eine Umfrage ab und erhalte doppelte Punkte.' },
  fr: { title: 'Points doublés ce soir', body: 'Terminez un sondage avant minuit et gagnez le double de points.' },
  es: { title: 'Puntos dobles esta noche', body: 'Completa una encuesta antes de medianoche y gana el doble de puntos.' },
};
const EXTRA_LANGUAGES = ['de', 'fr', 'es'];

const EMAIL_NAMES = [
  'Weekly survey digest',
  'Win-back: we miss you',
  'Profile completion reminder',
  'Payout method update',
  'Summer bonus week',
  'Holiday double points',
  'Referral boost',
];
const PUSH_NAMES = [
  'Evening double points',
  'Streak reminder',
  'New high-paying survey',
  'Weekend bonus',
  'Level-up nudge',
  'Cash-out ready',
  'Daily check-in',
];

/** A wall-clock time as the user_target_datetime column takes it (no zone). */
const localTime = (date: Date): string => date.toISOString().slice(0, 19).replace('T', ' ');

/** Send time by status: future for what is still to go out, past for what went out or was stopped. */
function sendTime(
  random: Random,
  now: Date,
  future: boolean,
  inUserZone: boolean,
): { scheduledAt: Date | null; userTarget: string | null } {
  const at = future ? plus(now, random.int(1, 20) * DAY_MS + random.int(0, 23) * HOUR_MS) : minus(now, random.int(1, 60) * DAY_MS);
  return inUserZone ? { scheduledAt: null, userTarget: localTime(at) } : { scheduledAt: at, userTarget: null };
}

/**
 * Per project: six segments (three e-mail, three push), one e-mail campaign in each status 1-7 and
 * one push campaign in each status 0-6, each with translations.
 */
export async function seedCampaigns(tx: Queryable, random: Random, now: Date, adminIds: readonly number[]): Promise<void> {
  for (const project of PROJECTS) {
    const segmentIds: Record<string, number[]> = { email: [], push_notifications: [] };
    for (const s of SEGMENTS) {
      const created = minus(now, random.int(30, 200) * DAY_MS);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO admin.segments (project, name, segment_type, query_type, country_codes, estimate_count, raw_sql, created_by_admin_id, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10) RETURNING id`,
        [
          project,
          `${PROJECT_NAMES[project]}: ${s.name}`,
          s.type,
          s.query,
          [...s.countries],
          random.int(200, 90_000),
          s.sql,
          random.pick(adminIds),
          created,
          plus(created, random.int(0, 20) * DAY_MS),
        ],
      );
      segmentIds[s.type]!.push(rows[0]!.id);
    }
    const emailTranslations: unknown[][] = [];
    for (let status = 1; status <= 7; status += 1) {
      // Initialized, Translating, Translated, Ready to schedule, Scheduled and Scheduling are still to go out.
      const future = status !== 6;
      const inUserZone = random.chance(0.4);
      const time = status === 1 && random.chance(0.5) ? { scheduledAt: null, userTarget: null } : sendTime(random, now, future, inUserZone);
      const created = minus(now, random.int(2, 90) * DAY_MS);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO admin.email_campaigns (project, name, segment_id, status, send_in_user_timezone, scheduled_at, user_target_datetime, default_language_code,
           created_by_admin_id, updated_by_admin_id, created_at, updated_at, cancelled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'en', $8, $8, $9, $10, $11) RETURNING id`,
        [
          project,
          EMAIL_NAMES[status - 1],
          random.pick(segmentIds.email!),
          status,
          inUserZone && time.userTarget !== null,
          time.scheduledAt,
          time.userTarget,
          random.pick(adminIds),
          created,
          plus(created, DAY_MS),
          status === 6 ? plus(created, 2 * DAY_MS) : null,
        ],
      );
      const id = rows[0]!.id;
      // Translating has only the default language so far; from Translated on, every language.
      const languages = status === 1 || status === 2 ? ['en'] : ['en', ...EXTRA_LANGUAGES.filter(() => random.chance(0.7))];
      for (const lang of languages)
        emailTranslations.push([id, lang, EMAIL_TEXTS[lang]!.subject, EMAIL_TEXTS[lang]!.body, plus(created, HOUR_MS)]);
    }
    await insertRows(
      tx,
      'admin.email_campaign_translations',
      ['campaign_id', 'language_code', 'subject', 'body', 'updated_at'],
      emailTranslations,
    );

    const pushTranslations: unknown[][] = [];
    for (let status = 0; status <= 6; status += 1) {
      // Draft, Scheduled and Ready to send are still to go out; the rest ran (or were stopped).
      const future = status <= 2;
      const inUserZone = random.chance(0.4);
      const time = status === 0 && random.chance(0.5) ? { scheduledAt: null, userTarget: null } : sendTime(random, now, future, inUserZone);
      const created = minus(now, random.int(2, 90) * DAY_MS);
      const { rows } = await tx.query<{ id: number }>(
        `INSERT INTO admin.fcm_campaigns (project, name, segment_id, status, send_in_user_timezone, scheduled_at, user_target_datetime, default_language_code,
           created_by_admin_id, updated_by_admin_id, created_at, updated_at, cancelled_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, 'en', $8, $8, $9, $10, $11) RETURNING id`,
        [
          project,
          PUSH_NAMES[status],
          random.pick(segmentIds.push_notifications!),
          status,
          inUserZone && time.userTarget !== null,
          time.scheduledAt,
          time.userTarget,
          random.pick(adminIds),
          created,
          plus(created, DAY_MS),
          status === 6 ? plus(created, 2 * DAY_MS) : null,
        ],
      );
      const id = rows[0]!.id;
      for (const lang of ['en', ...EXTRA_LANGUAGES.filter(() => random.chance(0.6))])
        pushTranslations.push([id, lang, PUSH_TEXTS[lang]!.title, PUSH_TEXTS[lang]!.body, plus(created, HOUR_MS)]);
    }
    await insertRows(
      tx,
      'admin.fcm_campaign_translations',
      ['campaign_id', 'language_code', 'title', 'body', 'updated_at'],
      pushTranslations,
    );
  }
}
