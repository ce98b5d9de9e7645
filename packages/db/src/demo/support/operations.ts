import type { Queryable } from '../../types.ts';
import type { Random } from '../random.ts';
import { HOUR_MS, insertRows, minus } from './rows.ts';

interface AlertTemplate {
  type: string;
  severity: 'info' | 'warning' | 'critical';
  title: (r: Random) => string;
  message: (r: Random) => string;
  data: (r: Random) => Record<string, unknown>;
}

const SUPPLIERS = ['Cint', 'Dynata', 'Lucid', 'PureSpectrum', 'Toluna', 'Bitburst'];
const CRONJOBS = ['sync:surveys', 'reconcile:completes', 'payouts:process', 'reports:daily-overview', 'users:recalculate-risk'];

const ALERT_TEMPLATES: readonly AlertTemplate[] = [
  {
    type: 'cronjob_failed',
    severity: 'critical',
    title: (r) => `Cron job ${r.pick(CRONJOBS)} failed`,
    message: (r) => `Exited with code ${r.int(1, 3)} after ${r.int(2, 55)} s; the next run is in ${r.pick([5, 15, 60])} minutes.`,
    data: (r) => ({ exit_code: r.int(1, 3), attempt: r.int(1, 3) }),
  },
  {
    type: 'supplier_sync_failed',
    severity: 'warning',
    title: (r) => `${r.pick(SUPPLIERS)} survey sync failed`,
    message: (r) => `The supplier API answered HTTP ${r.pick([500, 502, 503, 504, 429])} ${r.int(3, 12)} times in a row.`,
    data: (r) => ({ http_status: r.pick([500, 502, 503, 504, 429]), failures: r.int(3, 12) }),
  },
  {
    type: 'conversion_drop',
    severity: 'warning',
    title: (r) => `Conversion dropped ${r.int(25, 70)}% on ${r.pick(SUPPLIERS)}`,
    message: (r) => `Last hour: ${r.int(1, 4)}.${r.int(0, 9)}% against ${r.int(6, 12)}.${r.int(0, 9)}% over the previous 24 hours.`,
    data: (r) => ({ window_minutes: 60, surveys: r.int(5, 80) }),
  },
  {
    type: 'click_spike',
    severity: 'info',
    title: (r) => `Click spike from app ${r.pick([13, 16, 18, 71, 554])}`,
    message: (r) => `${r.int(3, 9)}x the usual clicks in 15 minutes, mostly from ${r.pick(['NG', 'PK', 'VE', 'US', 'IN'])}.`,
    data: (r) => ({ factor: r.int(3, 9) }),
  },
  {
    type: 'payout_threshold',
    severity: 'critical',
    title: () => 'Daily payout threshold reached',
    message: (r) => `Payouts today reached $${r.int(20, 45)},${r.int(100, 999)}, above the $20,000 threshold.`,
    data: () => ({ threshold: 20000 }),
  },
  {
    type: 'queue_backlog',
    severity: 'warning',
    title: (r) => `Queue ${r.pick(['postbacks', 'emails', 'reconciliations'])} is backing up`,
    message: (r) => `${r.int(5, 90)},${r.int(100, 999)} jobs waiting; oldest is ${r.int(10, 120)} minutes old.`,
    data: (r) => ({ oldest_minutes: r.int(10, 120) }),
  },
];

/** Alerts over the last two weeks: the older ones seen, the last couple of days mostly not. */
export async function seedSystemAlerts(
  tx: Queryable,
  random: Random,
  now: Date,
  seenByIds: readonly number[],
  scale: number,
): Promise<void> {
  const count = 45 * Math.max(1, Math.round(scale));
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i += 1) {
    const t = random.pick(ALERT_TEMPLATES);
    const createdAt = minus(now, random.int(5, 14 * 24 * 60) * 60_000);
    const ageHours = (now.getTime() - createdAt.getTime()) / HOUR_MS;
    const seen = ageHours > 48 ? random.chance(0.9) : random.chance(0.2);
    const seenAt = seen ? new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(5, 240) * 60_000)) : null;
    rows.push([
      t.type,
      t.severity,
      t.title(random),
      t.message(random),
      JSON.stringify(t.data(random)),
      seen,
      seenAt,
      seen ? random.pick(seenByIds) : null,
      createdAt,
    ]);
  }
  await insertRows(
    tx,
    'admin.system_alerts',
    ['type', 'severity', 'title', 'message', 'data', 'is_seen', 'seen_at', 'seen_by_admin_id', 'created_at'],
    rows,
  );
}

