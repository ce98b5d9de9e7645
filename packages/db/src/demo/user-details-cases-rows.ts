import type { Queryable } from '../types.ts';
import { valuesRows } from './user-details-profile.ts';

export const HOUR = 3_600_000;
export const DAY = 24 * HOUR;
export const at = (now: Date, ms: number): Date => new Date(now.getTime() + ms);

export interface ShowcaseClick {
  userId: number;
  surveyId: number;
  /** 0 Init, 1 Completed, 2 Screen out, 3 Cancelled. */
  status: number;
  createdAt: Date;
  /** Completes: reconciled later (complete status 2) or completed (1). */
  reconciled?: boolean;
  /** Completes: minutes in the survey; the survey's length of interview otherwise. */
  minutes?: number;
  responseStatus?: string;
  ip?: string;
}

/** Clicks of a showcase user; supplier, revenue and payout come from the survey as in the marketplace demo. */
export async function insertShowcaseClicks(tx: Queryable, clicks: readonly ShowcaseClick[]): Promise<void> {
  if (clicks.length === 0) return;
  const rows = clicks.map((c) => [
    c.userId,
    c.surveyId,
    c.status,
    c.createdAt,
    c.status === 1 ? (c.reconciled ? 2 : 1) : null,
    c.minutes ?? null,
    c.responseStatus ?? (c.status === 1 ? 'complete' : c.status === 2 ? 'screenout_profile' : c.status === 3 ? 'abandoned' : null),
    c.ip ?? null,
  ]);
  await tx.query(
    `INSERT INTO admin.clicks (user_id, survey_id, supplier_id, status, response_status, revenue, publisher_payout, user_reward,
        complete_status, completed_at, reconciled_at, ip, user_agent, created_at)
     SELECT v.user_id, s.id, s.supplier_id, v.status, v.response_status,
       CASE WHEN v.status = 1 THEN s.cpi ELSE 0 END, CASE WHEN v.status = 1 THEN round(s.cpi * 0.7, 2) ELSE 0 END,
       CASE WHEN v.status = 1 THEN round(s.cpi * 70)::int ELSE 0 END,
       v.complete_status,
       CASE WHEN v.status = 1 THEN v.created_at + coalesce(v.minutes, s.loi, 10) * interval '1 minute' END,
       CASE WHEN v.complete_status = 2 THEN v.created_at + interval '12 days' END,
       coalesce(v.ip, '198.51.100.' || (v.user_id % 250 + 1))::inet,
       'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Safari/537.36',
       v.created_at
     FROM (VALUES ${valuesRows(rows.length, 8, 1, ['bigint', 'int', 'smallint', 'timestamptz', 'smallint', 'int', 'text', 'text'])})
       AS v(user_id, survey_id, status, created_at, complete_status, minutes, response_status, ip)
     JOIN admin.surveys s ON s.id = v.survey_id`,
    rows.flat(),
  );
}

export interface ShowcaseOfferEvent {
  userId: number;
  offerId: number;
  createdAt: Date;
  rewardName: string;
  creditStatus: 0 | 1;
  status: 0 | 1 | 2;
  creditDate: Date | null;
  hidden?: boolean;
  disqualification?: [flag: number, reason: string];
  revenue: number;
  progressRequired?: number;
  /** Steps reported so far (progress rewards). */
  steps?: number;
}

