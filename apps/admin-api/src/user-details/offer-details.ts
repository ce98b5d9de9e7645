import type { OfferEvent } from '@bo/contract';
import type { Queryable } from '@bo/db';
import { EVENTS_PER_OFFER, OFFERS_LISTED } from './constants.ts';
import { humanDelay, iso, isoRequired, num, numOrNull, round2 } from './format.ts';

interface OfferRow {
  id: number;
  name: string;
  status: number;
  visibility: number;
  icon_url: string | null;
  has_iap_data: boolean;
  started_at: Date;
  publisher_payout_sum: number;
  transaction_value_sum: number;
}

/** The user's latest offers (clicked or with events), first contact as started_at. */
const OFFERS_SQL = `
  WITH touched AS (
    SELECT offer_id, min(created_at) AS started_at, max(created_at) AS last_at
    FROM (SELECT offer_id, created_at FROM admin.offer_clicks WHERE user_id = $1 UNION ALL SELECT offer_id, created_at FROM admin.offer_events WHERE user_id = $1) x
    GROUP BY offer_id ORDER BY max(created_at) DESC, offer_id LIMIT $2
  )
  SELECT o.id, o.name, o.status, o.visibility, o.icon_url, o.has_iap_data, t.started_at,
    (SELECT coalesce(sum(e.publisher_payout) FILTER (WHERE e.credit_status = 1), 0)::float8 FROM admin.offer_events e WHERE e.user_id = $1 AND e.offer_id = o.id) AS publisher_payout_sum,
    (SELECT coalesce(sum(i.transaction_value), 0)::float8 FROM admin.offer_iap_transactions i WHERE i.user_id = $1 AND i.offer_id = o.id) AS transaction_value_sum
  FROM touched t JOIN admin.offers o ON o.id = t.offer_id
  ORDER BY t.last_at DESC, o.id`;

interface EventRow {
  id: number;
  offer_id: number;
  event_id: string;
  reward_id: string | null;
  reward_name: string | null;
  status: number;
  credit_status: 0 | 1;
  credit_date: Date | null;
  is_hidden: boolean;
  is_high_risk: boolean;
  disqualification_flag: number | null;
  disqualification_reason: string | null;
  revenue: number;
  publisher_payout: number;
  created_at: Date;
  progress_required_event_count: number | null;
  delay_seconds: number | null;
  avg_delay: number | null;
  events_counter: number;
  step_created_at: Date | null;
}

/** The events of those offers, with the click-to-event delay, the reward's average delay and the steps so far. */
const EVENTS_SQL = `
  WITH mine AS (
    SELECT e.*, row_number() OVER (PARTITION BY e.offer_id ORDER BY e.created_at DESC, e.id DESC) AS n
    FROM admin.offer_events e WHERE e.user_id = $1 AND e.offer_id = ANY ($2::int[])
  ), delays AS (
    SELECT e2.offer_id, e2.reward_id, avg(extract(epoch FROM e2.created_at - c2.created_at))::int AS avg_delay
    FROM admin.offer_events e2 JOIN admin.offer_clicks c2 ON c2.id = e2.offer_click_id
    WHERE (e2.offer_id, e2.reward_id) IN (SELECT offer_id, reward_id FROM mine WHERE n <= $3)
    GROUP BY e2.offer_id, e2.reward_id
  )
  SELECT m.id, m.offer_id, m.event_id, m.reward_id, m.reward_name, m.status, m.credit_status, m.credit_date, m.is_hidden, m.is_high_risk,
    m.disqualification_flag, m.disqualification_reason, m.revenue::float8 AS revenue, m.publisher_payout::float8 AS publisher_payout, m.created_at,
    m.progress_required_event_count, extract(epoch FROM m.created_at - c.created_at)::int AS delay_seconds, d.avg_delay,
    s.events_counter, s.step_created_at
  FROM mine m
  LEFT JOIN admin.offer_clicks c ON c.id = m.offer_click_id
  LEFT JOIN delays d ON d.offer_id = m.offer_id AND d.reward_id = m.reward_id
  CROSS JOIN LATERAL (SELECT count(*)::int AS events_counter, max(st.created_at) AS step_created_at FROM admin.offer_event_steps st WHERE st.offer_event_id = m.id) s
  WHERE m.n <= $3
  ORDER BY m.offer_id, m.created_at DESC, m.id DESC`;

function presentEvent(e: EventRow, serverTime: string): OfferEvent {
  const creditDate = iso(e.credit_date);
  const stepAt = iso(e.step_created_at);
  return {
    id: Number(e.id),
    eventId: e.event_id,
    creditStatus: e.credit_status,
    status: e.status,
    creditDate,
    isHidden: e.is_hidden,
    serverTime,
    disqualificationFlag: e.disqualification_flag,
    disqualificationReason: e.disqualification_reason,
    reward_name: e.reward_name,
    reward_id: e.reward_id,
    created_at: isoRequired(e.created_at),
    delay: humanDelay(e.delay_seconds),
    delay_seconds: e.delay_seconds,
    avg_delay: numOrNull(e.avg_delay),
    revenue: round2(num(e.revenue)),
    publisher_payout: round2(num(e.publisher_payout)),
    credit_status: e.credit_status,
    credit_date: creditDate,
    is_hidden: e.is_hidden,
    is_high_risk: e.is_high_risk,
    progress_required_event_count: e.progress_required_event_count,
    events_counter: e.events_counter,
    step_created_at: stepAt,
    step_delay: e.step_created_at ? Math.round((e.step_created_at.getTime() - e.created_at.getTime()) / 1000) : null,
    disqualification_flag: e.disqualification_flag,
    disqualification_reason: e.disqualification_reason,
  };
}

/** The per-user offers overview: the latest offers with each offer's latest events. */
export async function loadOfferOverview(db: Queryable, userId: number, now: Date) {
  const offers = (await db.query<OfferRow>(OFFERS_SQL, [userId, OFFERS_LISTED])).rows;
  if (offers.length === 0) return [];
  const events = (await db.query<EventRow>(EVENTS_SQL, [userId, offers.map((o) => o.id), EVENTS_PER_OFFER])).rows;
  const serverTime = now.toISOString();
  return offers.map((o) => ({
    id: o.id,
    name: o.name,
    status: o.status,
    visibility: o.visibility,
    icon_url: o.icon_url,
    started_at: isoRequired(o.started_at),
    publisher_payout_sum: round2(num(o.publisher_payout_sum)),
    transaction_value_sum: round2(num(o.transaction_value_sum)),
    has_iap_data: o.has_iap_data,
    user_id: userId,
    events: events.filter((e) => e.offer_id === o.id).map((e) => presentEvent(e, serverTime)),
  }));
}