const TICKET_REASONS: ReadonlyArray<readonly [string, (r: Random) => string]> = [
  ['missing_credit', (r) => `I finished the survey ${r.int(10, 50)} minutes ago but did not get my points.`],
  ['unfair_screen_out', () => 'I was screened out at the very end after answering everything.'],
  ['wrong_reward', (r) => `The survey said ${r.int(300, 1500)} points but I only got ${r.int(10, 200)}.`],
  ['survey_broken', () => 'The survey page stayed blank after the first question.'],
  ['other', () => 'The survey kept asking me the same questions in a loop.'],
];

/** Click tickets of the last month; the recent ones are waiting for review. */
export async function seedClickTickets(
  tx: Queryable,
  random: Random,
  now: Date,
  reviewerIds: readonly number[],
  scale: number,
): Promise<void> {
  const clicks = await tx.query<{ id: number; user_id: number; survey_id: number }>(
    'SELECT id, user_id, survey_id FROM admin.clicks WHERE status IN (0, 2) ORDER BY id LIMIT $1',
    [2000 * Math.max(1, Math.round(scale))],
  );
  if (clicks.rows.length === 0) return;
  const count = Math.min(clicks.rows.length, 80 * Math.max(1, Math.round(scale)));
  const rows: unknown[][] = [];
  for (let i = 0; i < count; i += 1) {
    const click = clicks.rows[Math.floor((i * clicks.rows.length) / count)]!;
    const [reason, message] = random.pick(TICKET_REASONS);
    const createdAt = minus(now, random.int(10, 30 * 24 * 60) * 60_000);
    const waiting = now.getTime() - createdAt.getTime() < 3 * 24 * HOUR_MS || random.chance(0.1);
    const status = waiting ? 0 : random.chance(0.6) ? 1 : 2;
    const reviewedAt = status === 0 ? null : new Date(Math.min(now.getTime(), createdAt.getTime() + random.int(1, 48) * HOUR_MS));
    rows.push([
      click.user_id,
      click.id,
      click.survey_id,
      reason,
      message(random),
      status,
      status === 0 ? null : random.pick(reviewerIds),
      reviewedAt,
      createdAt,
    ]);
  }
  await insertRows(
    tx,
    'admin.click_tickets',
    ['user_id', 'click_id', 'survey_id', 'reason', 'message', 'status', 'reviewed_by_admin_id', 'reviewed_at', 'created_at'],
    rows,
  );
}

const ATTACK_TYPES = ['bot_traffic', 'duplicate_responses', 'speeding', 'open_end_copy_paste', 'geo_mismatch'];

/** Apps caught attacking surveys; the last few days' findings are not reviewed yet. */
export async function seedSurveyAttacksApps(tx: Queryable, random: Random, now: Date, reviewerIds: readonly number[]): Promise<void> {
  const apps = await tx.query<{ id: number }>('SELECT id FROM core.apps WHERE NOT is_core ORDER BY id');
  const surveys = await tx.query<{ id: number }>('SELECT id FROM admin.surveys ORDER BY id LIMIT 300');
  if (apps.rows.length === 0) return;
  const rows: unknown[][] = [];
  for (let i = 0; i < 30; i += 1) {
    const firstSeen = minus(now, random.int(2, 40 * 24) * HOUR_MS);
    const lastSeen = new Date(Math.min(now.getTime(), firstSeen.getTime() + random.int(1, 72) * HOUR_MS));
    const attempts = random.int(40, 5000);
    const reviewed = now.getTime() - lastSeen.getTime() > 4 * 24 * HOUR_MS && random.chance(0.85);
    rows.push([
      random.pick(apps.rows).id,
      surveys.rows.length > 0 ? random.pick(surveys.rows).id : null,
      random.pick(ATTACK_TYPES),
      attempts,
      Math.floor(attempts * (0.6 + random.next() * 0.4)),
      firstSeen,
      lastSeen,
      reviewed,
      reviewed ? random.pick(reviewerIds) : null,
      reviewed ? lastSeen : null,
      reviewed ? random.pick(['Blocked the sub-source.', 'False positive: panel test traffic.', 'Reported to the app owner.']) : null,
      firstSeen,
    ]);
  }
  await insertRows(
    tx,
    'admin.survey_attacks_apps',
    [
      'app_id',
      'survey_id',
      'attack_type',
      'attempts_count',
      'blocked_count',
      'first_seen_at',
      'last_seen_at',
      'is_reviewed',
      'reviewed_by_admin_id',
      'reviewed_at',
      'comment',
      'created_at',
    ],
    rows,
  );
}