/** An offer click and its event for a showcase user; returns the event ids in order. */
export async function insertShowcaseOfferEvents(tx: Queryable, events: readonly ShowcaseOfferEvent[]): Promise<number[]> {
  const ids: number[] = [];
  for (const [i, e] of events.entries()) {
    const click = await tx.query<{ id: number }>(
      `INSERT INTO admin.offer_clicks (offer_id, user_id, app_id, platform, ip, created_at)
       SELECT $1, u.id, u.app_id, 'android', '198.51.100.77', $3 FROM admin.users u WHERE u.id = $2 RETURNING id`,
      [e.offerId, e.userId, new Date(e.createdAt.getTime() - 2 * HOUR)],
    );
    const clickId = click.rows[0]?.id ?? null;
    const rewardId = `rw_${e.offerId}_s${e.userId}_${i}`;
    const event = await tx.query<{ id: number }>(
      `INSERT INTO admin.offer_events (offer_click_id, offer_id, user_id, event_id, reward_id, reward_name, status, credit_status, credit_date,
          is_hidden, is_high_risk, disqualification_flag, disqualification_reason, revenue, publisher_payout, user_reward, created_at, progress_required_event_count)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, false, $11, $12, $13, round($13::numeric * 0.7, 2), round($13::numeric * 70)::int, $14, $15)
       RETURNING id`,
      [
        clickId,
        e.offerId,
        e.userId,
        `evt_showcase_${e.userId}_${i}`,
        rewardId,
        e.rewardName,
        e.status,
        e.creditStatus,
        e.creditDate,
        e.hidden ?? false,
        e.disqualification?.[0] ?? null,
        e.disqualification?.[1] ?? null,
        e.revenue,
        e.createdAt,
        e.progressRequired ?? null,
      ],
    );
    const eventId = event.rows[0]!.id;
    ids.push(eventId);
    for (let k = 1; k <= (e.steps ?? 0); k += 1) {
      await tx.query(
        `INSERT INTO admin.offer_event_steps (offer_event_id, user_id, reward_id, is_paid, external_transaction_id, created_at) VALUES ($1, $2, $3, $4, $5, $6)`,
        [
          eventId,
          e.userId,
          rewardId,
          k === e.progressRequired && e.creditStatus === 1,
          `stp_showcase_${eventId}_${k}`,
          new Date(e.createdAt.getTime() + k * 5 * HOUR),
        ],
      );
    }
  }
  return ids;
}

/** Replaces a user's phone verifications. */
export async function setPhones(
  tx: Queryable,
  userId: number,
  phones: ReadonlyArray<{
    phone: string;
    verified: boolean;
    carrier: string;
    delay: number | null;
    copyPasted: boolean;
    ipqs: number;
    createdAt: Date;
  }>,
): Promise<void> {
  await tx.query('DELETE FROM admin.user_phone_verifications WHERE user_id = $1', [userId]);
  for (const p of phones) {
    await tx.query(
      `INSERT INTO admin.user_phone_verifications (user_id, phone, verified, carrier, delay_seconds, is_copy_pasted, ipqs_score, created_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [userId, p.phone, p.verified, p.carrier, p.delay, p.copyPasted, p.ipqs, p.createdAt],
    );
  }
}

/** Replaces a user's answer to a question by the named option. */
export async function setProfilingAnswer(tx: Queryable, userId: number, question: string, option: string, createdAt: Date): Promise<void> {
  await tx.query(
    `DELETE FROM admin.user_profiling_answers WHERE user_id = $1 AND question_id = (SELECT id FROM admin.questions WHERE text = $2 ORDER BY id LIMIT 1)`,
    [userId, question],
  );
  await tx.query(
    `INSERT INTO admin.user_profiling_answers (user_id, question_id, answer_id, source, created_at)
     SELECT $1, q.id, a.id, 'user_input', $4 FROM admin.questions q JOIN admin.question_answers a ON a.question_id = q.id AND a.text = $3
     WHERE q.text = $2 ORDER BY q.id LIMIT 1`,
    [userId, question, option, createdAt],
  );
}

/** Users of a status beyond the showcase range, for the groups the showcase users share traits with. */
export async function usersWithStatus(tx: Queryable, statuses: readonly number[], count: number, after = 100): Promise<number[]> {
  const r = await tx.query<{ id: number }>(
    'SELECT id FROM admin.users WHERE status = ANY($1::smallint[]) AND id > $2 ORDER BY id LIMIT $3',
    [statuses, after, count],
  );
  return r.rows.map((row) => Number(row.id));
}
